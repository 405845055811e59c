import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../../src/config/app-config';
import { TransactionRunner } from '../../../src/database/transaction-runner';
import { unitOf } from '../../../src/database/unit-of-work';

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A DataSource whose transactions only record BEGIN / COMMIT / ROLLBACK, each with a manager of its own. */
class RecordingDataSource {
  readonly log: string[] = [];
  readonly manager = {} as EntityManager;
  active = 0;
  maxActive = 0;

  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    this.active++;
    this.maxActive = Math.max(this.maxActive, this.active);
    this.log.push('begin');
    try {
      const result = await work({} as EntityManager);
      this.log.push('commit');
      return result;
    } catch (error) {
      this.log.push('rollback');
      throw error;
    } finally {
      this.active--;
    }
  }
}

function runnerOn(dialect: 'sqlite' | 'postgres'): { runner: TransactionRunner; dataSource: RecordingDataSource } {
  const dataSource = new RecordingDataSource();
  const config = { database: { dialect } } as AppConfig;
  return { runner: new TransactionRunner(dataSource as unknown as DataSource, config), dataSource };
}

describe(TransactionRunner.name, () => {
  describe('on SQLite', () => {
    it('should run units of work alone, in arrival order, even when a later one could finish first', async () => {
      const { runner, dataSource } = runnerOn('sqlite');
      const gates = [deferred(), deferred(), deferred()];
      const started: number[] = [];
      const results = gates.map((gate, index) =>
        runner.write(async () => {
          started.push(index);
          await gate.promise;
          return index;
        }),
      );
      await settle();
      expect(started).toEqual([0]);
      // Released last-to-first: the second and third still wait for the first to commit.
      gates[2].resolve();
      gates[1].resolve();
      await settle();
      expect(started).toEqual([0]);
      gates[0].resolve();
      expect(await Promise.all(results)).toEqual([0, 1, 2]);
      expect(started).toEqual([0, 1, 2]);
      expect(dataSource.maxActive).toBe(1);
      expect(dataSource.log).toEqual(['begin', 'commit', 'begin', 'commit', 'begin', 'commit']);
    });

    it('should run the next unit of work when one fails, and fail only the failing one', async () => {
      const { runner, dataSource } = runnerOn('sqlite');
      const failing = runner.write(() => Promise.reject(new Error('constraint violated')));
      const next = runner.write(() => Promise.resolve('written'));
      await expect(failing).rejects.toThrow('constraint violated');
      await expect(next).resolves.toBe('written');
      expect(dataSource.log).toEqual(['begin', 'rollback', 'begin', 'commit']);
    });

    it('should make reads and single-statement writes wait for a unit of work in progress', async () => {
      const { runner } = runnerOn('sqlite');
      const gate = deferred();
      const order: string[] = [];
      const write = runner.write(async () => {
        order.push('write started');
        await gate.promise;
        order.push('write done');
      });
      const read = runner.read(() => Promise.resolve(order.push('read')));
      const statements = runner.writeStatements(() => Promise.resolve(order.push('statements')));
      await settle();
      expect(order).toEqual(['write started']);
      gate.resolve();
      await Promise.all([write, read, statements]);
      expect(order).toEqual(['write started', 'write done', 'read', 'statements']);
    });
  });

  it.each(['sqlite', 'postgres'] as const)(
    'should run single-statement writes without a transaction of their own on %s',
    async (dialect) => {
      const { runner, dataSource } = runnerOn(dialect);
      const seen: unknown[] = [];

      await runner.writeStatements((unit) => Promise.resolve(seen.push(unit)));

      expect(dataSource.log).toEqual([]);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toBe(dataSource.manager);
    },
  );

  describe('on PostgreSQL', () => {
    it('should run units of work in parallel', async () => {
      const { runner, dataSource } = runnerOn('postgres');
      const gate = deferred();
      const writes = [runner.write(() => gate.promise), runner.write(() => gate.promise)];
      await settle();
      expect(dataSource.active).toBe(2);
      gate.resolve();
      await Promise.all(writes);
      expect(dataSource.maxActive).toBe(2);
    });
  });

  describe.each(['sqlite', 'postgres'] as const)('afterCommit (%s)', (dialect) => {
    it('should run callbacks only after the commit, in the order they were registered', async () => {
      const { runner, dataSource } = runnerOn(dialect);
      const seen: string[] = [];
      await runner.write((manager) => {
        runner.afterCommit(manager, () => seen.push(`first after ${dataSource.log.join(',')}`));
        runner.afterCommit(manager, () => seen.push(`second after ${dataSource.log.join(',')}`));
        seen.push('work done');
        return Promise.resolve();
      });
      expect(seen).toEqual(['work done', 'first after begin,commit', 'second after begin,commit']);
    });

    it('should never run callbacks of a unit of work that rolled back', async () => {
      const { runner } = runnerOn(dialect);
      const callback = jest.fn();
      const failed = runner.write((manager) => {
        runner.afterCommit(manager, callback);
        return Promise.reject(new Error('rolled back'));
      });
      await expect(failed).rejects.toThrow('rolled back');
      await settle();
      expect(callback).not.toHaveBeenCalled();
    });

    it('should not fail a committed write when a callback throws, and still run the others', async () => {
      const { runner } = runnerOn(dialect);
      const later = jest.fn();
      const result = runner.write((manager) => {
        runner.afterCommit(manager, () => {
          throw new Error('enqueue failed');
        });
        runner.afterCommit(manager, later);
        return Promise.resolve('committed');
      });
      await expect(result).resolves.toBe('committed');
      expect(later).toHaveBeenCalledTimes(1);
    });
  });

  it('should run a callback registered outside a unit of work on the next turn, not synchronously', async () => {
    const { runner, dataSource } = runnerOn('sqlite');
    const callback = jest.fn();
    runner.afterCommit(unitOf(dataSource.manager), callback);
    expect(callback).not.toHaveBeenCalled();
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
