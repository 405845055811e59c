import { randomBytes } from 'node:crypto';
import { Webhook, WebhookVerificationError as ReferenceVerificationError } from 'standardwebhooks';
import { verifyWebhook, WebhookVerificationError } from '../../clients/typescript/src';
import { webhookHeaders } from '../../src/webhooks/outbound/webhook-signature';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const OTHER_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const BODY = JSON.stringify({
  event_type: 'program.status_changed',
  reference: 'PRG-123456',
  payload: { to: 'reviewing' },
});

/** Headers of a delivery signed by the reference implementation. */
function referenceSigned(body: string, at = new Date(), id = 'msg_2mZl4Yq1', secret = SECRET): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}

function ourRefusal(
  secret: string,
  headers: Record<string, string>,
  body: string,
  options?: Parameters<typeof verifyWebhook>[3],
): string {
  try {
    verifyWebhook(secret, headers, body, options);
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    return (error as WebhookVerificationError).reason;
  }
  throw new Error('verifyWebhook accepted the delivery');
}

function referenceRefuses(secret: string, headers: Record<string, string>, body: string): boolean {
  try {
    new Webhook(secret).verify(body, headers);
    return false;
  } catch (error) {
    return error instanceof ReferenceVerificationError;
  }
}

function without(headers: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
}

describe(verifyWebhook.name, () => {
  it('should accept a delivery signed by the standardwebhooks reference and return its id, time and payload', () => {
    const at = new Date();
    const headers = referenceSigned(BODY, at);

    const verified = verifyWebhook(SECRET, headers, BODY);

    expect(verified).toEqual({
      id: 'msg_2mZl4Yq1',
      timestamp: new Date(Math.floor(at.getTime() / 1000) * 1000),
      payload: JSON.parse(BODY) as unknown,
    });
    expect(new Webhook(SECRET).verify(BODY, headers)).toEqual(verified.payload);
  });

  it('should accept the raw body as bytes and the headers as a Headers object or in any letter case', () => {
    const headers = referenceSigned(BODY);
    const shouted = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toUpperCase(), value]));

    expect(verifyWebhook(SECRET, new Headers(headers), Buffer.from(BODY)).id).toBe('msg_2mZl4Yq1');
    expect(verifyWebhook(SECRET, shouted, new TextEncoder().encode(BODY)).id).toBe('msg_2mZl4Yq1');
  });

  const stale = new Date(Date.now() - 10 * 60 * 1000);
  const early = new Date(Date.now() + 10 * 60 * 1000);
  it.each([
    ['the body was changed', SECRET, referenceSigned(BODY), BODY.replace('reviewing', 'approved'), 'invalid_signature'],
    ['the secret is another one', OTHER_SECRET, referenceSigned(BODY), BODY, 'invalid_signature'],
    ['the id was changed', SECRET, { ...referenceSigned(BODY), 'webhook-id': 'msg_other' }, BODY, 'invalid_signature'],
    ['the timestamp is ten minutes old', SECRET, referenceSigned(BODY, stale), BODY, 'timestamp_too_old'],
    ['the timestamp is ten minutes ahead', SECRET, referenceSigned(BODY, early), BODY, 'timestamp_too_new'],
    ['webhook-id is missing', SECRET, without(referenceSigned(BODY), 'webhook-id'), BODY, 'missing_headers'],
    [
      'webhook-timestamp is missing',
      SECRET,
      without(referenceSigned(BODY), 'webhook-timestamp'),
      BODY,
      'missing_headers',
    ],
    [
      'webhook-signature is missing',
      SECRET,
      without(referenceSigned(BODY), 'webhook-signature'),
      BODY,
      'missing_headers',
    ],
    [
      'the timestamp is not a number',
      SECRET,
      { ...referenceSigned(BODY), 'webhook-timestamp': 'soon' },
      BODY,
      'invalid_timestamp',
    ],
  ])('should refuse, as the reference does, when %s', (_case, secret, headers, body, reason) => {
    expect(ourRefusal(secret, headers, body)).toBe(reason);
    expect(referenceRefuses(secret, headers, body)).toBe(true);
  });

  it('should accept a multi-signature header when one v1 entry is valid, as the reference does', () => {
    const headers = referenceSigned(BODY);
    const valid = headers['webhook-signature'];
    const forged = new Webhook(OTHER_SECRET).sign('msg_2mZl4Yq1', new Date(), BODY);
    const rotated = { ...headers, 'webhook-signature': `${forged} v2,${valid.slice(3)} ${valid}` };

    expect(verifyWebhook(SECRET, rotated, BODY).id).toBe('msg_2mZl4Yq1');
    expect(referenceRefuses(SECRET, rotated, BODY)).toBe(false);
  });

  it('should refuse a multi-signature header whose only matching MAC is not marked v1, as the reference does', () => {
    const headers = referenceSigned(BODY);
    const valid = headers['webhook-signature'];
    const forged = new Webhook(OTHER_SECRET).sign('msg_2mZl4Yq1', new Date(), BODY);
    const unversioned = { ...headers, 'webhook-signature': `${forged} v2,${valid.slice(3)} ${valid.slice(3)}` };

    expect(ourRefusal(SECRET, unversioned, BODY)).toBe('invalid_signature');
    expect(referenceRefuses(SECRET, unversioned, BODY)).toBe(true);
  });

  it('should judge the timestamp against the given now and tolerance', () => {
    const signedAt = new Date('2026-01-05T10:00:00.000Z');
    const headers = referenceSigned(BODY, signedAt);

    expect(verifyWebhook(SECRET, headers, BODY, { now: new Date('2026-01-05T10:04:59.000Z') }).id).toBe('msg_2mZl4Yq1');
    expect(ourRefusal(SECRET, headers, BODY, { now: new Date('2026-01-05T10:00:31.000Z'), toleranceSeconds: 30 })).toBe(
      'timestamp_too_old',
    );
  });

  it('should refuse a tolerance or clock that would switch replay protection off', () => {
    const headers = referenceSigned(BODY, new Date('2001-01-01T00:00:00.000Z'));
    for (const options of [{ toleranceSeconds: Number.NaN }, { toleranceSeconds: -1 }, { now: new Date('nonsense') }]) {
      expect(() => verifyWebhook(SECRET, headers, BODY, options)).toThrow(RangeError);
    }
  });

  it("should accept the service's own signature, which the reference accepts too", () => {
    const headers = webhookHeaders([SECRET], 'delivery-42', BODY);

    expect(verifyWebhook(SECRET, headers, BODY).id).toBe('delivery-42');
    expect(referenceRefuses(SECRET, headers, BODY)).toBe(false);
  });

  it('should use the UTF-8 bytes of a secret without the whsec_ prefix, as the service signs with it', () => {
    const plain = 'endpoint-secret-set-by-the-operator';
    const headers = webhookHeaders([plain], 'delivery-43', BODY);

    expect(verifyWebhook(plain, headers, BODY).id).toBe('delivery-43');
    expect(() => new Webhook(plain, { format: 'raw' }).verify(BODY, headers)).not.toThrow();
    expect(verifyWebhook(`whsec_${Buffer.from(plain).toString('base64')}`, headers, BODY).id).toBe('delivery-43');
  });
});
