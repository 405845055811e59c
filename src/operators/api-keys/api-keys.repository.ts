import { Injectable } from '@nestjs/common';
import { IsNull, LessThan, MoreThan } from 'typeorm';
import { isUniqueViolation } from '../../common/errors/database-errors';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { OperatorApiKey } from './operator-api-key.entity';

export type NewApiKey = Pick<OperatorApiKey, 'slug' | 'keyId' | 'secretHash' | 'createdAt' | 'rotatedAt'>;

/** The `operator_api_keys` table. A slug has at most one current key (unique `current_slug`). */
@Injectable()
export class ApiKeysRepository {
  listAll(unit: UnitOfWork): Promise<OperatorApiKey[]> {
    return managerOf(unit).find(OperatorApiKey, { order: { slug: 'ASC', id: 'ASC' } });
  }

  findByKeyId(unit: UnitOfWork, keyId: string): Promise<OperatorApiKey | null> {
    return managerOf(unit).findOne(OperatorApiKey, { where: { keyId } });
  }

  findCurrent(unit: UnitOfWork, slug: string): Promise<OperatorApiKey | null> {
    return managerOf(unit).findOne(OperatorApiKey, { where: { currentSlug: slug } });
  }

  countBySlug(unit: UnitOfWork, slug: string): Promise<number> {
    return managerOf(unit).count(OperatorApiKey, { where: { slug } });
  }

  /** Revokes every key of the slug not yet revoked; answers how many. */
  async revokeAll(unit: UnitOfWork, slug: string, now: Date): Promise<number> {
    const result = await managerOf(unit).update(
      OperatorApiKey,
      { slug, revokedAt: IsNull() },
      { revokedAt: now, currentSlug: null },
    );
    return result.affected ?? 0;
  }

  /** Ends now the grace period of the slug's rotated-out keys that are still in one. */
  async endGracePeriods(unit: UnitOfWork, slug: string, now: Date): Promise<void> {
    await managerOf(unit).update(
      OperatorApiKey,
      { slug, currentSlug: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(now) },
      { expiresAt: now },
    );
  }

  /** Makes the key no longer current; it keeps working until `expiresAt`. */
  async retire(unit: UnitOfWork, id: number, expiresAt: Date): Promise<void> {
    await managerOf(unit).update(OperatorApiKey, { id }, { currentSlug: null, expiresAt });
  }

  /** Inserts the slug's new current key; fails with a live-key conflict when it already has one. */
  async insertCurrent(unit: UnitOfWork, key: NewApiKey): Promise<void> {
    await managerOf(unit).insert(OperatorApiKey, {
      ...key,
      currentSlug: key.slug,
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
  }

  /** Stamps `last_used_at` unless it is already later than `threshold` (two statements, both whole on their own). */
  async touchLastUsed(unit: UnitOfWork, id: number, now: Date, threshold: Date): Promise<void> {
    const manager = managerOf(unit);
    await manager.update(OperatorApiKey, { id, lastUsedAt: IsNull() }, { lastUsedAt: now });
    await manager.update(OperatorApiKey, { id, lastUsedAt: LessThan(threshold) }, { lastUsedAt: now });
  }

  /** True when `error` is a concurrent insert of a second current key for one slug. */
  isLiveKeyConflict(error: unknown): boolean {
    return isUniqueViolation(error, 'uq_operator_api_keys_current_slug', ['operator_api_keys.current_slug']);
  }
}
