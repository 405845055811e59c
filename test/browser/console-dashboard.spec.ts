import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { moveProgram, registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { Browser, launchChromium } from './support/chromium';
import { axeViolations, signedInPage } from './support/console-checks';
import { pdfText } from './support/pdf-text';

const SCREENSHOTS = join(__dirname, '..', '..', 'test-output', 'screenshots');

jest.setTimeout(90_000);

/** The dashboard in real Chromium: reached by keyboard from the header, charts named for assistive tech, printable. */
describe('Console dashboard in Chromium', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    app = await startTestApp({ listen: true });
    for (const name of ['Mary Jackson', 'Christine Darden', 'Annie Easley']) {
      await registerProgram(app, { full_name: name });
    }
    const approved = await registerProgram(app, { full_name: 'Dorothy Vaughan' });
    await moveProgram(app, approved.reference, ['reviewing', 'approved']);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('should open from the header by keyboard, name every chart, pass axe-core and print its numbers', async () => {
    const page = await signedInPage(browser, app.url);
    const link = page.getByRole('link', { name: 'Dashboard', exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    const charts = page.getByRole('img');
    expect(await charts.count()).toBe(5);
    expect(await page.getByRole('img', { name: /^Programs by status/ }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /^Intake per day/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'dashboard.png'), fullPage: true });

    const pdf = join(SCREENSHOTS, '..', 'dashboard.pdf');
    writeFileSync(pdf, await page.pdf({ format: 'A4' }));
    const printed = pdfText(pdf);
    expect(printed).toContain('Programs by status: the numbers');
    expect(printed).toMatch(/1 approval, on average \d+ s after intake\./);
  });
});
