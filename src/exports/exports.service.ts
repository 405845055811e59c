import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { CorridorsCatalog } from '../catalogs/corridors.catalog';
import { PartnersCatalog } from '../catalogs/partners.catalog';
import { ProgramTemplatesCatalog, TemplateId, TEMPLATE_IDS } from '../catalogs/program-templates.catalog';
import { SettlementPartnersCatalog } from '../catalogs/settlement-partners.catalog';
import { VenuesCatalog } from '../catalogs/venues.catalog';
import { CSV_CONTENT_TYPE } from '../common/csv/csv-writer';
import { RegistrationCsvExporter } from '../partners/registration-csv.exporter';
import { AuditSigningKeys } from '../audit/signing/audit-signing-keys.service';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import type { ProgramEvent } from '../program-events/program-event.entity';
import { ProgramEventsService } from '../program-events/program-events.service';
import type { ChainVerdict } from '../program-events/event-hash';
import { NoteTexts, textsById } from '../program-notes/note-payload';
import { auditBundleStream } from './audit-bundle-stream';
import { countChainVerification } from './chain-integrity';
import { EntityLineageReport } from './dto/entity-lineage.dto';
import { ExportFile } from './export-file';
import { ProgramHealthReport } from './dto/program-health.dto';
import { ReconciliationReport } from './dto/reconciliation.dto';
import { entityLineage, LineageWalk } from './entity-lineage';
import { renderChecklist, renderComplianceReport } from './html/html-renderer';
import { checklistExportView, complianceReportViewOf, ReportedHistory } from './html/report-views';
import { programHealth } from './program-health';
import { ProgramFrame, ProgramSnapshotLoader } from './program-snapshot';
import { reconciliationReportOf } from './reconciliation-report';
import { ReconciliationWalk } from './reconciliation';
import { RecordVerification } from './record-verification';
import { pacedSlices, primedPages, RECORD_PAGE_SIZE, RecordPages } from './record-walk';

/** What the console's program page shows of a program's record, from one walk of it. */
export interface ProgramRecordInsights {
  chain: ChainVerdict;
  eventCount: number;
  /** The program's note texts as the walk read them ("[erased]" once erased), for what `visit` gathered. */
  notes: NoteTexts;
  reconciliation: ReconciliationReport;
  health: ProgramHealthReport;
}

/**
 * Operator exports of one program (or of all programs, for CSV). A program's exports read it in one read, then walk
 * its record of events in pages up to the head read then (never holding it whole).
 */
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
    private readonly events: ProgramEventsService,
  ) {}

  /**
   * The audit bundle as a stream of its JSON: the program read first (an unknown reference or a failing database is
   * still answered with an error status), then its record walked in pages up to the head read with it.
   */
  async auditBundle(reference: string): Promise<Readable> {
    // The signer first: a key reloaded meanwhile would otherwise sign a bundle generated before its not_before.
    const signer = await this.signingKeys.current();
    const frame = await this.snapshots.load(reference, { webhooks: true, evidence: true });
    return auditBundleStream({
      frame,
      signer,
      pages: await this.recordOf(frame),
      onVerdict: (valid) => countChainVerification(this.metrics, valid),
    });
  }

  async reconciliation(reference: string): Promise<ReconciliationReport> {
    const frame = await this.snapshots.load(reference);
    return (await this.walked(frame)).reconciliation;
  }

  async health(reference: string): Promise<ProgramHealthReport> {
    const frame = await this.snapshots.load(reference);
    return programHealth(frame, (await this.walked(frame)).reconciliation);
  }

  /**
   * The console's program page: the chain's verdict, the reconciliation and the health report from ONE walk of the
   * record (each verifies the chain; walking it once per panel tripled the page's time), `visit` seeing every page
   * of it. Read on the primary: the page follows the operator's own changes.
   */
  async programRecord(reference: string, visit: (events: ProgramEvent[]) => void): Promise<ProgramRecordInsights> {
    const frame = await this.snapshots.load(reference, { primary: true });
    const { reconciliation, verification } = await this.walked(frame, visit, { mayLag: false });
    return {
      chain: verification.verdict(),
      eventCount: verification.count,
      notes: verification.notes,
      reconciliation,
      health: programHealth(frame, reconciliation),
    };
  }

  async lineage(reference: string): Promise<EntityLineageReport> {
    const frame = await this.snapshots.load(reference, { webhooks: true });
    const walk = new LineageWalk();
    const pages = this.events.recordPages(frame.registration.id, frame.lastSeq, RECORD_PAGE_SIZE, { mayLag: true });
    for await (const page of pages) {
      walk.see(page);
    }
    const entities = entityLineage(frame, walk, {
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
    return { reference: frame.registration.reference, entity_count: entities.length, entities };
  }

  async complianceReportHtml(reference: string): Promise<string> {
    const frame = await this.snapshots.load(reference, { evidence: true });
    const history = new ReportedHistory(textsById(frame.notes));
    const { reconciliation, verification } = await this.walked(frame, (events) => history.add(events));
    return renderComplianceReport(complianceReportViewOf(frame, history, verification.integrity(), reconciliation));
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

  /**
   * The program's record walked once in pages, for the reconciliation (which re-verifies the chain: one verification
   * per export, however many of its parts read the verdict) and whatever else `visit` gathers.
   */
  private async walked(
    frame: ProgramFrame,
    visit: (events: ProgramEvent[]) => void = () => undefined,
    options: { mayLag: boolean } = { mayLag: true },
  ): Promise<{ reconciliation: ReconciliationReport; verification: RecordVerification }> {
    const verification = new RecordVerification(frame);
    const ledger = new ReconciliationWalk(frame, this.templateOf(frame));
    for await (const events of pacedSlices(await this.recordOf(frame, options))) {
      verification.add(events);
      ledger.add(events);
      visit(events);
    }
    const verdict = verification.verdict();
    const reconciliation = reconciliationReportOf(frame, ledger.result(verdict, verification.brokenEventId));
    countChainVerification(this.metrics, !reconciliation.breaks.some((entry) => entry.kind === 'hash_chain_broken'));
    return { reconciliation, verification };
  }

  /**
   * The program's record up to the head read with its frame, a page at a time; may lag like the frame (the read
   * replica when configured), never shorter than that head.
   */
  private recordOf(frame: ProgramFrame, options: { mayLag: boolean } = { mayLag: true }): Promise<RecordPages> {
    return primedPages(this.events.recordPages(frame.registration.id, frame.lastSeq, RECORD_PAGE_SIZE, options));
  }

  private templateOf(frame: ProgramFrame) {
    const id = frame.registration.templateId as TemplateId;
    return TEMPLATE_IDS.includes(id) ? this.templates.get(id) : undefined;
  }
}
