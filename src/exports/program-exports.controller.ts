import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth/auth.decorators';
import { AuditBundle } from './audit-bundle';
import { EntityLineageReport, ExportsService } from './exports.service';
import { PrintableHtml } from './html/html-response.decorator';
import { ProgramHealth } from './program-health';
import { ReconciliationReport } from './reconciliation-report';

/** Per-program operator exports under /api/register/{reference}/… (admin credential). */
@ApiTags('exports')
@AdminOnly()
@Controller('api/register')
export class ProgramExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get(':reference/audit.json')
  @ApiOperation({ summary: 'Audit bundle: every record of the program, the event chain and its verification' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  auditBundle(@Param('reference') reference: string): Promise<AuditBundle> {
    return this.exports.auditBundle(reference);
  }

  @Get(':reference/compliance-report.html')
  @ApiOperation({ summary: 'Printable compliance report (HTML)' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @PrintableHtml('Printable compliance report')
  complianceReport(@Param('reference') reference: string): Promise<string> {
    return this.exports.complianceReportHtml(reference);
  }

  @Get(':reference/reconciliation.json')
  @ApiOperation({ summary: 'Checklist versus handoff records versus event ledger, with every break found' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  reconciliation(@Param('reference') reference: string): Promise<ReconciliationReport> {
    return this.exports.reconciliation(reference);
  }

  @Get(':reference/program-health.json')
  @ApiOperation({ summary: 'Readiness index 0–100 with its components (not a credit score)' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  health(@Param('reference') reference: string): Promise<ProgramHealth> {
    return this.exports.health(reference);
  }

  @Get(':reference/entity-lineage.json')
  @ApiOperation({ summary: 'Parties attributed to the program, each with provenance' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  lineage(@Param('reference') reference: string): Promise<EntityLineageReport> {
    return this.exports.lineage(reference);
  }
}
