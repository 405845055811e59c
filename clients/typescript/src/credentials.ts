import type { Middleware } from 'openapi-fetch';

export const ADMIN_TOKEN_HEADER = 'X-Admin-Token';
export const PARTNER_TOKEN_HEADER = 'X-Partner-Token';

export interface Credentials {
  /** The operator's admin token. */
  adminToken?: string;
  /** A partner API key (`pws_live_…`) issued by the operator. */
  partnerToken?: string;
}

/**
 * Adds the configured credential to every request; a header given on the call itself wins. One credential per client:
 * the service reads the admin header first, so a client holding both would be refused on every partner route.
 */
export function credentialsMiddleware(credentials: Credentials): Middleware {
  if (credentials.adminToken && credentials.partnerToken) {
    throw new TypeError('Give a client one credential (adminToken or partnerToken): use one client per credential');
  }
  const headers: [string, string | undefined][] = [
    [ADMIN_TOKEN_HEADER, credentials.adminToken],
    [PARTNER_TOKEN_HEADER, credentials.partnerToken],
  ];
  return {
    onRequest({ request }) {
      for (const [name, value] of headers) {
        if (value && !request.headers.has(name)) {
          request.headers.set(name, value);
        }
      }
      return request;
    },
  };
}
