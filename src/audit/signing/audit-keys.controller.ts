import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OperationId, Public } from '../../openapi/api-answers';
import { AuditSigningKeys } from './audit-signing-keys.service';
import { ProgramAuditKeys } from './dto/published-audit-key.dto';

@ApiTags('audit')
@Public()
@Controller('.well-known')
export class AuditKeysController {
  constructor(private readonly keys: AuditSigningKeys) {}

  @Get('program-audit-keys')
  @OperationId('listProgramAuditKeys')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The public keys that sign audit checkpoints and bundle heads, newest first' })
  @ApiOkResponse({
    type: ProgramAuditKeys,
    description: 'Every key that ever signed, with its validity; a retired key stays listed with `not_after`.',
  })
  async list(): Promise<ProgramAuditKeys> {
    return { keys: await this.keys.published() };
  }
}
