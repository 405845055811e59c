import { Module } from '@nestjs/common';
import { ProgramEventsModule } from '../../program-events/program-events.module';
import { ProgramLookupModule } from '../../registrations/program-lookup.module';
import { AuditCheckpointsController, OperatorCheckpointsController } from './audit-checkpoints.controller';
import { AuditCheckpointsRepository } from './audit-checkpoints.repository';
import { AuditLogReader } from './audit-log-reader.service';
import { AuditLogScanStateRepository } from './audit-log-scan-state.repository';
import { AuditLogRepository } from './audit-log.repository';
import { CheckpointIssuer } from './checkpoint-issuer.service';
import { CheckpointScheduler } from './checkpoint-scheduler';

/** The Merkle log of program heads and its signed checkpoints; signs with the global AuditSigningKeys. */
@Module({
  imports: [ProgramLookupModule, ProgramEventsModule],
  controllers: [AuditCheckpointsController, OperatorCheckpointsController],
  providers: [
    AuditLogRepository,
    AuditCheckpointsRepository,
    AuditLogScanStateRepository,
    CheckpointIssuer,
    AuditLogReader,
    CheckpointScheduler,
  ],
  exports: [AuditLogReader, CheckpointIssuer],
})
export class AuditCheckpointsModule {}
