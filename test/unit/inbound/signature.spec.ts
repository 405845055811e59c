import {
  checkSignature,
  hexSignature,
  signingKey,
  standardWebhooksSignature,
  TIMESTAMP_TOLERANCE_SECONDS,
} from '../../../src/webhooks/inbound/signature';

// The published Standard Webhooks known-answer vector.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const TIMESTAMP = 1614265330;
const BODY = Buffer.from('{"test": 2432232314}');
const EXPECTED = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';

const standard = (signature = EXPECTED, timestamp = String(TIMESTAMP)) => ({
  'webhook-id': ID,
  'webhook-timestamp': timestamp,
  'webhook-signature': signature,
});

describe('checkSignature', () => {
  it('should reproduce the Standard Webhooks known-answer vector', () => {
    expect(standardWebhooksSignature(SECRET, ID, String(TIMESTAMP), BODY)).toBe(EXPECTED);
    expect(checkSignature(BODY, standard(), SECRET, TIMESTAMP)).toEqual({ ok: true, scheme: 'standard-webhooks' });
  });

  it('should use the UTF-8 bytes of a secret without the whsec_ prefix', () => {
    expect(signingKey('plain-secret')).toEqual(Buffer.from('plain-secret'));
    expect(signingKey(SECRET)).toEqual(Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64'));
  });

  it('should accept any one of several signatures and ignore other versions', () => {
    const headers = standard(`v1a,xyz v1,AAAA ${EXPECTED}`);
    expect(checkSignature(BODY, headers, SECRET, TIMESTAMP).ok).toBe(true);
    expect(checkSignature(BODY, standard(`v2,${EXPECTED.slice(3)}`), SECRET, TIMESTAMP).ok).toBe(false);
  });

  it('should refuse a changed byte of the body, the id or the timestamp', () => {
    expect(checkSignature(Buffer.from('{"test": 2432232315}'), standard(), SECRET, TIMESTAMP).ok).toBe(false);
    expect(checkSignature(BODY, { ...standard(), 'webhook-id': `${ID}x` }, SECRET, TIMESTAMP).ok).toBe(false);
    expect(checkSignature(BODY, standard(EXPECTED, String(TIMESTAMP + 1)), SECRET, TIMESTAMP).ok).toBe(false);
  });

  it('should apply the 5-minute tolerance both ways', () => {
    const at = (now: number) => checkSignature(BODY, standard(), SECRET, now);
    expect(at(TIMESTAMP + TIMESTAMP_TOLERANCE_SECONDS).ok).toBe(true);
    expect(at(TIMESTAMP - TIMESTAMP_TOLERANCE_SECONDS).ok).toBe(true);
    expect(at(TIMESTAMP + TIMESTAMP_TOLERANCE_SECONDS + 1)).toEqual({ ok: false, reason: 'timestamp' });
    expect(at(TIMESTAMP - TIMESTAMP_TOLERANCE_SECONDS - 1)).toEqual({ ok: false, reason: 'timestamp' });
  });

  it.each(['', 'abc', '1614265330.5', '-1614265330', '1e9'])('should refuse the timestamp %p', (timestamp) => {
    expect(checkSignature(BODY, standard(EXPECTED, timestamp), SECRET, TIMESTAMP).ok).toBe(false);
  });

  it('should check X-Signature over the body, or over {timestamp}.{body} with X-Timestamp', () => {
    const secret = 'payment-secret';
    const now = 1_700_000_000;
    expect(checkSignature(BODY, { 'x-signature': hexSignature(secret, BODY) }, secret, now)).toEqual({
      ok: true,
      scheme: 'x-signature',
    });
    const timed = { 'x-signature': hexSignature(secret, BODY, String(now)), 'x-timestamp': String(now) };
    expect(checkSignature(BODY, timed, secret, now).ok).toBe(true);
    expect(checkSignature(BODY, timed, secret, now + 301)).toEqual({ ok: false, reason: 'timestamp' });
    expect(checkSignature(BODY, { ...timed, 'x-timestamp': String(now - 1) }, secret, now).ok).toBe(false);
  });

  it('should prefer Standard Webhooks headers when both styles are present', () => {
    const headers = { ...standard('v1,wrong'), 'x-signature': hexSignature(SECRET, BODY) };
    expect(checkSignature(BODY, headers, SECRET, TIMESTAMP)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('should report a missing signature', () => {
    expect(checkSignature(BODY, {}, SECRET, TIMESTAMP)).toEqual({ ok: false, reason: 'missing' });
    expect(checkSignature(BODY, { 'x-signature': '  ' }, SECRET, TIMESTAMP)).toEqual({ ok: false, reason: 'missing' });
  });
});
