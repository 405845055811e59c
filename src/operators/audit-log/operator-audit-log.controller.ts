import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators';
import { OperationId } from '../../openapi/api-answers';
import { OperatorAuditLogPage, OperatorAuditLogQuery } from './dto/operator-audit-log.dto';
import { OperatorAuditLog } from './operator-audit-log.service';

@ApiTags('operator')
@AdminOnly('owner')
@Controller('api/operator/audit-log')
export class OperatorAuditLogController {
  constructor(private readonly log: OperatorAuditLog) {}

  @Get()
  @OperationId('listOperatorAuditLog')
  @ApiOperation({ summary: 'The operator security log, newest first (sign-ins, tokens, roles, accounts)' })
  @ApiOkResponse({
    type: OperatorAuditLogPage,
    description: 'One page; follow `next_cursor` (or `next_before`) for older entries.',
  })
  page(@Query() query: OperatorAuditLogQuery): Promise<OperatorAuditLogPage> {
    return this.log.page(query);
  }
}
