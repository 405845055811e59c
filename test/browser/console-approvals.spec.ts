import axe, { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { registerProgram } from '../factories/registration.factory';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { Browser, launchChromium } from './support/chromium';

jest.setTimeout(90_000);

const ADMIN = { 'X-Admin-Token': TEST_ADMIN_TOKEN };

/** Four-eyes approval in the console, driven through real Chromium by two operators. */
describe('Console approvals in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let reviewerToken: string;
  let approverToken: string;

  async function operatorToken(role: string, display: string): Promise<string> {
    const created = await app.http
      .post('/api/operator/operators')
      .set(ADMIN)
      .send({ email: `${role}@operator.example`, display_name: display, role })
      .expect(201);
    const issued = await app.http
      .post(`/api/operator/operators/${(created.body as { id: number }).id}/tokens`)
      .set(ADMIN)
      .send({ name: 'browser' })
      .expect(201);
    return rememberSecret((issued.body as { token: string }).token);
  }

  const statusOf = async (reference: string): Promise<string> =>
    ((await app.http.get(`/api/programs/${reference}`).set(ADMIN).expect(200)).body as { status: string }).status;

  async function signedIn(token: string): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(`${app.url}/admin`);
    await page.locator('input[name="token"]').fill(token);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Registrations' }).waitFor();
    return page;
  }

  async function axeViolations(page: Page): Promise<string[]> {
    // Evaluated through the DevTools protocol, which the console's script-free CSP does not apply to.
    await page.evaluate(axe.source);
    const results = await page.evaluate<AxeResults>('axe.run(document, { resultTypes: ["violations"] })');
    return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
  }

  beforeAll(async () => {
    app = await startTestApp({ listen: true, env: { FOUR_EYES_STATUSES: 'approved,declined' } });
    reviewerToken = await operatorToken('reviewer', 'Riley Reviewer');
    approverToken = await operatorToken('approver', 'Alex Morgan');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('should hold a reviewer’s move into approved until another approver confirms it in the queue', async () => {
    const { reference } = await registerProgram(app, { full_name: 'Grace Hopper' });
    await app.http.patch(`/api/admin/registrations/${reference}`).set(ADMIN).send({ status: 'reviewing' }).expect(200);

    const reviewer = await signedIn(reviewerToken);
    await reviewer.goto(`${app.url}/admin/programs/${reference}`);
    await reviewer.getByLabel(/New status/).selectOption('approved');
    await reviewer.getByLabel('Status note', { exact: true }).fill('All documents checked');
    await reviewer.getByRole('button', { name: 'Change status' }).click();
    await reviewer.getByText('Approval requested; waiting for a second approver.').waitFor();
    await reviewer.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    expect(await reviewer.locator('section[aria-labelledby="approval-heading"]').textContent()).toContain(
      'Any approver or owner other than Riley Reviewer (operator)',
    );
    expect(await reviewer.locator('.timeline li').first().textContent()).toContain('by Riley Reviewer (operator)');
    expect(await axeViolations(reviewer)).toEqual([]);
    expect(await statusOf(reference)).toBe('reviewing');

    const approver = await signedIn(approverToken);
    await approver.getByRole('link', { name: 'Waiting for approval' }).click();
    await approver.getByRole('heading', { name: 'Waiting for approval', level: 1 }).waitFor();
    expect(await axeViolations(approver)).toEqual([]);
    await approver.getByRole('button', { name: `Confirm ${reference} → approved` }).click();
    await approver.getByText(`Confirmed: ${reference} moved from reviewing to approved.`).waitFor();
    expect(await statusOf(reference)).toBe('approved');
  });
});
