import { Inject, Injectable } from '@nestjs/common';
import { ExpiringValue } from '../common/expiring-value';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DeliveryModesCatalog } from '../catalogs/delivery-modes.catalog';
import { EntityCategoriesCatalog } from '../catalogs/entity-categories.catalog';
import { ProgramTemplatesCatalog } from '../catalogs/program-templates.catalog';
import { SettlementPartnersCatalog } from '../catalogs/settlement-partners.catalog';
import { TransactionRunner } from '../database/transaction-runner';
import { InstructionCounts } from '../instructions/instruction-counts.service';
import { EVENT_TYPES } from '../program-events/event-types';
import { PublicStatsRepository } from '../read-models/public-stats.repository';
import { RegistrationListRepository } from '../read-models/registration-list.repository';
import { APPLICATION_STATUSES, ApplicationStatus } from '../registrations/registration.enums';
import { CatalogFigures, PublicStats, RegistrationTotals } from './dto/stats.dto';

/**
 * Public aggregates: counts only, computed by the database, never a row or a personal field. Anyone may ask, as
 * often as they like: the answer is computed once at a time and reused for STATS_CACHE_MS, so callers cannot make
 * the database count more often than that.
 */
@Injectable()
export class StatsService {
  private readonly catalog: CatalogFigures;
  private readonly current: ExpiringValue<PublicStats>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly transactions: TransactionRunner,
    private readonly registrationList: RegistrationListRepository,
    private readonly totals: PublicStatsRepository,
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
    this.current = new ExpiringValue(config.statsCacheMs, () => this.compute());
  }

  stats(): Promise<PublicStats> {
    return this.current.get();
  }

  private compute(): Promise<PublicStats> {
    return this.transactions.read(async (unit) => ({
      registrations: registrationTotals(await this.registrationList.countsByStatus(unit, {})),
      instructions_total: await this.instructionCounts.total(unit),
      events_total: await this.totals.eventsTotal(unit),
      catalog: { ...this.catalog },
    }));
  }
}

/** Every known status appears, zero when absent; a status the code no longer knows counts in the total only. */
function registrationTotals(counts: Map<string, number>): RegistrationTotals {
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  let total = 0;
  for (const [status, count] of counts) {
    total += count;
    if (status in byStatus) {
      byStatus[status as ApplicationStatus] += count;
    }
  }
  return { total, by_status: byStatus };
}
