import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { moveProgram, registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { Browser, launchChromium } from './support/chromium';
import { axeViolations, signedInPage } from './support/console-checks';

const SCREENSHOTS = join(__dirname, '..', '..', 'test-output', 'screenshots');

jest.setTimeout(120_000);

/** Every console page, signed out and in, through axe-core in Chromium (issue 22), each with a screenshot. */
describe('Every console page in Chromium passes axe-core', () => {
  let app: TestApp;
  let browser: Browser;
  let reference: string;
  let endpointId: number;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await startTestApp({ listen: true });
    reference = (await registerProgram(app, { full_name: 'Mae Jemison', partner_slug: 'maple-remit' })).reference;
    await moveProgram(app, (await registerProgram(app, { full_name: 'Sally Ride' })).reference, ['reviewing']);
    const endpoint = await app.http
      .post('/api/operator/endpoints')
      .set(ADMIN_HEADERS)
      .send({ url: 'https://receiver.example/hook', description: 'Ledger sync' })
      .expect(200);
    endpointId = (endpoint.body as { id: number }).id;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('should find no violation on the sign-in page', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/admin`);
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([
    ['registrations', () => '/admin'],
    ['program', () => `/admin/programs/${reference}`],
    ['approvals', () => '/admin/approvals'],
    ['dashboard', () => '/admin/dashboard'],
    ['search', () => '/admin/search?q=mae'],
    ['endpoints', () => '/admin/endpoints'],
    ['endpoint', () => `/admin/endpoints/${endpointId}`],
    ['partners', () => '/admin/partners'],
    ['partner', () => '/admin/partners/maple-remit'],
    ['operators', () => '/admin/operators'],
  ])('should find no violation on the %s page', async (name, path) => {
    const page = await signedInPage(browser, app.url);
    const response = await page.goto(`${app.url}${path()}`);
    expect(response?.status()).toBe(200);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, `page-${name}.png`), fullPage: true });
  });
});
