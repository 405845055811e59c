import { registrationInput } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

/**
 * A request is counted before it is served (decisions §12 rev 2): concurrent requests on real sockets cannot
 * overrun a limit, whatever the database makes them wait for.
 */
describe('Rate limits under concurrent requests', () => {
  const MISS_LIMIT = 20;
  const PROGRAM_WRITE_LIMIT = 10;
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      listen: true,
      env: {
        RATE_LIMIT_ENABLED: 'true',
        // Each test is its own client (X-Forwarded-For), so the first one's misses do not throttle the second.
        TRUST_PROXY: '1',
        RATE_LIMIT_MISS_PER_MINUTE: String(MISS_LIMIT),
        RATE_LIMIT_READ_PER_MINUTE: '100000',
        RATE_LIMIT_ANON_WRITE_PER_MINUTE: '100000',
        RATE_LIMIT_PROGRAM_WRITE_PER_MINUTE: String(PROGRAM_WRITE_LIMIT),
      },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  async function statuses(requests: Array<Promise<Response>>): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (const response of await Promise.all(requests)) {
      await response.arrayBuffer();
      counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
    }
    return counts;
  }

  it('should answer at most the miss limit of 300 concurrent unknown-reference reads with 404 and the rest 429', async () => {
    const requests = Array.from({ length: 300 }, (_unused, index) =>
      fetch(`${app.url}/api/programs/PRG-${String(700000 + index)}`, { headers: { 'x-forwarded-for': '192.0.2.1' } }),
    );
    const counts = await statuses(requests);
    expect(Object.fromEntries(counts)).toEqual({ 404: MISS_LIMIT, 429: 300 - MISS_LIMIT });
  }, 60_000);

  it('should let only the program write limit of 100 concurrent anonymous checklist toggles through', async () => {
    const created = await fetch(`${app.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': TEST_ADMIN_TOKEN },
      body: JSON.stringify(registrationInput()),
    });
    const { reference } = (await created.json()) as { reference: string };
    const eventsBefore = await eventCount(reference);

    const requests = Array.from({ length: 100 }, (_unused, index) =>
      fetch(`${app.url}/api/checklist/${reference}/items/identity_verification`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.2' },
        body: JSON.stringify({ done: index % 2 === 0 }),
      }),
    );
    const counts = await statuses(requests);

    expect(Object.fromEntries(counts)).toEqual({ 200: PROGRAM_WRITE_LIMIT, 429: 100 - PROGRAM_WRITE_LIMIT });
    // Rejected toggles left no trace: at most one event per admitted toggle.
    expect((await eventCount(reference)) - eventsBefore).toBeLessThanOrEqual(PROGRAM_WRITE_LIMIT);
  }, 60_000);

  async function eventCount(reference: string): Promise<number> {
    const response = await fetch(`${app.url}/api/programs/${reference}/events?limit=500`, {
      headers: { 'x-admin-token': TEST_ADMIN_TOKEN },
    });
    const body = (await response.json()) as { events: unknown[] };
    return body.events.length;
  }
});
