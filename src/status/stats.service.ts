import { Inject, Injectable } from '@nestjs/common';
import { ExpiringValue } from '../common/expiring-value';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DeliveryModesCatalog } from '../catalogs/delivery-modes.catalog';
import { EntityCategoriesCatalog } from '../catalogs/entity-categories.catalog';
import { ProgramTemplatesCatalog } from '../catalogs/program-templates.catalog';
import { SettlementPartnersCatalog } from '../catalogs/settlement-partners.catalog';
import { TransactionRunner } from '../database/transaction-runner';
import { EVENT_TYPES } from '../program-events/event-types';
import { APPLICATION_STATUSES } from '../registrations/registration.enums';
import { statusTotals } from '../tallies/status-totals';
import { Tallies } from '../tallies/tallies.service';
import { CatalogFigures, PublicStats } from './dto/stats.dto';

/**
 * Public aggregates: counts only, never a row or a personal field, read from the maintained tallies (a few rows,
 * whatever the size of the book). Anyone may ask, as often as they like: the answer is read once at a time and
 * reused for STATS_CACHE_MS, so callers cannot make the database answer more often than that.
 */
@Injectable()
export class StatsService {
  private readonly catalog: CatalogFigures;
  private readonly current: ExpiringValue<PublicStats>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly transactions: TransactionRunner,
    private readonly tallies: Tallies,
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

  private async compute(): Promise<PublicStats> {
    // Public counts may lag a little: the read replica answers them when one is configured.
    const counts = await this.transactions.readMayLag((unit) => this.tallies.counts(unit, null));
    return {
      registrations: statusTotals(counts.get('registrations'), APPLICATION_STATUSES),
      instructions_total: statusTotals(counts.get('instructions'), []).total,
      events_total: statusTotals(counts.get('events'), []).total,
      catalog: { ...this.catalog },
    };
  }
}
