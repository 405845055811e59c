import { createHmac } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** Standard Webhooks key rule: the base64-decoded remainder of a `whsec_` secret, else the secret's UTF-8 bytes. */
export function signingKey(secret: string): Buffer {
  return secret.startsWith(SECRET_PREFIX)
    ? Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

/** `v1,<base64 HMAC-SHA256(key, "{id}.{timestamp}.{body}")>` (Standard Webhooks). */
export function webhookSignature(secret: string, webhookId: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', signingKey(secret))
    .update(`${webhookId}.${timestamp}.${body}`, 'utf8')
    .digest('base64');
  return `v1,${mac}`;
}

/** The Standard Webhooks headers of one attempt; the signature only when the endpoint has a secret. */
export function webhookHeaders(
  secret: string | null,
  webhookId: string,
  body: string,
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers: Record<string, string> = {
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestamp),
  };
  if (secret) {
    headers['webhook-signature'] = webhookSignature(secret, webhookId, timestamp, body);
  }
  return headers;
}
