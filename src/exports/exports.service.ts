import { Injectable } from '@nestjs/common';
import { CorridorsCatalog } from '../catalogs/corridors.catalog';
import { PartnersCatalog } from '../catalogs/partners.catalog';
import { ProgramTemplatesCatalog, TemplateId, TEMPLATE_IDS } from '../catalogs/program-templates.catalog';
import { SettlementPartnersCatalog } from '../catalogs/settlement-partners.catalog';
import { VenuesCatalog } from '../catalogs/venues.catalog';
import { CSV_CONTENT_TYPE } from '../common/csv/csv-writer';
import { RegistrationCsvExporter } from '../partners/registration-csv.exporter';
import { AuditSigningKeys } from '../audit/signing/audit-signing-keys.service';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { AuditBundle, toAuditBundle } from './audit-bundle';
import { countChainVerification } from './chain-integrity';
import { EntityLineageReport } from './dto/entity-lineage.dto';
import { ExportFile } from './export-file';
import { ProgramHealthReport } from './dto/program-health.dto';
import { ReconciliationReport } from './dto/reconciliation.dto';
import { entityLineage } from './entity-lineage';
import { renderChecklist, renderComplianceReport } from './html/html-renderer';
import { checklistExportView, complianceReportView } from './html/report-views';
import { programHealth } from './program-health';
import { ProgramSnapshot, ProgramSnapshotLoader } from './program-snapshot';
import { reconciliationReport } from './reconciliation-report';

/** Operator exports of one program (or of all programs, for CSV), assembled from one snapshot read each. */
@Injectable()
export class ExportsService {
  constructor(
    private readonly snapshots: ProgramSnapshotLoader,
    private readonly templates: ProgramTemplatesCatalog,
    private readonly corridors: CorridorsCatalog,
    private readonly settlementPartners: SettlementPartnersCatalog,
    private readonly venues: VenuesCatalog,
    private readonly partners: PartnersCatalog,
    private readonly csv: RegistrationCsvExporter,
    private readonly signingKeys: AuditSigningKeys,
    private readonly metrics: ServiceMetrics,
  ) {}

  async auditBundle(reference: string): Promise<AuditBundle> {
    // The signer first: a key reloaded meanwhile would otherwise sign a bundle generated before its not_before.
    const signer = await this.signingKeys.current();
    const snapshot = await this.snapshots.load(reference, { webhooks: true, evidence: true });
    const bundle = toAuditBundle(snapshot, signer);
    countChainVerification(this.metrics, bundle.integrity.chain_valid);
    return bundle;
  }

  async reconciliation(reference: string): Promise<ReconciliationReport> {
    return this.reconciled(await this.snapshots.load(reference));
  }

  async health(reference: string): Promise<ProgramHealthReport> {
    const snapshot = await this.snapshots.load(reference);
    return programHealth(snapshot, this.reconciled(snapshot));
  }

  async lineage(reference: string): Promise<EntityLineageReport> {
    const snapshot = await this.snapshots.load(reference, { webhooks: true });
    const entities = entityLineage(snapshot, {
      corridors: this.corridors.list(),
      settlementPartners: this.settlementPartners.list(),
      venues: this.venues.list(),
      partner: (slug) => {
        try {
          return this.partners.get(slug);
        } catch {
          return undefined;
        }
      },
    });
    return { reference: snapshot.registration.reference, entity_count: entities.length, entities };
  }

  async complianceReportHtml(reference: string): Promise<string> {
    const snapshot = await this.snapshots.load(reference, { evidence: true });
    return renderComplianceReport(complianceReportView(snapshot, this.reconciled(snapshot)));
  }

  async checklistHtml(reference: string): Promise<string> {
    return renderChecklist(checklistExportView(await this.snapshots.load(reference)));
  }

  /** Every registration (or one partner's) as CSV, streamed, named after the scope and the day. */
  async registrationsCsv(partner: string | null): Promise<ExportFile> {
    const stream = await this.csv.stream(partner ? { partnerSlug: partner } : { everyone: true });
    const day = new Date().toISOString().slice(0, 10);
    return {
      stream,
      filename: partner ? `registrations-${partner}-${day}.csv` : `registrations-${day}.csv`,
      mediaType: CSV_CONTENT_TYPE,
    };
  }

  /** The reconciliation re-walks the chain: one verification per export, however many of its parts read the verdict. */
  private reconciled(snapshot: ProgramSnapshot): ReconciliationReport {
    const report = reconciliationReport(snapshot, this.templateOf(snapshot));
    countChainVerification(this.metrics, !report.breaks.some((entry) => entry.kind === 'hash_chain_broken'));
    return report;
  }

  private templateOf(snapshot: ProgramSnapshot) {
    const id = snapshot.registration.templateId as TemplateId;
    return TEMPLATE_IDS.includes(id) ? this.templates.get(id) : undefined;
  }
}
