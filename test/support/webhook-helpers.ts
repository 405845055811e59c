import { createHmac } from 'node:crypto';
import { ReceivedRequest } from './webhook-receiver';
import { TEST_ADMIN_TOKEN, TestApp } from './test-app';
import { bodyOf, Schemas } from './typed-body';

export const WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** Independent Standard Webhooks verification (not the service's own code). */
export function signatureValid(request: ReceivedRequest, secret: string): boolean {
  const id = String(request.headers['webhook-id']);
  const timestamp = String(request.headers['webhook-timestamp']);
  const key = secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret);
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest('base64');
  const presented = String(request.headers['webhook-signature'] ?? '')
    .split(' ')
    .map((part) => part.replace(/^v1,/, ''));
  return presented.includes(expected) && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
}

export async function registerWebhook(
  app: TestApp,
  reference: string,
  url: string,
  secret: string | null = WEBHOOK_SECRET,
): Promise<{ id: number; [key: string]: unknown }> {
  const response = await app.http
    .post('/api/operator/webhooks')
    .set('X-Admin-Token', TEST_ADMIN_TOKEN)
    .send({ reference, url, secret })
    .expect(200);
  return response.body as { id: number };
}

export type DeliveryView = Schemas['WebhookDeliveryView'];

/** The JSON payload of a delivery (as received, or as stored), as the API documents it. */
export function deliveryPayload(delivery: Pick<ReceivedRequest, 'body'>): Schemas['WebhookDelivery'] {
  return JSON.parse(delivery.body) as Schemas['WebhookDelivery'];
}

export async function deliveriesOf(app: TestApp, webhookId: number): Promise<DeliveryView[]> {
  const response = await app.http
    .get(`/api/operator/webhooks/${webhookId}/deliveries`)
    .set('X-Admin-Token', TEST_ADMIN_TOKEN)
    .expect(200);
  return bodyOf<'WebhookDeliveryList'>(response).deliveries;
}

/** Polls the deliveries until `done` holds for them, or fails after `timeoutMs`. */
export async function waitForDeliveries(
  app: TestApp,
  webhookId: number,
  done: (deliveries: DeliveryView[]) => boolean,
  timeoutMs = 10_000,
): Promise<DeliveryView[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const deliveries = await deliveriesOf(app, webhookId);
    if (done(deliveries)) {
      return deliveries;
    }
    if (Date.now() > deadline) {
      throw new Error(`deliveries did not settle: ${JSON.stringify(deliveries)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
