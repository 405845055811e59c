import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { registerWebhook, waitForDeliveries } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';
import { WebhookEndpoint } from '../../src/webhooks/outbound/webhook-endpoint.entity';
import { bodyOf } from '../support/typed-body';

const FAST = { WEBHOOK_RETRY_SCHEDULE_MS: '10', WEBHOOK_TIMEOUT_MS: '1000', SWEEPER_INTERVAL_MS: '200' };

/** URL forms that all mean a private or loopback address. `{port}` is the receiver's port. */
const FORBIDDEN_TARGETS: Array<[string, string]> = [
  ['loopback', 'http://127.0.0.1:{port}/hook'],
  ['10.x', 'http://10.0.0.1:{port}/hook'],
  ['cloud metadata 169.254.169.254', 'http://169.254.169.254/latest/meta-data'],
  ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:{port}/hook'],
  ['decimal IPv4 2130706433', 'http://2130706433:{port}/hook'],
  ['hex IPv4 0x7f000001', 'http://0x7f000001:{port}/hook'],
  ['a name resolving to loopback', 'http://localhost:{port}/hook'],
];

/** IPv6 forms that carry loopback through a translator or tunnel: refused even where loopback is allowed. */
const EMBEDDED_LOOPBACK_TARGETS: Array<[string, string]> = [
  ['IPv4-compatible ::127.0.0.1', 'http://[::127.0.0.1]:{port}/hook'],
  ['IPv4-translated ::ffff:0:127.0.0.1', 'http://[::ffff:0:127.0.0.1]:{port}/hook'],
  ['NAT64 64:ff9b::127.0.0.1', 'http://[64:ff9b::7f00:1]:{port}/hook'],
  ['6to4 2002:7f00:1::', 'http://[2002:7f00:1::1]:{port}/hook'],
];

async function toggleChecklist(app: TestApp, reference: string): Promise<void> {
  await app.http.patch(`/api/checklist/${reference}/items/aml_programme`).send({ done: true }).expect(200);
}

describe('Outbound webhooks: SSRF guard', () => {
  let receiver: WebhookReceiver;

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
  });

  afterEach(async () => {
    await receiver.close();
  });

  describe('when private targets are not allowed (production default)', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ env: { ...FAST, WEBHOOK_ALLOWED_CIDRS: '' } });
    });

    afterAll(async () => {
      await app.close();
    });

    it.each([...FORBIDDEN_TARGETS, ...EMBEDDED_LOOPBACK_TARGETS])(
      'should refuse %s at registration with a 422 on body.url',
      async (_name, template) => {
        const program = await registerProgram(app);
        const response = await app.http
          .post('/api/operator/webhooks')
          .set('X-Admin-Token', TEST_ADMIN_TOKEN)
          .send({ reference: program.reference, url: template.replace('{port}', String(receiver.port)) })
          .expect(422);
        expect(bodyOf<'HTTPValidationError'>(response).detail[0]).toMatchObject({
          type: 'value_error',
          loc: ['body', 'url'],
        });
        expect(receiver.requests).toHaveLength(0);
      },
    );

    it.each([...FORBIDDEN_TARGETS, ...EMBEDDED_LOOPBACK_TARGETS])(
      'should refuse %s at connect time too (endpoint stored before the policy applied)',
      async (_name, template) => {
        const program = await registerProgram(app, { client_role: 'business' });
        const inserted = await app.dataSource.manager.insert(WebhookEndpoint, {
          registrationId: program.id,
          url: template.replace('{port}', String(receiver.port)),
          secret: null,
          active: true,
          createdAt: new Date(),
          disabledAt: null,
          disabledReason: null,
          deletedAt: null,
        });
        const endpointId = inserted.identifiers[0].id as number;
        await toggleChecklist(app, program.reference);
        const [delivery] = await waitForDeliveries(app, endpointId, (list) => list[0]?.status === 'failed');
        expect(delivery.attempts).toHaveLength(2);
        for (const attempt of delivery.attempts) {
          expect(attempt.status_code).toBeNull();
          expect(attempt.error).toMatch(/^refused: /);
        }
        expect(receiver.requests).toHaveLength(0);
      },
    );
  });

  describe('when loopback is allowed (development default)', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ env: { ...FAST, WEBHOOK_ALLOWED_CIDRS: '127.0.0.1/32,::1/128' } });
    });

    afterAll(async () => {
      await app.close();
    });

    it.each(FORBIDDEN_TARGETS.filter(([, template]) => template.includes('{port}') && !template.includes('10.0.0.1')))(
      'should deliver to %s',
      async (_name, template) => {
        const program = await registerProgram(app, { client_role: 'business' });
        const webhook = await registerWebhook(
          app,
          program.reference,
          template.replace('{port}', String(receiver.port)),
        );
        await toggleChecklist(app, program.reference);
        await waitForDeliveries(app, webhook.id, (list) => list[0]?.status === 'delivered');
        expect(receiver.requests).toHaveLength(1);
      },
    );

    it.each(EMBEDDED_LOOPBACK_TARGETS)(
      'should still refuse %s: the allow-list opens loopback, not an IPv6 form carrying it',
      async (_name, template) => {
        const program = await registerProgram(app);
        const response = await app.http
          .post('/api/operator/webhooks')
          .set('X-Admin-Token', TEST_ADMIN_TOKEN)
          .send({ reference: program.reference, url: template.replace('{port}', String(receiver.port)) })
          .expect(422);
        expect(bodyOf<'HTTPValidationError'>(response).detail[0].msg).toContain('carries 127.0.0.1');
      },
    );

    it('should not follow a redirect to another loopback address (the target is never hit)', async () => {
      const target = await WebhookReceiver.start();
      try {
        // 127.0.0.2 is loopback too, but outside the allow-list.
        const inner = target.url('/internal', '127.0.0.2');
        receiver.respondWith(() => ({ status: 307, headers: { Location: inner } }));
        const program = await registerProgram(app, { client_role: 'business' });
        const webhook = await registerWebhook(app, program.reference, receiver.url());
        await toggleChecklist(app, program.reference);
        const [delivery] = await waitForDeliveries(app, webhook.id, (list) => list[0]?.status === 'failed');
        expect(delivery.attempts.map((attempt) => attempt.status_code)).toEqual([307, 307]);
        expect(target.requests).toHaveLength(0);
      } finally {
        await target.close();
      }
    });
  });
});
