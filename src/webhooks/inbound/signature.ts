import { createHmac } from 'node:crypto';
import { secretsEqual } from '../../common/auth/secret-compare';

/** How far a signed timestamp may be from the receiver's clock, either way (stale or future). */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

export type SignatureHeaders = Record<string, string | string[] | undefined>;

export type SignatureCheck =
  | { ok: true; scheme: 'standard-webhooks' | 'x-signature' }
  | { ok: false; reason: 'missing' | 'invalid' | 'timestamp' };

const TIMESTAMP = /^\d{1,12}$/;
const HEX_SIGNATURE = /^sha256=([0-9a-fA-F]+)$/;

/**
 * Checks a provider's HMAC-SHA256 signature over the raw body bytes, in either of two header styles:
 *  - Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>` (several,
 *    space-separated, any one may match) over `{id}.{timestamp}.{body}`;
 *  - `X-Signature: sha256=<hex>` over the body, or over `{timestamp}.{body}` when `X-Timestamp` is sent
 *    (a timestamp header is then always part of what is signed, never ignored).
 * A signed timestamp must lie within 5 minutes of `nowSeconds`. Comparisons are constant-time.
 */
export function checkSignature(
  body: Buffer,
  headers: SignatureHeaders,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const standard = header(headers, 'webhook-signature');
  if (standard !== undefined) {
    return checkStandardWebhooks(body, headers, standard, secret, nowSeconds);
  }
  const hex = header(headers, 'x-signature');
  if (hex !== undefined) {
    return checkHexSignature(body, headers, hex, secret, nowSeconds);
  }
  return { ok: false, reason: 'missing' };
}

/** The HMAC key: the base64-decoded remainder of a `whsec_` secret, else the secret's UTF-8 bytes. */
export function signingKey(secret: string): Buffer {
  return secret.startsWith('whsec_')
    ? Buffer.from(secret.slice('whsec_'.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

/** `v1,<base64>` for the Standard Webhooks content `{id}.{timestamp}.{body}`. */
export function standardWebhooksSignature(secret: string, id: string, timestamp: string, body: Buffer): string {
  return `v1,${hmac(signingKey(secret), `${id}.${timestamp}.`, body).toString('base64')}`;
}

/** `sha256=<hex>` over the body, or over `{timestamp}.{body}` when a timestamp is given. */
export function hexSignature(secret: string, body: Buffer, timestamp?: string): string {
  const prefix = timestamp === undefined ? '' : `${timestamp}.`;
  return `sha256=${hmac(signingKey(secret), prefix, body).toString('hex')}`;
}

function checkStandardWebhooks(
  body: Buffer,
  headers: SignatureHeaders,
  signatures: string,
  secret: string,
  nowSeconds: number,
): SignatureCheck {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  if (id === undefined || timestamp === undefined) {
    return { ok: false, reason: 'missing' };
  }
  if (!withinTolerance(timestamp, nowSeconds)) {
    return { ok: false, reason: 'timestamp' };
  }
  const expected = standardWebhooksSignature(secret, id, timestamp, body);
  // Compare every candidate (no early exit), so timing says nothing about which one matched.
  let matched = false;
  for (const candidate of signatures.split(' ')) {
    if (candidate.startsWith('v1,') && secretsEqual(candidate, expected)) {
      matched = true;
    }
  }
  return matched ? { ok: true, scheme: 'standard-webhooks' } : { ok: false, reason: 'invalid' };
}

function checkHexSignature(
  body: Buffer,
  headers: SignatureHeaders,
  presented: string,
  secret: string,
  nowSeconds: number,
): SignatureCheck {
  const timestamp = header(headers, 'x-timestamp');
  if (timestamp !== undefined && !withinTolerance(timestamp, nowSeconds)) {
    return { ok: false, reason: 'timestamp' };
  }
  const match = HEX_SIGNATURE.exec(presented.trim());
  if (!match) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = hexSignature(secret, body, timestamp);
  return secretsEqual(`sha256=${match[1].toLowerCase()}`, expected)
    ? { ok: true, scheme: 'x-signature' }
    : { ok: false, reason: 'invalid' };
}

function withinTolerance(timestamp: string, nowSeconds: number): boolean {
  if (!TIMESTAMP.test(timestamp)) {
    return false;
  }
  return Math.abs(nowSeconds - Number(timestamp)) <= TIMESTAMP_TOLERANCE_SECONDS;
}

function hmac(key: Buffer, prefix: string, body: Buffer): Buffer {
  return createHmac('sha256', key).update(prefix, 'utf8').update(body).digest();
}

function header(headers: SignatureHeaders, name: string): string | undefined {
  const value = headers[name];
  const text = Array.isArray(value) ? value.join(' ') : value;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}
