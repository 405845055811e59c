import { AddressInfo, createServer, Server } from 'node:net';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { NotFoundError } from '../../../src/common/errors/domain-errors';
import type { AppConfig } from '../../../src/config/app-config';
import { ReadReplica, ReplicaFallbackReason, ReplicaRoute } from '../../../src/database/read-replica';
import { TransactionRunner } from '../../../src/database/transaction-runner';
import { managerOf, UnitOfWork } from '../../../src/database/unit-of-work';
import { ServiceMetrics } from '../../../src/observability/metrics/service-metrics';

const primaryManager = { name: 'primary' } as unknown as EntityManager;
const replicaManager = { name: 'replica' } as unknown as EntityManager;
const postgres = { database: { dialect: 'postgres' } } as AppConfig;

/** A loopback listener that counts the connections it gets and drops each at once: a replica that cannot be reached. */
async function droppingListener(): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

/** A replica that routes as told and records what the runner tells it. */
class ScriptedReplica {
  readonly fellBackFor: ReplicaFallbackReason[] = [];
  readonly failures: unknown[] = [];
  constructor(
    private readonly next: ReplicaRoute | null,
    private readonly failedAs: ReplicaFallbackReason = 'unreachable',
  ) {}
  get configured(): boolean {
    return this.next !== null;
  }
  route(): Promise<ReplicaRoute | null> {
    return Promise.resolve(this.next);
  }
  failed(error: unknown): ReplicaFallbackReason {
    this.failures.push(error);
    return this.failedAs;
  }
  fellBack(reason: ReplicaFallbackReason): void {
    this.fellBackFor.push(reason);
  }
}

function runnerWith(replica?: ScriptedReplica): TransactionRunner {
  const dataSource = { manager: primaryManager } as unknown as DataSource;
  return new TransactionRunner(dataSource, postgres, replica as unknown as ReadReplica | undefined);
}

/** Where a unit of work ran, by its manager's name; fails on the replica when told to. */
function recorder(failOnReplica?: Error) {
  const ran: string[] = [];
  const work = (unit: UnitOfWork) => {
    const where = (managerOf(unit) as unknown as { name: string }).name;
    ran.push(where);
    if (where === 'replica' && failOnReplica) {
      return Promise.reject(failOnReplica);
    }
    return Promise.resolve(where);
  };
  return { ran, work };
}

describe('TransactionRunner.readMayLag', () => {
  it('should read the primary when no replica is configured', async () => {
    const { ran, work } = recorder();
    expect(await runnerWith().readMayLag(work)).toBe('primary');
    expect(await runnerWith(new ScriptedReplica(null)).readMayLag(work)).toBe('primary');
    expect(ran).toEqual(['primary', 'primary']);
    expect(runnerWith().hasReadReplica).toBe(false);
  });

  it('should read the replica when it routes there, and count nothing', async () => {
    const replica = new ScriptedReplica({ manager: replicaManager });
    const { ran, work } = recorder();
    expect(await runnerWith(replica).readMayLag(work)).toBe('replica');
    expect(ran).toEqual(['replica']);
    expect(replica.fellBackFor).toEqual([]);
    expect(runnerWith(replica).hasReadReplica).toBe(true);
  });

  it.each(['unreachable', 'lagging'] as const)(
    'should read the primary and count it when the replica is %s',
    async (reason) => {
      const replica = new ScriptedReplica({ fallback: reason });
      const { ran, work } = recorder();
      expect(await runnerWith(replica).readMayLag(work)).toBe('primary');
      expect(ran).toEqual(['primary']);
      expect(replica.fellBackFor).toEqual([reason]);
    },
  );

  it('should run the work again on the primary when it fails on the replica, counted with the reason found', async () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6543'), { code: 'ECONNREFUSED' });
    const replica = new ScriptedReplica({ manager: replicaManager }, 'unreachable');
    const { ran, work } = recorder(lost);
    expect(await runnerWith(replica).readMayLag(work)).toBe('primary');
    expect(ran).toEqual(['replica', 'primary']);
    expect(replica.failures).toEqual([lost]);
    expect(replica.fellBackFor).toEqual(['unreachable']);
  });

  it("should pass on the work's own answer (a 404) without asking the primary", async () => {
    const missing = new NotFoundError('Program not found', 'program_not_found');
    const replica = new ScriptedReplica({ manager: replicaManager });
    const { ran, work } = recorder(missing);
    await expect(runnerWith(replica).readMayLag(work)).rejects.toBe(missing);
    expect(ran).toEqual(['replica']);
    expect(replica.fellBackFor).toEqual([]);
  });
});

describe(ReadReplica.name, () => {
  const logged: string[] = [];
  const logger = {
    warn: (_fields: unknown, message: string) => logged.push(`warn ${message}`),
    info: (_fields: unknown, message: string) => logged.push(`info ${message}`),
  } as unknown as Logger;

  beforeEach(() => logged.splice(0));

  it('should route nowhere without configuration', async () => {
    const replica = new ReadReplica(undefined, logger, new ServiceMetrics({ version: 't', role: 'api' }));
    expect(replica.configured).toBe(false);
    expect(await replica.route()).toBeNull();
  });

  it('should fall back when the replica cannot be reached, then skip it without trying for a while, warning once', async () => {
    const metrics = new ServiceMetrics({ version: 't', role: 'api' }, { replica: true });
    // Counted connections tell "skipped without trying" from "tried again": a refused connect is as quick as a skip.
    const listener = await droppingListener();
    const replica = new ReadReplica(
      {
        url: `postgres://nobody@127.0.0.1:${listener.port}/none`,
        poolMax: 1,
        connectTimeoutMs: 3000,
        maxLagSeconds: 30,
      },
      logger,
      metrics,
    );
    try {
      expect(await replica.route()).toEqual({ fallback: 'unreachable' });
      const triedOnce = listener.connections();
      expect(triedOnce).toBeGreaterThan(0);
      expect(await replica.route()).toEqual({ fallback: 'unreachable' });
      // Room for a connection the second route() might have started without awaiting it to arrive.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(listener.connections()).toBe(triedOnce);
      expect(logged.filter((line) => line.includes('unreachable'))).toHaveLength(1);
      expect(await replica.status()).toEqual({ reachable: false, standby: null, lagSeconds: null, replayPaused: null });
    } finally {
      await replica.onModuleDestroy();
      await new Promise((resolve) => listener.server.close(resolve));
    }
  });

  it('should tell a lost connection (unreachable) from a statement that failed on the replica (error)', async () => {
    const metrics = new ServiceMetrics({ version: 't', role: 'api' }, { replica: true });
    const replica = new ReadReplica(
      { url: 'postgres://nobody@127.0.0.1:1/none', poolMax: 1, connectTimeoutMs: 3000, maxLagSeconds: 30 },
      logger,
      metrics,
    );
    const conflict = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    expect(replica.failed(conflict)).toBe('error');
    expect(replica.failed(new Error('Connection terminated unexpectedly'))).toBe('unreachable');
    expect(await replica.route()).toEqual({ fallback: 'unreachable' });
    replica.fellBack('error');
    const exposition = await metrics.registry.metrics();
    expect(exposition).toContain('pws_replica_fallbacks_total{reason="error"} 1');
    expect(exposition).toContain('pws_replica_fallbacks_total{reason="unreachable"} 0');
    await replica.onModuleDestroy();
  });
});
