import { Inject, Injectable } from '@nestjs/common';
import { BootstrapCredentialUse } from '../common/auth/bootstrap-credential-use';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TransactionRunner } from '../database/transaction-runner';
import { OperatorsRepository } from '../operators/accounts/operators.repository';
import { Readiness, ReadinessCheck } from './dto/readiness.dto';
import { bootstrapCredentialCheck, readinessChecks } from './readiness-checks';

/**
 * Configuration is read once at start, so its checks are computed once too; the bootstrap credential's use is
 * the one live fact (per instance), and the database is read only once that credential has been used.
 */
@Injectable()
export class ReadinessService {
  private readonly configChecks: ReadinessCheck[];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bootstrapUse: BootstrapCredentialUse,
    private readonly db: TransactionRunner,
    private readonly operators: OperatorsRepository,
  ) {
    this.configChecks = readinessChecks(config);
  }

  async report(): Promise<Readiness> {
    const bootstrap = await this.bootstrapCheck();
    const checks = bootstrap ? [...this.configChecks, bootstrap] : this.configChecks;
    return { ready: checks.every((check) => check.ok), mode: this.config.nodeEnv, checks };
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
