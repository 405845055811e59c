import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startTestApp, TestApp } from '../support/test-app';
import { Browser, launchChromium } from './support/chromium';

const SCREENSHOTS = join(__dirname, '..', '..', 'test-output', 'screenshots');

jest.setTimeout(90_000);

interface PageRecord {
  requests: string[];
  problems: string[];
}

/** Every request the page makes, and every failed response, console error, page error and CSP violation. */
async function record(page: Page): Promise<PageRecord> {
  const recorded: PageRecord = { requests: [], problems: [] };
  page.on('request', (request) => recorded.requests.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      recorded.problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      recorded.problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => recorded.problems.push(`page error: ${error.message}`));
  // Violations are also dispatched as DOM events: collect them before any page script runs.
  await page.addInitScript({
    content:
      'window.cspViolations = []; document.addEventListener("securitypolicyviolation", ' +
      '(event) => window.cspViolations.push(event.violatedDirective + " " + event.blockedURI));',
  });
  return recorded;
}

const violationsOf = (page: Page): Promise<string[]> => page.evaluate<string[]>('window.cspViolations');

/** The API docs pages in real Chromium: they render, under their CSP, without one request off the service. */
describe('API docs pages in Chromium', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await startTestApp({ listen: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const expectOnlyThisOrigin = (recorded: PageRecord) => {
    const origin = new URL(app.url).origin;
    expect(recorded.requests.length).toBeGreaterThan(0);
    const elsewhere = recorded.requests.filter(
      (url) => !url.startsWith('blob:') && !url.startsWith('data:') && new URL(url).origin !== origin,
    );
    expect(elsewhere).toEqual([]);
  };

  it('should render Swagger UI at /docs with its operations, same-origin only and no CSP violation', async () => {
    const page = await browser.newPage();
    const recorded = await record(page);
    const response = await page.goto(`${app.url}/docs`, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.opblock').count()).toBeGreaterThan(20);
    expect(await page.locator('.opblock-summary-path', { hasText: '/api/register' }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'docs-swagger.png') });
    expectOnlyThisOrigin(recorded);
    expect(await violationsOf(page)).toEqual([]);
    expect(recorded.problems).toEqual([]);
    await page.close();
  });

  it('should render ReDoc at /redoc with the API title, same-origin only and no CSP violation', async () => {
    const page = await browser.newPage();
    const recorded = await record(page);
    const response = await page.goto(`${app.url}/redoc`, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page
      .getByRole('heading', { name: /Program Workflow Service/ })
      .first()
      .waitFor();
    expect(await page.locator('[role="menuitem"], li[data-item-id]').count()).toBeGreaterThan(20);
    await page.screenshot({ path: join(SCREENSHOTS, 'docs-redoc.png') });
    expectOnlyThisOrigin(recorded);
    expect(recorded.requests).toContain(`${app.url}/openapi.json`);
    expect(await violationsOf(page)).toEqual([]);
    expect(recorded.problems).toEqual([]);
    await page.close();
  });
});
