import { Client } from 'pg';
import { registrationInput } from '../../factories/registration.factory';
import { AcknowledgementLedger } from '../../support/nothing-lost';
import { flushPrefix, testRedisUrl, uniqueQueuePrefix } from '../../support/redis';
import { ProcessFixture } from '../../support/process-fixture';
import { TEST_ADMIN_TOKEN } from '../../support/test-app';

jest.setTimeout(240_000);

const SHARED_PROGRAMS = 6;
const LOAD_MS = 3000;
const CLIENTS = 12;

/**
 * Two service processes on one PostgreSQL (+ one Redis queue when available) under concurrent intake,
 * checklist patches and handoff creates/updates through both: every acknowledged write is there exactly
 * once, every program's events are gapless with a valid chain, and every delivery is made once.
 */
describe('Two service processes on one database (PostgreSQL)', () => {
  const redisUrl = testRedisUrl();
  const prefix = uniqueQueuePrefix();
  let fixture: ProcessFixture;

  beforeAll(async () => {
    fixture = await ProcessFixture.create();
  });

  afterAll(async () => {
    await fixture.dispose();
    if (redisUrl) {
      await flushPrefix(redisUrl, prefix);
    }
  });

  it('should keep every acknowledged write exactly once, chains valid, every delivery made', async () => {
    const env = {
      NODE_ENV: 'test',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      WEBHOOK_RETRY_SCHEDULE_MS: '100,100,100',
      SWEEPER_INTERVAL_MS: '300',
      WEBHOOK_QUEUE_PREFIX: prefix,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    const urls: string[] = [];
    for (let n = 0; n < 2; n++) {
      urls.push((await fixture.startService(env)).url);
    }
    const admin = { 'content-type': 'application/json', 'x-admin-token': TEST_ADMIN_TOKEN };
    const call = async (url: string, method: string, path: string, body: unknown, headers = admin) => {
      const response = await fetch(`${url}${path}`, { method, headers, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const ledger = new AcknowledgementLedger();
    const shared: string[] = [];
    for (let n = 0; n < SHARED_PROGRAMS; n++) {
      const created = await call(urls[n % 2], 'POST', '/api/register', registrationInput({ client_role: 'business' }));
      const reference = created.body.reference as string;
      ledger.references.add(reference);
      shared.push(reference);
      const hook = await call(urls[(n + 1) % 2], 'POST', '/api/operator/webhooks', {
        reference,
        url: fixture.receiver.url(),
      });
      expect(hook.status).toBe(200);
    }

    const statuses: number[] = [];
    const until = Date.now() + LOAD_MS;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = 0; Date.now() < until; n++) {
          const url = urls[(client + n) % 2];
          const reference = shared[(client + n) % SHARED_PROGRAMS];
          if (client % 3 === 0) {
            const intake = await call(url, 'POST', '/api/register', registrationInput());
            statuses.push(intake.status);
            if (intake.status === 200) {
              ledger.references.add(intake.body.reference as string);
            }
          } else if (client % 3 === 1) {
            const item = n % 2 === 0 ? 'aml_programme' : 'settlement_path_confirmed';
            const patch = await call(url, 'PATCH', `/api/checklist/${reference}/items/${item}`, { done: n % 4 < 2 });
            statuses.push(patch.status);
          } else {
            const created = await call(url, 'POST', '/api/instructions', { reference, provider: 'two-process-rail' });
            statuses.push(created.status);
            if (created.status === 200) {
              const id = created.body.id as number;
              ledger.instructionIds.add(id);
              const other = urls[(client + n + 1) % 2];
              const patched = await call(other, 'PATCH', `/api/instructions/${id}`, { status: 'submitted' });
              statuses.push(patched.status);
            }
          }
        }
      }),
    );

    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await ledger.verify(fixture.scratch.url);

    const database = new Client({ connectionString: fixture.scratch.url });
    await database.connect();
    try {
      const deadline = Date.now() + 30_000;
      let pending = -1;
      let total = 0;
      while (Date.now() < deadline) {
        const counts = await database.query<{ total: string; pending: string }>(
          `SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE status <> 'delivered') AS pending FROM webhook_deliveries`,
        );
        total = Number(counts.rows[0].total);
        pending = Number(counts.rows[0].pending);
        if (pending === 0) {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(pending).toBe(0);
      expect(total).toBeGreaterThan(SHARED_PROGRAMS);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = fixture.receiver.requests.map((request) => String(request.headers['webhook-id']));
      expect(new Set(ids).size).toBe(total);
      expect(ids.length).toBe(total);
    } finally {
      await database.end();
    }
  });
});
