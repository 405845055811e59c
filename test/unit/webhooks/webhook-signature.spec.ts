import { signingKey, webhookHeaders, webhookSignature } from '../../../src/webhooks/outbound/webhook-signature';

describe('webhookSignature', () => {
  it('should reproduce the Standard Webhooks known-answer vector', () => {
    expect(
      webhookSignature(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('should use the UTF-8 bytes of a secret without the whsec_ prefix', () => {
    expect(signingKey('plain-secret')).toEqual(Buffer.from('plain-secret', 'utf8'));
    expect(signingKey('whsec_AAEC')).toEqual(Buffer.from([0, 1, 2]));
  });

  it('should send webhook-id and the attempt time, and a signature only with a secret', () => {
    const at = new Date('2026-11-22T10:15:30.999Z');
    const signed = webhookHeaders(['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'], 'msg_1', '{}', at);
    expect(signed).toEqual({
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': webhookSignature('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_1', 1795342530, '{}'),
    });
    expect(webhookHeaders([], 'msg_1', '{}', at)['webhook-signature']).toBeUndefined();
  });
});
