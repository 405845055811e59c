import { registerProgram } from '../../factories/registration.factory';
import { flushPrefix, testRedisUrl, uniqueQueuePrefix } from '../../support/redis';
import { startTestApp, TestApp } from '../../support/test-app';
import { registerWebhook, waitForDeliveries } from '../../support/webhook-helpers';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { bodyOf } from '../../support/typed-body';

const EVENTS = 30;
const FAST = { WEBHOOK_RETRY_SCHEDULE_MS: '50,50', WEBHOOK_TIMEOUT_MS: '1000', SWEEPER_INTERVAL_MS: '100' };

/**
 * Two service instances on one PostgreSQL database (and one Redis queue when TEST_REDIS_URL is set):
 * events written through both, each delivery sent once, none lost.
 */
describe('Outbound webhooks with two instances (PostgreSQL)', () => {
  const redisUrl = testRedisUrl();
  const variants: Array<[string, Record<string, string>]> = [['in-process schedulers', {}]];
  if (redisUrl) {
    variants.push(['one BullMQ queue', { REDIS_URL: redisUrl }]);
  }

  it.each(variants)(
    'should send each delivery once and lose none (%s)',
    async (_name, extraEnv) => {
      const prefix = uniqueQueuePrefix();
      const env = { ...FAST, ...extraEnv, WEBHOOK_QUEUE_PREFIX: prefix };
      const first = await startTestApp({ env });
      let second: TestApp | undefined;
      const receiver = await WebhookReceiver.start();
      try {
        second = await startTestApp({ env: { ...env, DATABASE_URL: first.config.database.url } });
        const program = await registerProgram(first, { client_role: 'business' });
        const webhook = await registerWebhook(first, program.reference, receiver.url());
        const instances = [first, second];
        // Concurrent writers on both instances: the program row lock serialises them in the database.
        const patches = Array.from({ length: EVENTS }, (_, i) => ({
          item: i % 2 === 0 ? 'aml_programme' : 'settlement_path_confirmed',
          done: i % 4 < 2,
        }));
        const answers = await Promise.all(
          patches.map((patch, i) =>
            instances[i % 2].http
              .patch(`/api/checklist/${program.reference}/items/${patch.item}`)
              .send({ done: patch.done }),
          ),
        );
        // Every answer, not just some: each PATCH succeeded and its checklist shows the item as that PATCH set it.
        expect(
          answers.map((answer, i) => ({
            status: answer.status,
            reference: (answer.body as { reference?: string }).reference,
            done: (answer.body as { items?: Array<{ id: string; done: boolean }> }).items?.find(
              (item) => item.id === patches[i].item,
            )?.done,
          })),
        ).toEqual(patches.map((patch) => ({ status: 200, reference: program.reference, done: patch.done })));
        const events = await first.http.get(`/api/programs/${program.reference}/events?limit=500`).expect(200);
        const expected = bodyOf<'ProgramEventsList'>(events).events.filter(
          (event) => event.event_type === 'checklist.item_updated',
        ).length;
        expect(expected).toBeGreaterThan(0);
        const deliveries = await waitForDeliveries(
          first,
          webhook.id,
          (list) => list.length === expected && list.every((delivery) => delivery.status === 'delivered'),
          30_000,
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        const ids = receiver.requests.map((request) => String(request.headers['webhook-id']));
        expect(new Set(ids).size).toBe(expected);
        expect(ids).toHaveLength(expected);
        expect(deliveries.every((delivery) => delivery.attempts.length === 1)).toBe(true);
      } finally {
        await receiver.close();
        await second?.close();
        await first.close();
        if (redisUrl) {
          await flushPrefix(redisUrl, prefix);
        }
      }
    },
    60_000,
  );
});
