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
