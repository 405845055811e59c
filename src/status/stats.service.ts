import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DeliveryModesCatalog } from '../catalogs/delivery-modes.catalog';
import { EntityCategoriesCatalog } from '../catalogs/entity-categories.catalog';
import { ProgramTemplatesCatalog } from '../catalogs/program-templates.catalog';
import { SettlementPartnersCatalog } from '../catalogs/settlement-partners.catalog';
import { TransactionRunner } from '../database/transaction-runner';
import { InstructionCounts } from '../instructions/instruction-counts.service';
import { EVENT_TYPES } from '../program-events/event-types';
import { ProgramEvent } from '../program-events/program-event.entity';
import { Registration } from '../registrations/registration.entity';
import { APPLICATION_STATUSES, ApplicationStatus } from '../registrations/registration.enums';
import { CatalogFigures, PublicStats, RegistrationTotals } from './dto/stats.dto';

/** Public aggregates: counts only, computed by the database, never a row or a personal field. */
@Injectable()
export class StatsService {
  private readonly catalog: CatalogFigures;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly instructionCounts: InstructionCounts,
    templates: ProgramTemplatesCatalog,
    adapters: SettlementPartnersCatalog,
    categories: EntityCategoriesCatalog,
    deliveryModes: DeliveryModesCatalog,
  ) {
    this.catalog = {
      program_templates: templates.list().length,
      event_types: EVENT_TYPES.length,
      adapters: adapters.list().length,
      entity_categories: categories.list().length,
      delivery_modes: deliveryModes.list().length,
    };
  }

  stats(): Promise<PublicStats> {
    return this.transactions.read(async (manager) => ({
      registrations: await registrationTotals(manager),
      instructions_total: await this.instructionCounts.total(manager),
      events_total: await manager.createQueryBuilder(ProgramEvent, 'event').getCount(),
      catalog: { ...this.catalog },
    }));
  }
}

async function registrationTotals(manager: EntityManager): Promise<RegistrationTotals> {
  const rows = await manager
    .createQueryBuilder(Registration, 'registration')
    .select('registration.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .groupBy('registration.status')
    .getRawMany<{ status: string; count: number | string }>();
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  let total = 0;
  for (const row of rows) {
    const count = Number(row.count);
    total += count;
    if (row.status in byStatus) {
      byStatus[row.status as ApplicationStatus] += count;
    }
  }
  return { total, by_status: byStatus };
}
