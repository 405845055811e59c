import { ApprovalRequests } from '../../src/approvals/approval-requests.service';
import { StatusApprovalsRepository } from '../../src/approvals/status-approvals.repository';
import { BOOTSTRAP_ACTOR } from '../../src/common/auth/actor';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { randomUUID } from 'node:crypto';
import { ConflictError } from '../../src/common/errors/domain-errors';
import { eventHash, legacyEventDigest } from '../../src/program-events/event-hash';
import { EventType } from '../../src/program-events/event-types';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { ProgramEventsService, ProgramRef } from '../../src/program-events/program-events.service';
import { ProgramNote } from '../../src/program-notes/program-note.entity';
import { noteCommitment } from '../../src/program-notes/note-commitment';
import { ProgramNotesRepository } from '../../src/program-notes/program-notes.repository';
import { ProgramNotesService } from '../../src/program-notes/program-notes.service';
import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { startTestApp, TestApp } from '../support/test-app';

/** The `program_notes` statements (and the approvals' text erasure) on the real dialect. */
describe(ProgramNotesRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let notes: ProgramNotesService;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    notes = app.app.get(ProgramNotesService);
  });

  afterAll(async () => {
    await app.close();
  });

  const newProgramId = async (): Promise<number> => {
    const { reference } = await registerProgram(app);
    const [row] = await app.dataSource.query<{ id: number }[]>(
      `SELECT "id" FROM "registrations" WHERE "reference" = ${testDialect === 'postgres' ? '$1' : '?'}`,
      [reference],
    );
    return Number(row.id);
  };
  const programRef = (id: number) => programRefOf(app, id);
  const rawNote = async (id: string) => {
    const [row] = await app.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT "salt", "text", "commitment", "erased_at" FROM "program_notes" WHERE "id" = ${testDialect === 'postgres' ? '$1' : '?'}`,
      [id],
    );
    return row;
  };

  it('should store a note with a fresh salt and answer its id and commitment sha256(salt + text)', async () => {
    const registrationId = await newProgramId();
    const at = new Date('2026-03-01T10:00:00.123Z');
    const recorded = await db.write((unit) => notes.record(unit, registrationId, 'passport expired — ask again', at));
    expect(recorded.note_id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await rawNote(recorded.note_id);
    expect(row.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(row.text).toBe('passport expired — ask again');
    expect(recorded.commitment).toBe(noteCommitment(row.salt as string, 'passport expired — ask again'));
    expect(row.commitment).toBe(recorded.commitment);
    expect(row.erased_at).toBeNull();
    const stored = await db.read((unit) => notes.notesOf(unit, registrationId));
    expect(stored).toEqual([expect.objectContaining({ id: recorded.note_id, registrationId, createdAt: at })]);
  });

  it('should keep null as null (no note row)', async () => {
    const registrationId = await newProgramId();
    expect(await db.write((unit) => notes.recordUnlessNull(unit, registrationId, null, new Date()))).toBeNull();
    expect(await db.read((unit) => notes.notesOf(unit, registrationId))).toEqual([]);
  });

  it("should answer a program's texts by id, and only the notes asked for by id", async () => {
    const registrationId = await newProgramId();
    const other = await newProgramId();
    const first = await db.write((unit) => notes.record(unit, registrationId, 'first', new Date()));
    const second = await db.write((unit) => notes.record(unit, registrationId, 'second', new Date()));
    const elsewhere = await db.write((unit) => notes.record(unit, other, 'elsewhere', new Date()));
    const texts = await db.read((unit) => notes.textsOf(unit, registrationId));
    expect([...texts.entries()].map(([id, state]) => [id, state.text]).sort()).toEqual(
      [
        [first.note_id, 'first'],
        [second.note_id, 'second'],
      ].sort(),
    );
    const byIds = await db.read((unit) =>
      notes.textsByIds(unit, registrationId, [elsewhere.note_id, first.note_id, first.note_id]),
    );
    // Another program's note is not found by its id: the lookup is scoped to the program.
    expect([...byIds.entries()].map(([id, state]) => [id, state.text])).toEqual([[first.note_id, 'first']]);
    expect(
      (await db.read((unit) => notes.textsByIds(unit, other, [elsewhere.note_id]))).get(elsewhere.note_id),
    ).toEqual(expect.objectContaining({ registrationId: other, text: 'elsewhere' }));
    expect((await db.read((unit) => notes.textsByIds(unit, registrationId, []))).size).toBe(0);
  });

  it("should erase a program's notes only (text and salt blanked, erased_at set, commitment kept) and count them once", async () => {
    const registrationId = await newProgramId();
    const other = await newProgramId();
    const mine = await db.write((unit) => notes.record(unit, registrationId, 'Jane Doe flagged', new Date()));
    await db.write((unit) => notes.record(unit, registrationId, 'second note', new Date()));
    const kept = await db.write((unit) => notes.record(unit, other, 'kept', new Date()));
    const at = new Date('2031-01-01T00:00:00.000Z');

    expect(await db.write((unit) => notes.eraseAllOf(unit, registrationId, at))).toBe(2);
    expect(await db.write((unit) => notes.eraseAllOf(unit, registrationId, new Date()))).toBe(0);

    const row = await rawNote(mine.note_id);
    expect({ salt: row.salt, text: row.text, commitment: row.commitment }).toEqual({
      salt: null,
      text: null,
      commitment: mine.commitment,
    });
    expect(new Date(row.erased_at as string).toISOString()).toBe(at.toISOString());
    expect((await db.read((unit) => notes.textsOf(unit, registrationId))).get(mine.note_id)?.text).toBeNull();
    expect((await rawNote(kept.note_id)).text).toBe('kept');
  });

  it("should blank the notes and reasons of a program's four-eyes requests, and count those that had one", async () => {
    const registrationId = await newProgramId();
    const approvals = app.app.get(StatusApprovalsRepository);
    const insert = (note: string | null, reason: string | null) =>
      db.write((unit) =>
        approvals.insert(unit, {
          registrationId,
          fromStatus: 'reviewing',
          toStatus: 'approved',
          note,
          state: reason ? 'rejected' : 'pending',
          requestedBy: BOOTSTRAP_ACTOR,
          requestedAt: new Date(),
          decidedBy: null,
          decidedAt: null,
          reason,
        }),
      );
    const withNote = await insert('call Jane back', null);
    const rejected = await insert(null, 'name mismatch');
    await insert(null, null);

    const requests = app.app.get(ApprovalRequests);
    expect(await db.write((unit) => requests.eraseTextsOf(unit, registrationId))).toBe(2);
    expect(await db.write((unit) => requests.eraseTextsOf(unit, registrationId))).toBe(0);
    for (const id of [withNote.id, rejected.id]) {
      const found = await db.read((unit) => approvals.findById(unit, id));
      expect({ note: found?.note, reason: found?.reason }).toEqual({ note: null, reason: null });
    }
  });

  describe('the database guard (only the erasure changes a note; none is deleted)', () => {
    const p = (index: number) => (testDialect === 'postgres' ? `$${index}` : '?');
    const refused = /program_notes changes only by erasure/;
    const storedAt = (at: Date) =>
      testDialect === 'postgres' ? at.toISOString() : at.toISOString().replace('T', ' ').slice(0, -1);

    const newNote = async () => {
      const registrationId = await newProgramId();
      return db.write((unit) => notes.record(unit, registrationId, 'Jane Doe flagged', new Date()));
    };

    it('should refuse editing the text, the salt, the commitment, the program or created_at', async () => {
      const { note_id: id } = await newNote();
      const other = await newProgramId();
      for (const [column, value] of [
        ['text', 'forged'],
        ['salt', 'b'.repeat(64)],
        ['commitment', 'c'.repeat(64)],
        ['registration_id', other],
        ['created_at', storedAt(new Date('2020-01-01T00:00:00.000Z'))],
      ] as const) {
        await expect(
          app.dataSource.query(`UPDATE "program_notes" SET "${column}" = ${p(1)} WHERE "id" = ${p(2)}`, [value, id]),
        ).rejects.toThrow(refused);
      }
      expect((await rawNote(id)).text).toBe('Jane Doe flagged');
    });

    it('should refuse a partial erasure (text kept, salt kept, or no erased_at) and a second one', async () => {
      const { note_id: id } = await newNote();
      const at = storedAt(new Date('2031-01-01T00:00:00.000Z'));
      const attempts: Array<[string, unknown[]]> = [
        [`UPDATE "program_notes" SET "salt" = NULL, "erased_at" = ${p(1)} WHERE "id" = ${p(2)}`, [at, id]],
        [`UPDATE "program_notes" SET "text" = NULL, "erased_at" = ${p(1)} WHERE "id" = ${p(2)}`, [at, id]],
        [`UPDATE "program_notes" SET "text" = NULL, "salt" = NULL WHERE "id" = ${p(1)}`, [id]],
      ];
      for (const [sql, parameters] of attempts) {
        await expect(app.dataSource.query(sql, parameters)).rejects.toThrow(refused);
      }
      const erase = `UPDATE "program_notes" SET "text" = NULL, "salt" = NULL, "erased_at" = ${p(1)} WHERE "id" = ${p(2)}`;
      await app.dataSource.query(erase, [at, id]);
      expect((await rawNote(id)).text).toBeNull();
      await expect(app.dataSource.query(erase, [storedAt(new Date()), id])).rejects.toThrow(refused);
    });

    it('should refuse DELETE (and TRUNCATE on PostgreSQL)', async () => {
      const { note_id: id } = await newNote();
      await expect(app.dataSource.query(`DELETE FROM "program_notes" WHERE "id" = ${p(1)}`, [id])).rejects.toThrow(
        refused,
      );
      if (testDialect === 'postgres') {
        await expect(app.dataSource.query('TRUNCATE "program_notes"')).rejects.toThrow(refused);
      }
      expect((await rawNote(id)).text).toBe('Jane Doe flagged');
    });
  });

  describe('ProgramEventsService.lastEventAt', () => {
    it("should answer when the program's last event (by seq) was written, and null for no program events", async () => {
      const registrationId = await newProgramId();
      const events = app.app.get(ProgramEventsService);
      const all = await db.read((unit) => events.all(unit, registrationId));
      expect(await db.read((unit) => events.lastEventAt(unit, registrationId))).toEqual(all[all.length - 1].createdAt);
      const appended = await db.write(async (unit) => {
        const [row] = await app.dataSource.query<Array<{ reference: string }>>(
          `SELECT "reference" FROM "registrations" WHERE "id" = ${testDialect === 'postgres' ? '$1' : '?'}`,
          [registrationId],
        );
        return events.append(
          unit,
          { id: registrationId, reference: row.reference },
          {
            eventType: 'program.updated',
            source: 'admin',
            actor: BOOTSTRAP_ACTOR,
            payload: {},
          },
        );
      });
      expect(await db.read((unit) => events.lastEventAt(unit, registrationId))).toEqual(appended.createdAt);
      expect(await db.read((unit) => events.lastEventAt(unit, 2_000_000_000))).toBeNull();
    });

    it('should pass over approval requests and rejections at the end of the record (asking is no activity)', async () => {
      const program = await programRef(await newProgramId());
      const events = app.app.get(ProgramEventsService);
      const append = (eventType: EventType) =>
        db.write((unit) => events.append(unit, program, { eventType, source: 'admin', actor: BOOTSTRAP_ACTOR }));
      const updated = await append('program.updated');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await append('program.approval_requested');
      await append('program.approval_rejected');
      await append('program.approval_requested');
      expect(await db.read((unit) => events.lastEventAt(unit, program.id))).toEqual(updated.createdAt);
      const later = await append('checklist.item_updated');
      expect(await db.read((unit) => events.lastEventAt(unit, program.id))).toEqual(later.createdAt);
    });
  });

  describe('ProgramEventsService.erasableLegacyEvents', () => {
    const LEGACY_TEXT = 'Director Jane Roe on a watch list';

    /**
     * A hash-version-1 status change whose note (moved out by the migration) is `text`, appended to the program's
     * record as the migration leaves it: the payload holds {note_id}, the hash covers `hashedText`.
     */
    async function writeLegacyEvent(program: ProgramRef, text: string, hashedText = text) {
      const events = app.app.get(ProgramEventsService);
      const all = await db.read((unit) => events.all(unit, program.id));
      const head = all[all.length - 1];
      const noteId = randomUUID();
      const createdAt = new Date(head.createdAt.getTime() + 1000);
      await app.dataSource.manager.insert(ProgramNote, {
        id: noteId,
        registrationId: program.id,
        salt: null,
        text,
        commitment: null,
        createdAt,
        erasedAt: null,
      });
      const row = {
        registrationId: program.id,
        seq: head.seq + 1,
        eventType: 'program.status_changed',
        source: 'admin',
        actor: null,
        instructionId: null,
        payload: { from: 'reviewing', to: 'declined', note: { note_id: noteId } },
        createdAt,
        prevHash: head.hash,
        hashVersion: 1,
      };
      const hashed = { ...row, reference: program.reference, payload: { ...row.payload, note: hashedText } };
      await app.dataSource.manager.insert(ProgramEvent, { ...row, hash: eventHash(hashed) });
      return { seq: row.seq, noteId, digest: legacyEventDigest({ ...row, reference: program.reference }) };
    }

    it("should list each legacy event whose note is not yet erased, with its stored form's digest", async () => {
      const program = await programRef(await newProgramId());
      const first = await writeLegacyEvent(program, LEGACY_TEXT);
      const second = await writeLegacyEvent(program, 'second reason');
      const listed = await db.write((unit) => app.app.get(ProgramEventsService).erasableLegacyEvents(unit, program));
      expect(listed).toEqual([
        { seq: first.seq, note_id: first.noteId, digest: first.digest },
        { seq: second.seq, note_id: second.noteId, digest: second.digest },
      ]);
      expect(listed[0].digest).toMatch(/^[0-9a-f]{64}$/);
    });

    it('should list nothing for a program without legacy events, or whose legacy notes are erased', async () => {
      const events = app.app.get(ProgramEventsService);
      const plain = await programRef(await newProgramId());
      await db.write((unit) => notes.record(unit, plain.id, 'a version-2 note', new Date()));
      expect(await db.write((unit) => events.erasableLegacyEvents(unit, plain))).toEqual([]);
      const erased = await programRef(await newProgramId());
      await writeLegacyEvent(erased, LEGACY_TEXT);
      await db.write((unit) => notes.eraseAllOf(unit, erased.id, new Date()));
      expect(await db.write((unit) => events.erasableLegacyEvents(unit, erased))).toEqual([]);
    });

    it('should refuse (409 chain_broken) when a legacy event no longer hashes with its text put back', async () => {
      const program = await programRef(await newProgramId());
      await writeLegacyEvent(program, 'edited afterwards', LEGACY_TEXT);
      const listing = db.write((unit) => app.app.get(ProgramEventsService).erasableLegacyEvents(unit, program));
      await expect(listing).rejects.toBeInstanceOf(ConflictError);
      await expect(listing).rejects.toMatchObject({ code: 'chain_broken' });
    });
  });
});

async function programRefOf(app: TestApp, id: number): Promise<ProgramRef> {
  const [row] = await app.dataSource.query<Array<{ reference: string }>>(
    `SELECT "reference" FROM "registrations" WHERE "id" = ${testDialect === 'postgres' ? '$1' : '?'}`,
    [id],
  );
  return { id, reference: row.reference };
}
