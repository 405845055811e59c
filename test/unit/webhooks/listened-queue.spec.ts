import { Queue } from 'bullmq';
import { ListenedQueue, redisOptions, withTimeout } from '../../../src/webhooks/outbound/delivery-queue';

describe(ListenedQueue.name, () => {
  it('should have an error listener from the moment it exists, before anyone else can add one', async () => {
    const queue = new ListenedQueue('listened-queue-probe', { connection: redisOptions('redis://127.0.0.1:6399') });
    expect(queue).toBeInstanceOf(Queue);
    expect(queue.listenerCount('error')).toBe(1);
    await withTimeout(queue.close(), 2000).catch(() => undefined);
  });
});
