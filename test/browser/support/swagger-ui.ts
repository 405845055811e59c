// Drives Swagger UI (/docs) the way an integrator does: the Authorize dialog, then "Try it out" → "Execute" on one
// operation, capturing the request the page really sends and the answer it shows.
import type { Locator, Page, Request } from 'playwright-core';

type Json = Record<string, unknown>;

export interface DocumentedParameter {
  name: string;
  in: string;
  required: boolean;
  /** Where the document gives a value Swagger UI puts into the input itself (`example`, `schema.default`, …). */
  preparedFrom?: string;
  /** The documented default as Swagger UI sends it (`schema.default`), when there is one. */
  defaultValue?: string;
  type?: string;
}

export interface DocumentedGet {
  /** The path template, e.g. `/api/programs/{reference}`. */
  template: string;
  label: string;
  parameters: DocumentedParameter[];
  /** Response keys as declared: `200`, `4XX`, `default`, … */
  statuses: string[];
  /** Alternative security requirements; undefined when the operation inherits the (absent) top-level one. */
  security?: Array<Record<string, unknown>>;
}

/** Every GET operation of the document, path-level parameters merged with the operation's own. */
export function documentedGets(document: Json): DocumentedGet[] {
  const paths = document.paths as Record<string, Json>;
  const gets: DocumentedGet[] = [];
  for (const [template, item] of Object.entries(paths)) {
    const operation = item.get as Json | undefined;
    if (!operation) {
      continue;
    }
    const raw = [...((item.parameters as Json[] | undefined) ?? []), ...((operation.parameters as Json[]) ?? [])];
    gets.push({
      template,
      label: `GET ${template}${typeof operation.operationId === 'string' ? ` (${operation.operationId})` : ''}`,
      parameters: raw.map((parameter) => {
        const schema = resolved(document, (parameter.schema ?? {}) as Json);
        const types = ([] as unknown[]).concat(schema.type ?? []);
        // Swagger UI's own order of preference when it prepares a parameter input.
        const sources: Array<[string, unknown]> = [
          ['examples', parameter.examples],
          ['example', parameter.example],
          ['schema.example', schema.example],
          ['schema.default', schema.default],
        ];
        const prepared = sources.find(([, value]) => value !== undefined);
        return {
          name: String(parameter.name),
          in: String(parameter.in),
          required: parameter.required === true,
          preparedFrom: prepared && `${prepared[0]} ${JSON.stringify(prepared[1])}`,
          defaultValue: schema.default === undefined ? undefined : JSON.stringify(schema.default).replace(/^"|"$/g, ''),
          type: types.find((type) => type !== 'null') as string | undefined,
        };
      }),
      statuses: Object.keys(operation.responses as Json),
      security: (operation.security ?? document.security) as DocumentedGet['security'],
    });
  }
  return gets;
}

/** A schema with a local `$ref` followed (one level: parameter schemas are flat). */
function resolved(document: Json, schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) {
    return schema;
  }
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => (node[key] ?? {}) as Json, document);
}

/** Whether `status` is one of the declared response keys (exact code, `4XX`-style range, or `default`). */
export function isDeclared(statuses: string[], status: number): boolean {
  return statuses.some(
    (key) => key === String(status) || key === 'default' || key.toUpperCase() === `${String(status)[0]}XX`,
  );
}

/** Applies one apiKey value per named scheme through Swagger UI's own Authorize dialog. */
export async function authorize(page: Page, credentials: Record<string, string>): Promise<void> {
  await page.locator('.auth-wrapper .btn.authorize').dispatchEvent('click');
  const dialog = page.locator('.dialog-ux .modal-ux');
  await dialog.waitFor();
  for (const [scheme, value] of Object.entries(credentials)) {
    const container = dialog.locator('.auth-container').filter({ has: page.locator('h4', { hasText: scheme }) });
    await container.locator('input').fill(value);
    await container.locator('button.authorize').dispatchEvent('click');
    // Once applied, the scheme's button turns into "Logout".
    await container.getByRole('button', { name: 'Remove authorization' }).waitFor();
  }
  await dialog.locator('.btn-done').first().dispatchEvent('click');
  await dialog.waitFor({ state: 'detached' });
}

/** The first rendered block of `GET template` (an operation with several tags is rendered once per tag). */
export function getBlock(page: Page, template: string): Locator {
  return page
    .locator('.opblock.opblock-get')
    .filter({ has: page.locator(`.opblock-summary [data-path="${template}"]`) })
    .first();
}

export interface TryItOutResult {
  /** The URL Swagger UI requested. */
  url: URL;
  status: number;
  /** The "Response body" text Swagger UI shows; empty when it shows none (e.g. a download link). */
  shownBody: string;
}

/**
 * Expands the operation, clicks "Try it out", types `values` into the named parameter inputs (leaving every other
 * input as Swagger UI prepared it), clicks "Execute" and returns what was sent and shown.
 */
export async function tryItOut(
  page: Page,
  operation: DocumentedGet,
  origin: string,
  values: Record<string, string>,
): Promise<TryItOutResult> {
  const block = getBlock(page, operation.template);
  await block.locator('.opblock-summary-control').dispatchEvent('click');
  await block.locator('.try-out__btn').dispatchEvent('click');
  for (const [name, value] of Object.entries(values)) {
    const input = block.locator(`tr[data-param-name="${name}"] input`);
    await input.fill(value);
    // Swagger UI debounces what is typed; leaving the input commits it, as it does for a person.
    await input.blur();
  }
  const request = await executeAndCatchRequest(page, block, operation.template, origin);
  const response = await request.response();
  if (!response) {
    throw new Error(`no response to ${request.url()}`);
  }
  const status = response.status();
  const live = block.locator('.live-responses-table .response');
  await live.locator('.response-col_status', { hasText: String(status) }).waitFor();
  const body = live.locator('div:has(> h5:text-is("Response body")) pre');
  const shownBody = (await body.count()) > 0 ? ((await body.first().textContent()) ?? '') : '';
  // Collapse it again: thirty expanded operations make every later locator slower.
  await block.locator('.opblock-summary-control').dispatchEvent('click');
  return { url: new URL(request.url()), status, shownBody };
}

/**
 * Clicks "Execute" and answers the request it sent. On a loaded machine Swagger UI has been seen to drop a click
 * made right after an input was committed (no request at all): one more click then sends it, as a person would.
 */
async function executeAndCatchRequest(page: Page, block: Locator, template: string, origin: string): Promise<Request> {
  const isTheRequest = (request: Request) =>
    request.method() === 'GET' &&
    request.url().startsWith(origin) &&
    matchesTemplate(template, new URL(request.url()).pathname);
  for (let attempt = 1; ; attempt++) {
    const sent = page.waitForRequest(isTheRequest, { timeout: 15_000 });
    await block.locator('.btn.execute').dispatchEvent('click');
    try {
      return await sent;
    } catch (error) {
      if (attempt === 2) {
        throw error;
      }
    }
  }
}

/** Whether a request path fits a path template, one `{parameter}` per segment at most. */
function matchesTemplate(template: string, pathname: string): boolean {
  const expected = template.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => {
      const open = segment.indexOf('{');
      if (open < 0) {
        return segment === actual[index];
      }
      const suffix = segment.slice(segment.indexOf('}') + 1);
      const value = actual[index];
      return value.length > open + suffix.length && value.startsWith(segment.slice(0, open)) && value.endsWith(suffix);
    })
  );
}
