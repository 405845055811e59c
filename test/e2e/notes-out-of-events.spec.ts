import { createHash } from 'node:crypto';
import { BOOTSTRAP_ACTOR } from '../../src/common/auth/actor';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { ProgramEventsService } from '../../src/program-events/program-events.service';
import { ProgramNotesService } from '../../src/program-notes/program-notes.service';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { startTestApp, TestApp } from '../support/test-app';

const NOTE = 'Jane Q. Public named in an adverse media report';
const REASON = 'Call back Mr. Example first';

interface AuditNoteBody {
  note_id: string;
  text: string | null;
  salt: string | null;
  commitment: string | null;
  erased_at: string | null;
}
interface AuditEventBody {
  seq: number;
  event_type: string;
  payload: Record<string, unknown>;
  hash_version: number;
  content_erased?: boolean;
}
interface AuditBody {
  program_events: AuditEventBody[];
  notes: AuditNoteBody[];
  integrity: { chain_valid: boolean; notes_valid: boolean; event_count: number };
}

/** Issue 18: operators' free text is kept out of the hashed event record, and the admin views join it back. */
describe('Notes out of hashed events', () => {
  let app: TestApp;
  let program: RegisteredProgram;

  beforeAll(async () => {
    app = await startTestApp({ env: { FOUR_EYES_STATUSES: 'declined' } });
    program = await registerProgram(app);
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing', status_note: NOTE })
      .expect(200);
    const requested = await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'declined', status_note: null })
      .expect(202);
    await app.http
      .post(`/api/operator/approvals/${(requested.body as { approval_id: number }).approval_id}/reject`)
      .set(ADMIN_HEADERS)
      .send({ reason: REASON })
      .expect(200);
  });

  afterAll(async () => {
    await app.close();
  });

  const rawEvents = (): Promise<Array<{ event_type: string; payload: unknown; hash_version: number }>> =>
    app.dataSource.query(
      `SELECT "event_type", "payload", "hash_version" FROM "program_events" WHERE "registration_id" = ${
        testDialect === 'postgres' ? '$1' : '?'
      } ORDER BY "seq"`,
      [program.id],
    );
  const auditOf = async (reference = program.reference): Promise<AuditBody> =>
    (await app.http.get(`/api/admin/registrations/${reference}/audit.json`).set(ADMIN_HEADERS).expect(200))
      .body as AuditBody;
  const adminEvents = async (reference = program.reference) =>
    (
      (await app.http.get(`/api/programs/${reference}/events`).set(ADMIN_HEADERS).expect(200)).body as {
        events: Array<{ event_type: string; payload: Record<string, unknown> }>;
      }
    ).events;

  it('should store neither the note nor the reason text in program_events, only ids and commitments (hash version 2)', async () => {
    const rows = await rawEvents();
    const stored = JSON.stringify(rows.map((row) => row.payload));
    expect(stored).not.toContain('Jane');
    expect(stored).not.toContain('Mr. Example');
    expect(rows.map((row) => Number(row.hash_version))).toEqual(rows.map(() => 2));
    const payloadOf = (type: string) => {
      const row = rows.find((candidate) => candidate.event_type === type);
      return (typeof row?.payload === 'string' ? JSON.parse(row.payload) : row?.payload) as Record<string, unknown>;
    };
    expect(payloadOf('program.status_changed').note).toEqual({
      note_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
    });
    expect(payloadOf('program.approval_rejected').reason).toEqual({
      note_id: expect.any(String) as string,
      commitment: expect.any(String) as string,
    });
  });

  it('should show the admin the note and the reason on the events page, as before', async () => {
    const events = await adminEvents();
    expect(events.find((event) => event.event_type === 'program.status_changed')?.payload).toEqual({
      from: 'pending',
      to: 'reviewing',
      note: NOTE,
    });
    expect(events.find((event) => event.event_type === 'program.approval_rejected')?.payload).toMatchObject({
      reason: REASON,
    });
  });

  it('should never show the applicant the note, nor the reason', async () => {
    const response = await app.http.get(`/api/programs/${program.reference}/events`).expect(200);
    expect(JSON.stringify(response.body)).not.toMatch(/Jane|Mr\. Example|note_id|commitment/);
  });

  it('should export the notes in audit.json with commitments matching sha256(salt + text), and a chain that verifies', async () => {
    const audit = await auditOf();
    expect(audit.integrity.chain_valid).toBe(true);
    expect(audit.integrity.notes_valid).toBe(true);
    expect(audit.notes.map((note) => note.text)).toEqual([NOTE, REASON]);
    for (const note of audit.notes) {
      const expected = createHash('sha256')
        .update(`${note.salt as string}${note.text as string}`, 'utf8')
        .digest('hex');
      expect(note.commitment).toBe(expected);
      expect(note.erased_at).toBeNull();
    }
    const changed = audit.program_events.find((event) => event.event_type === 'program.status_changed');
    expect(changed?.hash_version).toBe(2);
    expect(changed?.payload.note).toEqual({ note_id: audit.notes[0].note_id, commitment: audit.notes[0].commitment });
    expect(JSON.stringify(audit.program_events)).not.toContain('Jane');
  });

  it('should keep the chain valid once the notes are erased, showing "[erased]" to the admin', async () => {
    const db = app.app.get(TransactionRunner);
    const erased = await db.write((unit) =>
      app.app.get(ProgramNotesService).eraseAllOf(unit, program.id, new Date('2031-06-01T00:00:00.000Z')),
    );
    expect(erased).toBe(2);
    const audit = await auditOf();
    expect(audit.integrity.chain_valid).toBe(true);
    expect(audit.integrity.notes_valid).toBe(true);
    expect(audit.program_events.some((event) => event.content_erased)).toBe(false);
    expect(audit.notes.map((note) => [note.text, note.salt, note.erased_at])).toEqual([
      [null, null, '2031-06-01T00:00:00.000Z'],
      [null, null, '2031-06-01T00:00:00.000Z'],
    ]);
    const events = await adminEvents();
    expect(events.find((event) => event.event_type === 'program.status_changed')?.payload.note).toBe('[erased]');
    const report = await app.http
      .get(`/api/register/${program.reference}/compliance-report.html`)
      .set(ADMIN_HEADERS)
      .expect(200);
    expect(report.text).toContain('Four-eyes approval rejected: [erased]');
  });

  /** A new program whose one status change carries `note`; answers the program and the note's id. */
  const programWithNote = async (note: string): Promise<{ program: RegisteredProgram; noteId: string }> => {
    const created = await registerProgram(app);
    await app.http
      .patch(`/api/admin/registrations/${created.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing', status_note: note })
      .expect(200);
    const audit = await auditOf(created.reference);
    return { program: created, noteId: audit.notes[0].note_id };
  };

  it('should list in audit.json only the notes its exported events refer to', async () => {
    const db = app.app.get(TransactionRunner);
    const stray = await db.write((unit) =>
      app.app.get(ProgramNotesService).record(unit, program.id, 'not referred to by any event', new Date()),
    );
    const audit = await auditOf();
    expect(audit.notes).toHaveLength(2);
    expect(audit.notes.map((note) => note.note_id)).not.toContain(stray.note_id);
    expect(audit.integrity.notes_valid).toBe(true);
  });

  it("should never join another program's note into an event that names its id", async () => {
    const { noteId } = await programWithNote('Other program: Mr. Stranger');
    const target = await registerProgram(app);
    const db = app.app.get(TransactionRunner);
    await db.write((unit) =>
      app.app.get(ProgramEventsService).append(unit, target, {
        eventType: 'program.status_changed',
        source: 'admin',
        actor: BOOTSTRAP_ACTOR,
        payload: { from: 'pending', to: 'reviewing', note: { note_id: noteId, commitment: 'c'.repeat(64) } },
      }),
    );
    const events = await adminEvents(target.reference);
    expect(events.find((event) => event.event_type === 'program.status_changed')?.payload.note).toBe('[erased]');
    expect(JSON.stringify(events)).not.toContain('Stranger');
    const audit = await auditOf(target.reference);
    expect(audit.notes).toEqual([]);
    expect(audit.integrity).toMatchObject({ chain_valid: true, notes_valid: false });
  });

  // Last: drops the guard on program_notes of this app's database.
  it("should report notes_valid false (chain_valid true) when a note's text is edited in the database", async () => {
    const { program: edited, noteId } = await programWithNote('Original note');
    expect((await auditOf(edited.reference)).integrity.notes_valid).toBe(true);
    await dropNoteGuards(app);
    await app.dataSource.query(
      `UPDATE "program_notes" SET "text" = 'Forged note' WHERE "id" = ${testDialect === 'postgres' ? '$1' : '?'}`,
      [noteId],
    );
    const audit = await auditOf(edited.reference);
    expect(audit.notes[0].text).toBe('Forged note');
    expect(audit.integrity).toMatchObject({ chain_valid: true, notes_valid: false });
  });
});

/** As dropEventGuards (test/factories/document-tampering.factory.ts), for program_notes: this app's database only. */
async function dropNoteGuards(app: TestApp): Promise<void> {
  if (app.dataSource.options.type === 'postgres') {
    await app.dataSource.query('DROP TRIGGER IF EXISTS program_notes_erase_only ON program_notes');
  } else {
    await app.dataSource.query('DROP TRIGGER IF EXISTS program_notes_erase_only');
  }
}
