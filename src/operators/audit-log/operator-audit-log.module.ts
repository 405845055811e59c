import { Global, Module } from '@nestjs/common';
import { OperatorAuditLogController } from './operator-audit-log.controller';
import { OperatorAuditLogRepository } from './operator-audit-log.repository';
import { OperatorAuditLog } from './operator-audit-log.service';

/** Global: operator accounts, console sign-in and approvals all record here. */
@Global()
@Module({
  controllers: [OperatorAuditLogController],
  providers: [OperatorAuditLog, OperatorAuditLogRepository],
  exports: [OperatorAuditLog],
})
export class OperatorAuditLogModule {}
