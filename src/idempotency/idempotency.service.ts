import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, LessThan } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { ConflictError } from '../common/errors/domain-errors';
import { isUniqueViolation } from '../common/errors/database-errors';
import { TransactionRunner } from '../database/transaction-runner';
import { canonicalJson } from '../program-events/event-hash';
import { CallerIdempotencyKey } from './caller-idempotency-key';
import { IdempotencyKey } from './idempotency-key.entity';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
export type IdempotencyScope = 'registration' | 'instruction';
const UNIQUE_COLUMNS = ['idempotency_keys.namespace', 'idempotency_keys.scope', 'idempotency_keys.key'];

export interface IdempotentResult<T> {
  body: T;
  replayed: boolean;
}

/**
 * `Idempotency-Key` support kept in the database (so it holds across instances and restarts): the key
 * row is written in the same transaction as the work, and a concurrent twin loses on the unique index.
 * Keys live in the caller's namespace: the same key from another caller is another key.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly db: TransactionRunner) {}

  async run<T extends object>(
    scope: IdempotencyScope,
    callerKey: CallerIdempotencyKey | undefined,
    request: unknown,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<IdempotentResult<T>> {
    if (callerKey === undefined) {
      return { body: await this.db.write(work), replayed: false };
    }
    const { namespace, key } = callerKey;
    const requestHash = createHash('sha256').update(canonicalJson(request)).digest('hex');
    const earlier = await this.findLive(namespace, scope, key);
    if (earlier) {
      return replay<T>(earlier, requestHash);
    }
    try {
      const body = await this.db.write(async (manager) => {
        await manager.delete(IdempotencyKey, { namespace, scope, key, createdAt: LessThan(windowStart()) });
        const result = await work(manager);
        await manager.insert(IdempotencyKey, {
          namespace,
          scope,
          key,
          requestHash,
          response: result as QueryDeepPartialEntity<IdempotencyKey>['response'],
          createdAt: new Date(),
        });
        return result;
      });
      return { body, replayed: false };
    } catch (error) {
      if (isUniqueViolation(error, 'uq_idempotency_keys_namespace_scope_key', UNIQUE_COLUMNS)) {
        const winner = await this.findLive(namespace, scope, key);
        if (winner) {
          return replay<T>(winner, requestHash);
        }
      }
      throw error;
    }
  }

  private async findLive(namespace: string, scope: IdempotencyScope, key: string): Promise<IdempotencyKey | null> {
    const row = await this.db.read((manager) => manager.findOne(IdempotencyKey, { where: { namespace, scope, key } }));
    return row && row.createdAt >= windowStart() ? row : null;
  }
}

function replay<T>(row: IdempotencyKey, requestHash: string): IdempotentResult<T> {
  if (row.requestHash !== requestHash) {
    throw new ConflictError(
      'This Idempotency-Key was already used with a different request body',
      'idempotency_key_reused',
    );
  }
  return { body: row.response as T, replayed: true };
}

function windowStart(): Date {
  return new Date(Date.now() - IDEMPOTENCY_WINDOW_MS);
}
