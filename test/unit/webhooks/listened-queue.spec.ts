import { EventEmitter } from 'node:events';
import { Queue } from 'bullmq';
import {
  ListenedQueue,
  ListenedWorker,
  redisOptions,
  withTimeout,
} from '../../../src/webhooks/outbound/delivery-queue';

describe(ListenedQueue.name, () => {
  it('should have an error listener from the moment it exists, before anyone else can add one', async () => {
    const queue = new ListenedQueue('listened-queue-probe', { connection: redisOptions('redis://127.0.0.1:6399') });
    expect(queue).toBeInstanceOf(Queue);
    expect(queue.listenerCount('error')).toBe(1);
    await withTimeout(queue.close(), 2000).catch(() => undefined);
  });

  // Closed before it ever reached Redis, BullMQ drops every listener of the connection, then emits its failed start
  // there as `error`: with nobody listening, an uncaught exception in whatever runs next.
  it.each([
    ['queue', () => new ListenedQueue('listened-queue-closed', { connection: redisOptions('redis://127.0.0.1:6399') })],
    [
      'worker',
      () =>
        new ListenedWorker('listened-worker-closed', async () => undefined, {
          connection: redisOptions('redis://127.0.0.1:6399'),
        }),
    ],
  ])(
    'should keep its connections listened for errors after a %s is closed while Redis is down',
    async (_name, create) => {
      const closed = create();
      const connections = ['connection', 'blockingConnection']
        .map((field) => (closed as unknown as Record<string, EventEmitter | undefined>)[field])
        .filter((connection): connection is EventEmitter => connection !== undefined);
      await withTimeout(closed.close(), 2000).catch(() => undefined);
      for (const connection of connections) {
        expect(connection.listenerCount('error')).toBeGreaterThan(0);
        expect(() => connection.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6399'))).not.toThrow();
      }
    },
  );
});
