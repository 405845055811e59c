import { Module } from '@nestjs/common';
import { InstructionTotals, NoInstructionTotals } from './instruction-totals';
import { IntegrationsHealthController } from './integrations-health.controller';
import { IntegrationsHealthService } from './integrations-health.service';
import { ReadinessController } from './readiness.controller';
import { ReadinessService } from './readiness.service';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

/** Public status reads: adapter configuration, production readiness and aggregate stats. */
@Module({
  controllers: [IntegrationsHealthController, ReadinessController, StatsController],
  providers: [
    IntegrationsHealthService,
    ReadinessService,
    StatsService,
    { provide: InstructionTotals, useClass: NoInstructionTotals },
  ],
})
export class StatusModule {}
