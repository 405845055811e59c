import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth/auth.decorators';
import { AuditBundle } from './audit-bundle';
import { ExportCsvQuery } from './dto/export-csv-query.dto';
import { ExportsService } from './exports.service';

/** Operator exports under /api/admin (admin credential). */
@ApiTags('exports')
@AdminOnly()
@Controller('api/admin')
export class AdminExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get('registrations/:reference/audit.json')
  @ApiOperation({ summary: 'Audit bundle (same as /api/register/{reference}/audit.json)' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  auditBundle(@Param('reference') reference: string): Promise<AuditBundle> {
    return this.exports.auditBundle(reference);
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'Registrations as CSV (streamed, formula-guarded); optional partner filter' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header row', schema: { type: 'string' } })
  exportCsv(@Query() query: ExportCsvQuery): Promise<StreamableFile> {
    return this.exports.registrationsCsv(query.partner);
  }
}

/** The console's download link: same CSV at /admin/export.csv (admin header or console cookie). */
@ApiTags('exports')
@AdminOnly()
@Controller('admin')
export class ConsoleExportController {
  constructor(private readonly exports: ExportsService) {}

  @Get('export.csv')
  @ApiOperation({ summary: 'Registrations as CSV for the operator console; optional partner filter' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header row', schema: { type: 'string' } })
  exportCsv(@Query() query: ExportCsvQuery): Promise<StreamableFile> {
    return this.exports.registrationsCsv(query.partner);
  }
}
