import { Inject, Injectable } from '@nestjs/common';
import { SettlementPartner, SettlementPartnersCatalog } from '../catalogs/settlement-partners.catalog';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AdapterHealth, AdapterMode, IntegrationsHealth } from './dto/integrations-health.dto';

/** Adapter configuration from variable presence, computed once: the environment does not change while running. */
@Injectable()
export class IntegrationsHealthService {
  private readonly report: IntegrationsHealth;

  constructor(@Inject(APP_CONFIG) config: AppConfig, catalog: SettlementPartnersCatalog) {
    const present = new Set(config.adapterVariables);
    const adapters = catalog.list().map((adapter) => healthOf(adapter, present));
    this.report = {
      adapters,
      count: adapters.length,
      configured_count: adapters.filter((adapter) => adapter.configured).length,
    };
  }

  health(): IntegrationsHealth {
    return this.report;
  }
}

function healthOf(adapter: SettlementPartner, present: ReadonlySet<string>): AdapterHealth {
  const configured = adapter.env.length > 0 && adapter.env.every((name) => present.has(name));
  return { slug: adapter.slug, name: adapter.name, kind: adapter.kind, configured, mode: modeOf(adapter, configured) };
}

function modeOf(adapter: SettlementPartner, configured: boolean): AdapterMode {
  if (adapter.integrationStatus === 'planned') {
    return 'planned';
  }
  return configured ? adapter.integrationStatus : 'unconfigured';
}
