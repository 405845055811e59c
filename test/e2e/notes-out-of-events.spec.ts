import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { BOOTSTRAP_ACTOR } from '../../src/common/auth/actor';
import { eventHash, GENESIS_HASH, legacyEventDigest } from '../../src/program-events/event-hash';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { ProgramNote } from '../../src/program-notes/program-note.entity';
import { dropEventGuards, param } from '../factories/document-tampering.factory';
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
    // Erased behind the erasure's back: no program.personal_data_erased in the chain explains it.
    expect(audit.integrity.notes_valid).toBe(false);
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
    // Still false: its notes were erased without the erasure (the test above).
    expect(audit.integrity.notes_valid).toBe(false);
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

/** Review 18b item 2: a legacy (hash version 1) event whose note the erasure erases stays verifiable, and only as stored. */
describe('Erasing a legacy note through POST /erase', () => {
  let app: TestApp;
  let program: RegisteredProgram;
  const LEGACY_NOTE = 'Declined: director Joan Legacy on a watch list';

  beforeAll(async () => {
    app = await startTestApp({ env: { RETENTION_YEARS: '0' } });
    program = await registerProgram(app);
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'declined', status_note: null })
      .expect(200);
    await rewriteAsLegacyRecord(app, program);
  });

  afterAll(async () => {
    await app.close();
  });

  const auditOf = async (): Promise<AuditBody & { integrity: { broken_at_seq: number | null } }> =>
    (await app.http.get(`/api/admin/registrations/${program.reference}/audit.json`).set(ADMIN_HEADERS).expect(200))
      .body as AuditBody & { integrity: { broken_at_seq: number | null } };

  it('should verify before the erasure, the legacy text put back in the exported event', async () => {
    const audit = await auditOf();
    expect(audit.integrity).toMatchObject({ chain_valid: true, notes_valid: true });
    expect(audit.program_events[1]).toMatchObject({ hash_version: 1, payload: { note: LEGACY_NOTE } });
  });

  it('should list the legacy event in the erasure event and keep chain and notes valid after it', async () => {
    const erased = await app.http
      .post(`/api/admin/registrations/${program.reference}/erase`)
      .set(ADMIN_HEADERS)
      .send({})
      .expect(200);
    expect(erased.body).toMatchObject({ notes: 1 });
    const audit = await auditOf();
    expect(audit.integrity).toMatchObject({ chain_valid: true, notes_valid: true, broken_at_seq: null });
    const legacy = audit.program_events[1];
    expect(legacy).toMatchObject({ seq: 2, hash_version: 1, content_erased: true });
    const noteId = (legacy.payload.note as { note_id: string }).note_id;
    const events = await app.dataSource.manager.find(ProgramEvent, {
      where: { registrationId: program.id },
      order: { seq: 'ASC' },
    });
    const erasure = audit.program_events.find((event) => event.event_type === 'program.personal_data_erased');
    expect(erasure?.hash_version).toBe(2);
    expect(erasure?.payload.legacy_events).toEqual([
      { seq: 2, note_id: noteId, digest: legacyEventDigest({ ...events[1], reference: program.reference }) },
    ]);
    expect(JSON.stringify(audit)).not.toContain('Joan Legacy');
  });

  it('should break the chain at the legacy event once it is rewritten after the erasure', async () => {
    await app.dataSource.query(
      `UPDATE "program_events" SET "payload" = ${testDialect === 'postgres' ? '$1' : '?'} WHERE "registration_id" = ${
        testDialect === 'postgres' ? '$2' : '?'
      } AND "seq" = 2`,
      [JSON.stringify({ ...(await legacyPayload()), to: 'approved' }), program.id],
    );
    const audit = await auditOf();
    expect(audit.integrity).toMatchObject({ chain_valid: false, broken_at_seq: 2 });
  });

  async function legacyPayload(): Promise<Record<string, unknown>> {
    const [event] = await app.dataSource.manager.find(ProgramEvent, { where: { registrationId: program.id, seq: 2 } });
    return event.payload;
  }

  /**
   * The program's record as it stands after the notes migration on a database written before issue 18: version-1
   * events, the status note moved to a legacy note (no salt, no commitment) and {note_id} in its place. Drops the
   * event guards of this app's database.
   */
  async function rewriteAsLegacyRecord(testApp: TestApp, target: RegisteredProgram): Promise<void> {
    await dropEventGuards(testApp);
    const manager = testApp.dataSource.manager;
    const [created] = await manager.find(ProgramEvent, { where: { registrationId: target.id, seq: 1 } });
    await manager.delete(ProgramEvent, { registrationId: target.id });
    // The chain starts again from nothing: the head goes with the events (the rewritten ones move it again).
    await manager.query(`DELETE FROM program_chain_heads WHERE registration_id = ${param(testApp, 1)}`, [target.id]);
    const noteId = randomUUID();
    // Both in the past (retention is counted from the last activity).
    const at = new Date(created.createdAt.getTime() - 1000);
    await manager.insert(ProgramNote, {
      id: noteId,
      registrationId: target.id,
      salt: null,
      text: LEGACY_NOTE,
      commitment: null,
      createdAt: at,
      erasedAt: null,
    });
    const rows = [
      { seq: 1, eventType: 'program.created', payload: created.payload, createdAt: new Date(at.getTime() - 1000) },
      {
        seq: 2,
        eventType: 'program.status_changed',
        payload: { from: 'pending', to: 'declined', note: { note_id: noteId } },
        hashedPayload: { from: 'pending', to: 'declined', note: LEGACY_NOTE },
        createdAt: at,
      },
    ];
    let prevHash = GENESIS_HASH;
    for (const { hashedPayload, ...row } of rows.map((candidate) => ({ hashedPayload: undefined, ...candidate }))) {
      const event = {
        ...row,
        registrationId: target.id,
        source: 'admin',
        actor: BOOTSTRAP_ACTOR,
        instructionId: null,
        prevHash,
        hashVersion: 1,
      };
      const hash = eventHash({ ...event, reference: target.reference, payload: hashedPayload ?? row.payload });
      await manager.save(Object.assign(new ProgramEvent(), event, { hash }));
      prevHash = hash;
    }
  }
});
