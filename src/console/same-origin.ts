import type { Request } from 'express';

/**
 * Fetch Metadata first (`Sec-Fetch-Site: same-origin`, or `none` for a user-typed navigation); browsers
 * without it must send an `Origin` naming this host. A request carrying neither is refused: every
 * browser that can hold the session cookie sends one of the two on a form POST.
 */
export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site.length > 0) {
    return site === 'same-origin' || site === 'none';
  }
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (typeof origin !== 'string' || typeof host !== 'string' || origin === 'null') {
    return false;
  }
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
