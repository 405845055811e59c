import { createHmac } from 'node:crypto';
import type { TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';

// Computed here independently of src/, so the service's verifier is checked against the published formats.
export const IDV_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
export const PAYMENT_SECRET = 'payment-provider-secret-0123456789abcdef';
export const MESSAGING_SECRET = 'messaging-bot-secret-token-0123456789';

export const SECRETS_ENV = {
  IDV_WEBHOOK_SECRET: IDV_SECRET,
  PAYMENT_WEBHOOK_SECRET: PAYMENT_SECRET,
  MESSAGING_WEBHOOK_SECRET: MESSAGING_SECRET,
};

export type Provider = 'idv-provider' | 'payment-provider';
export const SECRET_OF: Record<Provider, string> = { 'idv-provider': IDV_SECRET, 'payment-provider': PAYMENT_SECRET };

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function key(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

export function standardHeaders(
  secret: string,
  body: string,
  options: { id?: string; timestamp?: number } = {},
): Record<string, string> {
  const id = options.id ?? `msg_${Math.random().toString(36).slice(2)}`;
  const timestamp = String(options.timestamp ?? nowSeconds());
  const signature = createHmac('sha256', key(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

export function hexHeaders(secret: string, body: string, timestamp?: number): Record<string, string> {
  const content = timestamp === undefined ? body : `${timestamp}.${body}`;
  const hex = createHmac('sha256', key(secret)).update(content).digest('hex');
  return timestamp === undefined
    ? { 'X-Signature': `sha256=${hex}` }
    : { 'X-Signature': `sha256=${hex}`, 'X-Timestamp': String(timestamp) };
}

/** Posts exact bytes with the given headers (JSON content type unless overridden). */
export function postRaw(app: TestApp, provider: Provider, body: string, headers: Record<string, string>) {
  return app.http.post(`/api/webhooks/${provider}`).set('Content-Type', 'application/json').set(headers).send(body);
}

/** Posts a body signed with the provider's secret in the Standard Webhooks style. */
export function postSigned(app: TestApp, provider: Provider, payload: unknown) {
  const body = JSON.stringify(payload);
  return postRaw(app, provider, body, standardHeaders(SECRET_OF[provider], body));
}

let eventCounter = 0;
export function eventId(prefix = 'evt'): string {
  eventCounter++;
  return `${prefix}_${Date.now().toString(36)}_${eventCounter}`;
}

export type EventOut = Schemas['ProgramEventOut'];

export async function eventsOf(app: TestApp, reference: string): Promise<EventOut[]> {
  const response = await app.http.get(`/api/programs/${reference}/events?limit=500`).expect(200);
  return bodyOf<'ProgramEventsList'>(response).events;
}
