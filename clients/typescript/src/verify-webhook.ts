import { createHmac, timingSafeEqual } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const SIGNATURE_VERSION = 'v1';
const TIMESTAMP_PATTERN = /^\d{1,15}$/;

export type WebhookHeaders = Headers | Record<string, string | readonly string[] | undefined>;

export interface VerifyWebhookOptions {
  /** How far the `webhook-timestamp` may be from now, either way (default 300 s, as Standard Webhooks). */
  toleranceSeconds?: number;
  now?: Date;
}

export interface VerifiedWebhook {
  /** `webhook-id`: the same for every retry of one delivery, so use it to drop duplicates. */
  id: string;
  timestamp: Date;
  /** The body parsed as JSON; undefined for an empty body. */
  payload: unknown;
}

export type WebhookVerificationReason =
  | 'missing_headers'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'invalid_signature'
  | 'invalid_payload';

export class WebhookVerificationError extends Error {
  readonly reason: WebhookVerificationReason;

  constructor(reason: WebhookVerificationReason, message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}

/**
 * Checks a Standard Webhooks delivery: `webhook-signature` (one or several space-separated `v1,<base64>`) must hold
 * HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` under the secret, and the timestamp must be recent.
 * `rawBody` is the body exactly as received, before any JSON parsing. Throws WebhookVerificationError.
 */
export function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  rawBody: string | Uint8Array,
  options: VerifyWebhookOptions = {},
): VerifiedWebhook {
  const id = header(headers, 'webhook-id');
  const timestampHeader = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestampHeader || !signatures) {
    throw new WebhookVerificationError(
      'missing_headers',
      'webhook-id, webhook-timestamp and webhook-signature are required',
    );
  }
  const timestamp = checkedTimestamp(timestampHeader, options);
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const expected = Buffer.from(
    createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.`, 'utf8').update(body).digest('base64'),
    'utf8',
  );
  if (!signatures.split(' ').some((entry) => matches(entry, expected))) {
    throw new WebhookVerificationError('invalid_signature', 'no webhook-signature entry matches');
  }
  return { id, timestamp: new Date(timestamp * 1000), payload: parsedPayload(body) };
}

/** The base64-decoded remainder of a `whsec_` secret, else the secret's UTF-8 bytes (as the service signs). */
function signingKey(secret: string): Buffer {
  const key = secret.startsWith(SECRET_PREFIX)
    ? Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64')
    : Buffer.from(secret, 'utf8');
  if (key.length === 0) {
    throw new TypeError('the webhook secret is empty');
  }
  return key;
}

function matches(entry: string, expected: Buffer): boolean {
  const comma = entry.indexOf(',');
  if (comma < 0 || entry.slice(0, comma) !== SIGNATURE_VERSION) {
    return false;
  }
  const candidate = Buffer.from(entry.slice(comma + 1), 'utf8');
  // The length of an HMAC-SHA256 in base64 is public; only equal lengths reach the constant-time comparison.
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

function checkedTimestamp(value: string, options: VerifyWebhookOptions): number {
  if (!TIMESTAMP_PATTERN.test(value)) {
    throw new WebhookVerificationError('invalid_timestamp', 'webhook-timestamp is not a number of seconds');
  }
  const timestamp = Number(value);
  const tolerance = options.toleranceSeconds ?? 300;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  // A NaN tolerance or clock would pass every comparison below and switch replay protection off.
  if (!Number.isFinite(tolerance) || tolerance < 0 || !Number.isFinite(now)) {
    throw new RangeError('toleranceSeconds must be a finite number ≥ 0 and now a valid date');
  }
  if (now - timestamp > tolerance) {
    throw new WebhookVerificationError('timestamp_too_old', 'webhook-timestamp is too old');
  }
  if (timestamp - now > tolerance) {
    throw new WebhookVerificationError('timestamp_too_new', 'webhook-timestamp is in the future');
  }
  return timestamp;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') {
    return (headers as Headers).get(name) ?? undefined;
  }
  const record = headers as Record<string, string | readonly string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' ? value : value?.join(' ');
}

function parsedPayload(body: Buffer): unknown {
  if (body.length === 0) {
    return undefined;
  }
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('invalid_payload', 'the signed body is not JSON');
  }
}
