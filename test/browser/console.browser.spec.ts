import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { Browser, launchChromium } from './support/chromium';
import { startForger } from './support/forger';
import { pdfText } from './support/pdf-text';
import { bodyOf } from '../support/typed-body';

const OUTPUT = join(__dirname, '..', '..', 'test-output');
const SCREENSHOTS = join(OUTPUT, 'screenshots');

jest.setTimeout(90_000);

/** The operator console driven through real Chromium, as an operator would use it. */
describe('Operator console in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  const partner = 'maple-pay';
  let pending: string;
  let kyc: string;

  const statusOf = async (reference: string): Promise<string> =>
    bodyOf<'RegistrationStatus'>(await app.http.get(`/api/programs/${reference}`).expect(200)).status;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

  /** A page with a console session of its own, signed in through the form. */
  const signedIn = async (path = '/admin'): Promise<Page> => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/admin`);
    await page.getByLabel('Operator token').fill(TEST_ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Registrations' }).waitFor();
    if (path !== '/admin') {
      await page.goto(`${app.url}${path}`);
    }
    return page;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await startTestApp({ listen: true });
    pending = (
      await registerProgram(app, {
        full_name: 'Ada <b>Lovelace</b>',
        company: 'Analytical Engines Ltd',
        partner_slug: partner,
        corridor: 'CA-GB',
        client_role: 'business',
      })
    ).reference;
    kyc = (await registerProgram(app, { full_name: 'Grace Hopper', partner_slug: partner, corridor: 'CA-US' }))
      .reference;
    await registerProgram(app, { full_name: 'Alan Turing', corridor: 'CA-MX' });
    await app.http
      .post('/admin/status')
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .type('form')
      .send({ reference: kyc, status: 'kyc_pending', status_note: 'Waiting for ID' })
      .expect(200);
    await app.http
      .post('/api/instructions')
      .send({ reference: pending, provider: 'settlement-demo', action: 'submit_order' })
      .expect(200);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('should refuse a wrong token, then sign in with the right one into a Secure HttpOnly Strict session', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/admin`);
    await shot(page, 'sign-in');
    await page.getByLabel('Operator token').fill('not-the-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectText(page, 'That token is not valid.');

    // Keyboard only: the token field has focus on load, Enter submits.
    expect(await page.locator('#token:focus').count()).toBe(1);
    await page.keyboard.type(TEST_ADMIN_TOKEN);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Registrations' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.locator('a.skip-link:focus').count()).toBe(1);
    const [cookie] = await page.context().cookies(app.url);
    expect(cookie).toMatchObject({ name: 'ops_admin', httpOnly: true, sameSite: 'Strict', secure: true, path: '/' });
    expect(cookie.value).not.toContain(TEST_ADMIN_TOKEN);
    await shot(page, 'registrations');
  });

  it('should filter the table by partner and status', async () => {
    const page = await signedIn();
    await page.getByLabel('Partner').fill(partner);
    await page.getByLabel('Status', { exact: true }).selectOption('kyc_pending');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/status=kyc_pending/);
    const rows = page.locator('table.registrations tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(kyc);

    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === '');
    expect(await page.locator('table.registrations tbody tr').count()).toBe(2);
    await shot(page, 'registrations-filtered');
  });

  it('should open a program, change its status through the form and show the new event', async () => {
    const page = await signedIn();
    await page.getByRole('link', { name: pending }).click();
    await page.getByRole('heading', { name: new RegExp(pending) }).waitFor();
    const options = await page.locator('#status-next option').allTextContents();
    expect(options).toEqual(['kyc_pending', 'rpaa_review', 'reviewing', 'declined']);
    expect(await page.locator('.chain').textContent()).toContain('Hash chain verified');
    expect(await page.locator('h1').textContent()).not.toContain('<b>');
    await shot(page, 'program');

    await page.getByLabel(/New status/).selectOption('reviewing');
    await page.getByLabel('Status note', { exact: true }).fill('Documents look complete <ok>');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expectText(page, 'Status changed from pending to reviewing.');
    const last = page.locator('.timeline li').first(); // newest first
    expect(await last.locator('.event-type').textContent()).toBe('program.status_changed');
    expect(await last.textContent()).toContain('Documents look complete <ok>');
    expect(await page.locator('.chain').textContent()).toContain('Hash chain verified: 3 event(s)');
    expect(await statusOf(pending)).toBe('reviewing');
    await shot(page, 'status-changed');
  });

  it('should print the program page readably (PDF contains the reference)', async () => {
    const page = await signedIn(`/admin/programs/${pending}`);
    await page.getByRole('heading', { name: new RegExp(pending) }).waitFor();
    const path = join(OUTPUT, 'program-page.pdf');
    writeFileSync(path, await page.pdf({ format: 'A4', printBackground: false }));
    const text = pdfText(path);
    expect(text).toContain(pending);
    expect(text).toContain('Event timeline');
    expect(text).not.toContain('Change status');
  });

  it('should download the CSV export from the table', async () => {
    const page = await signedIn(`/admin?partner=${partner}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download CSV/ }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toMatch(/^reference,status,lifecycle/);
    expect(csv).toContain(pending);
  });

  it('should open the compliance report and print it to PDF with the reference in it', async () => {
    const page = await signedIn(`/admin/programs/${pending}`);
    await page.getByRole('link', { name: 'Compliance report (printable)' }).click();
    await page.waitForURL(/compliance-report\.html$/);
    await shot(page, 'compliance-report');
    const path = join(OUTPUT, 'compliance-report.pdf');
    writeFileSync(path, await page.pdf({ format: 'A4' }));
    expect(pdfText(path)).toContain(pending);
  });

  it('should refuse a forged form post from another origin and change nothing', async () => {
    const page = await signedIn();
    const forger = await startForger(`${app.url}/admin/status`, {
      reference: kyc,
      status: 'declined',
      status_note: 'forged',
      csrf_token: 'guessed',
    });
    try {
      const answer = page.waitForResponse((response) => response.url().endsWith('/admin/status'));
      await page.goto(forger.url, { waitUntil: 'commit' });
      const response = await answer;
      expect(response.status()).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'cross_site_request' });
    } finally {
      await forger.close();
    }
    expect(await statusOf(kyc)).toBe('kyc_pending');
  });

  it('should sign out and drop the session', async () => {
    const page = await signedIn();
    expect(await page.context().cookies(app.url)).toHaveLength(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Operator token').waitFor();
    expect(await page.context().cookies(app.url)).toEqual([]);
  });
});

async function expectText(page: Page, text: string): Promise<void> {
  await page.getByText(text).first().waitFor();
}
