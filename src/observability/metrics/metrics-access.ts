import { secretsEqual } from '../../common/auth/secret-compare';

const BEARER = 'bearer ';

/** Whether a scrape may read the metrics: always without METRICS_TOKEN; with it, only `Authorization: Bearer <token>`. */
export function scrapeAllowed(token: string | undefined, authorization: string | undefined): boolean {
  if (token === undefined) {
    return true;
  }
  if (typeof authorization !== 'string' || authorization.slice(0, BEARER.length).toLowerCase() !== BEARER) {
    return false;
  }
  return secretsEqual(authorization.slice(BEARER.length).trim(), token);
}

/** The answer to a scrape without the token, on either listener. */
export const SCRAPE_REFUSED = {
  challenge: 'Bearer realm="metrics"',
  body: 'A bearer token (METRICS_TOKEN) is required to read the metrics.\n',
} as const;
