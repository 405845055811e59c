import { APPLICANT_ACTOR, BOOTSTRAP_ACTOR } from '../../src/common/auth/actor';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { unitOf } from '../../src/database/unit-of-work';
import { eventHash, GENESIS_HASH } from '../../src/program-events/event-hash';
import {
  ChainedEvent,
  NewProgramRows,
  ProgramEventsRepository,
} from '../../src/program-events/program-events.repository';
import { ReferenceSpace } from '../../src/registrations/reference';
import { FIRST_WALK } from '../../src/registrations/reference-claim';
import { walkWindow, WalkWindow } from '../../src/registrations/reference-walk';
import { startTestApp, TestApp } from '../support/test-app';

/** The `program_events` table on the real dialect, and the statement that creates a program with its first event. */
describe(ProgramEventsRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let events: ProgramEventsRepository;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    events = app.app.get(ProgramEventsRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  async function count(table: string, reference: string): Promise<number> {
    const where =
      table === 'registrations'
        ? 'reference = $1'
        : 'registration_id IN (SELECT id FROM registrations WHERE reference = $1)';
    const sql = `SELECT COUNT(*) AS count FROM ${table} WHERE ${where}`;
    const [row] = await app.dataSource.query<Array<{ count: number | string }>>(
      app.dataSource.options.type === 'postgres' ? sql : sql.replace('$1', '?'),
      [reference],
    );
    return Number(row.count);
  }

  const space = new ReferenceSpace('PRG', 6);
  const randomReference = () => space.referenceAt(space.randomPosition());
  /** The walk that follows `reference` when it is taken. */
  const after = (reference: string): WalkWindow =>
    walkWindow(space, (Number(reference.slice(4)) + 1) % space.size, FIRST_WALK);

  async function createProgram(reference = randomReference()): Promise<{ id: number; reference: string }> {
    const claim = await db.writeStatements((unit) =>
      events.insertProgram(unit, programRows(reference), after(reference)),
    );
    if (!('claimed' in claim)) {
      throw new Error(`reference ${reference} was taken`);
    }
    return { id: claim.claimed.registrationId, reference };
  }

  it('should write the registration, its checklist and its first event when the reference is free', async () => {
    const reference = randomReference();

    const claim = await db.writeStatements((unit) =>
      events.insertProgram(unit, programRows(reference), after(reference)),
    );

    expect(claim).toEqual({
      claimed: { registrationId: expect.any(Number) as unknown, eventId: expect.any(Number) as unknown },
    });
    const stored = (claim as { claimed: { registrationId: number; eventId: number } }).claimed;
    expect(await count('registrations', reference)).toBe(1);
    expect(await count('checklist_items', reference)).toBe(2);
    const written = await db.read((unit) => events.allOf(unit, stored.registrationId));
    expect(written).toEqual([
      expect.objectContaining({ id: stored.eventId, seq: 1, eventType: 'program.created', prevHash: GENESIS_HASH }),
    ]);
  });

  it('should write nothing when the reference is taken and answer how many after it are taken too', async () => {
    // Three taken in a row from the end of the space (the walk never reads past its last reference).
    for (const reference of ['PRG-999997', 'PRG-999998', 'PRG-999999']) {
      await createProgram(reference);
    }
    const reference = 'PRG-999997';

    const claim = await db.writeStatements((unit) =>
      events.insertProgram(unit, programRows(reference), walkWindow(space, 999998, FIRST_WALK)),
    );

    expect(claim).toEqual({ takenAfter: 2 });
    expect(await count('registrations', reference)).toBe(1);
    expect(await count('checklist_items', reference)).toBe(2);
    expect(await count('program_events', reference)).toBe(1);
  });

  it('should leave nothing behind when a row of the new program fails, outside any transaction', async () => {
    const reference = randomReference();
    const rows = programRows(reference);
    const broken = { ...rows, checklist: [...rows.checklist, rows.checklist[0]] };

    // A unit in no transaction (autocommit): the method must be whole by itself, whatever opens its unit.
    await expect(events.insertProgram(unitOf(app.dataSource.manager), broken, after(reference))).rejects.toThrow();
    await expect(db.writeStatements((unit) => events.insertProgram(unit, broken, after(reference)))).rejects.toThrow();

    expect(await count('registrations', reference)).toBe(0);
    expect(await count('checklist_items', reference)).toBe(0);
    expect(await count('program_events', reference)).toBe(0);
  });

  it('should read the chain head and list every event in seq order after appends', async () => {
    const program = await createProgram();
    const first = await db.read((unit) => events.head(unit, program.id));
    expect(first).toEqual({ seq: 1, hash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown });

    const secondId = await db.write((unit) =>
      events.insert(unit, { registrationId: program.id, ...chainedEvent(program.reference, 2, first!.hash) }),
    );

    const head = await db.read((unit) => events.head(unit, program.id));
    expect(head).toEqual({ seq: 2, hash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown });
    expect(head!.hash).not.toBe(first!.hash);
    const all = await db.read((unit) => events.allOf(unit, program.id));
    expect(all.map((event) => [event.seq, event.id])).toEqual([
      [1, all[0].id],
      [2, secondId],
    ]);
    expect(all[1].prevHash).toBe(first!.hash);
  });

  it('should answer null as the head of a program without events', async () => {
    expect(await db.read((unit) => events.head(unit, 2_000_000_000))).toBeNull();
  });

  it('should page through the record after an id, with the program, and answer null for an unknown program', async () => {
    const program = await createProgram();
    let prev = (await db.read((unit) => events.head(unit, program.id)))!.hash;
    for (let seq = 2; seq <= 4; seq++) {
      const event = chainedEvent(program.reference, seq, prev);
      await db.write((unit) => events.insert(unit, { registrationId: program.id, ...event }));
      prev = event.hash;
    }
    const ids = (await db.read((unit) => events.allOf(unit, program.id))).map((event) => event.id);

    const [whole, after, unknown] = await db.read((unit) =>
      Promise.all([
        events.page(unit, { reference: program.reference, sinceId: 0, limit: 3 }),
        events.page(unit, { reference: program.reference, sinceId: ids[2], limit: 3 }),
        events.page(unit, { reference: 'PRG-000000', sinceId: 0, limit: 3 }),
      ]),
    );

    expect(whole!.program).toEqual({ id: program.id, reference: program.reference, partnerSlug: 'acme' });
    expect(whole!.events.map((event) => event.id)).toEqual(ids.slice(0, 3));
    expect(whole!.events[0]).toMatchObject({ eventType: 'program.created', source: 'intake', payload: { n: 1 } });
    expect(after!.events.map((event) => event.id)).toEqual([ids[3]]);
    expect(unknown).toBeNull();
    const empty = await db.read((unit) =>
      events.page(unit, { reference: program.reference, sinceId: ids[3], limit: 3 }),
    );
    expect(empty).toEqual({
      program: { id: program.id, reference: program.reference, partnerSlug: 'acme' },
      events: [],
    });
  });
});

function chainedEvent(reference: string, seq: number, prevHash: string): ChainedEvent {
  const row = {
    seq,
    eventType: seq === 1 ? 'program.created' : 'program.updated',
    source: seq === 1 ? 'intake' : 'admin',
    actor: seq === 1 ? APPLICANT_ACTOR : BOOTSTRAP_ACTOR,
    instructionId: null,
    payload: { n: seq },
    createdAt: new Date(),
    prevHash,
    hashVersion: 2,
  };
  return { ...row, hash: eventHash({ ...row, reference }) };
}

function programRows(reference: string): NewProgramRows {
  const now = new Date();
  return {
    registration: {
      reference,
      fullName: 'Repository Test',
      email: 'repository@example.com',
      company: null,
      phone: null,
      legalEntityName: null,
      businessNumber: null,
      rpaaTargetDate: null,
      incidentContactEmail: null,
      consentAccepted: true,
      corridor: 'CA-US',
      settlementPath: 'undecided',
      clientRole: 'individual',
      fintracMsb: null,
      registrationType: 'program',
      notes: null,
      messagingUserId: null,
      messagingUsername: null,
      partnerSlug: 'acme',
      status: 'pending',
      statusNote: null,
      lifecycle: 'created',
      lifecycleBeforeClose: null,
      templateId: 'program_individual',
      createdAt: now,
      updatedAt: now,
    },
    checklist: ['first', 'second'].map((itemId, position) => ({
      itemId,
      label: `Item ${itemId}`,
      category: 'test',
      required: true,
      done: false,
      doneAt: null,
      doneBy: null,
      position,
    })),
    firstEvent: chainedEvent(reference, 1, GENESIS_HASH),
  };
}
