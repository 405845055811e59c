import * as references from '../../src/registrations/reference';
import { programReferences, range, seedTakenReferences } from '../factories/seeded-references.factory';
import { TEST_AUDIT_SIGNING_KEY } from '../support/audit-keys';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

// The first 1,000 six-digit references: a space small enough to fill past a quarter in a test, counted exactly.
const SPACE_SIZE = 1000;

/** Ready for production on PostgreSQL but for what a test changes (see catalogs.spec.ts). */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
  SESSION_SECRET: 'session-secret-e2e-value-1234',
  REDIS_URL: 'redis://127.0.0.1:6399',
  IDV_WEBHOOK_SECRET: 'idv-secret-e2e-value',
  PAYMENT_WEBHOOK_SECRET: 'payment-secret-e2e-value',
  MESSAGING_WEBHOOK_SECRET: 'messaging-secret-e2e-value',
};

/**
 * `/api/readiness` reports the reference space once more than a quarter of it is taken (check `reference_space`),
 * naming REFERENCE_DIGITS. Like every failing check it turns `ready` false: the report is the configuration's fitness
 * for production (probes use /health), and a crowded space is something to change.
 */
describe('Readiness: how full the reference space is', () => {
  let app: TestApp | undefined;

  beforeAll(() => {
    jest
      .spyOn(references, 'referenceSpaceOf')
      .mockImplementation((prefix, digits) => new references.ReferenceSpace(prefix, digits, SPACE_SIZE));
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(() => {
    jest.restoreAllMocks();
  });

  /** A service whose space already has `taken` references (and longer ones, which are no part of it). */
  async function readinessWith(taken: number) {
    app = await startTestApp({ env: PRODUCTION_ENV });
    await seedTakenReferences(app, programReferences(range(0, taken - 1)));
    await seedTakenReferences(app, programReferences(range(0, 99), 7));
    const readiness = bodyOf<'Readiness'>(await app.http.get('/api/readiness').expect(200));
    return { readiness, check: readiness.checks.find((entry) => entry.name === 'reference_space')! };
  }

  it('should pass at a quarter of the space taken, saying how much', async () => {
    const { readiness, check } = await readinessWith(250);

    // The embedded SQLite database is itself a failing check; on PostgreSQL every check passes.
    expect(readiness.ready).toBe(app!.config.database.dialect === 'postgres');
    expect(check).toEqual({
      name: 'reference_space',
      ok: true,
      detail:
        'New references have 6 digits (REFERENCE_DIGITS=6); share of that space taken: PRG- 25.0 %, INS- 0.0 %; reported above 25 %.',
    });
  });

  it('should fail past a quarter, naming REFERENCE_DIGITS, and turn ready false', async () => {
    const { readiness, check } = await readinessWith(251);

    expect(check.ok).toBe(false);
    expect(check.detail).toBe(
      'More than 25 % of the 6-digit PRG- references are taken (PRG- 25.1 %, INS- 0.0 %): raise REFERENCE_DIGITS ' +
        '(now 6, at most 12) so that new references are drawn from a space ten times larger per digit; issued references keep working.',
    );
    expect(readiness.ready).toBe(false);
  });
});
