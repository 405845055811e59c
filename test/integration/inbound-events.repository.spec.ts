import { randomBytes } from 'node:crypto';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { InboundEventsRepository } from '../../src/webhooks/inbound/inbound-events.repository';
import { startTestApp, TestApp } from '../support/test-app';

/** The `inbound_events` claims on the real dialect: one claim per (provider, event id). */
describe(InboundEventsRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  const events = new InboundEventsRepository();

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
  });

  afterAll(async () => {
    await app.close();
  });

  const freshEventId = () => `evt-${randomBytes(8).toString('hex')}`;

  it('should record the claim with its outcome when an event is claimed', async () => {
    const eventId = freshEventId();
    const receivedAt = new Date();

    await db.write((unit) => events.claim(unit, 'payment-provider', eventId, 'rejected', receivedAt));

    expect(await db.read((unit) => events.find(unit, 'payment-provider', eventId))).toMatchObject({
      provider: 'payment-provider',
      eventId,
      outcome: 'rejected',
      receivedAt,
    });
  });

  it('should refuse the second claim as a duplicate when the same provider sends the same event id', async () => {
    const eventId = freshEventId();
    await db.write((unit) => events.claim(unit, 'idv-provider', eventId, 'processed', new Date()));

    const failure = await db
      .write((unit) => events.claim(unit, 'idv-provider', eventId, 'processed', new Date()))
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(events.isDuplicateClaim(failure)).toBe(true);
    expect(events.isDuplicateClaim(new Error('other'))).toBe(false);
  });

  it('should accept the claim when another provider already used the same event id', async () => {
    const eventId = freshEventId();
    await db.write((unit) => events.claim(unit, 'idv-provider', eventId, 'processed', new Date()));

    await db.write((unit) => events.claim(unit, 'messaging', eventId, 'processed', new Date()));

    expect(await db.read((unit) => events.find(unit, 'messaging', eventId))).not.toBeNull();
  });

  it('should leave no claim when the transaction that claimed rolls back', async () => {
    const eventId = freshEventId();

    await expect(
      db.write(async (unit) => {
        await events.claim(unit, 'payment-provider', eventId, 'processed', new Date());
        throw new Error('effect failed');
      }),
    ).rejects.toThrow('effect failed');

    expect(await db.read((unit) => events.find(unit, 'payment-provider', eventId))).toBeNull();
    await db.write((unit) => events.claim(unit, 'payment-provider', eventId, 'processed', new Date()));
  });
});
