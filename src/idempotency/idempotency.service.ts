import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConflictError } from '../common/errors/domain-errors';
import { IdempotencyErrorCode } from './idempotency-error-codes';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { canonicalJson } from '../program-events/event-hash';
import { CallerIdempotencyKey } from './caller-idempotency-key';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyKeyId, IdempotencyKeysRepository } from './idempotency-keys.repository';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
export type IdempotencyScope = 'registration' | 'instruction';

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
  constructor(
    private readonly db: TransactionRunner,
    private readonly keys: IdempotencyKeysRepository,
  ) {}

  async run<T extends object>(
    scope: IdempotencyScope,
    callerKey: CallerIdempotencyKey | undefined,
    request: unknown,
    work: (unit: UnitOfWork) => Promise<T>,
  ): Promise<IdempotentResult<T>> {
    if (callerKey === undefined) {
      return { body: await this.db.write(work), replayed: false };
    }
    const id = { namespace: callerKey.namespace, scope, key: callerKey.key };
    const requestHash = createHash('sha256').update(canonicalJson(request)).digest('hex');
    const earlier = await this.findLive(id);
    if (earlier) {
      return replay<T>(earlier, requestHash);
    }
    try {
      const body = await this.db.write(async (unit) => {
        await this.keys.deleteExpired(unit, id, windowStart());
        const result = await work(unit);
        await this.keys.insert(unit, id, { requestHash, response: result }, new Date());
        return result;
      });
      return { body, replayed: false };
    } catch (error) {
      if (this.keys.isKeyConflict(error)) {
        const winner = await this.findLive(id);
        if (winner) {
          return replay<T>(winner, requestHash);
        }
      }
      throw error;
    }
  }

  /**
   * Forgets the stored answers about the program `reference` (they repeat its applicant's personal data), inside the
   * caller's unit: an erasure. Answers how many keys went; a retry with one of them runs afresh.
   */
  forgetAnswersAbout(unit: UnitOfWork, reference: string): Promise<number> {
    return this.keys.deleteAnswersAbout(unit, reference);
  }

  /** Deletes the keys past their replay window (nothing replays them any more); answers how many. */
  purgeExpired(now: Date = new Date()): Promise<number> {
    return this.db.writeStatements((unit) => this.keys.deleteAllOlderThan(unit, windowStart(now)));
  }

  private async findLive(id: IdempotencyKeyId): Promise<IdempotencyKey | null> {
    const row = await this.db.read((unit) => this.keys.find(unit, id));
    return row && row.createdAt >= windowStart() ? row : null;
  }
}

function replay<T>(row: IdempotencyKey, requestHash: string): IdempotentResult<T> {
  if (row.requestHash !== requestHash) {
    throw new ConflictError(
      'This Idempotency-Key was already used with a different request body',
      IdempotencyErrorCode.IdempotencyKeyReused,
    );
  }
  return { body: row.response as T, replayed: true };
}

function windowStart(now: Date = new Date()): Date {
  return new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
}
