import axe, { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { startTestApp, TestApp } from '../support/test-app';
import { startOidcTestProvider, OidcTestProvider } from '../support/oidc-test-provider';
import { BOOTSTRAP_HEADERS, OperatorAuditLogPage, OperatorView } from '../support/operators';
import { Browser, launchChromium } from './support/chromium';

jest.setTimeout(90_000);

/** "Sign in with your organisation" end to end: Chromium, the service, and a real OpenID Provider. */
describe('Console sign-in through the OpenID Provider', () => {
  let provider: OidcTestProvider;
  let app: TestApp;
  let browser: Browser;
  let disabledId: number;

  const createOperator = async (email: string, displayName: string): Promise<number> => {
    const response = await app.http
      .post('/api/operator/operators')
      .set(BOOTSTRAP_HEADERS)
      .send({ email, display_name: displayName, role: 'reviewer' })
      .expect(201);
    return (response.body as OperatorView).id;
  };

  const operatorLog = async (): Promise<OperatorAuditLogPage> =>
    (await app.http.get('/api/operator/audit-log').set(BOOTSTRAP_HEADERS).expect(200)).body as OperatorAuditLogPage;

  /** Starts at the console's sign-in page, follows the link, and signs in on the provider's own pages. */
  const signInAtProvider = async (login: string): Promise<Page> => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/admin`);
    await page.getByRole('link', { name: 'Sign in with your organisation' }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === app.url);
    return page;
  };

  const failedSignIns = async () => (await operatorLog()).entries.filter((entry) => entry.action === 'sign_in.failed');

  beforeAll(async () => {
    provider = await startOidcTestProvider({
      ada: { email: 'Ada.Lovelace@Example.org', email_verified: true },
      stranger: { email: 'stranger@example.org', email_verified: true },
      grace: { email: 'grace@example.org', email_verified: true },
      // Ada's address, self-asserted: the provider does not vouch for it.
      impostor: { email: 'ada.lovelace@example.org' },
    });
    app = await startTestApp({ listen: true, env: provider.env });
    await provider.register(`${app.url}/admin/oidc/callback`);
    await createOperator('ada.lovelace@example.org', 'Ada Lovelace');
    disabledId = await createOperator('grace@example.org', 'Grace Hopper');
    await app.http
      .patch(`/api/operator/operators/${disabledId}`)
      .set(BOOTSTRAP_HEADERS)
      .send({ active: false })
      .expect(200);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await provider?.close();
  });

  it('should offer both ways to sign in on a page with no axe violations when OIDC is on', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/admin`);
    expect(await page.getByRole('link', { name: 'Sign in with your organisation' }).getAttribute('href')).toBe(
      '/admin/oidc/login',
    );
    await page.getByLabel('Operator token').waitFor();
    // Evaluated through the DevTools protocol, which the console's script-free CSP does not apply to.
    await page.evaluate(axe.source);
    const results = await page.evaluate<AxeResults>('axe.run(document, { resultTypes: ["violations"] })');
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(results.passes.length + results.incomplete.length + results.inapplicable.length).toBeGreaterThan(0);
  });

  it('should sign the operator in when the provider vouches for their e-mail in another case', async () => {
    const page = await signInAtProvider('ada');
    await page.getByRole('heading', { name: 'Registrations' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    const cookies = await page.context().cookies(app.url);
    expect(cookies.map((cookie) => cookie.name)).toEqual(['ops_admin']);
    expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    const log = await operatorLog();
    expect(log.entries[0]).toMatchObject({
      action: 'sign_in.succeeded',
      actor: { type: 'operator', display: 'Ada Lovelace' },
      detail: { method: 'oidc' },
    });
  });

  it('should refuse an e-mail no operator has and record the refusal', async () => {
    const before = (await failedSignIns()).length;
    const page = await signInAtProvider('stranger');
    await page.getByText('no active operator account has that e-mail address').waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(1);
    expect(await page.context().cookies(app.url)).toEqual([]);

    const failed = await failedSignIns();
    expect(failed).toHaveLength(before + 1);
    expect(failed[0]).toMatchObject({
      actor: null,
      detail: { method: 'oidc', reason: 'no operator with this e-mail', email: 'stranger@example.org' },
    });
  });

  it("should refuse an operator's e-mail address the provider does not vouch for", async () => {
    const page = await signInAtProvider('impostor');
    await page.getByText('has not verified the e-mail address ada.lovelace@example.org').waitFor();
    expect(await page.context().cookies(app.url)).toEqual([]);
    const [latest] = await failedSignIns();
    expect(latest.detail).toEqual({
      method: 'oidc',
      reason: 'email not verified by the provider',
      email: 'ada.lovelace@example.org',
    });
  });

  it('should refuse a disabled operator', async () => {
    const page = await signInAtProvider('grace');
    await page.getByText('Your organisation signed you in as grace@example.org').waitFor();
    expect(await page.context().cookies(app.url)).toEqual([]);
    const [latest] = await failedSignIns();
    expect(latest.detail).toEqual({ method: 'oidc', reason: 'operator disabled', email: 'grace@example.org' });
  });
});
