import { randomBytes } from 'node:crypto';
import { ConsoleSessionRevocationsRepository } from '../../src/console/session-revocations.repository';
import { LeanSql } from '../../src/database/lean-sql';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { startTestApp, TestApp } from '../support/test-app';

const HOUR_MS = 60 * 60 * 1000;

/** The `console_session_revocations` queries on the real dialect. */
describe(ConsoleSessionRevocationsRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let revocations: ConsoleSessionRevocationsRepository;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    revocations = new ConsoleSessionRevocationsRepository(app.app.get(LeanSql));
  });

  afterAll(async () => {
    await app.close();
  });

  const freshSessionId = () => randomBytes(16).toString('base64url');
  const isRevoked = (sessionId: string) => db.read((unit) => revocations.isRevoked(unit, sessionId));
  const revoke = (sessionId: string, expiresAt: Date, now: Date) =>
    db.write((unit) => revocations.revoke(unit, sessionId, expiresAt, now));

  it('should report a session revoked only once it was signed out', async () => {
    const sessionId = freshSessionId();
    const now = new Date();
    expect(await isRevoked(sessionId)).toBe(false);

    await revoke(sessionId, new Date(now.getTime() + HOUR_MS), now);

    expect(await isRevoked(sessionId)).toBe(true);
    expect(await isRevoked(freshSessionId())).toBe(false);
  });

  it('should accept a second sign-out of the same session when it is already revoked', async () => {
    const sessionId = freshSessionId();
    const now = new Date();
    await revoke(sessionId, new Date(now.getTime() + HOUR_MS), now);

    await revoke(sessionId, new Date(now.getTime() + 2 * HOUR_MS), now);

    expect(await isRevoked(sessionId)).toBe(true);
  });

  it('should prune revocations whose sessions have expired when another session signs out', async () => {
    const now = new Date();
    const expiring = freshSessionId();
    const lasting = freshSessionId();
    await revoke(expiring, new Date(now.getTime() + HOUR_MS), now);
    await revoke(lasting, new Date(now.getTime() + 3 * HOUR_MS), now);

    await revoke(freshSessionId(), new Date(now.getTime() + 4 * HOUR_MS), new Date(now.getTime() + 2 * HOUR_MS));

    expect(await isRevoked(expiring)).toBe(false);
    expect(await isRevoked(lasting)).toBe(true);
  });
});
