import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { PartnerRegistrationsPage, PartnerRegistrationsQuery, PartnerStats } from './dto/partner-registrations.dto';
import { CurrentPartner, PartnerOnly } from '../common/auth/auth.decorators';
import { PartnerService } from './partner.service';

@ApiTags('partner')
@PartnerOnly()
@Controller('api/partner')
export class PartnerController {
  constructor(private readonly partners: PartnerService) {}

  @Get('stats')
  @ApiOperation({ summary: "Aggregates over the partner's own programs" })
  @ApiOkResponse({ type: PartnerStats })
  stats(@CurrentPartner() partnerSlug: string): Promise<PartnerStats> {
    return this.partners.stats(partnerSlug);
  }

  @Get('registrations')
  @ApiOperation({ summary: "The partner's registrations, newest first, unmasked" })
  @ApiOkResponse({ type: PartnerRegistrationsPage })
  registrations(
    @CurrentPartner() partnerSlug: string,
    @Query() query: PartnerRegistrationsQuery,
  ): Promise<PartnerRegistrationsPage> {
    return this.partners.registrations(partnerSlug, query);
  }

  @Get('export.csv')
  @ApiOperation({ summary: "The partner's registrations as CSV (streamed)" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header row', schema: { type: 'string' } })
  exportCsv(@CurrentPartner() partnerSlug: string): Promise<StreamableFile> {
    return this.partners.exportCsv(partnerSlug);
  }
}
