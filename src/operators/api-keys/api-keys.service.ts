import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import { ApiKeyErrorCode } from './api-key-error-codes';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { issueKey } from './api-key-format';
import { toApiKeyList } from './api-key.mapper';
import { OperatorApiKeyIssued, OperatorApiKeyList, OperatorApiKeyRevoked } from './dto/operator-api-key.dto';
import { ApiKeysRepository } from './api-keys.repository';

/** Operator API keys: the partner tokens of decisions §10. The plaintext exists only in the create response. */
@Injectable()
export class ApiKeysService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly keys: ApiKeysRepository,
  ) {}

  async create(slug: string, rotate: boolean): Promise<OperatorApiKeyIssued> {
    try {
      return await this.db.write((unit) => this.issue(unit, slug, rotate));
    } catch (error) {
      // A concurrent create for the same slug committed first.
      if (this.keys.isLiveKeyConflict(error)) {
        throw liveKeyExists(slug);
      }
      throw error;
    }
  }

  async list(): Promise<OperatorApiKeyList> {
    const keys = await this.db.read((unit) => this.keys.listAll(unit));
    return toApiKeyList(keys, new Date());
  }

  /** Revokes at once every key of the slug that still works (the live one and any in its grace period). */
  revoke(slug: string): Promise<OperatorApiKeyRevoked> {
    return this.db.write(async (unit) => {
      const known = await this.keys.countBySlug(unit, slug);
      if (known === 0) {
        throw new NotFoundError(`No API key exists for "${slug}"`, ApiKeyErrorCode.ApiKeyNotFound);
      }
      const now = new Date();
      const revoked = await this.keys.revokeAll(unit, slug, now);
      return { slug, revoked_keys: revoked, revoked_at: now.toISOString() };
    });
  }

  private async issue(unit: UnitOfWork, slug: string, rotate: boolean): Promise<OperatorApiKeyIssued> {
    const now = new Date();
    const current = await this.keys.findCurrent(unit, slug);
    if (current && !rotate) {
      throw liveKeyExists(slug);
    }
    let previousExpiresAt: Date | null = null;
    if (current) {
      // Only the key being replaced gets a grace period; keys still in grace from an earlier rotation end now.
      await this.keys.endGracePeriods(unit, slug, now);
      previousExpiresAt = new Date(now.getTime() + this.config.apiKeyRotationGraceSeconds * 1000);
      await this.keys.retire(unit, current.id, previousExpiresAt);
    }
    const issued = issueKey();
    await this.keys.insertCurrent(unit, {
      slug,
      keyId: issued.keyId,
      secretHash: issued.secretHash,
      createdAt: now,
      rotatedAt: current ? now : null,
    });
    return {
      slug,
      api_key: issued.apiKey,
      key_prefix: issued.keyPrefix,
      created_at: now.toISOString(),
      rotated: current !== null,
      previous_key_expires_at: previousExpiresAt ? previousExpiresAt.toISOString() : null,
    };
  }
}

function liveKeyExists(slug: string): ConflictError {
  return new ConflictError(
    `An API key for "${slug}" already exists; send rotate: true to replace it`,
    ApiKeyErrorCode.ApiKeyExists,
  );
}
