import { Inject, Injectable } from '@nestjs/common';
import { AuditSigningKeyRetiredError } from '../audit/signing/audit-signing-key-retired.error';
import { AuditSigningKeys } from '../audit/signing/audit-signing-keys.service';
import { BootstrapCredentialUse } from '../common/auth/bootstrap-credential-use';
import { ExpiringValue } from '../common/expiring-value';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TransactionRunner } from '../database/transaction-runner';
import { OperatorsRepository } from '../operators/accounts/operators.repository';
import { ReferenceColumnsRepository } from '../registrations/reference-columns.repository';
import { ReferenceSpaces } from '../registrations/reference-spaces';
import { ReadReplica } from '../database/read-replica';
import { PartitionKeeper } from '../database/partitions/partition-keeper';
import { partitionCheck } from './partition-check';
import { Readiness, ReadinessCheck, ReadReplicaReadiness } from './dto/readiness.dto';
import {
  AuditSigningFacts,
  auditSigningKeyCheck,
  bootstrapCredentialCheck,
  readinessChecks,
  readReplicaCheck,
} from './readiness-checks';
import { referenceSpaceCheck, ReferenceSpaceUsage } from './reference-space-check';

/** The public readiness report counts how full the reference spaces are at most this often (they fill slowly). */
export const REFERENCE_USAGE_RECHECK_MS = 60_000;

/**
 * Configuration is read once at start, so its checks are computed once too. Live facts (per instance): whether
 * this process's audit signing key is still current (read at most every CURRENT_KEY_RECHECK_MS while it is), the
 * bootstrap credential's use (the database is read only once that credential has been used), and how full the
 * reference spaces are (counted at most every REFERENCE_USAGE_RECHECK_MS, a bounded number of index entries).
 */
@Injectable()
export class ReadinessService {
  private readonly configChecks: ReadinessCheck[];
  private readonly referenceUsage: ExpiringValue<ReferenceSpaceUsage[]>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bootstrapUse: BootstrapCredentialUse,
    private readonly db: TransactionRunner,
    private readonly operators: OperatorsRepository,
    private readonly signingKeys: AuditSigningKeys,
    private readonly referenceSpaces: ReferenceSpaces,
    private readonly referenceColumns: ReferenceColumnsRepository,
    private readonly replica: ReadReplica,
    private readonly partitions: PartitionKeeper,
  ) {
    this.configChecks = readinessChecks(config);
    this.referenceUsage = new ExpiringValue(REFERENCE_USAGE_RECHECK_MS, () => this.countReferenceUsage());
  }

  async report(): Promise<Readiness> {
    const signing = auditSigningKeyCheck(await this.signingFacts());
    const bootstrap = await this.bootstrapCheck();
    const references = referenceSpaceCheck(
      await this.referenceUsage.get().catch(() => null),
      this.config.referenceDigits,
    );
    const replica = await this.replicaReadiness();
    const replicaChecks =
      replica === null
        ? []
        : [
            readReplicaCheck({
              reachable: replica.reachable,
              standby: replica.standby,
              lagSeconds: replica.lag_seconds,
              maxLagSeconds: replica.max_lag_seconds,
            }),
          ];
    const partitions = await this.partitionChecks();
    const checks = [
      ...this.configChecks,
      references,
      signing,
      ...(bootstrap ? [bootstrap] : []),
      ...replicaChecks,
      ...partitions,
    ];
    return { ready: checks.every((check) => check.ok), mode: this.config.nodeEnv, checks, read_replica: replica };
  }

  /** Probed at every call (one short statement on the replica); null without DATABASE_READ_URL. */
  private async replicaReadiness(): Promise<ReadReplicaReadiness | null> {
    const settings = this.config.database.readReplica;
    if (settings === undefined) {
      return null;
    }
    const status = await this.replica.status();
    return {
      reachable: status.reachable,
      standby: status.standby,
      lag_seconds: status.lagSeconds,
      max_lag_seconds: settings.maxLagSeconds,
      replay_paused: status.replayPaused,
    };
  }

  /** PostgreSQL only: how far the event record's yearly partitions reach (read at most once a minute). */
  private async partitionChecks(): Promise<ReadinessCheck[]> {
    if (this.config.database.dialect !== 'postgres') {
      return [];
    }
    const coverage = await this.partitions.coveredUntil().catch(() => null);
    return [partitionCheck(coverage, this.config.partitionMonthsAhead, new Date())];
  }

  private async signingFacts(): Promise<AuditSigningFacts> {
    try {
      return { canSign: true, kid: (await this.signingKeys.current()).kid };
    } catch (error) {
      if (error instanceof AuditSigningKeyRetiredError) {
        return { canSign: false, heldKid: error.heldKid, currentKid: error.currentKid };
      }
      return null;
    }
  }

  private countReferenceUsage(): Promise<ReferenceSpaceUsage[]> {
    const { program, instruction } = this.referenceSpaces;
    return this.db.read(async (unit) => [
      { space: program, usage: await this.referenceColumns.usage(unit, 'program', program) },
      { space: instruction, usage: await this.referenceColumns.usage(unit, 'instruction', instruction) },
    ]);
  }

  private async bootstrapCheck(): Promise<ReadinessCheck | undefined> {
    const production = this.config.isProduction;
    const lastUse = this.bootstrapUse.lastUse();
    const activeOperators = production && lastUse !== null ? await this.activeOperators() : null;
    return bootstrapCredentialCheck({ production, lastUse, activeOperators });
  }

  /** Null when the database does not answer: readiness is served without it (the check says it could not tell). */
  private async activeOperators(): Promise<number | null> {
    try {
      return await this.db.read((unit) => this.operators.countActive(unit));
    } catch {
      return null;
    }
  }
}
