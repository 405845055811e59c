import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { PROGRAM_NOT_FOUND } from '../registrations/dto/program-not-found.answer';
import { AuditBundle } from './dto/audit-bundle.dto';
import { EntityLineageReport } from './dto/entity-lineage.dto';
import { ProgramHealthReport } from './dto/program-health.dto';
import { ReconciliationReport } from './dto/reconciliation.dto';
import { ExportsService } from './exports.service';
import { asJsonStream } from './json-stream.response';
import { PrintableHtml } from './html/html-response.decorator';

/** Per-program operator exports under /api/register/{reference}/… (admin credential). */
@ApiTags('exports')
@AdminOnly('viewer')
@Controller('api/register')
export class ProgramExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get(':reference/audit.json')
  @OperationId('getAuditBundle')
  @ApiOperation({ summary: 'Audit bundle: every record of the program, the event chain and its verification' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({
    type: AuditBundle,
    description: 'Every record of the program, unmasked, with the event hash chain re-verified.',
  })
  @ApiErrors({ 404: PROGRAM_NOT_FOUND })
  async auditBundle(@Param('reference') reference: string): Promise<StreamableFile> {
    return asJsonStream(await this.exports.auditBundle(reference));
  }

  @Get(':reference/compliance-report.html')
  @OperationId('getComplianceReport')
  @ApiOperation({ summary: 'Printable compliance report (HTML)' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @PrintableHtml('A printable HTML page: checklist, documents, reconciliation and audit timestamps of the program.')
  @ApiErrors({ 404: PROGRAM_NOT_FOUND })
  complianceReport(@Param('reference') reference: string): Promise<string> {
    return this.exports.complianceReportHtml(reference);
  }

  @Get(':reference/reconciliation.json')
  @OperationId('getReconciliation')
  @ApiOperation({ summary: 'Checklist versus handoff records versus event ledger, with every break found' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({
    type: ReconciliationReport,
    description: 'Whether the stored records and the event ledger agree, and every break found if not.',
  })
  @ApiErrors({ 404: PROGRAM_NOT_FOUND })
  reconciliation(@Param('reference') reference: string): Promise<ReconciliationReport> {
    return this.exports.reconciliation(reference);
  }

  @Get(':reference/program-health.json')
  @OperationId('getProgramHealth')
  @ApiOperation({ summary: 'Readiness index 0–100 with its components (not a credit score)' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({
    type: ProgramHealthReport,
    description: 'The readiness index with a grade, a summary and its six weighted components.',
  })
  @ApiErrors({ 404: PROGRAM_NOT_FOUND })
  health(@Param('reference') reference: string): Promise<ProgramHealthReport> {
    return this.exports.health(reference);
  }

  @Get(':reference/entity-lineage.json')
  @OperationId('getEntityLineage')
  @ApiOperation({ summary: 'Parties attributed to the program, each with provenance' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({
    type: EntityLineageReport,
    description: 'Every party attributed to the program, each with the record or event that attributes it.',
  })
  @ApiErrors({ 404: PROGRAM_NOT_FOUND })
  lineage(@Param('reference') reference: string): Promise<EntityLineageReport> {
    return this.exports.lineage(reference);
  }
}
