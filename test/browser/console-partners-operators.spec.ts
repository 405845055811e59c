import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { registerProgram } from '../factories/registration.factory';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { Browser, launchChromium } from './support/chromium';
import { axeViolations, signedInPage } from './support/console-checks';

const SCREENSHOTS = join(__dirname, '..', '..', 'test-output', 'screenshots');
const ADMIN = { 'X-Admin-Token': TEST_ADMIN_TOKEN };

jest.setTimeout(120_000);

/** Presses Enter on a control reached by focus: the flows below never click. */
async function press(page: Page, control: ReturnType<Page['getByRole']>): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** Types into a field reached by focus, replacing what it held. */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

/** The partners and operators pages in real Chromium, by keyboard alone, each state checked by axe-core. */
describe('Console partners and operators in Chromium', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await startTestApp({ listen: true, env: { API_KEY_ROTATION_GRACE_SECONDS: '3600' } });
    await registerProgram(app, { partner_slug: 'maple-remit' });
    await registerProgram(app, { partner_slug: 'maple-remit' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function shot(page: Page, name: string): Promise<void> {
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: true });
  }

  it('should issue, rotate and revoke a partner key by keyboard, the key shown once and never again', async () => {
    const page = await signedInPage(browser, app.url);
    await press(page, page.getByRole('link', { name: 'Partners', exact: true }));
    await page.getByRole('heading', { name: 'Partners', level: 1 }).waitFor();
    const row = page.locator('table.partners tbody tr', { hasText: 'maple-remit' });
    expect((await row.locator('td').allTextContents()).map((cell) => cell.trim())).toEqual([
      'catalog',
      'open',
      '2',
      '0',
      '0',
      'no key issued',
    ]);
    await shot(page, 'partners.png');

    // A slug the API refuses: the list again, the error announced and tied to the field, the input kept.
    const slug = page.getByLabel('Partner slug');
    await typeInto(page, slug, 'x');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Nothing changed: correct the slug below.' }).waitFor();
    expect(await slug.inputValue()).toBe('x');
    expect(await slug.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#new-key-slug-error').textContent()).toBe('String should have at least 2 characters');
    await shot(page, 'partners-error.png');

    await typeInto(page, page.getByLabel('Partner slug'), 'maple-remit');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'New API key for maple-remit', level: 1 }).waitFor();
    const first = rememberSecret((await page.locator('#new-api-key').textContent()) ?? '');
    expect(first).toMatch(/^pws_live_[0-9a-f]{16}_/);
    await shot(page, 'partner-key.png');
    await app.http.get('/api/partner/stats').set('X-Partner-Token', first).expect(200);

    await press(page, page.getByRole('link', { name: 'Back to maple-remit' }));
    await page.getByRole('heading', { name: 'Maple Remit maple-remit', level: 1 }).waitFor();
    expect(await page.content()).not.toContain(first);
    expect(await page.locator('table.counts').first().textContent()).toMatch(/pending\s*2/);
    // History cannot show it again: the answer was no-store, so Chromium will not take it from its cache.
    const back = await page.goBack().catch((error: Error) => error.message);
    expect(back).toEqual(expect.stringContaining('net::ERR_CACHE_MISS'));
    await page.waitForURL(/^chrome-error:/);
    expect(await page.content()).not.toContain(first);
    await page.goto(`${app.url}/admin/partners/maple-remit`);
    await shot(page, 'partner.png');

    await press(page, page.getByRole('button', { name: 'Rotate the key' }));
    await page.getByRole('heading', { name: 'New API key for maple-remit', level: 1 }).waitFor();
    const second = rememberSecret((await page.locator('#new-api-key').textContent()) ?? '');
    expect(second).not.toBe(first);
    expect(await page.getByText(/It replaced the partner's live key, which keeps working until/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await app.http.get('/api/partner/stats').set('X-Partner-Token', first).expect(200);

    await press(page, page.getByRole('link', { name: 'Back to maple-remit' }));
    await press(page, page.getByRole('button', { name: 'Revoke every working key' }));
    await page.getByRole('status').filter({ hasText: 'Revoked 2 keys' }).waitFor();
    expect(page.url()).toBe(`${app.url}/admin/partners/maple-remit?done=revoked&keys=2`);
    const revoked = await page.content();
    expect(revoked).not.toContain(first);
    expect(revoked).not.toContain(second);
    await shot(page, 'partner-revoked.png');
    for (const key of [first, second]) {
      await app.http.get('/api/partner/stats').set('X-Partner-Token', key).expect(401);
    }
  });

  it('should add an operator, change their role, give them a token and deactivate them, by keyboard', async () => {
    const page = await signedInPage(browser, app.url);
    await press(page, page.getByRole('link', { name: 'Operators', exact: true }));
    await page.getByRole('heading', { name: 'Operators', level: 1 }).waitFor();
    await shot(page, 'operators.png');

    await typeInto(page, page.getByLabel('E-mail', { exact: true }), 'morgan@operator.example');
    await typeInto(page, page.getByLabel('Name', { exact: true }), 'Morgan Lee');
    await page.getByLabel('Role', { exact: true }).focus();
    await page.keyboard.type('reviewer');
    await press(page, page.getByRole('button', { name: 'Add operator' }));
    await page.getByRole('status').filter({ hasText: 'Morgan Lee was added as reviewer.' }).waitFor();
    const operatorUrl = page.url().split('?')[0];
    await shot(page, 'operator.png');

    await page.getByLabel('Role of Morgan Lee').focus();
    await page.keyboard.type('viewer');
    await press(page, page.getByRole('button', { name: 'Change role' }));
    await page.getByRole('status').filter({ hasText: 'Role saved: Morgan Lee is viewer.' }).waitFor();

    // An expiry in the past: the service's 400 on the field, both inputs kept.
    await typeInto(page, page.getByLabel('Token name'), 'laptop');
    await typeInto(page, page.getByLabel('Expires at (optional)'), '2001-01-01T00:00:00Z');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'No token was issued.' }).waitFor();
    expect(await page.getByLabel('Token name').inputValue()).toBe('laptop');
    expect(await page.getByLabel('Expires at (optional)').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'operator-error.png');

    await typeInto(page, page.getByLabel('Expires at (optional)'), '');
    await press(page, page.getByRole('button', { name: 'Issue token' }));
    await page.getByRole('heading', { name: 'New personal token for Morgan Lee', level: 1 }).waitFor();
    const token = rememberSecret((await page.locator('#new-operator-token').textContent()) ?? '');
    expect(token).toMatch(/^pwo_[0-9a-f]{16}_/);
    await shot(page, 'operator-token.png');

    // The new operator signs in with it: a viewer sees no list, only their own tokens.
    const theirs = await browser.newPage();
    await theirs.goto(`${app.url}/admin`);
    await theirs.getByLabel(/token/i).first().focus();
    await theirs.keyboard.type(token);
    await theirs.keyboard.press('Enter');
    await theirs.getByRole('heading', { name: 'Registrations' }).waitFor();
    await press(theirs, theirs.getByRole('link', { name: 'Operators', exact: true }));
    await theirs.getByText('The list of operators and their roles is for owners; your role is viewer.').waitFor();
    expect(await axeViolations(theirs)).toEqual([]);
    await press(theirs, theirs.getByRole('link', { name: 'Your personal tokens' }));
    await theirs.getByRole('heading', { name: 'Your personal tokens' }).waitFor();
    expect(await theirs.content()).not.toContain(token);
    await shot(theirs, 'operator-own-tokens.png');

    await page.goto(operatorUrl);
    expect(await page.content()).not.toContain(token);
    await press(page, page.getByRole('button', { name: 'Deactivate Morgan Lee' }));
    await page.getByRole('status').filter({ hasText: 'Morgan Lee was deactivated' }).waitFor();
    await shot(page, 'operator-deactivated.png');
    await app.http.get('/api/admin/registrations').set('X-Admin-Token', token).expect(401);
    await theirs.reload();
    await theirs.locator('input[name="token"]').waitFor();
  });

  it('should keep a taken e-mail address on the add form with its error, axe-clean', async () => {
    await app.http
      .post('/api/operator/operators')
      .set(ADMIN)
      .send({ email: 'taken@operator.example', display_name: 'Taken', role: 'viewer' })
      .expect(201);
    const page = await signedInPage(browser, app.url);
    await page.goto(`${app.url}/admin/operators`);
    await typeInto(page, page.getByLabel('E-mail', { exact: true }), 'taken@operator.example');
    await typeInto(page, page.getByLabel('Name', { exact: true }), 'Second Taken');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Nobody was added' }).waitFor();
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('taken@operator.example');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Second Taken');
    expect(await page.locator('#new-operator-email-error').textContent()).toBe(
      'Another operator has this e-mail address.',
    );
    await shot(page, 'operators-error.png');
  });
});
