import { Inject, Injectable, Optional } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DatabaseHealth } from '../database/database-health';
import { DeliveryScheduler } from '../webhooks/outbound/delivery-scheduler';
import { HealthReport } from './dto/health-report.dto';

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly database: DatabaseHealth,
    @Optional() private readonly scheduler?: DeliveryScheduler,
  ) {}

  async report(): Promise<HealthReport> {
    const [alive, queue] = await Promise.all([
      this.database.ping(),
      this.scheduler ? this.scheduler.health() : Promise.resolve('in-process' as const),
    ]);
    const database = alive ? 'ok' : 'unavailable';
    // A queue outage degrades delivery latency only (the sweeper and the database keep every delivery).
    return {
      status: database === 'ok' && queue !== 'unavailable' ? 'ok' : 'degraded',
      checks: { database, queue },
      version: this.config.version,
      uptime_s: Math.floor((Date.now() - this.startedAt) / 1000),
    };
  }
}
