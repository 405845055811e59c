import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DatabaseHealth } from '../database/database-health';

export interface HealthReport {
  status: 'ok' | 'degraded';
  checks: { database: 'ok' | 'unavailable'; queue: 'ok' | 'in-process' | 'unavailable' };
  version: string;
  uptime_s: number;
}

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly database: DatabaseHealth,
  ) {}

  async report(): Promise<HealthReport> {
    const database = (await this.database.ping()) ? 'ok' : 'unavailable';
    return {
      status: database === 'ok' ? 'ok' : 'degraded',
      checks: { database, queue: 'in-process' },
      version: this.config.version,
      uptime_s: Math.floor((Date.now() - this.startedAt) / 1000),
    };
  }
}
