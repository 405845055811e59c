import { randomBytes } from 'node:crypto';
import { createServer, Server, Socket, connect } from 'node:net';
import Redis from 'ioredis';

const inCi = process.env.CI === 'true' || process.env.CI === '1';
let noticePrinted = false;

/** The Redis of the Redis variants, or undefined (skipped with a notice; under CI a missing Redis fails). */
export function testRedisUrl(): string | undefined {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    if (inCi) {
      throw new Error('CI=true but TEST_REDIS_URL is not set: the Redis suites must run in CI.');
    }
    if (!noticePrinted) {
      noticePrinted = true;
      process.stderr.write('\n[tests] Redis variants SKIPPED: TEST_REDIS_URL is not set.\n\n');
    }
  }
  return url;
}

/** `describe` when TEST_REDIS_URL is set, `describe.skip` (with a printed notice) when not. */
export function describeWithRedis(name: string, body: (redisUrl: string) => void): void {
  const url = testRedisUrl();
  if (url) {
    describe(name, () => body(url));
  } else {
    describe.skip(name, () => body(''));
  }
}

/** A queue prefix of its own, so parallel test files never take each other's jobs. */
export function uniqueQueuePrefix(): string {
  return `pwstest${randomBytes(4).toString('hex')}`;
}

/** Deletes only the keys under `prefix`. */
export async function flushPrefix(redisUrl: string, prefix: string): Promise<void> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) {
        await client.del(...keys);
      }
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/**
 * A TCP proxy in front of Redis that a test can stop and start: "Redis is down" without touching the
 * real server other tests use.
 */
export class RedisProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
    private readonly db: string,
  ) {}

  static async start(redisUrl: string): Promise<RedisProxy> {
    const url = new URL(redisUrl);
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const proxy = new RedisProxy({ host: url.hostname, port: Number(url.port || 6379) }, port, url.pathname);
    await proxy.up();
    return proxy;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}${this.db}`;
  }

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  /** Refuses new connections and cuts the open ones. */
  async down(): Promise<void> {
    for (const socket of this.sockets) {
      socket.destroy();
    }
    const server = this.server;
    this.server = undefined;
    if (server) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
}

/**
 * The delivery queue a suite runs on: on the PostgreSQL project BullMQ on Redis (production's pair), with a
 * prefix of its own; on the SQLite project the in-process queue. `release` deletes the prefix's keys.
 */
export function deliveryQueueOfDialect(dialect: 'sqlite' | 'postgres'): {
  env: Record<string, string>;
  release(): Promise<void>;
} {
  const redisUrl = dialect === 'postgres' ? testRedisUrl() : undefined;
  if (!redisUrl) {
    return { env: {}, release: async () => undefined };
  }
  const prefix = uniqueQueuePrefix();
  return {
    env: { REDIS_URL: redisUrl, WEBHOOK_QUEUE_PREFIX: prefix },
    release: () => flushPrefix(redisUrl, prefix),
  };
}
