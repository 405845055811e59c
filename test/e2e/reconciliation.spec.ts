import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { SAMPLE_FILES, uploadDocument } from '../factories/document.factory';
import { dropEventGuards, param } from '../factories/document-tampering.factory';
import { startTestApp, TestApp } from '../support/test-app';

interface Break {
  kind: string;
  detail: string;
  instruction_ref?: string;
  event_id?: number;
  item_id?: string;
}

interface Report {
  reference: string;
  aligned: boolean;
  break_count: number;
  breaks: Break[];
  checked_at: string;
  counts: Record<string, number>;
}

describe('Reconciliation (GET /api/register/{reference}/reconciliation.json)', () => {
  let app: TestApp;

  beforeEach(async () => {
    app = await startTestApp();
  });

  afterEach(async () => {
    await app.close();
  });

  async function reconcile(reference: string): Promise<Report> {
    const response = await app.http
      .get(`/api/register/${reference}/reconciliation.json`)
      .set(ADMIN_HEADERS)
      .expect(200);
    return response.body as Report;
  }

  /** A program that went through every kind of write: portal step, upload, handoff records, status change. */
  async function busyProgram(): Promise<{ program: RegisteredProgram; instructionIds: number[]; refs: string[] }> {
    const program = await registerProgram(app, { client_role: 'business', legal_entity_name: 'Maple Remit Inc.' });
    await app.http.post(`/api/register/${program.reference}/portal-step`).send({ step: 'verify' }).expect(200);
    await uploadDocument(app, program.reference);
    const first = await createInstruction(app, program.reference);
    const second = await createInstruction(app, program.reference, { provider: 'swift-correspondent' });
    await app.http.patch(`/api/instructions/${first.id}`).set(ADMIN_HEADERS).send({ status: 'submitted' }).expect(200);
    await app.http.patch(`/api/instructions/${first.id}`).set(ADMIN_HEADERS).send({ status: 'filled' }).expect(200);
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing', status_note: 'docs in' })
      .expect(200);
    return { program, instructionIds: [first.id, second.id], refs: [first.instruction_ref, second.instruction_ref] };
  }

  it('should report a clean program as aligned, with its counts', async () => {
    const { program } = await busyProgram();
    const report = await reconcile(program.reference.toLowerCase());
    expect(report).toEqual({
      reference: program.reference,
      aligned: true,
      break_count: 0,
      breaks: [],
      checked_at: expect.stringMatching(/Z$/) as unknown,
      counts: {
        events: expect.any(Number) as unknown,
        instructions: 2,
        handoff_records_created: 2,
        checklist_items: 7,
        checklist_done: 5,
        documents: 1,
        document_events: 1,
      },
    });
  });

  it('should find a handoff record whose status was changed behind the service', async () => {
    const { program, instructionIds, refs } = await busyProgram();
    await app.dataSource.query(`UPDATE instructions SET status = 'failed' WHERE id = ${param(app, 1)}`, [
      instructionIds[1],
    ]);
    const report = await reconcile(program.reference);
    expect(report.aligned).toBe(false);
    expect(report.breaks).toEqual([
      {
        kind: 'instruction_status_mismatch',
        detail: `Handoff record ${refs[1]} is failed but its last event reports draft`,
        instruction_ref: refs[1],
        event_id: expect.any(Number) as unknown,
      },
    ]);
  });

  it('should find a handoff record without its handoff_record.created event, and the count disagreeing', async () => {
    const { program } = await busyProgram();
    const now = '2026-01-01 00:00:00.000';
    await app.dataSource.query(
      `INSERT INTO instructions (instruction_ref, registration_id, provider, action, external_id, status, payload, created_at, updated_at)
       VALUES ('INS-999999', ${param(app, 1)}, 'bank-partner', 'submit_order', NULL, 'draft', '{}', ${param(app, 2)}, ${param(app, 3)})`,
      [program.id, now, now],
    );
    const report = await reconcile(program.reference);
    expect(report.breaks.map((entry) => entry.kind)).toEqual([
      'instruction_missing_created_event',
      'instruction_count_mismatch',
    ]);
    expect(report.breaks[0].instruction_ref).toBe('INS-999999');
    expect(report.breaks[1].detail).toBe('instruction_count is 3 but 2 handoff records were recorded as created');
    expect(report.break_count).toBe(2);
  });

  it('should find events naming a handoff record that does not exist', async () => {
    const { program, instructionIds } = await busyProgram();
    await app.dataSource.query(`DELETE FROM instructions WHERE id = ${param(app, 1)}`, [instructionIds[0]]);
    const report = await reconcile(program.reference);
    const unknown = report.breaks.filter((entry) => entry.kind === 'event_unknown_instruction');
    // handoff_record.created, two handoff_record.updated and handoff.prepared all name it.
    expect(unknown).toHaveLength(4);
    expect(unknown.every((entry) => typeof entry.event_id === 'number')).toBe(true);
    expect(report.breaks.map((entry) => entry.kind)).toContain('instruction_count_mismatch');
  });

  it('should find a checklist item marked done with no event or intake fact behind it', async () => {
    const { program } = await busyProgram();
    await app.dataSource.query(
      `UPDATE checklist_items SET done = TRUE, done_by = 'admin' WHERE item_id = 'settlement_path_confirmed' AND registration_id = ${param(app, 1)}`,
      [program.id],
    );
    await app.dataSource.query(
      `UPDATE checklist_items SET done = TRUE, done_by = 'intake' WHERE item_id = 'business_number' AND registration_id = ${param(app, 1)}`,
      [program.id],
    );
    const report = await reconcile(program.reference);
    expect(report.breaks).toEqual([
      expect.objectContaining({ kind: 'checklist_item_unbacked', item_id: 'business_number' }),
      expect.objectContaining({ kind: 'checklist_item_unbacked', item_id: 'settlement_path_confirmed' }),
    ]);
  });

  it('should find a checklist item reopened behind the service although its last event says done', async () => {
    const { program } = await busyProgram();
    await app.dataSource.query(
      `UPDATE checklist_items SET done = FALSE, done_by = NULL, done_at = NULL WHERE item_id = 'documents_uploaded' AND registration_id = ${param(app, 1)}`,
      [program.id],
    );
    const report = await reconcile(program.reference);
    expect(report.breaks).toEqual([
      expect.objectContaining({ kind: 'checklist_item_event_mismatch', item_id: 'documents_uploaded' }),
    ]);
  });

  it('should find a document stored without its document.uploaded event', async () => {
    const { program } = await busyProgram();
    await app.dataSource.query(
      `INSERT INTO documents (id, registration_id, filename, content_type, size, sha256, document_type, content, source, uploaded_at)
       VALUES ('00000000-0000-4000-8000-000000000001', ${param(app, 1)}, 'x.pdf', 'application/pdf', 5, 'ab', NULL, ${param(app, 2)}, 'portal', ${param(app, 3)})`,
      [program.id, SAMPLE_FILES.pdf, '2026-01-01 00:00:00.000'],
    );
    const report = await reconcile(program.reference);
    expect(report.breaks.map((entry) => entry.kind)).toEqual(['document_missing_event']);
  });

  it('should find a broken hash chain in a copy of the database', async () => {
    const { program } = await busyProgram();
    await dropEventGuards(app);
    const rows: Array<{ id: number }> = await app.dataSource.query(
      `SELECT id FROM program_events WHERE registration_id = ${param(app, 1)} AND seq = 3`,
      [program.id],
    );
    await app.dataSource.query(`UPDATE program_events SET source = 'admin' WHERE id = ${param(app, 1)}`, [rows[0].id]);
    const report = await reconcile(program.reference);
    expect(report.breaks).toEqual([
      {
        kind: 'hash_chain_broken',
        detail: 'The event hash chain does not hold from seq 3',
        event_id: rows[0].id,
      },
    ]);
  });
});
