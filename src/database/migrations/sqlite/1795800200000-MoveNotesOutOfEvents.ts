import { randomUUID } from 'node:crypto';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** The payload member holding free text, per event type (as in src/program-notes/note-payload.ts, frozen here). */
const NOTE_FIELDS: Readonly<Record<string, string>> = {
  'program.status_changed': 'note',
  'program.approval_rejected': 'reason',
};

/** A note changes once, by its erasure: text and salt blanked and erased_at set, nothing else; never deleted. */
const ERASE_ONLY_TRIGGER = `CREATE TRIGGER program_notes_erase_only BEFORE UPDATE ON "program_notes"
  WHEN NOT (OLD."erased_at" IS NULL AND NEW."erased_at" IS NOT NULL AND NEW."text" IS NULL AND NEW."salt" IS NULL
    AND NEW."id" IS OLD."id" AND NEW."registration_id" IS OLD."registration_id"
    AND NEW."commitment" IS OLD."commitment" AND NEW."created_at" IS OLD."created_at")
  BEGIN SELECT RAISE(ABORT, 'program_notes changes only by erasure: UPDATE refused'); END`;

interface LegacyEvent {
  id: number;
  registration_id: number;
  event_type: string;
  payload: string;
  created_at: string;
}

/**
 * Operators' free text leaves the hashed event record (issue 18): `program_notes` holds it, new events are
 * hash version 2 and refer to a note by id and commitment. The status notes and rejection reasons events already
 * hold inline (hash version 1) move there too, each row keeping `{"note_id": …}` in its place; their hash still
 * covers the text, which the exports put back (hashedPayloadOf) until it is erased. The append-only guard is
 * lifted for those UPDATEs, inside this migration's transaction, and put back exactly as it was. Written by hand:
 * ALTER TABLE adds the column in place, where the generated form would rebuild `program_events`.
 */
export class MoveNotesOutOfEvents1795800200000 implements MigrationInterface {
  name = 'MoveNotesOutOfEvents1795800200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "program_notes" ("id" varchar PRIMARY KEY NOT NULL, "registration_id" integer NOT NULL, "salt" character(64), "text" text, "commitment" character(64), "created_at" datetime NOT NULL, "erased_at" datetime, CONSTRAINT "fk_program_notes_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_program_notes_registration_id" ON "program_notes" ("registration_id", "created_at") `,
    );
    await queryRunner.query(ERASE_ONLY_TRIGGER);
    await queryRunner.query(
      `CREATE TRIGGER program_notes_no_delete BEFORE DELETE ON "program_notes"
       BEGIN SELECT RAISE(ABORT, 'program_notes changes only by erasure: DELETE refused'); END`,
    );
    await queryRunner.query(`ALTER TABLE "program_events" ADD COLUMN "hash_version" smallint NOT NULL DEFAULT (1)`);
    await queryRunner.query(`DROP TRIGGER program_events_no_update`);
    const events = (await queryRunner.query(
      // json(): TypeORM writes a jsonb column as SQLite's binary JSONB (jsonb(?)), which would come back as a Buffer.
      `SELECT "id", "registration_id", "event_type", json("payload") AS "payload", "created_at" FROM "program_events"
       WHERE "hash_version" = 1 AND "event_type" IN (${Object.keys(NOTE_FIELDS)
         .map(() => '?')
         .join(', ')})
       ORDER BY "id"`,
      Object.keys(NOTE_FIELDS),
    )) as LegacyEvent[];
    for (const event of events) {
      // Parsed and written back as JSON text (TypeORM reads either form): the hashed value is unchanged.
      const payload = JSON.parse(event.payload) as Record<string, unknown>;
      const field = NOTE_FIELDS[event.event_type];
      const text = payload[field];
      if (typeof text !== 'string') {
        continue;
      }
      const noteId = randomUUID();
      await queryRunner.query(
        `INSERT INTO "program_notes" ("id", "registration_id", "salt", "text", "commitment", "created_at", "erased_at")
         VALUES (?, ?, NULL, ?, NULL, ?, NULL)`,
        [noteId, event.registration_id, text, event.created_at],
      );
      await queryRunner.query(`UPDATE "program_events" SET "payload" = ? WHERE "id" = ?`, [
        JSON.stringify({ ...payload, [field]: { note_id: noteId } }),
        event.id,
      ]);
    }
    await queryRunner.query(
      `CREATE TRIGGER program_events_no_update BEFORE UPDATE ON "program_events"
       BEGIN SELECT RAISE(ABORT, 'program_events is append-only: UPDATE refused'); END`,
    );
  }

  /**
   * Puts every moved text back inline and drops the table. Refused once anything depends on it: a version-2 event's
   * hash covers its note reference and "hash_version", and an erased legacy note's text cannot come back.
   */
  public async down(queryRunner: QueryRunner): Promise<void> {
    const [{ v2_events, erased_notes }] = (await queryRunner.query(
      `SELECT (SELECT COUNT(*) FROM "program_events" WHERE "hash_version" = 2) AS "v2_events",
              (SELECT COUNT(*) FROM "program_notes" WHERE "erased_at" IS NOT NULL OR "text" IS NULL) AS "erased_notes"`,
    )) as Array<{ v2_events: number; erased_notes: number }>;
    refuseIrreversible(Number(v2_events), Number(erased_notes));
    await queryRunner.query(`DROP TRIGGER program_events_no_update`);
    const notes = (await queryRunner.query(
      `SELECT "id", "text" FROM "program_notes" WHERE "text" IS NOT NULL`,
    )) as Array<{ id: string; text: string }>;
    const texts = new Map(notes.map((note) => [note.id, note.text]));
    const events = (await queryRunner.query(
      `SELECT "id", "event_type", json("payload") AS "payload" FROM "program_events" WHERE "hash_version" = 1`,
    )) as LegacyEvent[];
    for (const event of events) {
      const field = NOTE_FIELDS[event.event_type];
      const payload = JSON.parse(event.payload) as Record<string, unknown>;
      const reference = field === undefined ? undefined : (payload[field] as { note_id?: unknown } | null | undefined);
      const text = typeof reference?.note_id === 'string' ? texts.get(reference.note_id) : undefined;
      if (text !== undefined) {
        await queryRunner.query(`UPDATE "program_events" SET "payload" = ? WHERE "id" = ?`, [
          JSON.stringify({ ...payload, [field]: text }),
          event.id,
        ]);
      }
    }
    await queryRunner.query(
      `CREATE TRIGGER program_events_no_update BEFORE UPDATE ON "program_events"
       BEGIN SELECT RAISE(ABORT, 'program_events is append-only: UPDATE refused'); END`,
    );
    await queryRunner.query(`ALTER TABLE "program_events" DROP COLUMN "hash_version"`);
    await queryRunner.query(`DROP TRIGGER program_notes_no_delete`);
    await queryRunner.query(`DROP TRIGGER program_notes_erase_only`);
    await queryRunner.query(`DROP INDEX "idx_program_notes_registration_id"`);
    await queryRunner.query(`DROP TABLE "program_notes"`);
  }
}

/** Thrown before any change (the migration's transaction is left untouched). */
function refuseIrreversible(v2Events: number, erasedNotes: number): void {
  if (v2Events > 0 || erasedNotes > 0) {
    throw new Error(
      `MoveNotesOutOfEvents cannot be reverted: ${v2Events} program_events rows have hash_version 2 (their hashes ` +
        `cover note references) and ${erasedNotes} program notes are erased (their texts cannot be put back)`,
    );
  }
}
