import { COUNTED_TOTAL_CAP } from '../../src/common/paging/paging-properties';
import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

interface AdminPage {
  count: number;
  total: number | null;
  next_cursor: string | null;
}

function body<T>(response: { body: unknown }): T {
  return response.body as T;
}

/**
 * Totals are counted only up to COUNTED_TOTAL_CAP (the count reads at most that many index entries): exact up to
 * it, null beyond, on the API lists and "more than" in the console; a list past the cap still pages to its end.
 */
describe('List totals beyond the counted cap', () => {
  let app: TestApp;
  const partner = 'capped-partner';

  beforeAll(async () => {
    app = await startTestApp();
    await registerProgram(app, { partner_slug: partner });
    // One more than the cap, written by SQL (intake would take minutes): the same rows on both dialects.
    const postgres = app.dataSource.options.type === 'postgres';
    const now = postgres ? `now()` : `strftime('%Y-%m-%d %H:%M:%f', 'now')`;
    const digits = postgres ? `lpad("i"::text, 5, '0')` : `printf('%05d', "i")`;
    await app.dataSource.query(
      `WITH RECURSIVE "n"("i") AS (SELECT 1 UNION ALL SELECT "i" + 1 FROM "n" WHERE "i" < ${COUNTED_TOTAL_CAP + 1})
       INSERT INTO "registrations" ("reference", "full_name", "email", "consent_accepted", "settlement_path",
         "client_role", "registration_type", "partner_slug", "status", "lifecycle", "template_id", "created_at", "updated_at")
       SELECT 'PRG-9' || ${digits}, 'Capped ' || "i", 'capped' || "i" || '@example.com', true, 'fiat',
         'individual', 'program', '${partner}', 'pending', 'created', 'program_individual', ${now}, ${now}
       FROM "n"`,
    );
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer a null total past the cap and an exact one under it, on every page', async () => {
    const list = (query: Record<string, string | number>) =>
      app.http.get('/api/admin/registrations').query(query).set(ADMIN_HEADERS).expect(200);
    const first = body<AdminPage>(await list({ limit: 1000 }));
    const second = body<AdminPage>(await list({ limit: 1000, cursor: first.next_cursor as string }));

    expect([first.total, first.count, second.total, second.count, second.next_cursor]).toEqual([
      null,
      1000,
      null,
      2,
      null,
    ]);
    expect(body<AdminPage>(await list({ status: 'reviewing' })).total).toBe(0);
    const partnerKey = partnerHeaders(await issueApiKey(app, partner));
    const partnerPage = await app.http.get('/api/partner/registrations').set(partnerKey).expect(200);
    expect(body<AdminPage>(partnerPage).total).toBeNull();
  });

  it('should show "more than" the cap in the console table, and counts by status from the tallies exact', async () => {
    const page = await app.http.get('/admin').set(ADMIN_HEADERS).expect(200);

    expect(page.text).toContain('more than 1,000 registrations, newest first');
    // No filter (or a partner's only): the counts by status are the maintained tallies, exact at any size.
    expect(page.text).toMatch(
      new RegExp(`pending <span class="count">${(COUNTED_TOTAL_CAP + 2).toLocaleString('en-US')}</span>`),
    );
    expect(page.text).toMatch(/reviewing <span class="count">0<\/span>/);
  });

  it('should count up to the cap by status under a filter the tallies do not keep', async () => {
    const page = await app.http.get('/admin?settlement_path=fiat').set(ADMIN_HEADERS).expect(200);

    expect(page.text).toContain('more than 1,000 registrations, newest first');
    expect(page.text).toMatch(/pending <span class="count">more than 1,000<\/span>/);
    expect(page.text).toMatch(/reviewing <span class="count">0<\/span>/);
  });
});
