import { createHmac } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** Standard Webhooks key rule: the base64-decoded remainder of a `whsec_` secret, else the secret's UTF-8 bytes. */
export function signingKey(secret: string): Buffer {
  return secret.startsWith(SECRET_PREFIX)
    ? Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

/** Standard Webhooks' smallest key: a shorter (or empty, `whsec_` alone) key would let anyone forge signatures. */
export const MIN_SIGNING_KEY_BYTES = 24;

/** Why `secret` cannot sign, or undefined when it can. */
export function weakSecretReason(secret: string): string | undefined {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : undefined;
  if (encoded !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) {
    return 'a whsec_ secret must be base64 after the prefix';
  }
  if (signingKey(secret).length < MIN_SIGNING_KEY_BYTES) {
    return `the signing key must be at least ${MIN_SIGNING_KEY_BYTES} bytes (after base64-decoding a whsec_ secret)`;
  }
  return undefined;
}

/** `v1,<base64 HMAC-SHA256(key, "{id}.{timestamp}.{body}")>` (Standard Webhooks). */
export function webhookSignature(secret: string, webhookId: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', signingKey(secret))
    .update(`${webhookId}.${timestamp}.${body}`, 'utf8')
    .digest('base64');
  return `v1,${mac}`;
}

/**
 * The Standard Webhooks headers of one attempt. Each secret signs (space-separated `v1,` entries: during a rotation's
 * overlap the new and the old one), so a receiver holding either accepts it; no secret, no signature header.
 */
export function webhookHeaders(
  secrets: readonly string[],
  webhookId: string,
  body: string,
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers: Record<string, string> = {
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestamp),
  };
  if (secrets.length > 0) {
    headers['webhook-signature'] = secrets
      .map((secret) => webhookSignature(secret, webhookId, timestamp, body))
      .join(' ');
  }
  return headers;
}

/** The secrets that sign an attempt at `now`: the current one, and the previous one until its overlap ends. */
export function signingSecrets(
  endpoint: { secret: string | null; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const secrets = endpoint.secret ? [endpoint.secret] : [];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(endpoint.previousSecret);
  }
  return secrets;
}
