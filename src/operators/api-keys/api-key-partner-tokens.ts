import { Injectable } from '@nestjs/common';
import { PartnerTokenVerifier } from '../../common/auth/partner-token.verifier';
import { secretsEqual } from '../../common/auth/secret-compare';
import { TransactionRunner } from '../../database/transaction-runner';
import { hashSecret, parseKey } from './api-key-format';
import { isUsable } from './api-key-state';
import { ApiKeysRepository } from './api-keys.repository';
import { OperatorApiKey } from './operator-api-key.entity';

/** `last_used_at` is bookkeeping, not an audit trail: at most one write per key per this interval. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** Resolves `X-Partner-Token` (an operator API key) to its partner slug; bound in AuthModule. */
@Injectable()
export class ApiKeyPartnerTokens extends PartnerTokenVerifier {
  private readonly touchedAt = new Map<string, number>();
  constructor(
    private readonly db: TransactionRunner,
    private readonly keys: ApiKeysRepository,
  ) {
    super();
  }

  async verify(token: string): Promise<string | undefined> {
    const presented = parseKey(token);
    if (!presented) {
      return undefined;
    }
    const key = await this.db.read((unit) => this.keys.findByKeyId(unit, presented.keyId));
    const now = new Date();
    if (!key || !isUsable(key, now) || !secretsEqual(hashSecret(presented.secret), key.secretHash)) {
      return undefined;
    }
    await this.touch(key, now);
    return key.slug;
  }

  private async touch(key: OperatorApiKey, now: Date): Promise<void> {
    const threshold = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    const lastTouched = this.touchedAt.get(key.keyId) ?? 0;
    if ((key.lastUsedAt && key.lastUsedAt > threshold) || lastTouched > threshold.getTime()) {
      return;
    }
    this.touchedAt.set(key.keyId, now.getTime());
    try {
      await this.db.write((unit) => this.keys.touchLastUsed(unit, key.id, now, threshold));
    } catch {
      // Losing one last-used stamp must not fail an authenticated request; the next one retries.
      this.touchedAt.delete(key.keyId);
    }
  }
}
