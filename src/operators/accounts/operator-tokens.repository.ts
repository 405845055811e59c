import { Injectable } from '@nestjs/common';
import { IsNull, LessThan } from 'typeorm';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { OperatorToken } from './operator-token.entity';

export type NewOperatorToken = Omit<OperatorToken, 'id' | 'revokedAt' | 'lastUsedAt'>;

/** The `operator_tokens` table: operators' personal tokens (only the SHA-256 of each secret). */
@Injectable()
export class OperatorTokensRepository {
  async insert(unit: UnitOfWork, token: NewOperatorToken): Promise<OperatorToken> {
    const row = { ...token, revokedAt: null, lastUsedAt: null };
    const result = await managerOf(unit).insert(OperatorToken, row);
    return Object.assign(new OperatorToken(), row, { id: Number((result.identifiers[0] as { id: number }).id) });
  }

  findByTokenId(unit: UnitOfWork, tokenId: string): Promise<OperatorToken | null> {
    return managerOf(unit).findOne(OperatorToken, { where: { tokenId } });
  }

  findOf(unit: UnitOfWork, operatorId: number, id: number): Promise<OperatorToken | null> {
    return managerOf(unit).findOne(OperatorToken, { where: { operatorId, id } });
  }

  listOf(unit: UnitOfWork, operatorId: number): Promise<OperatorToken[]> {
    return managerOf(unit).find(OperatorToken, { where: { operatorId }, order: { id: 'ASC' } });
  }

  /** Revokes the token unless it already is; true when this call revoked it. */
  async revoke(unit: UnitOfWork, id: number, now: Date): Promise<boolean> {
    const result = await managerOf(unit).update(OperatorToken, { id, revokedAt: IsNull() }, { revokedAt: now });
    return (result.affected ?? 0) > 0;
  }

  /** Revokes every token of the operator still working; answers how many. */
  async revokeAllOf(unit: UnitOfWork, operatorId: number, now: Date): Promise<number> {
    const result = await managerOf(unit).update(OperatorToken, { operatorId, revokedAt: IsNull() }, { revokedAt: now });
    return result.affected ?? 0;
  }

  /** Stamps `last_used_at` unless it is already later than `threshold` (two statements, both whole on their own). */
  async touchLastUsed(unit: UnitOfWork, id: number, now: Date, threshold: Date): Promise<void> {
    const manager = managerOf(unit);
    await manager.update(OperatorToken, { id, lastUsedAt: IsNull() }, { lastUsedAt: now });
    await manager.update(OperatorToken, { id, lastUsedAt: LessThan(threshold) }, { lastUsedAt: now });
  }
}
