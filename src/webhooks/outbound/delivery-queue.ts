import { Queue, QueueOptions, Worker } from 'bullmq';
import { EventEmitter } from 'node:events';
import { RedisOptions } from 'ioredis';

export const DELIVERY_QUEUE = 'webhook-deliveries';
export const DELIVER_JOB = 'deliver';

export interface DeliveryJobData {
  deliveryId: number;
}

/** ioredis options from REDIS_URL (`redis://[user:pass@]host:port[/db]`, `rediss://` for TLS). */
export function redisOptions(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0;
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    // Never give up reconnecting (Redis may come back), but do not wait long between tries.
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
    maxRetriesPerRequest: null,
  };
}

/**
 * A queue listened to for errors from the moment it exists. It connects at once, and a connection error emitted
 * before anyone listens (Redis down at start, while Nest is still building other providers, long before the
 * scheduler's `onModuleInit` adds the listener that logs) would be an uncaught exception.
 */
export class ListenedQueue extends Queue {
  constructor(name: string, options?: QueueOptions) {
    super(name, options);
    this.on('error', () => undefined);
    keepListenedAfterClose(this.connection);
  }
}

/** The worker likewise: it connects when created, before the processor's `@OnWorkerEvent('error')` is bound. */
export class ListenedWorker extends Worker {
  constructor(...args: ConstructorParameters<typeof Worker>) {
    super(...args);
    this.on('error', () => undefined);
    keepListenedAfterClose(this.connection);
    keepListenedAfterClose((this as unknown as { blockingConnection?: EventEmitter }).blockingConnection);
  }
}

/**
 * BullMQ closes a connection that never reached Redis by dropping every listener it has (`removeAllListeners`), and
 * the connection's pending start then fails and is emitted as `error` with nobody listening: an uncaught exception
 * in whatever runs next (seen failing unrelated test suites after an app with Redis down was closed). The connection
 * gets a listener that swallows those late errors back each time its listeners are dropped.
 */
function keepListenedAfterClose(connection: EventEmitter | undefined): void {
  if (connection === undefined) {
    return;
  }
  const swallow = () => undefined;
  const removeAllListeners = connection.removeAllListeners.bind(connection);
  connection.removeAllListeners = (event?: string | symbol) => {
    removeAllListeners(event);
    if (event === undefined || event === 'error') {
      connection.on('error', swallow);
    }
    return connection;
  };
}

/** Resolves with `promise`, or rejects after `ms`; the loser's late rejection is swallowed. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
