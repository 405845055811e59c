import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventHash, GENESIS_HASH } from '../../src/program-events/event-hash';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { dropEventGuards, rewritingRecord } from '../factories/document-tampering.factory';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction, instructionInput } from '../factories/instruction.factory';
import { registerProgram, registrationInput } from '../factories/registration.factory';
import { uploadDocument } from '../factories/document.factory';
import { parseCsv } from '../support/csv-parser';
import { createOperatorWithToken } from '../support/operators';
import { rowTotals } from '../support/row-totals';
import { startTestApp, TestApp } from '../support/test-app';

interface ErasureBody {
  reference: string;
  erased_at: string;
  fields: string[];
  documents: number;
  notes: number;
  handoff_records: number;
}

interface EventBody {
  event_type: string;
  created_at: string;
  payload: Record<string, unknown>;
  actor: { type: string; id: string | null } | null;
}

interface ApprovalBody {
  approval_id: number;
  reference: string;
  action: string;
  status: string;
  note: string | null;
  reason: string | null;
}

// A recognisable document: an accepted signature followed by bytes that must not outlive the erasure.
const DOCUMENT_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from('document-secret-7f3a9c erased with the program\n%%EOF\n'),
]);

const PERSONAL = {
  full_name: 'Erasable Ernestine Quill',
  email: 'ernestine.quill@erasure-example.com',
  phone: '+1 555 0177',
  company: 'Quill Remittances Ltd',
  legal_entity_name: 'Quill Remittances Limited',
  notes: 'applicant note mentions Ernestine personally',
};
const STATUS_NOTE = 'declined after a call with Ernestine Quill';

function erase(app: TestApp, reference: string, headers: Record<string, string> = ADMIN_HEADERS) {
  return app.http.post(`/api/admin/registrations/${reference}/erase`).set(headers).send({});
}

/** A program with personal data everywhere erasure reaches, closed (declined) with a note. */
async function closedProgram(app: TestApp): Promise<{ reference: string; documentId: string }> {
  const program = await registerProgram(app, { ...PERSONAL, client_role: 'business' });
  const document = await uploadDocument(app, program.reference, { bytes: DOCUMENT_BYTES, filename: 'id.pdf' });
  await app.http
    .patch(`/api/admin/registrations/${program.reference}`)
    .set(ADMIN_HEADERS)
    .send({ status: 'declined', status_note: STATUS_NOTE })
    .expect(200);
  return { reference: program.reference, documentId: document.id };
}

async function eventsOf(app: TestApp, reference: string): Promise<EventBody[]> {
  const response = await app.http.get(`/api/programs/${reference}/events`).set(ADMIN_HEADERS).expect(200);
  return (response.body as { events: EventBody[] }).events;
}

/** What a refused erasure must leave as it was: the audit bundle without its generation time and signature. */
async function recordedState(app: TestApp, reference: string): Promise<unknown> {
  const audit = JSON.parse(await auditJsonText(app, reference)) as Record<string, unknown>;
  return {
    registration: audit.registration,
    events: audit.program_events,
    documents: audit.documents,
    notes: audit.notes,
  };
}

/** The offline verifier's verdict on the program's bundle as an auditor would download it. */
async function offlineVerdict(app: TestApp, reference: string): Promise<{ status: number | null; line: string }> {
  const file = join(mkdtempSync(join(tmpdir(), 'erasure-')), 'audit.json');
  writeFileSync(file, await auditJsonText(app, reference));
  const run = spawnSync(process.execPath, [join(__dirname, '../../bin/program-audit-verify.js'), file], {
    encoding: 'utf8',
  });
  return { status: run.status, line: `${run.stdout}${run.stderr}`.trim() };
}

async function auditJsonText(app: TestApp, reference: string): Promise<string> {
  const response = await app.http
    .get(`/api/admin/registrations/${reference}/audit.json`)
    .set(ADMIN_HEADERS)
    .expect(200);
  return JSON.stringify(response.body);
}

/** Every row of `idempotency_keys` as text: what a database dump would show (SQLite stores JSONB as a blob). */
async function idempotencyTableText(app: TestApp): Promise<string> {
  const response = app.config.database.dialect === 'postgres' ? 'response::text' : 'json(response)';
  return JSON.stringify(
    await app.dataSource.query(`SELECT id, namespace, scope, key, ${response} AS response FROM idempotency_keys`),
  );
}

/**
 * Moves every event of the program `years` years into the past, as if its history were that old, and rewrites the
 * chain's hashes so that it still verifies (the append-only guards of this test app's own database are dropped).
 */
async function backdateEvents(app: TestApp, programId: number, reference: string, years: number): Promise<void> {
  await dropEventGuards(app);
  const events = app.dataSource.getRepository(ProgramEvent);
  const rows = await events.find({ where: { registrationId: programId }, order: { seq: 'ASC' } });
  await rewritingRecord(app, programId, async () => {
    let prevHash = GENESIS_HASH;
    for (const row of rows) {
      const createdAt = new Date(row.createdAt.getTime());
      createdAt.setUTCFullYear(createdAt.getUTCFullYear() - years);
      const hash = eventHash({ ...row, reference, createdAt, prevHash });
      await events.update({ id: row.id }, { createdAt, prevHash, hash });
      prevHash = hash;
    }
  });
}

async function programIdOf(app: TestApp, reference: string): Promise<number> {
  const [row] = await app.dataSource.query<Array<{ id: number | string }>>(
    `SELECT id FROM registrations WHERE reference = '${reference}'`,
  );
  return Number(row.id);
}

async function approvalsIn(app: TestApp, reference: string, status: string): Promise<ApprovalBody[]> {
  const response = await app.http
    .get('/api/operator/approvals')
    .query({ status, limit: 200 })
    .set(ADMIN_HEADERS)
    .expect(200);
  return (response.body as { approvals: ApprovalBody[] }).approvals.filter(
    (approval) => approval.reference === reference,
  );
}

async function chainValid(app: TestApp, reference: string): Promise<boolean> {
  return (JSON.parse(await auditJsonText(app, reference)) as { integrity: { chain_valid: boolean } }).integrity
    .chain_valid;
}

describe('POST /api/admin/registrations/{reference}/erase', () => {
  describe('once retention has ended (RETENTION_YEARS=0)', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ env: { RETENTION_YEARS: '0' } });
    });

    afterAll(async () => {
      await app.close();
    });

    it("should erase the program's personal data, keep the chain valid and record the erasure once", async () => {
      const { reference, documentId } = await closedProgram(app);
      const before = await auditJsonText(app, reference);
      expect(before).toContain(PERSONAL.full_name);

      const response = await erase(app, reference).expect(200);
      const body = response.body as ErasureBody;
      expect(body).toEqual({
        reference,
        erased_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        fields: ['full_name', 'email', 'phone', 'company', 'legal_entity_name', 'notes', 'status_note'],
        documents: 1,
        notes: 1,
        handoff_records: 0,
      });

      const audit = JSON.parse(await auditJsonText(app, reference)) as {
        registration: Record<string, unknown>;
        integrity: { chain_valid: boolean };
        documents: Array<{ sha256: string }>;
      };
      expect(audit.integrity.chain_valid).toBe(true);
      expect(audit.registration).toMatchObject({
        full_name: '[erased]',
        email: '[erased]',
        phone: null,
        company: null,
        legal_entity_name: null,
        notes: null,
        status_note: null,
      });
      expect(audit.documents).toHaveLength(1);
      expect(await offlineVerdict(app, reference)).toEqual({
        status: 0,
        line: expect.stringMatching(/^OK:/) as unknown,
      });
      const text = JSON.stringify(audit);
      for (const value of [...Object.values(PERSONAL), STATUS_NOTE, 'document-secret-7f3a9c', 'Ernestine']) {
        expect(text).not.toContain(value);
      }
      expect(text).not.toContain(DOCUMENT_BYTES.toString('base64'));

      const read = await app.http.get(`/api/register/${reference}`).set(ADMIN_HEADERS).expect(200);
      expect(read.body).toMatchObject({ full_name: '[erased]', email: '[erased]' });

      const download = await app.http
        .get(`/api/documents/${reference}/${documentId}/content`)
        .set(ADMIN_HEADERS)
        .expect(410);
      expect(download.body).toEqual({ detail: expect.any(String) as unknown, code: 'document_erased' });
      const list = await app.http.get(`/api/documents/${reference}`).set(ADMIN_HEADERS).expect(200);
      expect((list.body as { count: number }).count).toBe(1);

      const erasures = (await eventsOf(app, reference)).filter(
        (event) => event.event_type === 'program.personal_data_erased',
      );
      expect(erasures).toHaveLength(1);
      expect(erasures[0].payload).toEqual({
        fields: body.fields,
        documents: 1,
        notes: body.notes,
        handoff_records: 0,
        // Every note of this program was written after notes left payloads: no legacy event to vouch for.
        legacy_events: [],
      });
      expect(erasures[0].actor).not.toBeNull();
    });

    it('should print [erased] in the CSV and the compliance report, and the erasure date on the console page', async () => {
      const { reference } = await closedProgram(app);
      await erase(app, reference).expect(200);

      const csv = await app.http.get('/api/admin/export.csv').set(ADMIN_HEADERS).expect(200);
      const [header, ...rows] = parseCsv(csv.text);
      const row = rows.find((cells) => cells[header.indexOf('reference')] === reference);
      expect(row).toBeDefined();
      for (const column of ['full_name', 'email', 'company', 'legal_entity_name']) {
        expect(row?.[header.indexOf(column)]).toBe('[erased]');
      }
      expect(csv.text).not.toContain(PERSONAL.company);

      const report = await app.http
        .get(`/api/register/${reference}/compliance-report.html`)
        .set(ADMIN_HEADERS)
        .expect(200);
      expect(report.text).toContain('[erased]');
      expect(report.text).not.toContain(PERSONAL.phone);
      expect(report.text).not.toContain(PERSONAL.company);

      const page = await app.http.get(`/admin/programs/${reference}`).set(ADMIN_HEADERS).expect(200);
      expect(page.text).toContain('Personal data erased on');
      expect(page.text).not.toContain(PERSONAL.full_name);
    });

    it('should answer 409 personal_data_already_erased on a second call and append no second event', async () => {
      const { reference } = await closedProgram(app);
      await erase(app, reference).expect(200);
      const eventsBefore = await eventsOf(app, reference);
      const totals = await rowTotals(app.dataSource);

      const again = await erase(app, reference).expect(409);
      expect(again.body).toEqual({ detail: expect.any(String) as unknown, code: 'personal_data_already_erased' });
      expect(await eventsOf(app, reference)).toEqual(eventsBefore);
      expect(await rowTotals(app.dataSource)).toEqual(totals);
    });

    it('should answer 409 program_still_open for a program that is not closed and change nothing', async () => {
      const program = await registerProgram(app, PERSONAL);
      const state = await recordedState(app, program.reference);
      const totals = await rowTotals(app.dataSource);

      const response = await erase(app, program.reference).expect(409);
      expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'program_still_open' });
      expect(await rowTotals(app.dataSource)).toEqual(totals);
      expect(await recordedState(app, program.reference)).toEqual(state);
    });

    it('should answer 404 program_not_found for an unknown or malformed reference', async () => {
      for (const reference of ['PRG-000000', 'not-a-reference']) {
        const response = await erase(app, reference).expect(404);
        expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'program_not_found' });
      }
    });

    it.each(['viewer', 'reviewer', 'approver'] as const)(
      'should answer 403 to a %s and change nothing',
      async (role) => {
        const { reference } = await closedProgram(app);
        const operator = await createOperatorWithToken(app, role);
        const state = await recordedState(app, reference);
        const totals = await rowTotals(app.dataSource);

        const response = await erase(app, reference, operator.headers).expect(403);
        expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'operator_role_required' });
        expect(await rowTotals(app.dataSource)).toEqual(totals);
        expect(await recordedState(app, reference)).toEqual(state);
      },
    );

    it("should empty the handoff payloads, erase the documents' file names and forget the stored Idempotency-Key answers", async () => {
      const secretPayload = { beneficiary: 'Ernestine Quill', account_hint: 'handoff-secret-51d2' };
      const registered = await app.http
        .post('/api/register')
        .set('Idempotency-Key', 'erasure-intake-key')
        .send(registrationInput({ ...PERSONAL, client_role: 'business' }))
        .expect(200);
      const reference = (registered.body as { reference: string }).reference;
      const record = await createInstruction(
        app,
        reference,
        { payload: secretPayload },
        { ...ADMIN_HEADERS, 'Idempotency-Key': 'erasure-instruction-key' },
      );
      await uploadDocument(app, reference, { bytes: DOCUMENT_BYTES, filename: 'ernestine-quill-passport.pdf' });
      const [documentBefore] = (
        (await app.http.get(`/api/documents/${reference}`).set(ADMIN_HEADERS).expect(200)).body as {
          documents: Array<Record<string, unknown>>;
        }
      ).documents;
      // Another program's key, which the erasure must leave alone.
      const bystander = await app.http
        .post('/api/register')
        .set('Idempotency-Key', 'erasure-bystander-key')
        .send(registrationInput({ full_name: 'Bystander Bartholomew' }))
        .expect(200);
      await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(ADMIN_HEADERS)
        .send({ status: 'declined' })
        .expect(200);
      const before = await idempotencyTableText(app);
      expect(before).toContain(PERSONAL.email);
      expect(before).toContain('handoff-secret-51d2');

      const response = await erase(app, reference).expect(200);
      expect(response.body).toMatchObject({ documents: 1, handoff_records: 1 });

      const after = await idempotencyTableText(app);
      for (const value of [PERSONAL.full_name, PERSONAL.email, 'Ernestine', 'handoff-secret-51d2', reference]) {
        expect(after).not.toContain(value);
      }
      expect(after).toContain('Bystander Bartholomew');
      expect(after).toContain((bystander.body as { reference: string }).reference);

      const read = await app.http.get(`/api/instructions/${record.id}`).set(ADMIN_HEADERS).expect(200);
      expect(read.body).toMatchObject({
        id: record.id,
        instruction_ref: record.instruction_ref,
        external_id: record.external_id,
        payload: {},
      });
      const [documentAfter] = (
        (await app.http.get(`/api/documents/${reference}`).set(ADMIN_HEADERS).expect(200)).body as {
          documents: Array<Record<string, unknown>>;
        }
      ).documents;
      expect(String(documentAfter.filename)).not.toContain('ernestine');
      expect(String(documentAfter.filename)).toContain('[erased]');
      expect(documentAfter).toMatchObject({
        id: documentBefore.id,
        content_type: documentBefore.content_type,
        size: documentBefore.size,
        sha256: documentBefore.sha256,
      });
      const [row] = await app.dataSource.query<Array<{ filename: string }>>(
        `SELECT filename FROM documents WHERE id = '${String(documentBefore.id)}'`,
      );
      expect(row.filename).toBe('[erased]');

      const audit = await auditJsonText(app, reference);
      for (const value of ['handoff-secret-51d2', 'ernestine-quill-passport', 'Ernestine']) {
        expect(audit).not.toContain(value);
      }
      // A retry with the erased answers' keys runs afresh instead of replaying the applicant's data.
      const retried = await app.http
        .post('/api/register')
        .set('Idempotency-Key', 'erasure-intake-key')
        .send(registrationInput({ ...PERSONAL, client_role: 'business' }))
        .expect(200);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
    });

    it('should let an owner operator erase, recorded with that operator as actor', async () => {
      const { reference } = await closedProgram(app);
      const owner = await createOperatorWithToken(app, 'owner');
      await erase(app, reference, owner.headers).expect(200);
      const [erasure] = (await eventsOf(app, reference)).filter(
        (event) => event.event_type === 'program.personal_data_erased',
      );
      expect(erasure.actor).toMatchObject({ type: 'operator', id: String(owner.id) });
    });
  });

  describe('with four-eyes requests (FOUR_EYES_STATUSES=declined)', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ env: { RETENTION_YEARS: '0', FOUR_EYES_STATUSES: 'declined' } });
    });

    afterAll(async () => {
      await app.close();
    });

    async function approvalsOf(reference: string, status: string): Promise<ApprovalBody[]> {
      const response = await app.http
        .get('/api/operator/approvals')
        .query({ status, limit: 100 })
        .set(ADMIN_HEADERS)
        .expect(200);
      return (response.body as { approvals: ApprovalBody[] }).approvals.filter(
        (approval) => approval.reference === reference,
      );
    }

    it("should erase the requests' notes and rejection reasons with the program", async () => {
      const approver = await createOperatorWithToken(app, 'approver');
      const program = await registerProgram(app, PERSONAL);
      const reference = program.reference;
      const decline = (note: string) =>
        app.http
          .patch(`/api/admin/registrations/${reference}`)
          .set(ADMIN_HEADERS)
          .send({ status: 'declined', status_note: note })
          .expect(202);
      const first = (await decline('first request names Ernestine')).body as ApprovalBody;
      await app.http
        .post(`/api/operator/approvals/${first.approval_id}/reject`)
        .set(approver.headers)
        .send({ reason: 'rejected: Ernestine Quill must be called first' })
        .expect(200);
      const second = (await decline(STATUS_NOTE)).body as ApprovalBody;
      await app.http.post(`/api/operator/approvals/${second.approval_id}/confirm`).set(approver.headers).expect(200);

      const response = await erase(app, reference).expect(200);
      expect((response.body as ErasureBody).notes).toBeGreaterThanOrEqual(2);

      const decided = [...(await approvalsOf(reference, 'rejected')), ...(await approvalsOf(reference, 'confirmed'))];
      expect(decided.map((approval) => [approval.note, approval.reason])).toEqual([
        [null, null],
        [null, null],
      ]);
      const text = await auditJsonText(app, reference);
      expect(text).not.toContain('Ernestine');
      expect((JSON.parse(text) as { integrity: { chain_valid: boolean } }).integrity.chain_valid).toBe(true);
    });
  });

  describe('with four-eyes erasure (FOUR_EYES_ERASURE=true)', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ env: { RETENTION_YEARS: '0', FOUR_EYES_ERASURE: 'true' } });
    });

    afterAll(async () => {
      await app.close();
    });

    async function fullNameOf(reference: string): Promise<string> {
      const response = await app.http.get(`/api/register/${reference}`).set(ADMIN_HEADERS).expect(200);
      return (response.body as { full_name: string }).full_name;
    }

    async function requestErasure(reference: string, headers: Record<string, string>): Promise<ApprovalBody> {
      const response = await erase(app, reference, headers).expect(202);
      return response.body as ApprovalBody;
    }

    it('should open a request, and erase with both owners recorded once a different owner confirms', async () => {
      const { reference } = await closedProgram(app);
      const requester = await createOperatorWithToken(app, 'owner');
      const confirmer = await createOperatorWithToken(app, 'owner');

      const approval = await requestErasure(reference, requester.headers);
      expect(approval).toMatchObject({ reference, action: 'erasure', status: 'pending', note: null });
      expect(await fullNameOf(reference)).toBe(PERSONAL.full_name);
      expect((await eventsOf(app, reference)).at(-1)).toMatchObject({
        event_type: 'program.approval_requested',
        payload: { approval_id: approval.approval_id, action: 'erasure' },
      });

      const confirmed = await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/confirm`)
        .set(confirmer.headers)
        .expect(200);
      expect(confirmed.body).toMatchObject({
        approval_id: approval.approval_id,
        action: 'erasure',
        status: 'confirmed',
      });
      expect(await fullNameOf(reference)).toBe('[erased]');
      const [erasure] = (await eventsOf(app, reference)).filter(
        (event) => event.event_type === 'program.personal_data_erased',
      );
      expect(erasure.actor).toMatchObject({ type: 'operator', id: String(confirmer.id) });
      expect(erasure.payload).toMatchObject({
        documents: 1,
        approval: { id: approval.approval_id, requested_by: { type: 'operator', id: String(requester.id) } },
      });
      // Applicants see that a second operator was involved, not who.
      const shown = (await app.http.get(`/api/programs/${reference}/events`).expect(200)).body as {
        events: EventBody[];
      };
      const publicErasure = shown.events.find((event) => event.event_type === 'program.personal_data_erased');
      expect(publicErasure?.payload.approval).toEqual({ id: approval.approval_id, requested_by: { type: 'operator' } });
      expect(await offlineVerdict(app, reference)).toEqual({
        status: 0,
        line: expect.stringMatching(/^OK:/) as unknown,
      });
    });

    it('should refuse with 403 approval_own_request when the requester confirms, and erase nothing', async () => {
      const { reference } = await closedProgram(app);
      const approval = await requestErasure(reference, ADMIN_HEADERS);
      const response = await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/confirm`)
        .set(ADMIN_HEADERS)
        .expect(403);
      expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'approval_own_request' });
      expect(await fullNameOf(reference)).toBe(PERSONAL.full_name);
    });

    it('should refuse with 403 operator_role_required when an approver (not an owner) confirms, and erase nothing', async () => {
      const { reference } = await closedProgram(app);
      const approver = await createOperatorWithToken(app, 'approver');
      const approval = await requestErasure(reference, ADMIN_HEADERS);
      const state = await recordedState(app, reference);
      const response = await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/confirm`)
        .set(approver.headers)
        .expect(403);
      expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'operator_role_required' });
      expect(await recordedState(app, reference)).toEqual(state);
      const listed = await app.http.get('/api/operator/approvals?status=pending&limit=200').set(ADMIN_HEADERS);
      expect((listed.body as { approvals: ApprovalBody[] }).approvals.map((row) => row.approval_id)).toContain(
        approval.approval_id,
      );
    });

    it('should erase nothing when the request is rejected', async () => {
      const { reference } = await closedProgram(app);
      const owner = await createOperatorWithToken(app, 'owner');
      const approval = await requestErasure(reference, ADMIN_HEADERS);
      const rejected = await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/reject`)
        .set(owner.headers)
        .send({ reason: 'keep it: a complaint is open' })
        .expect(200);
      expect(rejected.body).toMatchObject({ action: 'erasure', status: 'rejected' });
      expect(await fullNameOf(reference)).toBe(PERSONAL.full_name);
      const types = (await eventsOf(app, reference)).map((event) => event.event_type);
      expect(types).not.toContain('program.personal_data_erased');
      expect(types.at(-1)).toBe('program.approval_rejected');
      await app.http.post(`/api/operator/approvals/${approval.approval_id}/confirm`).set(owner.headers).expect(409);
      expect(await fullNameOf(reference)).toBe(PERSONAL.full_name);
    });

    it('should answer 409 approval_stale and erase nothing once the requester is no longer an owner', async () => {
      const { reference } = await closedProgram(app);
      const requester = await createOperatorWithToken(app, 'owner');
      const confirmer = await createOperatorWithToken(app, 'owner');
      const approval = await requestErasure(reference, requester.headers);
      await app.http
        .patch(`/api/operator/operators/${requester.id}`)
        .set(ADMIN_HEADERS)
        .send({ role: 'approver' })
        .expect(200);

      const response = await app.http
        .post(`/api/operator/approvals/${approval.approval_id}/confirm`)
        .set(confirmer.headers)
        .expect(409);
      expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'approval_stale' });
      expect(await fullNameOf(reference)).toBe(PERSONAL.full_name);
      expect((await approvalsIn(app, reference, 'stale')).map((row) => row.approval_id)).toEqual([
        approval.approval_id,
      ]);
      expect(await approvalsIn(app, reference, 'pending')).toEqual([]);
    });

    it('should answer 409 and 404 at once, opening no request', async () => {
      const open = await registerProgram(app, PERSONAL);
      const totals = await rowTotals(app.dataSource);
      const refused = await erase(app, open.reference).expect(409);
      expect(refused.body).toEqual({ detail: expect.any(String) as unknown, code: 'program_still_open' });
      await erase(app, 'PRG-000000').expect(404);
      expect(await rowTotals(app.dataSource)).toEqual(totals);
    });
  });

  describe('before retention has ended (default RETENTION_YEARS=5)', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp();
    });

    afterAll(async () => {
      await app.close();
    });

    it('should answer 409 retention_not_ended naming the ISO date five years after the last event', async () => {
      const { reference } = await closedProgram(app);
      const events = await eventsOf(app, reference);
      const last = new Date(events[events.length - 1].created_at);
      last.setUTCFullYear(last.getUTCFullYear() + 5);
      const state = await recordedState(app, reference);
      const totals = await rowTotals(app.dataSource);

      const response = await erase(app, reference).expect(409);
      expect(response.body).toEqual({
        detail: expect.stringContaining(last.toISOString().slice(0, 10)) as unknown,
        code: 'retention_not_ended',
      });
      expect(await rowTotals(app.dataSource)).toEqual(totals);
      expect(await recordedState(app, reference)).toEqual(state);
    });
  });

  describe('with four-eyes erasure after one year of retention (RETENTION_YEARS=1, FOUR_EYES_ERASURE=true)', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ env: { RETENTION_YEARS: '1', FOUR_EYES_ERASURE: 'true' } });
    });

    afterAll(async () => {
      await app.close();
    });

    async function fullNameOf(reference: string): Promise<string> {
      const response = await app.http.get(`/api/register/${reference}`).set(ADMIN_HEADERS).expect(200);
      return (response.body as { full_name: string }).full_name;
    }

    /** A closed program whose whole history is two years old: its retention ended a year ago. */
    async function agedClosedProgram(): Promise<string> {
      const { reference } = await closedProgram(app);
      await backdateEvents(app, await programIdOf(app, reference), reference, 2);
      return reference;
    }

    function requestErasure(reference: string, headers: Record<string, string>) {
      return erase(app, reference, headers).expect(202);
    }

    function decide(approvalId: number, decision: 'confirm' | 'reject', headers: Record<string, string>) {
      const request = app.http.post(`/api/operator/approvals/${approvalId}/${decision}`).set(headers);
      return decision === 'reject' ? request.send({ reason: 'keep it a little longer' }) : request.send();
    }

    it("should erase once a different owner confirms: the request's own event does not restart the retention", async () => {
      const { reference } = await closedProgram(app);
      const early = await erase(app, reference).expect(409);
      expect(early.body).toEqual({ detail: expect.any(String) as unknown, code: 'retention_not_ended' });
      await backdateEvents(app, await programIdOf(app, reference), reference, 2);
      expect(await chainValid(app, reference)).toBe(true);
      const requester = await createOperatorWithToken(app, 'owner');
      const confirmer = await createOperatorWithToken(app, 'owner');

      const approval = (await requestErasure(reference, requester.headers)).body as ApprovalBody;
      const confirmed = await decide(approval.approval_id, 'confirm', confirmer.headers).expect(200);

      expect(confirmed.body).toMatchObject({ approval_id: approval.approval_id, status: 'confirmed' });
      expect(await fullNameOf(reference)).toBe('[erased]');
      const [erasure] = (await eventsOf(app, reference)).filter(
        (event) => event.event_type === 'program.personal_data_erased',
      );
      expect(erasure.payload).toMatchObject({ legacy_events: [], approval: { id: approval.approval_id } });
      expect(await chainValid(app, reference)).toBe(true);
    });

    it('should not push the retention end with a rejected request', async () => {
      const reference = await agedClosedProgram();
      const requester = await createOperatorWithToken(app, 'owner');
      const other = await createOperatorWithToken(app, 'owner');
      const first = (await requestErasure(reference, requester.headers)).body as ApprovalBody;
      await decide(first.approval_id, 'reject', other.headers).expect(200);

      const second = (await requestErasure(reference, requester.headers)).body as ApprovalBody;
      await decide(second.approval_id, 'confirm', other.headers).expect(200);
      expect(await fullNameOf(reference)).toBe('[erased]');
    });

    it('should mark the request stale and answer 409 retention_not_ended when the program had activity since', async () => {
      const reference = await agedClosedProgram();
      const approval = (await requestErasure(reference, ADMIN_HEADERS)).body as ApprovalBody;
      // A document arrives after the request: a year of retention starts again today.
      await uploadDocument(app, reference, { bytes: DOCUMENT_BYTES, filename: 'late.pdf' });
      const end = new Date();
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      const owner = await createOperatorWithToken(app, 'owner');

      const refused = await decide(approval.approval_id, 'confirm', owner.headers).expect(409);
      expect(refused.body).toEqual({
        detail: expect.stringContaining(end.toISOString().slice(0, 10)) as unknown,
        code: 'retention_not_ended',
      });
      // The refusal is not rolled back with the erasure: the request no longer waits in the queue.
      expect(await approvalsIn(app, reference, 'pending')).toEqual([]);
      expect((await approvalsIn(app, reference, 'stale')).map((row) => row.approval_id)).toEqual([
        approval.approval_id,
      ]);
      expect(await fullNameOf(reference)).toBe(PERSONAL.full_name);
      const types = (await eventsOf(app, reference)).map((event) => event.event_type);
      expect(types).not.toContain('program.personal_data_erased');
      const again = await decide(approval.approval_id, 'confirm', owner.headers).expect(409);
      expect(again.body).toEqual({ detail: expect.any(String) as unknown, code: 'approval_stale' });
    });
  });

  describe('on a program whose personal data was erased (FOUR_EYES_STATUSES=reviewing)', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ env: { RETENTION_YEARS: '0', FOUR_EYES_STATUSES: 'reviewing' } });
    });

    afterAll(async () => {
      await app.close();
    });

    async function erasedProgram(): Promise<string> {
      const { reference } = await closedProgram(app);
      await erase(app, reference).expect(200);
      return reference;
    }

    /** Sends a refused write and checks that it answers 409 program_erased and leaves no trace. */
    async function expectRefused(reference: string, send: () => Promise<{ status: number; body: unknown }>) {
      const state = await recordedState(app, reference);
      const totals = await rowTotals(app.dataSource);
      const response = await send();
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'program_erased' });
      expect(await rowTotals(app.dataSource)).toEqual(totals);
      expect(await recordedState(app, reference)).toEqual(state);
    }

    it('should make the pending requests about the program stale', async () => {
      const { reference } = await closedProgram(app);
      const approver = await createOperatorWithToken(app, 'approver');
      const asked = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set(ADMIN_HEADERS)
        .send({ status: 'reviewing' })
        .expect(202);
      const approvalId = (asked.body as ApprovalBody).approval_id;

      await erase(app, reference).expect(200);

      expect(await approvalsIn(app, reference, 'pending')).toEqual([]);
      expect((await approvalsIn(app, reference, 'stale')).map((row) => row.approval_id)).toEqual([approvalId]);
      const response = await app.http
        .post(`/api/operator/approvals/${approvalId}/confirm`)
        .set(approver.headers)
        .expect(409);
      expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'approval_stale' });
      const read = await app.http.get(`/api/register/${reference}`).set(ADMIN_HEADERS).expect(200);
      expect(read.body).toMatchObject({ status: 'declined' });
    });

    it.each([
      ['a status note', { status_note: 'called the applicant again' }],
      ['a settlement path', { settlement_path: 'stablecoin' }],
      ['a status move (under four-eyes)', { status: 'reviewing' }],
    ])('should refuse %s with 409 program_erased and write nothing', async (_label, body) => {
      const reference = await erasedProgram();
      await expectRefused(reference, () =>
        app.http.patch(`/api/admin/registrations/${reference}`).set(ADMIN_HEADERS).send(body),
      );
    });

    it('should refuse a status move on the status route with 409 program_erased and write nothing', async () => {
      const reference = await erasedProgram();
      await expectRefused(reference, () =>
        app.http.patch(`/api/admin/registrations/${reference}/status`).set(ADMIN_HEADERS).send({ status: 'reviewing' }),
      );
    });

    it('should refuse a document upload with 409 program_erased and store nothing', async () => {
      const reference = await erasedProgram();
      await expectRefused(reference, () =>
        app.http.post(`/api/documents/${reference}`).attach('file', DOCUMENT_BYTES, 'after-erasure.pdf'),
      );
    });

    it('should refuse a handoff record with 409 program_erased, store nothing and keep no Idempotency-Key answer', async () => {
      const reference = await erasedProgram();
      const send = () =>
        app.http
          .post('/api/instructions')
          .set({ ...ADMIN_HEADERS, 'Idempotency-Key': `after-erasure-${reference}` })
          .send(instructionInput(reference, { payload: { beneficiary: 'New Personal Name' } }));
      await expectRefused(reference, send);
      // A retry with the same key is refused again rather than replayed.
      await expectRefused(reference, send);
    });
  });
});
