import type { Request, Response } from 'express';
import {
  OIDC_STATE_COOKIE,
  OIDC_STATE_TTL_SECONDS,
  OidcStateCookie,
} from '../../../src/console/oidc/oidc-state-cookie';

const PENDING = {
  state: 'state-value',
  nonce: 'nonce-value',
  codeVerifier: 'verifier-value-that-must-stay-unreadable',
  redirectUri: 'https://console.example/admin/oidc/callback',
};
const NOW = Date.parse('2026-01-01T00:00:00Z');

/** Sets the cookie on a fake response and returns the value the browser would send back. */
function issuedValue(cookie: OidcStateCookie): string {
  let value = '';
  const response = {
    cookie: (name: string, cookieValue: string) => {
      expect(name).toBe(OIDC_STATE_COOKIE);
      value = cookieValue;
    },
  } as unknown as Response;
  cookie.set(response, PENDING, NOW);
  return value;
}

const requestWith = (value: string) =>
  ({ headers: { cookie: `other=1; ${OIDC_STATE_COOKIE}=${value}` } }) as unknown as Request;

describe(OidcStateCookie.name, () => {
  const cookie = new OidcStateCookie({ sessionSecret: 'session-secret-one', secureCookies: true });

  it('should give back the pending sign-in when read before it expires', () => {
    expect(cookie.read(requestWith(issuedValue(cookie)), NOW + 1000)).toEqual(PENDING);
  });

  it('should keep the PKCE verifier unreadable when the cookie is seen', () => {
    const value = issuedValue(cookie);
    const decoded = value
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join('');
    expect(decoded).not.toContain(PENDING.codeVerifier);
    expect(decoded).not.toContain(PENDING.state);
  });

  it('should refuse the cookie when it has expired', () => {
    const value = issuedValue(cookie);
    expect(cookie.read(requestWith(value), NOW + OIDC_STATE_TTL_SECONDS * 1000)).toBeUndefined();
  });

  it('should refuse the cookie when it was sealed with another session secret', () => {
    const other = new OidcStateCookie({ sessionSecret: 'session-secret-two', secureCookies: true });
    expect(other.read(requestWith(issuedValue(cookie)), NOW)).toBeUndefined();
  });

  it('should refuse the cookie when it is malformed or absent', () => {
    for (const value of ['', 'a.b', 'a.b.c', `${issuedValue(cookie)}.extra`]) {
      expect(cookie.read(requestWith(value), NOW)).toBeUndefined();
    }
    expect(cookie.read({ headers: {} } as unknown as Request, NOW)).toBeUndefined();
  });
});
