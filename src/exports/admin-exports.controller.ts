import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { PROGRAM_NOT_FOUND } from '../registrations/dto/program-not-found.answer';
import { asAttachment } from './attachment.response';
import { AuditBundle } from './dto/audit-bundle.dto';
import { ExportCsvQuery } from './dto/export-csv-query.dto';
import { ExportsService } from './exports.service';
import { asJsonStream } from './json-stream.response';

// `content` rather than @ApiProduces: the error answers of the route stay application/json.
const CSV_ANSWER = {
  description:
    'An attachment: a header row, then one row per registration (only the partner’s when `partner` is given; ' +
    'an unknown partner gives the header row alone).',
  content: { 'text/csv': { schema: { type: 'string' } } },
};

/** Operator exports under /api/admin (admin credential). */
@ApiTags('exports')
@AdminOnly('viewer')
@Controller('api/admin')
export class AdminExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get('registrations/:reference/audit.json')
  @OperationId('getAdminAuditBundle')
  @ApiOperation({ summary: 'Audit bundle (same as /api/register/{reference}/audit.json)' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({
    type: AuditBundle,
    description: 'Every record of the program, unmasked, with the event hash chain re-verified.',
  })
  @ApiErrors({ 404: PROGRAM_NOT_FOUND })
  async auditBundle(@Param('reference') reference: string): Promise<StreamableFile> {
    return asJsonStream(await this.exports.auditBundle(reference));
  }

  @Get('export.csv')
  @OperationId('exportRegistrationsCsv')
  @ApiOperation({ summary: 'Registrations as CSV (streamed, formula-guarded); optional partner filter' })
  @ApiOkResponse(CSV_ANSWER)
  async exportCsv(@Query() query: ExportCsvQuery): Promise<StreamableFile> {
    return asAttachment(await this.exports.registrationsCsv(query.partner));
  }
}

/** The console's download link: same CSV at /admin/export.csv (admin header or console cookie). */
@ApiTags('exports')
@AdminOnly('viewer')
@Controller('admin')
export class ConsoleExportController {
  constructor(private readonly exports: ExportsService) {}

  @Get('export.csv')
  @OperationId('exportConsoleRegistrationsCsv')
  @ApiOperation({ summary: 'Registrations as CSV for the operator console; optional partner filter' })
  @ApiOkResponse(CSV_ANSWER)
  async exportCsv(@Query() query: ExportCsvQuery): Promise<StreamableFile> {
    return asAttachment(await this.exports.registrationsCsv(query.partner));
  }
}
