import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators';
import { actorView } from '../../common/auth/actor.mapper';
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
  @ApiOkResponse({ type: OperatorAuditLogPage, description: 'One page; follow `next_before` for older entries.' })
  async page(@Query() query: OperatorAuditLogQuery): Promise<OperatorAuditLogPage> {
    const entries = await this.log.page(query.before, query.limit);
    return {
      entries: entries.map((entry) => ({
        id: entry.id,
        occurred_at: entry.occurredAt.toISOString(),
        action: entry.action,
        actor: entry.actor && actorView(entry.actor, true),
        subject_operator_id: entry.subjectOperatorId,
        detail: entry.detail,
      })),
      next_before: entries.length === query.limit ? entries[entries.length - 1].id : null,
    };
  }
}
