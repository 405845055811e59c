import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { toSettlementPartnersList } from './catalog.mapper';
import { SettlementPartnersList } from './dto/settlement-partner.dto';
import { SettlementPartnersCatalog } from './settlement-partners.catalog';

@ApiTags('catalogs')
@Controller('api')
export class SettlementPartnersController {
  constructor(private readonly partners: SettlementPartnersCatalog) {}

  @Get(['settlement-partners', 'execution-partners'])
  @ApiOperation({
    summary: 'Settlement and execution adapters (integration targets); /api/execution-partners is the same operation',
  })
  @ApiOkResponse({ type: SettlementPartnersList })
  list(): SettlementPartnersList {
    return toSettlementPartnersList(this.partners.list());
  }
}
