import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, IsNull, MoreThan } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import { isUniqueViolation } from '../../common/errors/database-errors';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { issueKey } from './api-key-format';
import { toApiKeyList } from './api-key.mapper';
import { OperatorApiKeyIssued, OperatorApiKeyList, OperatorApiKeyRevoked } from './dto/operator-api-key.dto';
import { OperatorApiKey } from './operator-api-key.entity';

/** Operator API keys: the partner tokens of decisions §10. The plaintext exists only in the create response. */
@Injectable()
export class ApiKeysService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
  ) {}

  async create(slug: string, rotate: boolean): Promise<OperatorApiKeyIssued> {
    try {
      return await this.db.write((manager) => this.issue(manager, slug, rotate));
    } catch (error) {
      // A concurrent create for the same slug committed first.
      if (isUniqueViolation(error, 'uq_operator_api_keys_current_slug', ['operator_api_keys.current_slug'])) {
        throw liveKeyExists(slug);
      }
      throw error;
    }
  }

  async list(): Promise<OperatorApiKeyList> {
    const keys = await this.db.read((manager) => manager.find(OperatorApiKey, { order: { slug: 'ASC', id: 'ASC' } }));
    return toApiKeyList(keys, new Date());
  }

  /** Revokes at once every key of the slug that still works (the live one and any in its grace period). */
  revoke(slug: string): Promise<OperatorApiKeyRevoked> {
    return this.db.write(async (manager) => {
      const known = await manager.count(OperatorApiKey, { where: { slug } });
      if (known === 0) {
        throw new NotFoundError(`No API key exists for "${slug}"`, 'api_key_not_found');
      }
      const now = new Date();
      const result = await manager.update(
        OperatorApiKey,
        { slug, revokedAt: IsNull() },
        { revokedAt: now, currentSlug: null },
      );
      return { slug, revoked_keys: result.affected ?? 0, revoked_at: now.toISOString() };
    });
  }

  private async issue(manager: EntityManager, slug: string, rotate: boolean): Promise<OperatorApiKeyIssued> {
    const now = new Date();
    const current = await manager.findOne(OperatorApiKey, { where: { currentSlug: slug } });
    if (current && !rotate) {
      throw liveKeyExists(slug);
    }
    let previousExpiresAt: Date | null = null;
    if (current) {
      // Only the key being replaced gets a grace period; keys still in grace from an earlier rotation end now.
      await manager.update(
        OperatorApiKey,
        { slug, currentSlug: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(now) },
        { expiresAt: now },
      );
      previousExpiresAt = new Date(now.getTime() + this.config.apiKeyRotationGraceSeconds * 1000);
      await manager.update(OperatorApiKey, { id: current.id }, { currentSlug: null, expiresAt: previousExpiresAt });
    }
    const issued = issueKey();
    await manager.insert(OperatorApiKey, {
      slug,
      currentSlug: slug,
      keyId: issued.keyId,
      secretHash: issued.secretHash,
      createdAt: now,
      rotatedAt: current ? now : null,
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
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
    'api_key_exists',
  );
}
