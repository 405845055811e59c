import { Injectable, StreamableFile } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { attachmentDisposition, CSV_CONTENT_TYPE } from '../common/csv/csv-writer';
import { TransactionRunner } from '../database/transaction-runner';
import { InstructionCounts } from '../instructions/instruction-counts.service';
import { INSTRUCTION_STATUSES } from '../instructions/instruction-status';
import { APPLICATION_STATUSES } from '../registrations/registration.enums';
import { Registration } from '../registrations/registration.entity';
import { PartnerRegistrationsPage, PartnerRegistrationsQuery, PartnerStats } from './dto/partner-registrations.dto';
import { toInstructionTotals, toPartnerRegistration, toRegistrationTotals } from './partner.mapper';
import { RegistrationCsvExporter } from './registration-csv.exporter';

/** Partner reads. Every query takes the partner slug as a condition: scoping lives in the query. */
@Injectable()
export class PartnerService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly instructionCounts: InstructionCounts,
    private readonly exporter: RegistrationCsvExporter,
  ) {}

  stats(partnerSlug: string): Promise<PartnerStats> {
    return this.db.read(async (manager) => {
      const byStatus = await registrationsByStatus(manager, partnerSlug);
      const latest = await manager.findOne(Registration, {
        select: { id: true, createdAt: true },
        where: { partnerSlug },
        order: { createdAt: 'DESC', id: 'DESC' },
      });
      return {
        partner_slug: partnerSlug,
        registrations: toRegistrationTotals(byStatus, APPLICATION_STATUSES),
        instructions: toInstructionTotals(
          await this.instructionCounts.byStatusForPartner(manager, partnerSlug),
          INSTRUCTION_STATUSES,
        ),
        latest_registration_at: latest ? latest.createdAt.toISOString() : null,
      };
    });
  }

  registrations(partnerSlug: string, query: PartnerRegistrationsQuery): Promise<PartnerRegistrationsPage> {
    return this.db.read(async (manager) => {
      const where = query.status ? { partnerSlug, status: query.status } : { partnerSlug };
      const [registrations, total] = await manager.findAndCount(Registration, {
        where,
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: query.offset,
        take: query.limit,
      });
      const counts = await this.instructionCounts.countsFor(
        manager,
        registrations.map((registration) => registration.id),
      );
      return {
        partner_slug: partnerSlug,
        total,
        limit: query.limit,
        offset: query.offset,
        count: registrations.length,
        registrations: registrations.map((registration) =>
          toPartnerRegistration(registration, counts.get(registration.id) ?? 0),
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

async function registrationsByStatus(manager: EntityManager, partnerSlug: string): Promise<Map<string, number>> {
  const rows = await manager
    .createQueryBuilder(Registration, 'registration')
    .select('registration.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .where('registration.partnerSlug = :partnerSlug', { partnerSlug })
    .groupBy('registration.status')
    .getRawMany<{ status: string; count: number | string }>();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}
