import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

const ADMIN = { 'X-Admin-Token': TEST_ADMIN_TOKEN };

/** The references listed in a search page's table, in order. */
function referencesIn(html: string): string[] {
  return [...html.matchAll(/<th scope="row"><a href="\/admin\/programs\/([^"]+)">/g)].map((match) => match[1]);
}

/** The console's search (issue 22): prefix, case-insensitive, on reference, e-mail, name, company and legal entity. */
describe('Console search', () => {
  let app: TestApp;
  let ada: string;
  let grace: string;
  let turing: string;
  const run = Date.now().toString(36);

  const search = async (q: string, status = 200) =>
    (await app.http.get('/admin/search').query({ q }).set(ADMIN).expect(status)).text;

  beforeAll(async () => {
    app = await startTestApp();
    ada = (
      await registerProgram(app, {
        full_name: `Ada <b>Lovelace</b> ${run}`,
        email: `ada.${run}@engines.example`,
        company: `Analytical Engines ${run}`,
        legal_entity_name: `Lovelace Holdings ${run}`,
        client_role: 'business',
      })
    ).reference;
    grace = (await registerProgram(app, { full_name: `Grace Hopper ${run}`, email: `grace.${run}@navy.example` }))
      .reference;
    turing = (await registerProgram(app, { full_name: `Alan Turing ${run}`, email: `alan%_${run}@bletchley.example` }))
      .reference;
  });

  afterAll(async () => {
    await app.close();
  });

  it('should find a program by the beginning of its e-mail, whatever the case', async () => {
    expect(referencesIn(await search(`ADA.${run.toUpperCase()}@ENG`))).toEqual([ada]);
    expect(referencesIn(await search(`grace.${run}`))).toEqual([grace]);
  });

  it('should find by applicant name, company and legal entity, and say which field matched', async () => {
    const byName = await search(`ada <b>lovelace</b> ${run}`);
    expect(referencesIn(byName)).toEqual([ada]);
    expect(byName).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(byName).not.toContain('<b>Lovelace</b>');
    expect(byName).toContain('<td>name</td>');
    expect(referencesIn(await search(`analytical engines ${run}`))).toEqual([ada]);
    const byEntity = await search(`LOVELACE HOLDINGS ${run}`);
    expect(referencesIn(byEntity)).toEqual([ada]);
    expect(byEntity).toContain('<td>legal entity</td>');
  });

  it('should find by reference as operators type it: whole, lower case, without the prefix, or its first digits', async () => {
    const digits = grace.slice('PRG-'.length);
    expect(referencesIn(await search(grace))).toEqual([grace]);
    expect(referencesIn(await search(grace.toLowerCase()))).toEqual([grace]);
    expect(referencesIn(await search(`prg${digits}`))).toEqual([grace]);
    expect(referencesIn(await search(digits))).toEqual([grace]);
    expect(referencesIn(await search(digits.slice(0, 3)))).toContain(grace);
  });

  it('should match the beginning only, and take % and _ as themselves', async () => {
    expect(referencesIn(await search(`hopper ${run}`))).toEqual([]);
    expect(referencesIn(await search(`alan%_${run}`))).toEqual([turing]);
    expect(referencesIn(await search(`alan__${run}`))).toEqual([]);
    expect(await search(`nobody-${run}`)).toContain(`No program has a field starting with “nobody-${run}”`);
  });

  it('should show at most 20 a field and ask for more letters beyond', async () => {
    for (let index = 0; index < 21; index++) {
      await registerProgram(app, { full_name: `Many Namesake ${run} ${String(index).padStart(2, '0')}` });
    }
    const page = await search(`many namesake ${run}`);
    expect(referencesIn(page)).toHaveLength(20);
    expect(page).toContain('More programs match than are shown');
    expect(await search(`many namesake ${run} 2`)).not.toContain('More programs match');
  });

  it('should show the form alone without a query, and keep the query in the header box', async () => {
    const empty = await search('');
    expect(referencesIn(empty)).toEqual([]);
    expect(empty).not.toContain('<table');
    expect(await search(`grace.${run}`)).toContain(`id="top-search-query" name="q" type="search" value="grace.${run}"`);
  });

  it('should refuse a query over 100 characters with the form kept, and send strangers to sign in', async () => {
    const long = 'x'.repeat(101);
    const refused = await search(long, 400);
    expect(refused).toContain('Search for at most 100 characters.');
    expect(refused).toContain(`value="${long}"`);
    expect(refused).not.toContain('<table');
    const stranger = await app.http.get('/admin/search').query({ q: 'grace' }).expect(303);
    expect(stranger.headers.location).toBe('/admin');
  });

  const foldsAccents = testDialect === 'postgres';
  it(`should ${foldsAccents ? '' : 'not '}fold accented capitals on ${testDialect}`, async () => {
    const emile = (await registerProgram(app, { full_name: `Émile Zola ${run}` })).reference;
    expect(referencesIn(await search(`émile zola ${run}`))).toEqual(foldsAccents ? [emile] : []);
    expect(referencesIn(await search(`Émile ZOLA ${run}`))).toEqual([emile]);
  });
});
