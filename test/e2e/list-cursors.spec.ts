import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { uploadDocument } from '../factories/document.factory';
import { registerProgram } from '../factories/registration.factory';
import { createOperator } from '../support/operators';
import { startTestApp, TestApp } from '../support/test-app';

interface AdminPage {
  registrations: Array<{ reference: string; document_count: number; status: string }>;
  count: number;
  total: number | null;
  next_cursor: string | null;
}

interface PartnerPage {
  total: number | null;
  offset: number;
  count: number;
  registrations: Array<{ reference: string }>;
  next_cursor: string | null;
}

/** The body as the shape this suite reads of it. */
function body<T>(response: { body: unknown }): T {
  return response.body as T;
}

interface ValidationBody {
  detail: Array<{ type: string; loc: Array<string | number>; msg: string; input: unknown }>;
}

/**
 * Keyset paging of the lists that grow with the book (admin, partner, operator log): every row exactly once while
 * rows are added meanwhile, ties on the creation time broken by id, filters with cursors, and cursors refused (422)
 * when malformed, altered or another list's.
 */
describe('List cursors (keyset paging)', () => {
  let app: TestApp;
  const partner = `cursor-partner-${Date.now()}`;
  let partnerKey: Record<string, string>;
  /** Newest first, as the lists order them. */
  let book: string[];

  beforeAll(async () => {
    app = await startTestApp();
    const references: string[] = [];
    for (let index = 0; index < 23; index++) {
      const overrides = index % 3 === 0 ? { partner_slug: partner } : index % 3 === 1 ? { corridor: 'CA-MX' } : {};
      references.push((await registerProgram(app, overrides)).reference);
    }
    // Ties: six registrations share one creation time, so only the id orders them.
    const tied = references.slice(5, 11);
    await app.dataSource.query(
      `UPDATE "registrations" SET "created_at" = (SELECT "created_at" FROM "registrations" WHERE "reference" = ${placeholder(1)})
       WHERE "reference" IN (${tied.map((_, index) => placeholder(index + 2)).join(', ')})`,
      [tied[0], ...tied],
    );
    for (const reference of references.filter((_, index) => index % 4 === 0)) {
      await uploadDocument(app, reference);
    }
    partnerKey = partnerHeaders(await issueApiKey(app, partner));
    book = await everyReference();
  });

  afterAll(async () => {
    await app.close();
  });

  function placeholder(n: number): string {
    return app.dataSource.options.type === 'postgres' ? `$${n}` : '?';
  }

  /** The whole book newest first in one page (the lists' own order, by (created_at, id)). */
  async function everyReference(query: Record<string, string> = {}): Promise<string[]> {
    const response = await app.http
      .get('/api/admin/registrations')
      .query({ ...query, limit: 1000 })
      .set(ADMIN_HEADERS)
      .expect(200);
    const page = body<AdminPage>(response);
    expect(page.next_cursor).toBeNull();
    return page.registrations.map((row) => row.reference);
  }

  async function adminPage(query: Record<string, string | number>): Promise<AdminPage> {
    return body<AdminPage>(await app.http.get('/api/admin/registrations').query(query).set(ADMIN_HEADERS).expect(200));
  }

  /** Follows next_cursor to the end, calling `between` after each page. */
  async function walkAdmin(query: Record<string, string>, limit: number, between = async () => {}): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminPage = await adminPage(cursor === null ? { ...query, limit } : { ...query, limit, cursor });
      expect(page.count).toBe(page.registrations.length);
      expect(page.registrations.length).toBeLessThanOrEqual(limit);
      seen.push(...page.registrations.map((row) => row.reference));
      cursor = page.next_cursor;
      await between();
    } while (cursor !== null);
    return seen;
  }

  it('should give every registration exactly once, newest first, while new ones are registered meanwhile', async () => {
    const before = await everyReference();
    const added: string[] = [];
    const seen = await walkAdmin({}, 4, async () => {
      added.push((await registerProgram(app)).reference);
    });

    // The new registrations are newer than the first page: a walk started before them does not meet them.
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
    expect(added.some((reference) => seen.includes(reference))).toBe(false);
    expect((await everyReference()).slice(0, added.length)).toEqual([...added].reverse());
  });

  it('should page each filter and their combinations with cursors, bound to those filters', async () => {
    const filters: Array<Record<string, string>> = [
      { partner },
      { has_documents: 'true' },
      { has_documents: 'false', corridor: 'CA-MX' },
      { partner, has_documents: 'true' },
      { status: 'pending', settlement_path: 'fiat' },
    ];
    for (const filter of filters) {
      const expected = await everyReference(filter);
      expect(expected.length).toBeGreaterThan(0);
      expect(await walkAdmin(filter, 2)).toEqual(expected);
    }
    const withDocuments = await adminPage({ has_documents: 'true', limit: 1000 });
    expect(withDocuments.registrations.every((row) => row.document_count > 0)).toBe(true);
    expect(withDocuments.total).toBe(withDocuments.count);
    const first = await adminPage({ partner, limit: 2 });
    const refused = await app.http
      .get('/api/admin/registrations')
      .query({ partner: `${partner}-other`, limit: 2, cursor: first.next_cursor as string })
      .set(ADMIN_HEADERS)
      .expect(422);
    expect(body<ValidationBody>(refused).detail[0]).toMatchObject({
      type: 'cursor_invalid',
      loc: ['query', 'cursor'],
    });
  });

  it('should count the total of a small list exactly on every page', async () => {
    const first = await adminPage({ partner, limit: 3 });
    const second = await adminPage({ partner, limit: 3, cursor: first.next_cursor as string });
    const all = await everyReference({ partner });

    expect([first.total, second.total]).toEqual([all.length, all.length]);
  });

  it('should answer 422 for malformed, altered, overlong or another list’s cursors, and log no error', async () => {
    const first = await adminPage({ limit: 2 });
    const valid = first.next_cursor as string;
    const partnerFirst = body<PartnerPage>(
      await app.http.get('/api/partner/registrations').query({ limit: 1 }).set(partnerKey).expect(200),
    );
    const flipped = `${valid.slice(0, 10)}${valid[10] === 'A' ? 'B' : 'A'}${valid.slice(11)}`;
    const decoded = Buffer.from(valid, 'base64url').toString('latin1');
    const cases: Array<[string, string]> = [
      ['not base64url', 'not a cursor!'],
      ['padding', `${valid}=`],
      ['truncated', valid.slice(0, -3)],
      ['altered', flipped],
      ['another id, same tag', Buffer.from(decoded.replace(/\.(\d+)\.([0-9a-f]+)$/, '.1.$2')).toString('base64url')],
      ['SQL in a well-formed shell', Buffer.from(`1.a.0.1 OR 1=1.${'0'.repeat(16)}`).toString('base64url')],
      ['id past 32 bits', Buffer.from(`1.a.1.99999999999.${'0'.repeat(16)}`).toString('base64url')],
      ['the partner list’s', partnerFirst.next_cursor as string],
      ['empty', ''],
    ];
    const linesBefore = app.logs.lines.length;
    for (const [name, cursor] of cases) {
      const response = await app.http.get('/api/admin/registrations').query({ cursor }).set(ADMIN_HEADERS);
      expect([name, response.status]).toEqual([name, 422]);
      const [error] = body<ValidationBody>(response).detail;
      expect([name, error.type, error.loc]).toEqual([name, 'cursor_invalid', ['query', 'cursor']]);
      expect(error.msg).toMatch(/^The cursor /);
      expect(JSON.stringify(response.body)).not.toMatch(/stack|QueryFailed|SQLITE|syntax/i);
    }
    const overlong = await app.http
      .get('/api/admin/registrations')
      .query({ cursor: 'A'.repeat(201) })
      .set(ADMIN_HEADERS)
      .expect(422);
    expect(body<ValidationBody>(overlong).detail[0].loc).toEqual(['query', 'cursor']);
    const logged = app.logs.lines.slice(linesBefore);
    expect(logged.filter((line) => line.includes('"status":422'))).toHaveLength(cases.length + 1);
    expect(logged.join('\n')).not.toMatch(/"level":"(error|fatal)"|unhandled|"stack"|QueryFailed/i);
  });

  describe('partner list', () => {
    async function partnerPage(query: Record<string, string | number>, status = 200): Promise<PartnerPage> {
      return body<PartnerPage>(
        await app.http.get('/api/partner/registrations').query(query).set(partnerKey).expect(status),
      );
    }

    it('should page by cursor through every row of the partner once, and from an offset page onwards', async () => {
      const expected = await everyReference({ partner });
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: PartnerPage = await partnerPage(cursor === null ? { limit: 3 } : { limit: 3, cursor });
        seen.push(...page.registrations.map((row) => row.reference));
        expect(page.total).toBe(expected.length);
        cursor = page.next_cursor;
      } while (cursor !== null);
      expect(seen).toEqual(expected);

      const fromOffset = await partnerPage({ limit: 2, offset: 2 });
      expect(fromOffset.registrations.map((row) => row.reference)).toEqual(expected.slice(2, 4));
      const onwards = await partnerPage({ limit: 100, cursor: fromOffset.next_cursor as string });
      expect(onwards.registrations.map((row) => row.reference)).toEqual(expected.slice(4));
      expect(onwards.next_cursor).toBeNull();
    });

    it('should cap the offset, refuse offset with cursor, and refuse another partner’s or status’s cursor', async () => {
      const tooDeep = await app.http
        .get('/api/partner/registrations')
        .query({ offset: 10_001 })
        .set(partnerKey)
        .expect(422);
      expect(body<ValidationBody>(tooDeep).detail[0].loc).toEqual(['query', 'offset']);
      await partnerPage({ offset: 10_000 });
      const first = await partnerPage({ limit: 1 });
      const both = await app.http
        .get('/api/partner/registrations')
        .query({ offset: 1, cursor: first.next_cursor as string })
        .set(partnerKey)
        .expect(422);
      expect(body<ValidationBody>(both).detail[0]).toMatchObject({
        type: 'offset_with_cursor',
        loc: ['query', 'offset'],
      });
      const otherStatus = await app.http
        .get('/api/partner/registrations')
        .query({ status: 'approved', cursor: first.next_cursor as string })
        .set(partnerKey)
        .expect(422);
      expect(body<ValidationBody>(otherStatus).detail[0].type).toBe('cursor_invalid');
      const otherPartner = partnerHeaders(await issueApiKey(app, `${partner}-2`));
      await app.http
        .get('/api/partner/registrations')
        .query({ cursor: first.next_cursor as string })
        .set(otherPartner)
        .expect(422);
    });
  });

  describe('operator audit log', () => {
    interface LogPage {
      entries: Array<{ id: number }>;
      next_before: number | null;
      next_cursor: string | null;
    }

    it('should page by cursor exactly as by `before`, and refuse both at once or a bad cursor', async () => {
      for (let created = 0; created < 5; created++) {
        await createOperator(app, 'viewer');
      }
      const walk = async (next: (page: LogPage) => Record<string, string | number> | null) => {
        const ids: number[] = [];
        let query: Record<string, string | number> | null = { limit: 2 };
        while (query !== null) {
          const response = await app.http.get('/api/operator/audit-log').query(query).set(ADMIN_HEADERS).expect(200);
          const page = body<LogPage>(response);
          ids.push(...page.entries.map((entry) => entry.id));
          expect(page.next_cursor === null).toBe(page.next_before === null);
          const following = next(page);
          query = following === null ? null : { limit: 2, ...following };
        }
        return ids;
      };
      const byCursor = await walk((page) => (page.next_cursor === null ? null : { cursor: page.next_cursor }));
      const byBefore = await walk((page) => (page.next_before === null ? null : { before: page.next_before }));
      expect(byCursor.length).toBeGreaterThan(2);
      expect(byCursor).toEqual(byBefore);

      const first = body<LogPage>(
        await app.http.get('/api/operator/audit-log').query({ limit: 1 }).set(ADMIN_HEADERS).expect(200),
      );
      const both = await app.http
        .get('/api/operator/audit-log')
        .query({ cursor: first.next_cursor as string, before: 5 })
        .set(ADMIN_HEADERS)
        .expect(422);
      expect(body<ValidationBody>(both).detail[0].loc).toEqual(['query', 'before']);
      const adminCursor = (await adminPage({ limit: 1 })).next_cursor as string;
      const refused = await app.http
        .get('/api/operator/audit-log')
        .query({ cursor: adminCursor })
        .set(ADMIN_HEADERS)
        .expect(422);
      expect(body<ValidationBody>(refused).detail[0]).toMatchObject({
        type: 'cursor_invalid',
        loc: ['query', 'cursor'],
      });
    });
  });

  it('should list the seeded book in (created_at, id) order, ties by id', async () => {
    const rows = await app.dataSource.query<Array<{ reference: string }>>(
      'SELECT "reference" FROM "registrations" ORDER BY "created_at" DESC, "id" DESC',
    );
    expect(book).toEqual(rows.map((row) => row.reference).filter((reference) => book.includes(reference)));
  });
});
