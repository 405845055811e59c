import { Module } from '@nestjs/common';
import { ApprovalStoreModule } from '../approvals/approval-store.module';
import { ChecklistModule } from '../checklist/checklist.module';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { ProgramEventsModule } from '../program-events/program-events.module';
import { ChallengeVerifier } from './challenge/challenge-verifier';
import { ErasureModule } from './erasure/erasure.module';
import { IntakeService } from './intake.service';
import { PortalService } from './portal.service';
import { ProgramLookupModule } from './program-lookup.module';
import { RegistrationAdminService } from './registration-admin.service';
import { RegistrationReadService } from './registration-read.service';
import { RegistrationsAdminController } from './registrations-admin.controller';
import { RegistrationsController } from './registrations.controller';

@Module({
  imports: [
    ProgramLookupModule,
    ApprovalStoreModule,
    ProgramEventsModule,
    ChecklistModule,
    IdempotencyModule,
    ErasureModule,
  ],
  controllers: [RegistrationsController, RegistrationsAdminController],
  providers: [ChallengeVerifier, IntakeService, RegistrationReadService, RegistrationAdminService, PortalService],
  exports: [RegistrationReadService, RegistrationAdminService],
})
export class RegistrationsModule {}
