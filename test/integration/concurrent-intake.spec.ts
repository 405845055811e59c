import { pydanticError, RequestValidationError } from '../../src/common/validation/pydantic-error';
import { ProgramEventsRepository } from '../../src/program-events/program-events.repository';
import { registrationInput } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

const INTAKES = 200;
const DEEP_FAILURE_MARK = 'Fails Deep';
// 200 intakes at once take ~2 s alone; the whole suite shares two cores with browsers and other workers.
const TIMEOUT_MS = 90_000;

describe('Concurrent intake', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ listen: true });
    // Simulates a failure discovered deep inside the intake's write: the registration row is written, then
    // a checklist item breaks the unique index (the item twice), reported as a validation error. Whatever
    // the write is made of (one statement or a transaction of several), it must leave nothing behind.
    const insert = ProgramEventsRepository.prototype.insertProgram;
    jest.spyOn(ProgramEventsRepository.prototype, 'insertProgram').mockImplementation(async function (
      this: ProgramEventsRepository,
      ...args: Parameters<ProgramEventsRepository['insertProgram']>
    ) {
      await new Promise((resolve) => setImmediate(resolve));
      const [unit, program, after] = args;
      if (program.registration.legalEntityName !== DEEP_FAILURE_MARK) {
        return insert.apply(this, args);
      }
      try {
        return await insert.call(
          this,
          unit,
          { ...program, checklist: [...program.checklist, program.checklist[0]] },
          after,
        );
      } catch {
        throw new RequestValidationError([
          pydanticError({ type: 'value_error', msg: 'Value error, rejected deep inside', input: DEEP_FAILURE_MARK }, [
            'body',
            'legal_entity_name',
          ]),
        ]);
      }
    });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  it(
    'should keep every acknowledged intake whole and leave no trace of a failed one',
    async () => {
      const bodies = Array.from({ length: INTAKES }, (_, index) =>
        registrationInput({
          email: `concurrent${index}@example.com`,
          legal_entity_name: index % 5 === 0 ? DEEP_FAILURE_MARK : `Entity ${index}`,
        }),
      );
      const responses = await Promise.all(
        bodies.map(async (body) => {
          const response = await fetch(`${app.url}/api/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: (await response.json()) as { reference?: string; id?: number } };
        }),
      );

      const accepted = responses.filter((response) => response.status === 200);
      const refused = responses.filter((response) => response.status === 422);
      expect(accepted).toHaveLength(INTAKES * 0.8);
      expect(refused).toHaveLength(INTAKES * 0.2);

      const references = accepted.map((response) => response.body.reference);
      expect(new Set(references).size).toBe(accepted.length);

      const registrations = await count('SELECT COUNT(*) AS count FROM registrations');
      const events = await count('SELECT COUNT(*) AS count FROM program_events');
      const orphanItems = await count(
        'SELECT COUNT(*) AS count FROM checklist_items WHERE registration_id NOT IN (SELECT id FROM registrations)',
      );
      const failedRows = await count(
        `SELECT COUNT(*) AS count FROM registrations WHERE legal_entity_name = '${DEEP_FAILURE_MARK}'`,
      );
      expect(registrations).toBe(accepted.length);
      expect(events).toBe(accepted.length);
      expect(orphanItems).toBe(0);
      expect(failedRows).toBe(0);

      for (const response of accepted) {
        const id = response.body.id as number;
        expect(
          await count(`SELECT COUNT(*) AS count FROM checklist_items WHERE registration_id = ${id}`),
        ).toBeGreaterThan(0);
        expect(await count(`SELECT COUNT(*) AS count FROM program_events WHERE registration_id = ${id}`)).toBe(1);
      }
    },
    TIMEOUT_MS,
  );

  async function count(sql: string): Promise<number> {
    const [row] = await app.dataSource.query<Array<{ count: number | string }>>(sql);
    return Number(row.count);
  }
});
