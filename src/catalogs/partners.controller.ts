import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { toPartnerOut } from './catalog.mapper';
import { PartnerBranding } from './dto/partner.dto';
import { PartnersCatalog } from './partners.catalog';
import { ApiErrors, OperationId, Public, ServedFromMemory } from '../openapi/api-answers';

@ApiTags('catalogs')
@Public()
@ServedFromMemory()
@Controller('api/partners')
export class PartnersController {
  constructor(private readonly partners: PartnersCatalog) {}

  @Get(':slug')
  @OperationId('getPartner')
  @ApiOperation({ summary: 'Public branding and intake metadata of a partner (no secrets)' })
  @ApiParam({ name: 'slug', example: 'maple-remit', description: 'Partner slug (case-insensitive).' })
  @ApiOkResponse({ type: PartnerBranding, description: 'The branding and intake settings of the partner.' })
  @ApiErrors({ 404: 'No partner has this slug.' })
  get(@Param('slug') slug: string): PartnerBranding {
    return toPartnerOut(this.partners.get(slug));
  }
}
