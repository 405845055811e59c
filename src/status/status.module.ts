import { Module } from '@nestjs/common';
import { ReadModelsModule } from '../read-models/read-models.module';
import { TalliesModule } from '../tallies/tallies.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { PartitionsModule } from '../database/partitions/partitions.module';
import { IntegrationsHealthController } from './integrations-health.controller';
import { IntegrationsHealthService } from './integrations-health.service';
import { OpenDoorsWarning } from './open-doors.warning';
import { ReadinessController } from './readiness.controller';
import { ReadinessService } from './readiness.service';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

/** Public status reads: adapter configuration, production readiness and aggregate stats; the open-doors warning at start. */
@Module({
  imports: [ReadModelsModule, ProgramLookupModule, TalliesModule, PartitionsModule],
  controllers: [IntegrationsHealthController, ReadinessController, StatsController],
  providers: [IntegrationsHealthService, ReadinessService, StatsService, OpenDoorsWarning],
})
export class StatusModule {}
