import { scrapeAllowed } from '../../../src/observability/metrics/metrics-access';
import { statementLabel } from '../../../src/observability/metrics/statement-label';
import { attemptOutcomeClass } from '../../../src/webhooks/outbound/attempt-outcome';

describe('statementLabel', () => {
  it.each([
    ['SELECT "id" FROM "webhook_endpoints" WHERE "active" = TRUE LIMIT 1', 'select webhook_endpoints'],
    ['INSERT INTO "registrations" ("a") VALUES ($1) RETURNING "id"', 'insert registrations'],
    ['UPDATE "webhook_deliveries" SET "status" = $1', 'update webhook_deliveries'],
    ['DELETE FROM "idempotency_keys" WHERE "expires_at" < $1', 'delete idempotency_keys'],
    ['WITH "r" AS (INSERT INTO "registrations" DEFAULT VALUES) SELECT 1', 'with registrations'],
    ['/* planned for its values */ SELECT * FROM (SELECT 1 FROM "registrations")', 'select registrations'],
    ['SELECT 1', 'select unknown'],
    ['VACUUM', 'other unknown'],
  ])('should name %s as %s', (sql, label) => {
    expect(statementLabel(sql)).toBe(label);
  });
});

describe('attemptOutcomeClass', () => {
  it.each([
    [{ statusCode: 204, error: null }, '2xx'],
    [{ statusCode: 301, error: null }, '3xx'],
    [{ statusCode: 410, error: null }, '4xx'],
    [{ statusCode: 503, error: null }, '5xx'],
    [{ statusCode: 101, error: null }, 'other'],
    [{ statusCode: null, error: 'timeout after 500 ms' }, 'timeout'],
    [{ statusCode: null, error: 'refused: 10.0.0.1 is a private address' }, 'refused'],
    [{ statusCode: null, error: 'network error: ECONNREFUSED' }, 'network'],
    [{ statusCode: null, error: 'invalid URL' }, 'other'],
  ])('should class %j as %s', (outcome, expected) => {
    expect(attemptOutcomeClass(outcome)).toBe(expected);
  });
});

describe('scrapeAllowed', () => {
  const token = 'metrics-token-0123456789abcdef';

  it('should let every scrape through when no token is configured', () => {
    expect(scrapeAllowed(undefined, undefined)).toBe(true);
    expect(scrapeAllowed(undefined, 'Bearer anything')).toBe(true);
  });

  it('should require exactly the bearer token when one is configured', () => {
    expect(scrapeAllowed(token, `Bearer ${token}`)).toBe(true);
    expect(scrapeAllowed(token, `bearer ${token}`)).toBe(true);
    expect(scrapeAllowed(token, undefined)).toBe(false);
    expect(scrapeAllowed(token, token)).toBe(false);
    expect(scrapeAllowed(token, `Basic ${token}`)).toBe(false);
    expect(scrapeAllowed(token, `Bearer ${token}x`)).toBe(false);
    expect(scrapeAllowed(token, 'Bearer ')).toBe(false);
  });
});
