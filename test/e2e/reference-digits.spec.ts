import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { eventId, postSigned, SECRETS_ENV } from './inbound-signing';

/**
 * A deployment that raises REFERENCE_DIGITS: the programs and handoff records issued before keep their six-digit
 * references and every route still reads and writes them; new ones are issued with eight digits.
 */
describe('REFERENCE_DIGITS=8 on a database holding six-digit references', () => {
  let dir: string | undefined;
  let before: TestApp; // the default six digits
  let after: TestApp; // eight digits, the same database
  let old: { reference: string; instructionRef: string };

  beforeAll(async () => {
    // SQLite: one file, opened by one service after the other; PostgreSQL: the first service's scratch database.
    const sqliteFile = testDialect === 'sqlite' ? { DATABASE_URL: `sqlite:${newFile()}` } : undefined;
    before = await startTestApp({ env: { ...SECRETS_ENV, ...sqliteFile } });
    const program = await registerProgram(before, { client_role: 'business' });
    const instruction = await createInstruction(before, program.reference);
    old = { reference: program.reference, instructionRef: instruction };
    if (sqliteFile) {
      await before.close();
    }
    after = await startTestApp({
      env: { ...SECRETS_ENV, ...sqliteFile, REFERENCE_DIGITS: '8' },
      databaseUrl: () => before.scratchUrl as string,
    });
  });

  afterAll(async () => {
    await after?.close();
    if (testDialect === 'postgres') {
      await before?.close();
    }
    if (dir) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  function newFile(): string {
    dir = mkdtempSync(join(tmpdir(), 'pws-reference-digits-'));
    return join(dir, 'db.sqlite');
  }

  async function createInstruction(app: TestApp, reference: string): Promise<string> {
    const response = await app.http
      .post('/api/instructions')
      .set(ADMIN_HEADERS)
      .send({ reference, provider: 'bank-partner', action: 'submit_order', payload: { corridor: 'CA-US' } })
      .expect(200);
    return bodyOf<'InstructionResponse'>(response).instruction_ref;
  }

  it('should have issued six-digit references before', () => {
    expect(old.reference).toMatch(/^PRG-\d{6}$/);
    expect(old.instructionRef).toMatch(/^INS-\d{6}$/);
  });

  it('should issue PRG- and INS- references of eight digits', async () => {
    const intake = await after.http.post('/api/register').send({
      full_name: 'Eight Digits',
      email: 'eight@example.com',
      consent_accepted: true,
    });

    expect(intake.status).toBe(200);
    const created = bodyOf<'RegistrationResponse'>(intake);
    expect(created.reference).toMatch(/^PRG-\d{8}$/);
    expect(created.program_id).toBe(created.reference);
    expect(await createInstruction(after, created.reference)).toMatch(/^INS-\d{8}$/);
    expect(await createInstruction(after, old.reference)).toMatch(/^INS-\d{8}$/);
  });

  it.each(['six', 'eight'])('should read and write a %s-digit program through every kind of route', async (kind) => {
    const reference =
      kind === 'six' ? old.reference : (await registerProgram(after, { client_role: 'business' })).reference;

    for (const asked of [reference, reference.toLowerCase(), ` ${reference} `.trim()]) {
      const status = await after.http.get(`/api/programs/${asked}`).expect(200);
      expect(bodyOf<'RegistrationStatus'>(status).reference).toBe(reference);
    }
    await after.http.get(`/api/register/${reference}`).expect(200);
    await after.http.patch(`/api/checklist/${reference}/items/aml_programme`).send({ done: true }).expect(200);
    await after.http
      .patch(`/api/admin/registrations/${reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'kyc_pending' })
      .expect(200);
    await postSigned(after, 'idv-provider', { event_id: eventId('idv'), reference, status: 'approved' }).expect(200);
    const events = bodyOf<'ProgramEventsList'>(
      await after.http.get(`/api/programs/${reference}/events?limit=500`).expect(200),
    );
    expect(events.reference).toBe(reference);
    expect(events.events.map((event) => event.event_type)).toEqual(
      expect.arrayContaining(['program.created', 'checklist.item_updated', 'identity.verification_updated']),
    );
    const instructions = bodyOf<'InstructionsList'>(
      await after.http.get(`/api/programs/${reference}/instructions`).expect(200),
    );
    expect(instructions.reference).toBe(reference);
    // The hash chain covers the reference: it verifies for both lengths.
    const audit = await after.http.get(`/api/register/${reference}/audit.json`).set(ADMIN_HEADERS).expect(200);
    expect((audit.body as { integrity: { chain_valid: boolean } }).integrity.chain_valid).toBe(true);
  });

  it.each(['PRG-12345', 'PRG-1234567890123', 'PRG-99999999'])(
    'should answer %s as an unknown program',
    async (reference) => {
      await after.http.get(`/api/programs/${reference}`).expect(404);
    },
  );

  it('should say in readiness which length new references have', async () => {
    const readiness = bodyOf<'Readiness'>(await after.http.get('/api/readiness').expect(200));
    const check = readiness.checks.find((entry) => entry.name === 'reference_space');
    expect(check).toMatchObject({ ok: true });
    expect(check?.detail).toMatch(
      /^New references have 8 digits \(REFERENCE_DIGITS=8\); share of that space taken: PRG- about 0\.0 %/,
    );
  });
});
