import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { isUniqueViolation } from '../common/errors/database-errors';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { IdempotencyKey } from './idempotency-key.entity';

const UNIQUE_COLUMNS = ['idempotency_keys.namespace', 'idempotency_keys.scope', 'idempotency_keys.key'];

/** Identifies one key: a caller's namespace, the operation's scope and the caller's key. */
export interface IdempotencyKeyId {
  namespace: string;
  scope: string;
  key: string;
}

export interface StoredAnswer {
  requestHash: string;
  response: object;
}

/** The `idempotency_keys` table: one row per (namespace, scope, key), unique. */
@Injectable()
export class IdempotencyKeysRepository {
  find(unit: UnitOfWork, id: IdempotencyKeyId): Promise<IdempotencyKey | null> {
    const { namespace, scope, key } = id;
    return managerOf(unit).findOne(IdempotencyKey, { where: { namespace, scope, key } });
  }

  /** Deletes the key's row if it was created before `windowStart` (so the key can be used afresh). */
  async deleteExpired(unit: UnitOfWork, id: IdempotencyKeyId, windowStart: Date): Promise<void> {
    const { namespace, scope, key } = id;
    await managerOf(unit).delete(IdempotencyKey, { namespace, scope, key, createdAt: LessThan(windowStart) });
  }

  /**
   * Deletes every row whose stored answer is about the program `reference` (a registration's or a handoff record's
   * answer both carry it as top-level `reference`); answers how many. A scan: the table holds one replay window.
   */
  async deleteAnswersAbout(unit: UnitOfWork, reference: string): Promise<number> {
    const manager = managerOf(unit);
    // The dialect from the unit itself: the repository is also built by hand (integration specs) without one.
    const answerReference =
      manager.connection.options.type === 'postgres'
        ? `"response"->>'reference'`
        : `json_extract("response", '$.reference')`;
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(IdempotencyKey)
      .where(`${answerReference} = :reference`, { reference })
      .execute();
    return result.affected ?? 0;
  }

  /** Deletes every row created before `windowStart` (past its replay window); answers how many. */
  async deleteAllOlderThan(unit: UnitOfWork, windowStart: Date): Promise<number> {
    const result = await managerOf(unit).delete(IdempotencyKey, { createdAt: LessThan(windowStart) });
    return result.affected ?? 0;
  }

  /** Inserts the key's row; a concurrent twin makes it fail with an error `isKeyConflict` recognises. */
  async insert(unit: UnitOfWork, id: IdempotencyKeyId, answer: StoredAnswer, createdAt: Date): Promise<void> {
    await managerOf(unit).insert(IdempotencyKey, {
      ...id,
      requestHash: answer.requestHash,
      response: answer.response as QueryDeepPartialEntity<IdempotencyKey>['response'],
      createdAt,
    });
  }

  /** True when `error` is the unique index refusing a second row for one key. */
  isKeyConflict(error: unknown): boolean {
    return isUniqueViolation(error, 'uq_idempotency_keys_namespace_scope_key', UNIQUE_COLUMNS);
  }
}
