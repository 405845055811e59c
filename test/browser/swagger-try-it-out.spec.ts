import type { Page } from 'playwright-core';
import { ADMIN_HEADERS, issueApiKey } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { Browser, launchChromium } from './support/chromium';
import {
  authorize,
  DocumentedGet,
  documentedGets,
  DocumentedParameter,
  isDeclared,
  tryItOut,
} from './support/swagger-ui';

// The whole walk takes ~75 s on an idle 2-core machine; Swagger UI spends 2–4 s expanding each operation under load.
const SLICES = 6;
const SLICE_TIMEOUT_MS = 150_000;

const PARTNER = 'try-it-bank';
// Different corridors and settlement paths: any filter Swagger UI slipped in would visibly shorten the list.
const SEEDS = [
  { full_name: 'Ada Fiat', corridor: 'CA-US', settlement_path: 'fiat', partner_slug: PARTNER },
  { full_name: 'Bea Stable', corridor: 'CA-GB', settlement_path: 'stablecoin' },
  { full_name: 'Cy Wire', corridor: 'MX-US', settlement_path: 'wire' },
  { full_name: 'Di Nocorridor', corridor: null, settlement_path: 'fiat', partner_slug: PARTNER },
];
// The schemes the test holds a credential for; AdminCookie is a browser cookie Swagger UI cannot set.
const HELD_SCHEMES = ['AdminToken', 'PartnerToken'];
// Swagger UI re-renders the whole page on every click: two tabs (two renderer processes) halve the run on two cores.
const TABS = 2;

/** Whether the document says a request with the held credentials (or none) is let in. */
function credentialHeld(operation: DocumentedGet): boolean {
  const alternatives = operation.security ?? [];
  return (
    alternatives.length === 0 ||
    alternatives.some((requirement) => Object.keys(requirement).every((scheme) => HELD_SCHEMES.includes(scheme)))
  );
}

/** A well-formed value for a required input the document gives no example for (else "Execute" is blocked). */
function placeholderFor(parameter: DocumentedParameter): string {
  return parameter.type === 'integer' || parameter.type === 'number' ? '1' : 'unknown';
}

/** The references in the admin list as Swagger UI shows it; none when it shows no such list. */
function listedIn(shownBody: string): string[] {
  try {
    const shown = JSON.parse(shownBody) as { registrations?: Array<{ reference?: string }> };
    return (shown.registrations ?? []).map((row) => String(row.reference));
  } catch {
    return [];
  }
}

/** Swagger UI's "Try it out" → "Execute", once per documented GET, with nothing typed but the required inputs. */
describe('Swagger UI Try it out', () => {
  let app: TestApp;
  let browser: Browser;
  let pages: Page[];
  let document: Record<string, unknown>;
  let references: string[];
  /** What an integrator types into a required input, by parameter name; others keep what Swagger UI prepared. */
  let typed: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp({ listen: true });
    references = [];
    for (const seed of SEEDS) {
      references.push((await registerProgram(app, seed)).reference);
    }
    const partnerKey = await issueApiKey(app, PARTNER);
    // A signed checkpoint over the seeded programs, so the checkpoint reads have something to show.
    await app.http.post('/api/operator/audit/checkpoints').set(ADMIN_HEADERS).expect(200);
    // The partner's own program: the admin and the partner token both open it.
    typed = { reference: references[0] };
    document = (await (await fetch(`${app.url}/openapi.json`)).json()) as Record<string, unknown>;
    browser = await launchChromium();
    pages = await Promise.all(
      Array.from({ length: TABS }, async () => {
        const page = await browser.newPage();
        await page.goto(`${app.url}/docs`);
        await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
        await authorize(page, { AdminToken: TEST_ADMIN_TOKEN, PartnerToken: partnerKey.api_key });
        return page;
      }),
    );
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Executes one operation in `page` and returns what is wrong with what was sent and shown. */
  async function failuresOf(page: Page, operation: DocumentedGet): Promise<string[]> {
    const required = operation.parameters.filter((parameter) => parameter.required);
    const values: Record<string, string> = {};
    for (const parameter of required) {
      const value = typed[parameter.name] ?? (parameter.preparedFrom ? undefined : placeholderFor(parameter));
      if (value !== undefined) {
        values[parameter.name] = value;
      }
    }
    let result;
    try {
      result = await tryItOut(page, operation, new URL(app.url).origin, values);
    } catch (error) {
      return [`${operation.label}: could not execute: ${error instanceof Error ? error.message : String(error)}`];
    }
    const { url, status, shownBody } = result;
    const failures: string[] = [];
    const requiredQuery = new Set(required.filter((p) => p.in === 'query').map((p) => p.name));
    // A documented default sent explicitly asks for exactly what leaving it out does; anything else narrows the answer.
    const defaults = new Map(operation.parameters.map((p) => [p.name, p.defaultValue]));
    const extras = [...url.searchParams].filter(
      ([name, value]) => !requiredQuery.has(name) && defaults.get(name) !== value,
    );
    if (extras.length > 0) {
      const origins = new Map(
        operation.parameters.map((p) => [p.name, p.preparedFrom ?? 'not prepared by the document']),
      );
      const sent = extras
        .map(([name, value]) => `${name}=${value} (${origins.get(name) ?? 'undocumented'})`)
        .join(', ');
      failures.push(`${operation.label}: sent optional query parameters nobody typed: ${sent}`);
    }
    if (!isDeclared(operation.statuses, status)) {
      failures.push(`${operation.label}: answered ${status}, declared only ${operation.statuses.join(', ')}`);
    }
    const held = credentialHeld(operation);
    // Required inputs the integrator filled with a seeded program's reference ask for something that exists.
    const answerable = required.every((p) => typed[p.name] !== undefined);
    if (held && answerable && (status < 200 || status > 299)) {
      failures.push(`${operation.label}: answered ${status} to ${url.pathname}${url.search}: ${shownBody}`);
    }
    if (!held && status !== 401) {
      failures.push(`${operation.label}: answered ${status} without the credential it requires`);
    }
    if (operation.template === '/api/admin/registrations' && status === 200) {
      const missing = references.filter((reference) => !listedIn(shownBody).includes(reference));
      if (missing.length > 0) {
        failures.push(`${operation.label}: the list shown omits seeded programs ${missing.join(', ')}: ${shownBody}`);
      }
    }
    return failures;
  }

  /** Operations executed so far, by label, with what was wrong with each. */
  const executed = new Map<string, string[]>();

  // One test per slice of the operations: under a loaded CI machine the whole walk took over 240 s in one test, and a
  // slice that fails names its own operations.
  it.each(Array.from({ length: SLICES }, (_, slice) => slice))(
    'should send only the required parameters and show a declared answer when executing the GETs of slice %i',
    async (slice) => {
      const operations = documentedGets(document);
      expect(operations.length).toBeGreaterThan(20);
      const mine = operations.filter((_, index) => index % SLICES === slice);
      // A slice out of time stops taking operations (those left are reported "not executed"), so that the next slice
      // does not share the tabs with this one.
      const deadline = Date.now() + SLICE_TIMEOUT_MS - 15_000;
      let next = 0;
      await Promise.all(
        pages.map(async (page) => {
          while (next < mine.length && Date.now() < deadline) {
            const operation = mine[next++];
            executed.set(operation.label, await failuresOf(page, operation));
          }
        }),
      );

      expect(mine.flatMap((operation) => executed.get(operation.label) ?? ['not executed'])).toEqual([]);
    },
    SLICE_TIMEOUT_MS,
  );

  it('should have executed every documented GET, the admin list among them', () => {
    const operations = documentedGets(document);
    expect(operations.map((operation) => operation.template)).toContain('/api/admin/registrations');
    const labels = operations.map((operation) => operation.label);
    expect([...executed.keys()].sort()).toEqual([...labels].sort());
  });
});
