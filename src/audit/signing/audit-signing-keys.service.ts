import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { KeyObject } from 'node:crypto';
import { Logger } from 'pino';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import {
  AuditSigner,
  generateAuditKey,
  kidOf,
  privateKeyFromPem,
  privatePemOf,
  publicPemOf,
  signerOf,
} from './audit-key-material';
import { AuditSigningKey } from './audit-signing-key.entity';
import { toPublishedAuditKey } from './audit-signing-key.mapper';
import { AuditSigningKeysRepository } from './audit-signing-keys.repository';
import { PublishedAuditKey } from './dto/published-audit-key.dto';
import { AuditSigningKeyRetiredError } from './audit-signing-key-retired.error';
import { ConfigError } from '../../config/env-reader';

type KeyOrigin = 'configured' | 'generated' | 'reused';

/** How long a process trusts its last look at the current key before signing a bundle head with it. */
export const CURRENT_KEY_RECHECK_MS = 10_000;

/**
 * The Ed25519 keys that sign checkpoints and bundle heads. At start the configured key becomes the current one
 * (retiring the previous); outside production without one, the stored generated key is reused or a new one made.
 * Another process may rotate the key later: a process re-reads the current kid before it signs (inside the
 * checkpoint's transaction, or at most every CURRENT_KEY_RECHECK_MS for bundle heads) and never signs with a retired key.
 */
@Injectable()
export class AuditSigningKeys implements OnModuleInit {
  private signer: AuditSigner | undefined;
  private checkedAt = 0;
  /** Set once this process found its key retired (logged once), cleared when it may sign again. */
  private retired = false;

  constructor(
    private readonly db: TransactionRunner,
    private readonly keys: AuditSigningKeysRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    const { key, origin } = await this.db.write((unit) => this.installCurrent(unit, new Date()));
    this.signer = signerOf(key);
    this.checkedAt = Date.now();
    this.logger.info({ kid: this.signer.kid, origin }, 'audit signing key ready');
  }

  /** The signer of the current key, checked against the stored current key at most every CURRENT_KEY_RECHECK_MS. */
  async current(): Promise<AuditSigner> {
    const signer = this.held();
    if (Date.now() - this.checkedAt < CURRENT_KEY_RECHECK_MS) {
      return signer;
    }
    return this.db.read((unit) => this.currentIn(unit));
  }

  /**
   * Inside the caller's transaction: the signer of the key stored as current now — this process's own, or the
   * current one reloaded when this process may sign with it. Throws AuditSigningKeyRetiredError otherwise.
   */
  async currentIn(unit: UnitOfWork): Promise<AuditSigner> {
    const held = this.held();
    const stored = await this.keys.findCurrent(unit);
    if (stored?.kid === held.kid) {
      this.retired = false;
      this.checkedAt = Date.now();
      return held;
    }
    const reloadable = stored ? this.usableKeyOf(stored) : undefined;
    if (reloadable === undefined) {
      if (!this.retired) {
        this.logger.error(
          { kid: held.kid, current_kid: stored?.kid ?? null },
          'the audit signing key of this process was retired by another process; refusing to sign until restarted',
        );
      }
      // Known retired: the next current() reads again instead of trusting the held key until the recheck is due.
      this.retired = true;
      this.checkedAt = 0;
      throw new AuditSigningKeyRetiredError(held.kid, stored?.kid ?? null);
    }
    this.retired = false;
    this.signer = signerOf(reloadable);
    this.checkedAt = Date.now();
    this.logger.warn({ kid: this.signer.kid, previous_kid: held.kid }, 'audit signing key reloaded');
    return this.signer;
  }

  /** Every stored key, newest first, public parts only. */
  async published(): Promise<PublishedAuditKey[]> {
    const stored = await this.db.read((unit) => this.keys.listNewestFirst(unit));
    return stored.map(toPublishedAuditKey);
  }

  private held(): AuditSigner {
    if (this.signer === undefined) {
      throw new Error('AuditSigningKeys used before module init');
    }
    return this.signer;
  }

  /**
   * A stored key this process may sign with: its configured key, or (outside production, with none configured) a
   * generated one whose private part is stored. Production signs only with the configured key.
   */
  private usableKeyOf(stored: AuditSigningKey): KeyObject | undefined {
    const configured = this.config.audit.signingKey;
    if (configured !== undefined) {
      return kidOf(configured) === stored.kid ? configured : undefined;
    }
    if (this.config.isProduction || !stored.privateKey) {
      return undefined;
    }
    return privateKeyFromPem(stored.privateKey);
  }

  private async installCurrent(unit: UnitOfWork, now: Date): Promise<{ key: KeyObject; origin: KeyOrigin }> {
    // Held until commit: two processes starting together decide one after the other, so they agree on the key.
    await this.keys.lockRotation(unit);
    const stored = await this.keys.findCurrent(unit);
    const configured = this.config.audit.signingKey;
    if (configured !== undefined) {
      if (stored?.kid !== kidOf(configured)) {
        await this.replaceCurrent(unit, stored, configured, null, now);
      }
      return { key: configured, origin: 'configured' };
    }
    if (this.config.isProduction) {
      // The configuration refuses this already; a signer must never be made up in production.
      throw new ConfigError('AUDIT_SIGNING_KEY', 'must be set in production');
    }
    if (stored?.privateKey) {
      return { key: privateKeyFromPem(stored.privateKey), origin: 'reused' };
    }
    const generated = generateAuditKey();
    await this.replaceCurrent(unit, stored, generated, privatePemOf(generated), now);
    return { key: generated, origin: 'generated' };
  }

  private async replaceCurrent(
    unit: UnitOfWork,
    previous: AuditSigningKey | null,
    key: KeyObject,
    privatePem: string | null,
    now: Date,
  ): Promise<void> {
    const kid = kidOf(key);
    const known = await this.keys.findByKid(unit, kid);
    if (known !== null) {
      // A retired key cannot be reopened (its validity is published): whatever it signed now would fall outside it.
      throw new ConfigError(
        'AUDIT_SIGNING_KEY',
        `names the key ${kid}, retired at ${known.notAfter?.toISOString() ?? 'an earlier start'}; configure a new key`,
      );
    }
    if (previous !== null) {
      // Grace: a process still holding the previous key learns of the rotation within one checkpoint interval
      // (it re-reads the current kid before signing), so what it signed meanwhile stays inside the key's validity.
      const graceMs = this.config.audit.checkpointIntervalSeconds * 1000;
      await this.keys.retire(unit, previous.kid, new Date(now.getTime() + graceMs));
    }
    await this.keys.insertIfAbsent(unit, {
      kid,
      publicKey: publicPemOf(key),
      privateKey: privatePem,
      notBefore: now,
      notAfter: null,
    });
  }
}
