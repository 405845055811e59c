import { HtmlValidate } from 'html-validate';
import type { Response, Test } from 'supertest';
import { csrfTokenIn, setCookieOf } from './console-http';
import { rowTotals } from './row-totals';
import type { TestApp } from './test-app';

/** Signs in through the console form with `token` and returns the `ops_admin=<value>` cookie pair. */
export async function consoleSignIn(app: TestApp, token: string): Promise<string> {
  const response = await app.http.post('/admin/sign-in').type('form').send({ token }).expect(303);
  const cookie = setCookieOf(response).find((line) => line.startsWith('ops_admin='));
  if (!cookie) {
    throw new Error('no session cookie');
  }
  return cookie.split(';')[0];
}

/** A program's console page as `cookie` sees it, with the CSRF token its forms carry. */
export async function programPageOf(
  app: TestApp,
  cookie: string,
  path: string,
): Promise<{ text: string; csrf: string }> {
  const response = await app.http.get(path).set('Cookie', cookie).expect(200);
  return { text: response.text, csrf: csrfTokenIn(response.text) };
}

/** A console form post from the console's own origin (unless `site` says otherwise). */
export function postForm(
  app: TestApp,
  path: string,
  cookie: string,
  fields: Record<string, string>,
  site = 'same-origin',
): Test {
  return app.http.post(path).set('Cookie', cookie).set('Sec-Fetch-Site', site).type('form').send(fields);
}

/** Follows a 303 of a work form and answers the page it leads to. */
export async function followRedirect(app: TestApp, response: Response, cookie: string): Promise<string> {
  expect(response.status).toBe(303);
  expect(response.text).toBe('');
  const location = response.headers.location;
  return (await app.http.get(location).set('Cookie', cookie).expect(200)).text;
}

/** Runs `refused` and expects every application table to hold exactly the rows it held before. */
export async function expectNothingChanged(app: TestApp, refused: () => Promise<unknown>): Promise<void> {
  const before = await rowTotals(app.dataSource);
  await refused();
  expect(await rowTotals(app.dataSource)).toEqual(before);
}

/** HTML-escapes text the way the console's templates do (Handlebars' escaping). */
export function escaped(text: string): string {
  const map: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#x27;',
    '`': '&#x60;',
    '=': '&#x3D;',
  };
  return text.replace(/[&<>"'`=]/g, (char) => map[char]);
}

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

/** html-validate's recommended rules on a whole page: its messages as `line:column rule: message` (none: valid). */
export async function htmlProblemsOf(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}
