import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Readiness } from './dto/readiness.dto';
import { readinessChecks } from './readiness-checks';

/** Configuration is read once at start, so the answer is computed once too. */
@Injectable()
export class ReadinessService {
  private readonly readiness: Readiness;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const checks = readinessChecks(config);
    this.readiness = { ready: checks.every((check) => check.ok), mode: config.nodeEnv, checks };
  }

  report(): Readiness {
    return this.readiness;
  }
}
