import { DataSource, QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { eventHash, GENESIS_HASH, legacyEventDigest, verifyChain } from '../../src/program-events/event-hash';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { hashedLinksOf, textsById } from '../../src/program-notes/note-payload';
import { ProgramNote } from '../../src/program-notes/program-note.entity';
import { testDialect } from '../support/dialect';
import { ScratchDatabase } from '../support/scratch-database';

const MIGRATION = 'MoveNotesOutOfEvents1795800200000';
const REFERENCE = 'PRG-424242';
const NOTE = 'Director John Roe appears on a watch list';
const REASON = 'Rejected: Mrs. Example must sign in person';

/** Hash-version-1 events written before notes left the event record (issue 18) still verify after the move. */
describe(MIGRATION, () => {
  let scratch: ScratchDatabase | undefined;
  let dataSource: DataSource;

  beforeAll(async () => {
    scratch = testDialect === 'postgres' ? await ScratchDatabase.create(process.env.TEST_DATABASE_URL!) : undefined;
    dataSource = new DataSource(
      dataSourceOptions({
        dialect: testDialect,
        url: scratch?.url ?? 'sqlite::memory:',
        sqlitePath: ':memory:',
        poolMax: 2,
        connectTimeoutMs: 3000,
        runMigrations: false,
      }),
    );
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await scratch?.drop();
  });

  const placeholders = (count: number) =>
    Array.from({ length: count }, (_, i) => (testDialect === 'postgres' ? `$${i + 1}` : '?')).join(', ');
  // As each dialect's column stores a point in time (TypeORM's SQLite form is UTC without the T and Z).
  const stored = (at: Date) =>
    testDialect === 'postgres' ? at.toISOString() : at.toISOString().replace('T', ' ').slice(0, -1);

  /** A program and its v1 events, written as the service wrote them before this migration. */
  async function writeLegacyProgram(): Promise<number> {
    const now = new Date('2026-02-01T09:00:00.000Z');
    await dataSource.query(
      `INSERT INTO registrations (reference, full_name, email, consent_accepted, settlement_path, client_role,
         registration_type, status, lifecycle, template_id, created_at, updated_at) VALUES (${placeholders(12)})`,
      [
        REFERENCE,
        'Legacy Applicant',
        'legacy@example.com',
        true,
        'fiat',
        'individual',
        'program',
        'reviewing',
        'onboarding',
        'program_individual',
        stored(now),
        stored(now),
      ],
    );
    const [{ id }] = await dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM registrations WHERE reference = ${placeholders(1)}`,
      [REFERENCE],
    );
    const payloads: Array<[string, Record<string, unknown>]> = [
      ['program.created', { template: 'program_individual' }],
      ['program.status_changed', { from: 'pending', to: 'reviewing', note: NOTE }],
      ['program.approval_rejected', { approval_id: 1, from: 'reviewing', to: 'declined', reason: REASON }],
      ['program.status_changed', { from: 'reviewing', to: 'kyc_pending', note: null }],
    ];
    let prevHash = GENESIS_HASH;
    for (const [index, [eventType, payload]] of payloads.entries()) {
      const fields = {
        reference: REFERENCE,
        seq: index + 1,
        eventType,
        source: 'admin',
        actor: null,
        instructionId: null,
        payload,
        createdAt: new Date(now.getTime() + index * 1000 + 7),
        prevHash,
      };
      const hash = eventHash(fields);
      // TypeORM writes a jsonb column on SQLite as binary JSONB (jsonb(?)): the rejection is stored that way there.
      const payloadValue = testDialect === 'sqlite' && eventType === 'program.approval_rejected' ? 'jsonb(?)' : '?';
      const values = placeholders(9).split(', ');
      values[5] = testDialect === 'sqlite' ? payloadValue : values[5];
      await dataSource.query(
        `INSERT INTO program_events (registration_id, seq, event_type, source, instruction_id, payload, created_at,
           prev_hash, hash) VALUES (${values.join(', ')})`,
        [id, fields.seq, eventType, 'admin', null, JSON.stringify(payload), stored(fields.createdAt), prevHash, hash],
      );
      prevHash = hash;
    }
    return Number(id);
  }

  const verdictOf = async (registrationId: number) => {
    const events = await dataSource.manager.find(ProgramEvent, { where: { registrationId }, order: { seq: 'ASC' } });
    const notes = textsById(await dataSource.manager.find(ProgramNote, { where: { registrationId } }));
    return verifyChain(hashedLinksOf(events, REFERENCE, notes));
  };

  it('should move inline notes and reasons to program_notes, leave only their ids, and keep every hash verifying', async () => {
    const migrations = dataSource.migrations;
    const index = migrations.findIndex((migration) => migration.name === MIGRATION);
    expect(index).toBeGreaterThan(0);
    (dataSource as { migrations: typeof migrations }).migrations = migrations.slice(0, index);
    await dataSource.runMigrations();
    const registrationId = await writeLegacyProgram();
    if (testDialect === 'sqlite') {
      const [{ kind }] = await dataSource.query<Array<{ kind: string }>>(
        `SELECT typeof(payload) AS kind FROM program_events WHERE event_type = 'program.approval_rejected'`,
      );
      expect(kind).toBe('blob');
    }
    (dataSource as { migrations: typeof migrations }).migrations = migrations;
    await dataSource.runMigrations();

    const rows = await dataSource.query<Array<{ payload: unknown; hash_version: number }>>(
      `SELECT payload, hash_version FROM program_events WHERE registration_id = ${placeholders(1)} ORDER BY seq`,
      [registrationId],
    );
    const text = JSON.stringify(rows.map((row) => row.payload));
    expect(text).not.toContain('John Roe');
    expect(text).not.toContain('Mrs. Example');
    expect(rows.map((row) => Number(row.hash_version))).toEqual([1, 1, 1, 1]);

    const notes = await dataSource.manager.find(ProgramNote, {
      where: { registrationId },
      order: { createdAt: 'ASC' },
    });
    expect(notes.map((note) => [note.text, note.salt, note.commitment, note.erasedAt])).toEqual([
      [NOTE, null, null, null],
      [REASON, null, null, null],
    ]);
    const events = await dataSource.manager.find(ProgramEvent, { where: { registrationId }, order: { seq: 'ASC' } });
    expect(events[1].payload).toEqual({ from: 'pending', to: 'reviewing', note: { note_id: notes[0].id } });
    expect(events[2].payload.reason).toEqual({ note_id: notes[1].id });
    expect(events[3].payload.note).toBeNull();
    expect(notes[0].createdAt).toEqual(events[1].createdAt);

    expect(await verdictOf(registrationId)).toEqual({
      valid: true,
      headHash: events[3].hash,
      brokenAtSeq: null,
      contentErased: 0,
    });
  });

  it('should put the append-only guard back exactly as it was', async () => {
    await expect(dataSource.query(`UPDATE program_events SET event_type = 'tampered'`)).rejects.toThrow(/append-only/);
    await expect(dataSource.query('DELETE FROM program_events')).rejects.toThrow(/append-only/);
  });

  /** Runs this migration's down() in a transaction that is rolled back, whatever it does; answers `check`'s answer. */
  async function revertedInTransaction<T>(
    prepare: (runner: QueryRunner) => Promise<void>,
    check: (runner: QueryRunner) => Promise<T>,
  ): Promise<T> {
    const migration = dataSource.migrations.find((candidate) => candidate.name === MIGRATION)!;
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await prepare(runner);
      await migration.down(runner);
      return await check(runner);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  it('should revert while nothing depends on it, putting the texts back inline', async () => {
    const payloads = await revertedInTransaction(
      async () => undefined,
      (runner) =>
        runner.query(`SELECT payload FROM program_events ORDER BY seq`) as Promise<Array<{ payload: unknown }>>,
    );
    expect(JSON.stringify(payloads)).toContain('John Roe');
    expect(JSON.stringify(payloads)).toContain('Mrs. Example');
  });

  it('should refuse to revert while an event of hash version 2 exists', async () => {
    const revert = revertedInTransaction(
      async (runner) => {
        const [{ id }] = (await runner.query(`SELECT id FROM registrations WHERE reference = ${placeholders(1)}`, [
          REFERENCE,
        ])) as Array<{ id: number }>;
        // The database takes only an event that extends the program's chain head.
        const [head] = (await runner.query(
          `SELECT seq, hash FROM program_chain_heads WHERE registration_id = ${placeholders(1)}`,
          [id],
        )) as Array<{ seq: number; hash: string }>;
        await runner.query(
          `INSERT INTO program_events (registration_id, seq, event_type, source, instruction_id, payload, created_at,
             prev_hash, hash, hash_version) VALUES (${placeholders(10)})`,
          [id, head.seq + 1, 'program.updated', 'admin', null, '{}', stored(new Date()), head.hash, 'b'.repeat(64), 2],
        );
      },
      async () => undefined,
    );
    await expect(revert).rejects.toThrow(/cannot be reverted: 1 program_events rows have hash_version 2/);
  });

  it('should check the moved events by link only once their notes are erased and an erasure vouches for them', async () => {
    const [{ id }] = await dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM registrations WHERE reference = ${placeholders(1)}`,
      [REFERENCE],
    );
    const registrationId = Number(id);
    const events = await dataSource.manager.find(ProgramEvent, { where: { registrationId }, order: { seq: 'ASC' } });
    const legacyEvents = [events[1], events[2]].map((event) => ({
      seq: event.seq,
      note_id: (event.payload[event.seq === 2 ? 'note' : 'reason'] as { note_id: string }).note_id,
      digest: legacyEventDigest({ ...event, reference: REFERENCE }),
    }));
    // Now: on PostgreSQL an event is taken only within the months the record's partitions cover.
    const erasedAt = new Date();
    await dataSource.query(`UPDATE program_notes SET text = NULL, erased_at = ${placeholders(1)}`, [stored(erasedAt)]);
    // Erased without the erasure event that lists them: the moved events cannot be told from rewritten ones.
    expect(await verdictOf(registrationId)).toMatchObject({ valid: false, brokenAtSeq: 2 });

    const erasure = {
      reference: REFERENCE,
      seq: 5,
      eventType: 'program.personal_data_erased',
      source: 'admin',
      actor: null,
      instructionId: null,
      payload: { fields: [], documents: 0, notes: 2, handoff_records: 0, legacy_events: legacyEvents },
      createdAt: erasedAt,
      prevHash: events[3].hash,
      hashVersion: 2,
    };
    await dataSource.query(
      `INSERT INTO program_events (registration_id, seq, event_type, source, instruction_id, payload, created_at,
         prev_hash, hash, hash_version) VALUES (${placeholders(10)})`,
      [
        registrationId,
        5,
        erasure.eventType,
        'admin',
        null,
        JSON.stringify(erasure.payload),
        stored(erasure.createdAt),
        erasure.prevHash,
        eventHash(erasure),
        2,
      ],
    );
    expect(await verdictOf(registrationId)).toMatchObject({ valid: true, brokenAtSeq: null, contentErased: 2 });
  });

  it('should refuse to revert once a note is erased (its text cannot come back)', async () => {
    const revert = revertedInTransaction(
      async () => undefined,
      async () => undefined,
    );
    await expect(revert).rejects.toThrow(/cannot be reverted: 1 program_events .* and 2 program notes are erased/);
    expect(await dataSource.query(`SELECT COUNT(*) AS n FROM program_notes`)).toEqual([
      { n: testDialect === 'postgres' ? '2' : 2 },
    ]);
  });
});
