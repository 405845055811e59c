import { Client } from 'pg';
import { registrationInput } from '../../factories/registration.factory';
import { AcknowledgementLedger } from '../../support/nothing-lost';
import { ProcessFixture } from '../../support/process-fixture';
import { exited } from '../../support/service-child';
import { TEST_ADMIN_TOKEN } from '../../support/test-app';

jest.setTimeout(240_000);

const WORKERS = 12;

interface Outcome {
  status?: number;
  reference?: string;
  error?: string;
}

/**
 * SIGTERM while clients keep registering and deliveries are going out: every request the service answered
 * is whole in the database, the process exits by itself in bounded time, and no delivery is left claimed.
 */
describe('Graceful shutdown under load (real process, PostgreSQL)', () => {
  let fixture: ProcessFixture;

  beforeAll(async () => {
    fixture = await ProcessFixture.create();
  });

  afterAll(async () => {
    await fixture.dispose();
  });

  it('should finish in-flight requests, stop its worker cleanly and leave nothing stalled', async () => {
    const { child, url: api } = await fixture.startService({
      NODE_ENV: 'test',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      WEBHOOK_TIMEOUT_MS: '2000',
      SWEEPER_INTERVAL_MS: '200',
    });
    const admin = { 'content-type': 'application/json', 'x-admin-token': TEST_ADMIN_TOKEN };
    const program = (await (
      await fetch(`${api}/api/register`, { method: 'POST', headers: admin, body: JSON.stringify(registrationInput()) })
    ).json()) as { reference: string };
    const hook = await fetch(`${api}/api/operator/webhooks`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ reference: program.reference, url: fixture.receiver.url() }),
    });
    expect(hook.status).toBe(200);

    const outcomes: Outcome[] = [];
    let running = true;
    const worker = async (index: number) => {
      for (let n = 0; running; n++) {
        try {
          const response =
            index % 3 === 0
              ? await fetch(`${api}/api/checklist/${program.reference}/items/consent_recorded`, {
                  method: 'PATCH',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ done: n % 2 === 1 }),
                })
              : await fetch(`${api}/api/register`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify(registrationInput()),
                });
          const body = (await response.json()) as { reference?: string };
          outcomes.push({ status: response.status, reference: index % 3 === 0 ? undefined : body.reference });
        } catch (error) {
          // After the listener closes, new connections are refused: the client is told nothing was done.
          outcomes.push({ error: (error as Error).message });
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, index) => worker(index));

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([exited(child), new Promise((resolve) => (bound = setTimeout(resolve, 15_000)))]);
    clearTimeout(bound);
    const stopMs = Date.now() - signalledAt;
    running = false;
    await Promise.all(workers);

    // Exited by itself with code 0 once closed (a crash would give a non-zero code, a hang neither after the 15 s race).
    expect({ exitCode: child.exitCode, signalCode: child.signalCode }).toEqual({ exitCode: 0, signalCode: null });
    expect(stopMs).toBeLessThan(15_000);
    expect(outcomes.filter((outcome) => outcome.status !== undefined && outcome.status >= 500)).toEqual([]);
    const acknowledged = outcomes.filter((outcome) => outcome.status === 200 && outcome.reference);
    expect(acknowledged.length).toBeGreaterThan(0);

    const ledger = new AcknowledgementLedger();
    for (const outcome of acknowledged) {
      ledger.references.add(outcome.reference as string);
    }
    await ledger.verify(fixture.scratch.url);

    const client = new Client({ connectionString: fixture.scratch.url });
    await client.connect();
    try {
      const claimed = await client.query<{ count: string }>(
        `SELECT COUNT(*) AS count FROM webhook_deliveries WHERE lease_owner IS NOT NULL AND status <> 'delivered'`,
      );
      expect(Number(claimed.rows[0].count)).toBe(0);
    } finally {
      await client.end();
    }
  });
});
