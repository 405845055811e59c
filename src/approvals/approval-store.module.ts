import { Module } from '@nestjs/common';
import { ProgramEventsModule } from '../program-events/program-events.module';
import { ProgramNotesModule } from '../program-notes/program-notes.module';
import { ApprovalMetrics } from './approval-metrics';
import { ApprovalRequests } from './approval-requests.service';
import { StatusApprovalsRepository } from './status-approvals.repository';

/**
 * The requests' table and the part of the rules the status writer (RegistrationsModule) needs; ApprovalsModule
 * builds the endpoints on it. Two modules so that neither of RegistrationsModule and ApprovalsModule imports the other
 * both ways.
 */
@Module({
  imports: [ProgramEventsModule, ProgramNotesModule],
  providers: [StatusApprovalsRepository, ApprovalRequests, ApprovalMetrics],
  exports: [StatusApprovalsRepository, ApprovalRequests, ApprovalMetrics],
})
export class ApprovalStoreModule {}
