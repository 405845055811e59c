import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { toSettlementPartnersList } from './catalog.mapper';
import { SettlementPartnersList } from './dto/settlement-partner.dto';
import { SettlementPartnersCatalog } from './settlement-partners.catalog';
import { OperationId, Public, ServedFromMemory } from '../openapi/api-answers';

@ApiTags('catalogs')
@Public()
@ServedFromMemory()
@Controller('api')
export class SettlementPartnersController {
  constructor(private readonly partners: SettlementPartnersCatalog) {}

  @Get(['settlement-partners', 'execution-partners'])
  @OperationId('listSettlementPartners', 'listExecutionPartners')
  @ApiOperation({
    summary: 'Settlement and execution adapters (integration targets); /api/execution-partners is the same operation',
  })
  @ApiOkResponse({
    type: SettlementPartnersList,
    description: 'Every settlement and execution adapter with its rails, corridors and integration stage.',
  })
  list(): SettlementPartnersList {
    return toSettlementPartnersList(this.partners.list());
  }
}
