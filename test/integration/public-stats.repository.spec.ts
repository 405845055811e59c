import { TransactionRunner } from '../../src/database/transaction-runner';
import { PublicStatsRepository } from '../../src/read-models/public-stats.repository';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** Whole-service totals on the real dialect. */
describe(PublicStatsRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let totals: PublicStatsRepository;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    totals = app.app.get(PublicStatsRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should count every program event, of every program', async () => {
    const before = await db.read((unit) => totals.eventsTotal(unit));
    const program = await registerProgram(app);
    const afterIntake = await db.read((unit) => totals.eventsTotal(unit));
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing' })
      .expect(200);
    const afterChange = await db.read((unit) => totals.eventsTotal(unit));

    const recorded = await app.http
      .get(`/api/programs/${program.reference}/events?limit=500`)
      .set(ADMIN_HEADERS)
      .expect(200);
    expect(afterChange - before).toBe((recorded.body as { events: unknown[] }).events.length);
    expect(afterChange).toBeGreaterThan(afterIntake);
    expect(afterIntake).toBeGreaterThan(before);
  });
});
