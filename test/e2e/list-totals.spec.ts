import { COUNTED_TOTAL_CAP } from '../../src/common/paging/paging-properties';
import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { statementsOf } from '../support/query-plans';
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

  it('should take the totals the tallies keep (none, status, partner) from them, exact under the cap', async () => {
    const small = 'small-total-partner';
    const programs = [];
    for (let n = 0; n < 3; n++) {
      programs.push(await registerProgram(app, { partner_slug: small }));
    }
    await app.http
      .patch(`/api/admin/registrations/${programs[0].reference}/status`)
      .set(ADMIN_HEADERS)
      .send({ status: 'kyc_pending' })
      .expect(200);
    const total = async (query: Record<string, string>) =>
      body<AdminPage>(await app.http.get('/api/admin/registrations').query(query).set(ADMIN_HEADERS).expect(200)).total;
    const smallKey = partnerHeaders(await issueApiKey(app, small));
    const partnerTotal = async (query: Record<string, string>) =>
      body<AdminPage>(await app.http.get('/api/partner/registrations').query(query).set(smallKey).expect(200)).total;

    expect([
      await total({ partner: small }),
      await total({ partner: small, status: 'pending' }),
      await total({ partner: small, status: 'kyc_pending' }),
      await total({ status: 'kyc_pending' }),
      await total({ partner: partner }),
      await partnerTotal({}),
      await partnerTotal({ status: 'pending' }),
    ]).toEqual([3, 2, 1, 1, null, 3, 2]);
  });

  it('should read no registration row for a total the tallies keep, and count the rows for one they do not', async () => {
    const countStatements = async (query: string) =>
      (
        await statementsOf(
          app.dataSource,
          () => app.http.get(`/api/admin/registrations?${query}`).set(ADMIN_HEADERS).expect(200),
          /COUNT\(\*\) FROM \(SELECT 1 FROM "registrations"/,
        )
      ).length;

    expect(await countStatements('status=pending')).toBe(0);
    expect(await countStatements(`partner=${partner}`)).toBe(0);
    expect(await countStatements('limit=5')).toBe(0);
    expect(await countStatements('settlement_path=fiat')).toBe(1);
  });
});
