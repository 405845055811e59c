import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

interface EventsPage {
  events: Array<{ id: number; event_type: string }>;
}

/**
 * SQLite on a file, as `npm start` runs by default (the other suites use an in-memory database). In the sqlite project
 * only: jest.config.js keeps it out of the postgres one, so nothing is skipped.
 */
describe('SQLite on a file (the default `npm start` database)', () => {
  let dir: string;
  let databaseUrl: string;
  let app: TestApp | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pws-sqlite-file-'));
    databaseUrl = `sqlite:${join(dir, 'db.sqlite')}`;
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async (): Promise<TestApp> => (app = await startTestApp({ env: { DATABASE_URL: databaseUrl } }));

  async function snapshot(running: TestApp, reference: string) {
    const status = await running.http.get(`/api/programs/${reference}`).expect(200);
    const events = await running.http.get(`/api/programs/${reference}/events?limit=500`).expect(200);
    const audit = await running.http.get(`/api/register/${reference}/audit.json`).set(ADMIN_HEADERS).expect(200);
    return {
      status: status.body as Record<string, unknown>,
      events: (events.body as EventsPage).events,
      integrity: (audit.body as { integrity: Record<string, unknown> }).integrity,
    };
  }

  let reference = '';
  let beforeRestart: Awaited<ReturnType<typeof snapshot>>;

  it('should take intake, answer the status read and the events page, and keep a valid chain', async () => {
    const running = await start();
    expect(running.config.database).toMatchObject({ dialect: 'sqlite', sqlitePath: join(dir, 'db.sqlite') });
    reference = (await registerProgram(running, { client_role: 'business' })).reference;
    for (const done of [true, false, true]) {
      await running.http.patch(`/api/checklist/${reference}/items/aml_programme`).send({ done }).expect(200);
    }
    // Concurrent intakes on the one file connection: each answered, each stored once.
    const others = await Promise.all(Array.from({ length: 5 }, () => registerProgram(running)));
    expect(new Set(others.map((program) => program.reference)).size).toBe(5);

    beforeRestart = await snapshot(running, reference);
    expect(beforeRestart.status).toMatchObject({ reference, status: 'pending' });
    const types = beforeRestart.events.map((event) => event.event_type);
    expect(types.filter((type) => type === 'checklist.item_updated')).toHaveLength(3);
    expect(beforeRestart.integrity).toMatchObject({ chain_valid: true, event_count: beforeRestart.events.length });
    expect(statSync(join(dir, 'db.sqlite')).size).toBeGreaterThan(0);
  });

  it('should keep every record and a verifying chain when the app restarts on the same file', async () => {
    expect(reference).not.toBe('');
    const running = await start();
    const afterRestart = await snapshot(running, reference);
    expect(afterRestart).toEqual(beforeRestart);

    // The chain continues across the restart: a new event links to the last one written before it.
    await running.http.patch(`/api/checklist/${reference}/items/aml_programme`).send({ done: false }).expect(200);
    const continued = await snapshot(running, reference);
    expect(continued.events).toHaveLength(beforeRestart.events.length + 1);
    expect(continued.events.slice(0, -1)).toEqual(beforeRestart.events);
    expect(continued.integrity).toMatchObject({ chain_valid: true, event_count: beforeRestart.events.length + 1 });
  });
});
