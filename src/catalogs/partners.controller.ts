import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { toPartnerOut } from './catalog.mapper';
import { PartnerBranding } from './dto/partner.dto';
import { PartnersCatalog } from './partners.catalog';

@ApiTags('catalogs')
@Controller('api/partners')
export class PartnersController {
  constructor(private readonly partners: PartnersCatalog) {}

  @Get(':slug')
  @ApiOperation({ summary: 'Public branding and intake metadata of a partner (no secrets)' })
  @ApiParam({ name: 'slug', example: 'maple-remit' })
  @ApiOkResponse({ type: PartnerBranding })
  @ApiNotFoundResponse({ description: 'Unknown partner', schema: { $ref: '#/components/schemas/ErrorDetail' } })
  get(@Param('slug') slug: string): PartnerBranding {
    return toPartnerOut(this.partners.get(slug));
  }
}
