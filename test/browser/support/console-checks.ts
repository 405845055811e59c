import axe, { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { TEST_ADMIN_TOKEN } from '../../support/test-app';
import { Browser } from './chromium';

/** A page with a console session of its own, signed in with the admin token through the form. */
export async function signedInPage(browser: Browser, appUrl: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${appUrl}/admin`);
  await page.locator('input[name="token"]').fill(TEST_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Registrations' }).waitFor();
  return page;
}

/** axe-core's violations on the page — every rule it runs by default: WCAG 2.1 A and AA and its best practices. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the console's script-free CSP does not apply to.
  await page.evaluate(axe.source);
  const results = await page.evaluate<AxeResults>('axe.run(document, { resultTypes: ["violations"] })');
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
