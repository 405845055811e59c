import { registerProgram } from '../../factories/registration.factory';
import { startTestApp, TestApp } from '../../support/test-app';

const WRITERS = 8;
const WRITES_PER_WRITER = 15;

interface EventRow {
  id: number;
}

describe('Event paging under concurrent writers (PostgreSQL)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ listen: true, env: { DATABASE_POOL_MAX: '20' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should never skip or repeat an event for a reader paging with since_id while writers commit', async () => {
    const program = await registerProgram(app, { client_role: 'business' });
    const items = ['legal_entity_identified', 'identity_verification', 'aml_programme', 'settlement_path_confirmed'];
    let writing = true;

    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let write = 0; write < WRITES_PER_WRITER; write++) {
        const item = items[writer % items.length];
        const response = await fetch(`${app.url}/api/checklist/${program.reference}/items/${item}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ done: write % 2 === 0 }),
        });
        expect(response.status).toBe(200);
      }
    });

    const seen: number[] = [];
    let sinceId = 0;
    const reader = (async () => {
      while (writing) {
        sinceId = await readPage(program.reference, sinceId, seen);
      }
    })();

    try {
      await Promise.all(writers);
    } finally {
      writing = false;
      await reader;
    }
    // Drain what committed after the reader's last page.
    for (;;) {
      const before = seen.length;
      sinceId = await readPage(program.reference, sinceId, seen);
      if (seen.length === before) {
        break;
      }
    }

    const committed: EventRow[] = await app.dataSource.query(
      'SELECT id FROM program_events WHERE registration_id = $1 ORDER BY id',
      [program.id],
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(committed.map((row) => Number(row.id)));
    expect(committed.length).toBeGreaterThan(WRITERS);
  });

  async function readPage(reference: string, sinceId: number, seen: number[]): Promise<number> {
    const response = await fetch(`${app.url}/api/programs/${reference}/events?since_id=${sinceId}&limit=7`);
    const body = (await response.json()) as { events: EventRow[] };
    for (const event of body.events) {
      seen.push(event.id);
    }
    return body.events.length > 0 ? body.events[body.events.length - 1].id : sinceId;
  }
});
