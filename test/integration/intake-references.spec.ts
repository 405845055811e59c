import { Instruction } from '../../src/instructions/instruction.entity';
import * as references from '../../src/registrations/reference';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { instructionInput } from '../factories/instruction.factory';
import { registrationInput } from '../factories/registration.factory';
import { programReferences, range, seedTakenReferences } from '../factories/seeded-references.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

/** A reference space whose draws a test can script (then random again); the rest is the real space. */
class ScriptedSpace extends references.ReferenceSpace {
  readonly draws: number[] = [];

  override randomPosition(): number {
    return this.draws.shift() ?? super.randomPosition();
  }
}

// The first 1,000 six-digit references (`PRG-000000` … `PRG-000999`): small enough to fill in a test, and
// every reference drawn from it is an ordinary one that every route reads.
const SPACE_SIZE = 1000;
const space = new ScriptedSpace('PRG', 6, SPACE_SIZE);
const instructionSpace = new ScriptedSpace('INS', 6, SPACE_SIZE);

/** A deterministic shuffle (so that a failure can be replayed). */
function shuffled<T>(values: T[], seed: number): T[] {
  const out = [...values];
  let state = seed;
  for (let index = out.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other], out[index]];
  }
  return out;
}

/**
 * Intake draws from the unused part of the reference space: a taken draw costs one walk of the taken references
 * after it (inside the failed insert on PostgreSQL), not blind retries, so intake stays a fixed number of statements
 * however full the space is, and answers 503 only when no reference at all is free.
 */
describe('Intake reference draws', () => {
  let app: TestApp;
  let statements: string[] = [];
  let onPostgres: boolean;

  beforeAll(async () => {
    jest
      .spyOn(references, 'referenceSpaceOf')
      .mockImplementation((prefix) => (prefix === references.PROGRAM_PREFIX ? space : instructionSpace));
    // No delivery worker in the process: its sweeps would interleave with the statements counted here.
    app = await startTestApp({ env: { WEBHOOK_WORKER_IN_PROCESS: 'false' } });
    onPostgres = app.dataSource.options.type === 'postgres';
    const logger = app.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query, ...rest): void => {
      statements.push(query);
      logQuery(query, ...rest);
    };
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  /** Registers one program drawing `draws` first; answers its reference and the statements the request ran. */
  async function intake(...draws: number[]): Promise<{ reference: string; statements: string[] }> {
    space.draws.push(...draws);
    statements = [];
    const response = await app.http.post('/api/register').send(registrationInput()).expect(200);
    expect(space.draws).toEqual([]);
    return { reference: bodyOf<'RegistrationResponse'>(response).reference, statements };
  }

  async function takenPositions(): Promise<Set<number>> {
    const rows = await app.dataSource.query<Array<{ reference: string }>>(
      `SELECT reference FROM registrations WHERE length(reference) = 10 AND reference <= 'PRG-000999'`,
    );
    return new Set(rows.map((row) => Number(row.reference.slice(4))));
  }

  async function rowCounts(): Promise<number[]> {
    const counts = [];
    for (const table of ['registrations', 'checklist_items', 'program_events']) {
      const [row] = await app.dataSource.query<Array<{ count: number | string }>>(
        `SELECT COUNT(*) AS count FROM ${table}`,
      );
      counts.push(Number(row.count));
    }
    return counts;
  }

  // Statements of an intake whose first draw is free; the ones below are measured against it.
  let freeDraw: number;
  let takenDraw: number;

  it('should take a free draw in the one intake statement (PostgreSQL) and no walk', async () => {
    const { reference, statements: run } = await intake(500);

    expect(reference).toBe('PRG-000500');
    freeDraw = run.length;
    const writes = run.filter((sql) => sql.includes('INSERT INTO "registrations"'));
    expect(writes).toHaveLength(1);
    if (onPostgres) {
      // The program, its checklist and first event: one data-modifying statement, no BEGIN/COMMIT around it.
      expect(writes[0]).toMatch(/^WITH "registration" AS \(/);
      expect(run.filter((sql) => /^(START TRANSACTION|BEGIN|COMMIT)/i.test(sql))).toEqual([]);
    }
  });

  it('should take the first free reference after a taken draw with one more statement', async () => {
    await seedTakenReferences(app, programReferences(range(501, 503)));

    const { reference, statements: run } = await intake(500);

    expect(reference).toBe('PRG-000504');
    takenDraw = run.length;
    // PostgreSQL: the failed insert walked the taken ones itself; then the insert of the free one.
    // SQLite: the failed insert, the walk, the insert (each its own statement, as every write there).
    expect(takenDraw).toBeGreaterThan(freeDraw);
    if (onPostgres) {
      expect(takenDraw).toBe(freeDraw + 1);
    }
  });

  it('should cost the same statements after a run of 200 taken references as after a run of 3', async () => {
    await seedTakenReferences(app, programReferences(range(600, 799)));

    const { reference, statements: run } = await intake(600);

    expect(reference).toBe('PRG-000800');
    expect(run).toHaveLength(takenDraw);
  });

  it('should walk past the last reference of the space to the first free one from its start', async () => {
    await seedTakenReferences(app, programReferences(range(990, 999)));

    const { reference } = await intake(995);

    expect(reference).toBe('PRG-000000');
  });

  it('should walk only references of the space’s length: longer ones sorting among them are not taken', async () => {
    // `PRG-0000400` … `PRG-0000449` sort between `PRG-000040` and `PRG-000045`: references of another space.
    await seedTakenReferences(app, programReferences(range(40, 44)));
    await seedTakenReferences(app, programReferences(range(400, 449), 7));

    const { reference, statements: run } = await intake(40);

    expect(reference).toBe('PRG-000045');
    expect(run).toHaveLength(takenDraw);
    // And a seven-digit reference does not make the six-digit one with its first digits taken.
    await seedTakenReferences(app, programReferences([470], 7));
    expect((await intake(47)).reference).toBe('PRG-000047');
  });

  it('should take a taken draw’s next free reference under an Idempotency-Key too, and replay it', async () => {
    const body = registrationInput();
    space.draws.push(500);

    const first = await app.http.post('/api/register').set('Idempotency-Key', 'draw-taken-1').send(body).expect(200);
    const replay = await app.http.post('/api/register').set('Idempotency-Key', 'draw-taken-1').send(body).expect(200);

    expect(bodyOf<'RegistrationResponse'>(first).reference).toBe('PRG-000505');
    expect(bodyOf<'RegistrationResponse'>(replay).reference).toBe('PRG-000505');
  });

  it('should keep intake a fixed number of statements past 90 % fill, up to 99 %', async () => {
    const taken = await takenPositions();
    const free = range(0, SPACE_SIZE - 1).filter((position) => !taken.has(position));
    // Fill to 900 of 1,000 at random places, as random draws would have.
    await seedTakenReferences(app, programReferences(shuffled(free, 21).slice(0, 900 - taken.size)));
    expect((await takenPositions()).size).toBe(900);

    const issued = new Set<string>();
    const costs = new Set<number>();
    for (let n = 0; n < 90; n++) {
      const { reference, statements: run } = await intake();
      issued.add(reference);
      costs.add(run.length);
    }

    expect(issued.size).toBe(90);
    expect((await takenPositions()).size).toBe(990);
    // A free draw, a taken one, or one with a walk more or two: after a run longer than the walk inside the failed
    // insert, and where the run crosses the end of the space (the walk goes on from its start).
    expect([...costs].every((cost) => cost >= freeDraw && cost <= takenDraw + 2)).toBe(true);
  });

  it('should still find the last free reference, and answer 503 only once the space is full, writing nothing', async () => {
    const taken = await takenPositions();
    const free = range(0, SPACE_SIZE - 1).filter((position) => !taken.has(position));
    const last = free.pop()!;
    await seedTakenReferences(app, programReferences(free));

    expect((await intake(last === 0 ? 1 : last - 1)).reference).toBe(programReferences([last])[0]);
    expect((await takenPositions()).size).toBe(SPACE_SIZE);

    const before = await rowCounts();
    statements = [];
    const response = await app.http.post('/api/register').send(registrationInput()).expect(503);
    const run = [...statements];

    expect(bodyOf<'HTTPError'>(response).code).toBe('reference_space_exhausted');
    expect(bodyOf<'HTTPError'>(response).detail).toContain('REFERENCE_DIGITS');
    expect(await rowCounts()).toEqual(before);
    // The whole space seen taken in a few walks of growing length, not one statement per reference.
    expect(run.length).toBeLessThanOrEqual(takenDraw + 2);

    // References are never deleted: the next intake is refused without walking the space again.
    statements = [];
    await app.http.post('/api/register').send(registrationInput()).expect(503);
    expect(statements.filter((sql) => sql.includes('"registrations"'))).toEqual([]);
  });

  describe('handoff record references (INS-)', () => {
    let programReference: string;
    let programId: number;

    beforeAll(async () => {
      // Every PRG- reference of the small space is taken by now: this program gets one seeded straight in.
      await seedTakenReferences(app, ['PRG-0009999']);
      const [row] = await app.dataSource.query<Array<{ id: number }>>(
        `SELECT id FROM registrations WHERE reference = 'PRG-0009999'`,
      );
      programReference = 'PRG-0009999';
      programId = Number(row.id);
    });

    async function seedInstructionRefs(refs: string[]): Promise<void> {
      const at = new Date();
      const rows = refs.map((instructionRef) => ({
        instructionRef,
        registrationId: programId,
        provider: 'bank-partner',
        action: 'submit_order',
        externalId: null,
        status: 'draft' as const,
        payload: {},
        createdAt: at,
        updatedAt: at,
      }));
      for (let start = 0; start < rows.length; start += 100) {
        await app.dataSource
          .createQueryBuilder()
          .insert()
          .into(Instruction)
          .values(rows.slice(start, start + 100))
          .execute();
      }
    }

    const create = () => app.http.post('/api/instructions').set(ADMIN_HEADERS).send(instructionInput(programReference));

    it('should take the first free INS- reference at or after the draw, in one walk', async () => {
      await seedInstructionRefs(range(100, 104).map((n) => `INS-${String(n).padStart(6, '0')}`));
      instructionSpace.draws.push(100);
      statements = [];

      const response = await create().expect(200);

      expect(bodyOf<'InstructionResponse'>(response).instruction_ref).toBe('INS-000105');
      expect(statements.filter((sql) => sql.includes('row_number() OVER'))).toHaveLength(1);
    });

    it('should answer 503 only once every INS- reference of the space is taken', async () => {
      const [{ count }] = await app.dataSource.query<Array<{ count: number | string }>>(
        'SELECT COUNT(*) AS count FROM instructions',
      );
      const taken = await app.dataSource.query<Array<{ instruction_ref: string }>>(
        'SELECT instruction_ref FROM instructions',
      );
      const takenSet = new Set(taken.map((row) => row.instruction_ref));
      const free = range(0, SPACE_SIZE - 1)
        .map((n) => `INS-${String(n).padStart(6, '0')}`)
        .filter((ref) => !takenSet.has(ref));
      const last = free.pop()!;
      await seedInstructionRefs(free);

      expect(bodyOf<'InstructionResponse'>(await create().expect(200)).instruction_ref).toBe(last);
      const refused = await create().expect(503);
      expect(bodyOf<'HTTPError'>(refused).code).toBe('reference_space_exhausted');
      const [after] = await app.dataSource.query<Array<{ count: number | string }>>(
        'SELECT COUNT(*) AS count FROM instructions',
      );
      expect(Number(after.count)).toBe(Number(count) + free.length + 1);
    });
  });
});
