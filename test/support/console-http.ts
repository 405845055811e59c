import type { TestApp } from './test-app';
import { rememberSecret } from './secret-registry';

/** The `Set-Cookie` lines of a response, as a list whatever the HTTP client made of them. */
export function setCookieOf(response: { headers: Record<string, unknown> }): string[] {
  const value = response.headers['set-cookie'];
  return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
}

/** The CSRF token a console page embeds in its forms (remembered as a secret for the log scan). */
export function csrfTokenIn(html: string): string {
  const match = /name="csrf_token" value="([^"]+)"/.exec(html);
  if (!match) {
    throw new Error('no CSRF token in the page');
  }
  return rememberSecret(match[1]);
}

/** Signs in through the console's form with `token`; answers the session cookie (`ops_admin=…`) to send back. */
export async function consoleSessionCookie(app: Pick<TestApp, 'http'>, token: string): Promise<string> {
  const response = await app.http.post('/admin/sign-in').type('form').send({ token }).expect(303);
  const cookie = setCookieOf(response).find((line) => line.startsWith('ops_admin='));
  if (!cookie) {
    throw new Error('no session cookie');
  }
  return cookie.split(';')[0];
}
