import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators';
import { ApiErrors, OperationId, Public } from '../../openapi/api-answers';
import { toAuditCheckpointRun } from './audit-checkpoint.mapper';
import { AuditLogReader } from './audit-log-reader.service';
import { CheckpointIssuer } from './checkpoint-issuer.service';
import {
  AuditCheckpointOut,
  AuditCheckpointPage,
  AuditCheckpointRun,
  AuditCheckpointsQuery,
  AuditConsistencyProof,
  AuditConsistencyQuery,
} from './dto/audit-checkpoint.dto';

@ApiTags('audit')
@Public()
@Controller('api/audit/checkpoints')
export class AuditCheckpointsController {
  constructor(private readonly reader: AuditLogReader) {}

  @Get('latest')
  @OperationId('getLatestAuditCheckpoint')
  @ApiOperation({ summary: 'The latest signed checkpoint of the program-head log (no personal data)' })
  @ApiOkResponse({ type: AuditCheckpointOut })
  @ApiErrors({ 404: 'No checkpoint has been issued yet' })
  latest(): Promise<AuditCheckpointOut> {
    return this.reader.latest();
  }

  @Get('consistency')
  @OperationId('getAuditConsistencyProof')
  @ApiOperation({ summary: 'RFC 6962 consistency proof between two tree sizes (422 unless 1 ≤ from ≤ to ≤ latest)' })
  @ApiOkResponse({ type: AuditConsistencyProof })
  consistency(@Query() query: AuditConsistencyQuery): Promise<AuditConsistencyProof> {
    return this.reader.consistency(query.from, query.to);
  }

  @Get()
  @OperationId('listAuditCheckpoints')
  @ApiOperation({ summary: 'Checkpoints issued since an instant (or from the first), oldest first, in pages' })
  @ApiOkResponse({ type: AuditCheckpointPage })
  list(@Query() query: AuditCheckpointsQuery): Promise<AuditCheckpointPage> {
    return this.reader.page(query.since, query.cursor, query.limit);
  }
}

@ApiTags('operator')
@AdminOnly('owner')
@Controller('api/operator/audit/checkpoints')
export class OperatorCheckpointsController {
  constructor(private readonly issuer: CheckpointIssuer) {}

  @Post()
  @HttpCode(200)
  @OperationId('issueAuditCheckpoint')
  @ApiOperation({ summary: 'Issue a checkpoint now (the scheduler does it every AUDIT_CHECKPOINT_INTERVAL_S)' })
  @ApiOkResponse({
    type: AuditCheckpointRun,
    description: '`issued` false, `checkpoint` null and `reason` saying why when no checkpoint was issued.',
  })
  async issue(): Promise<AuditCheckpointRun> {
    return toAuditCheckpointRun(await this.issuer.issue());
  }
}
