import { Injectable } from '@nestjs/common';
import { Partner, PartnersCatalog } from '../../catalogs/partners.catalog';
import { CatalogErrorCode } from '../../catalogs/catalog-error-codes';
import { NotFoundError } from '../../common/errors/domain-errors';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { INSTRUCTION_STATUSES, InstructionStatus } from '../../instructions/instruction-status';
import { OperatorApiKeyView } from '../../operators/api-keys/dto/operator-api-key.dto';
import { ApiKeysService } from '../../operators/api-keys/api-keys.service';
import { APPLICATION_STATUSES, ApplicationStatus } from '../../registrations/registration.enums';
import { statusTotals } from '../../tallies/status-totals';
import { Tallies } from '../../tallies/tallies.service';

export interface StatusCounts<S extends string> {
  total: number;
  by_status: Record<S, number>;
}

/** Partners per console page. */
export const CONSOLE_PARTNERS_PAGE = 50;

export interface PartnersPage {
  entries: PartnerEntry[];
  /** The slug the next page starts after; null on the last page. */
  nextAfter: string | null;
}

/** A partner as the console lists it: its catalog entry when it has one, its programs' counts, and (owners) its keys. */
export interface PartnerEntry {
  slug: string;
  /** Undefined: the slug is known from its API keys only. */
  catalog?: Partner;
  programs: StatusCounts<ApplicationStatus>;
  handoffs: StatusCounts<InstructionStatus>;
  /** Every key ever issued for the slug, oldest first; undefined when the reader may not see keys (not an owner). */
  keys?: OperatorApiKeyView[];
}

/**
 * The partners the console knows: the catalog's (public intake branding) and, for owners, every slug an API key was
 * ever issued for, the union sorted by slug. Counts come from the maintained tallies (a few rows per partner, never a
 * count over the book); keys through the API's own service.
 */
@Injectable()
export class PartnerDirectory {
  constructor(
    private readonly db: TransactionRunner,
    private readonly catalog: PartnersCatalog,
    private readonly apiKeys: ApiKeysService,
    private readonly tallies: Tallies,
  ) {}

  /**
   * One page of the partners in slug order, after `afterSlug` (null: from the first), with the slug the next page
   * starts after (null: this is the last). Only the page's partners are counted.
   */
  async list(withKeys: boolean, afterSlug: string | null = null): Promise<PartnersPage> {
    const keys = withKeys ? await this.keysBySlug() : undefined;
    const catalog = new Map(this.catalog.all().map((partner) => [partner.slug, partner]));
    const slugs = [...new Set([...catalog.keys(), ...(keys?.keys() ?? [])])]
      .sort()
      .filter((slug) => afterSlug === null || slug > afterSlug);
    const shown = slugs.slice(0, CONSOLE_PARTNERS_PAGE);
    const entries = await this.db.read(async (unit) => {
      const read: PartnerEntry[] = [];
      for (const slug of shown) {
        read.push(await this.entry(unit, slug, catalog.get(slug), keys && (keys.get(slug) ?? [])));
      }
      return read;
    });
    return { entries, nextAfter: slugs.length > shown.length ? shown[shown.length - 1] : null };
  }

  /** One partner; 404 when the slug is neither in the catalog nor (for owners) known from its keys. */
  async get(slug: string, withKeys: boolean): Promise<PartnerEntry> {
    const catalog = this.catalog.all().find((partner) => partner.slug === slug);
    const keys = withKeys ? ((await this.keysBySlug()).get(slug) ?? []) : undefined;
    if (!catalog && !(keys && keys.length > 0)) {
      throw new NotFoundError('No partner has this slug', CatalogErrorCode.PartnerNotFound);
    }
    return this.db.read((unit) => this.entry(unit, slug, catalog, keys));
  }

  private async entry(
    unit: UnitOfWork,
    slug: string,
    catalog: Partner | undefined,
    keys: OperatorApiKeyView[] | undefined,
  ): Promise<PartnerEntry> {
    const counts = await this.tallies.counts(unit, slug);
    return {
      slug,
      catalog,
      programs: statusTotals(counts.get('registrations'), APPLICATION_STATUSES),
      handoffs: statusTotals(counts.get('instructions'), INSTRUCTION_STATUSES),
      keys,
    };
  }

  private async keysBySlug(): Promise<Map<string, OperatorApiKeyView[]>> {
    const bySlug = new Map<string, OperatorApiKeyView[]>();
    for (const key of (await this.apiKeys.list()).keys) {
      bySlug.set(key.slug, [...(bySlug.get(key.slug) ?? []), key]);
    }
    return bySlug;
  }
}
