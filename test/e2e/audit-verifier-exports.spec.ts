import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventHash, GENESIS_HASH } from '../../src/program-events/event-hash';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { dropEventGuards } from '../factories/document-tampering.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

const CLI = join(__dirname, '..', '..', 'bin', 'program-audit-verify.js');

interface Verdict {
  status: number | null;
  line: string;
}

/**
 * The offline verifier (an implementation independent of the service's code) judging what the service really
 * exports, on the database this project runs: the bundle, the published keys and a checkpoint fetched separately.
 */
describe('Offline verifier on real audit.json exports', () => {
  let app: TestApp;
  let folder: string;

  beforeAll(async () => {
    app = await startTestApp();
    folder = mkdtempSync(join(tmpdir(), 'audit-verify-'));
  });

  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function fetchJson(path: string): Promise<unknown> {
    return (await app.http.get(path).set(ADMIN_HEADERS).expect(200)).body as unknown;
  }

  async function issueCheckpoint(): Promise<unknown> {
    const run = (await app.http.post('/api/operator/audit/checkpoints').set(ADMIN_HEADERS).expect(200)).body as {
      checkpoint: unknown;
    };
    expect(run.checkpoint).not.toBeNull();
    return run.checkpoint;
  }

  /** Writes what an auditor would have received and runs the verifier on it. */
  async function verify(reference: string, heldCheckpoint?: unknown): Promise<Verdict> {
    const files = { bundle: join(folder, `${reference}.json`), keys: join(folder, 'keys.json') };
    writeFileSync(files.bundle, JSON.stringify(await fetchJson(`/api/register/${reference}/audit.json`)));
    writeFileSync(files.keys, JSON.stringify(await fetchJson('/.well-known/program-audit-keys')));
    const args = [CLI, files.bundle, '--keys', files.keys];
    if (heldCheckpoint !== undefined) {
      const held = join(folder, 'held-checkpoint.json');
      writeFileSync(held, JSON.stringify(heldCheckpoint));
      args.push('--checkpoint', held);
    }
    const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
    return { status: result.status, line: `${result.stdout}${result.stderr}`.trim() };
  }

  async function programWithHistory(): Promise<{ id: number; reference: string }> {
    const program = await registerProgram(app, { client_role: 'business' });
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'kyc_pending', status_note: 'Called Jane Doe about her passport' })
      .expect(200);
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
    return program;
  }

  it('should accept a bundle whose head is in a signed checkpoint, checked against that checkpoint and the keys', async () => {
    const program = await programWithHistory();
    const checkpoint = await issueCheckpoint();

    const verdict = await verify(program.reference, checkpoint);
    expect(verdict).toEqual({ status: 0, line: expect.stringMatching(/^OK: /) as unknown });
    expect(verdict.line).toContain(program.reference);
  });

  it('should accept a bundle with events after its last checkpoint (those are covered by the signed head)', async () => {
    const program = await programWithHistory();
    await issueCheckpoint();
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: false }).expect(200);

    expect((await verify(program.reference)).status).toBe(0);
  });

  it('should reject a record rewritten in the database with every hash recomputed after a checkpoint covered it', async () => {
    const program = await programWithHistory();
    const checkpoint = await issueCheckpoint();
    await dropEventGuards(app);
    const events = app.dataSource.getRepository(ProgramEvent);
    const rows = await events.find({ where: { registrationId: program.id }, order: { seq: 'ASC' } });
    let prevHash = GENESIS_HASH;
    for (const row of rows) {
      const payload = row.seq === 1 ? { ...row.payload, partner_slug: 'someone-else' } : row.payload;
      const hash = eventHash({ ...row, reference: program.reference, payload, prevHash });
      // TypeORM's deep-partial type refuses a JSON column's Record; the value is the column's own type.
      await events.update({ id: row.id }, { payload: payload as never, prevHash, hash });
      prevHash = hash;
    }

    const verdict = await verify(program.reference, checkpoint);
    expect(verdict.status).toBe(1);
    expect(verdict.line).toMatch(/^FAIL: /);
    // The rewritten chain is internally consistent: only the logged head in the signed checkpoint gives it away.
    expect(verdict.line).toMatch(/inclusion|logged head|checkpoint/i);
  });
});
