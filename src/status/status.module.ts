import { Module } from '@nestjs/common';
import { InstructionsModule } from '../instructions/instructions.module';
import { IntegrationsHealthController } from './integrations-health.controller';
import { IntegrationsHealthService } from './integrations-health.service';
import { ReadinessController } from './readiness.controller';
import { ReadinessService } from './readiness.service';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

/** Public status reads: adapter configuration, production readiness and aggregate stats. */
@Module({
  imports: [InstructionsModule],
  controllers: [IntegrationsHealthController, ReadinessController, StatsController],
  providers: [IntegrationsHealthService, ReadinessService, StatsService],
})
export class StatusModule {}
