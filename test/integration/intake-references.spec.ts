import * as references from '../../src/registrations/reference';
import { registerProgram, registrationInput } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

/** A drawn reference that is already taken costs a new draw; a nearly full reference space answers 503. */
describe('Intake reference draws', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app.close();
  });

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

  it('should draw again when the reference is taken and leave the taken program untouched', async () => {
    const taken = await registerProgram(app);
    const before = await rowCounts();
    const draw = jest
      .spyOn(references, 'randomReference')
      .mockReturnValueOnce(taken.reference)
      .mockReturnValueOnce(taken.reference)
      .mockReturnValueOnce('PRG-424242');

    const response = await app.http.post('/api/register').send(registrationInput()).expect(200);

    expect(draw).toHaveBeenCalledTimes(3);
    expect(bodyOf<'RegistrationResponse'>(response).reference).toBe('PRG-424242');
    const after = await rowCounts();
    expect(after[0]).toBe(before[0] + 1);
    expect(after[2]).toBe(before[2] + 1);
    const events = await app.http.get(`/api/programs/${taken.reference}/events`).expect(200);
    expect(bodyOf<'ProgramEventsList'>(events).events).toHaveLength(1);
    const created = await app.dataSource.query<Array<{ seq: number; prev_hash: string }>>(
      "SELECT e.seq, e.prev_hash FROM program_events e JOIN registrations r ON r.id = e.registration_id WHERE r.reference = 'PRG-424242'",
    );
    expect(created).toEqual([{ seq: 1, prev_hash: '0'.repeat(64) }]);
  });

  it('should answer 503 reference_space_exhausted and write nothing when every draw is taken', async () => {
    const taken = await registerProgram(app);
    const before = await rowCounts();
    jest.spyOn(references, 'randomReference').mockReturnValue(taken.reference);

    const response = await app.http.post('/api/register').send(registrationInput()).expect(503);

    expect(bodyOf<'HTTPError'>(response).code).toBe('reference_space_exhausted');
    expect(await rowCounts()).toEqual(before);
  });
});
