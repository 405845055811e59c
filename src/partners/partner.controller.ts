import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { PartnerRegistrationsPage, PartnerRegistrationsQuery, PartnerStats } from './dto/partner-registrations.dto';
import { CurrentPartner, PartnerOnly } from '../common/auth/auth.decorators';
import { PartnerService } from './partner.service';
import { OperationId } from '../openapi/api-answers';

@ApiTags('partner')
@PartnerOnly()
@Controller('api/partner')
export class PartnerController {
  constructor(private readonly partners: PartnerService) {}

  @Get('stats')
  @OperationId('getPartnerStats')
  @ApiOperation({ summary: "Aggregates over the partner's own programs" })
  @ApiOkResponse({
    type: PartnerStats,
    description: "Counts of the partner's programs and handoff records by status, and its newest registration time.",
  })
  stats(@CurrentPartner() partnerSlug: string): Promise<PartnerStats> {
    return this.partners.stats(partnerSlug);
  }

  @Get('registrations')
  @OperationId('listPartnerRegistrations')
  @ApiOperation({ summary: "The partner's registrations, newest first, unmasked" })
  @ApiOkResponse({
    type: PartnerRegistrationsPage,
    description: "One page of the partner's own registrations, newest first, with the total for paging.",
  })
  registrations(
    @CurrentPartner() partnerSlug: string,
    @Query() query: PartnerRegistrationsQuery,
  ): Promise<PartnerRegistrationsPage> {
    return this.partners.registrations(partnerSlug, query);
  }

  @Get('export.csv')
  @OperationId('exportPartnerRegistrationsCsv')
  @ApiOperation({ summary: "The partner's registrations as CSV (streamed)" })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Every registration of the partner as a CSV file download (UTF-8, header row first).',
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="registrations-<partner>-<yyyy-mm-dd>.csv"',
        schema: { type: 'string' },
      },
    },
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  exportCsv(@CurrentPartner() partnerSlug: string): Promise<StreamableFile> {
    return this.partners.exportCsv(partnerSlug);
  }
}
