import { Injectable, StreamableFile } from '@nestjs/common';
import { attachmentDisposition, CSV_CONTENT_TYPE } from '../common/csv/csv-writer';
import { TransactionRunner } from '../database/transaction-runner';
import { InstructionCounts } from '../instructions/instruction-counts.service';
import { INSTRUCTION_STATUSES } from '../instructions/instruction-status';
import { RegistrationListRepository } from '../read-models/registration-list.repository';
import { APPLICATION_STATUSES } from '../registrations/registration.enums';
import { PartnerRegistrationsPage, PartnerRegistrationsQuery, PartnerStats } from './dto/partner-registrations.dto';
import { toInstructionTotals, toPartnerRegistration, toRegistrationTotals } from './partner.mapper';
import { RegistrationCsvExporter } from './registration-csv.exporter';

/** Partner reads. Every query takes the partner slug as a condition: scoping lives in the query. */
@Injectable()
export class PartnerService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly registrationList: RegistrationListRepository,
    private readonly instructionCounts: InstructionCounts,
    private readonly exporter: RegistrationCsvExporter,
  ) {}

  stats(partnerSlug: string): Promise<PartnerStats> {
    return this.db.read(async (unit) => {
      const byStatus = await this.registrationList.countsByStatus(unit, { partnerSlug });
      const latest = await this.registrationList.latestCreatedAt(unit, { partnerSlug });
      return {
        partner_slug: partnerSlug,
        registrations: toRegistrationTotals(byStatus, APPLICATION_STATUSES),
        instructions: toInstructionTotals(
          await this.instructionCounts.byStatusForPartner(unit, partnerSlug),
          INSTRUCTION_STATUSES,
        ),
        latest_registration_at: latest ? latest.toISOString() : null,
      };
    });
  }

  registrations(partnerSlug: string, query: PartnerRegistrationsQuery): Promise<PartnerRegistrationsPage> {
    const filter = { partnerSlug, status: query.status };
    return this.db.read(async (unit) => {
      const page = await this.registrationList.page(unit, filter, { limit: query.limit, offset: query.offset });
      const total = await this.registrationList.count(unit, filter);
      return {
        partner_slug: partnerSlug,
        total,
        limit: query.limit,
        offset: query.offset,
        count: page.length,
        registrations: page.map(({ registration, figures }) =>
          toPartnerRegistration(registration, figures.instructionCount),
        ),
      };
    });
  }

  async exportCsv(partnerSlug: string): Promise<StreamableFile> {
    const stream = await this.exporter.stream({ partnerSlug });
    const day = new Date().toISOString().slice(0, 10);
    // A failure after the first page destroys the connection (Nest's default), so a cut download never looks complete.
    return new StreamableFile(stream, {
      type: CSV_CONTENT_TYPE,
      disposition: attachmentDisposition(`registrations-${partnerSlug}-${day}.csv`),
    });
  }
}
