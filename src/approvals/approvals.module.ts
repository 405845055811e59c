import { Module } from '@nestjs/common';
import { ProgramEventsModule } from '../program-events/program-events.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { ErasureModule } from '../registrations/erasure/erasure.module';
import { RegistrationsModule } from '../registrations/registrations.module';
import { ApprovalStoreModule } from './approval-store.module';
import { ApprovalsController } from './approvals.controller';
import { ApprovalsService } from './approvals.service';
import { RequesterStanding } from './requester-standing';

/** Four-eyes approval: the queue and the second operator's decision (the requests themselves: ApprovalStoreModule). */
@Module({
  imports: [ApprovalStoreModule, ProgramLookupModule, ProgramEventsModule, RegistrationsModule, ErasureModule],
  controllers: [ApprovalsController],
  providers: [ApprovalsService, RequesterStanding],
  exports: [ApprovalsService],
})
export class ApprovalsModule {}
