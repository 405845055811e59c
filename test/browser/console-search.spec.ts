import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { Browser, launchChromium } from './support/chromium';
import { axeViolations, signedInPage } from './support/console-checks';

const SCREENSHOTS = join(__dirname, '..', '..', 'test-output', 'screenshots');

jest.setTimeout(90_000);

/** The console's search in real Chromium: from the header of any page, by keyboard, checked by axe-core. */
describe('Console search in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let reference: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await startTestApp({ listen: true });
    reference = (
      await registerProgram(app, {
        full_name: 'Katherine Johnson',
        email: 'katherine.johnson@orbits.example',
        company: 'Orbital Mechanics Inc',
        client_role: 'business',
      })
    ).reference;
    await registerProgram(app, { full_name: 'Dorothy Vaughan', email: 'dorothy@orbits.example' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('should search from the header by keyboard alone, list the match and open it', async () => {
    const page = await signedInPage(browser, app.url);
    const box = page.getByRole('searchbox', { name: /Search programs/ });
    await box.focus();
    await page.keyboard.type('KATHERINE');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Search programs', level: 1 }).waitFor();

    const rows = page.locator('table.registrations tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/Katherine Johnson[\s\S]*katherine\.johnson@orbits\.example/);
    expect(await page.getByRole('searchbox', { name: /Reference, applicant e-mail/ }).inputValue()).toBe('KATHERINE');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'search.png'), fullPage: true });

    await page.getByRole('link', { name: reference }).click();
    await page
      .getByRole('heading', { name: new RegExp(reference) })
      .first()
      .waitFor();
    expect(page.url()).toBe(`${app.url}/admin/programs/${reference}`);
  });

  it('should show a refused query with its error, announced, and the query kept', async () => {
    const page = await signedInPage(browser, app.url);
    await page.goto(`${app.url}/admin/search?q=${'y'.repeat(101)}`);
    expect(await page.getByRole('alert').textContent()).toContain('Search for at most 100 characters.');
    const box = page.getByRole('searchbox', { name: /Reference, applicant e-mail/ });
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('should keep the registrations page free of axe violations with the search box in its header', async () => {
    const page = await signedInPage(browser, app.url);
    expect(await axeViolations(page)).toEqual([]);
  });
});
