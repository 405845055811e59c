import type { OperatorApiKeyIssued } from '../../operators/api-keys/dto/operator-api-key.dto';
import type { OperatorRole } from '../../operators/accounts/operator-role';
import type { SignedInFrame } from '../console-form-check';
import { listHref } from '../console-pages';
import { Flash, renderPage } from '../views/console-renderer';
import type { PartnerEntry, StatusCounts } from './partner-directory.service';
import { keySummaryOf, partnerHref } from './partner-forms';

/** What the "issue a key" form of the list held, and what was wrong with it. */
export interface NewKeyForm {
  slug: string;
  errors: Record<string, string>;
}

export interface PartnerPageOptions {
  owner: boolean;
  role: OperatorRole;
  csrfToken: string;
  graceSeconds: number;
  flash?: Flash;
}

export function partnersPage(
  frame: SignedInFrame,
  entries: PartnerEntry[],
  options: {
    owner: boolean;
    csrfToken: string;
    form?: NewKeyForm;
    flash?: Flash;
    paged?: boolean;
    nextAfter?: string | null;
  },
): string {
  const next = options.nextAfter ?? null;
  return renderPage(
    'partners',
    { ...frame, title: 'Partners', flash: options.flash },
    {
      owner: options.owner,
      csrfToken: options.csrfToken,
      form: options.form ?? { slug: '', errors: {} },
      single: entries.length === 1,
      pager: next !== null || options.paged === true,
      firstHref: options.paged === true ? '/admin/partners' : undefined,
      nextHref: next === null ? undefined : `/admin/partners?after=${encodeURIComponent(next)}`,
      rows: entries.map((entry) => ({
        slug: entry.slug,
        href: partnerHref(entry.slug),
        name: entry.catalog?.displayName ?? entry.slug,
        source: entry.catalog ? 'catalog' : 'API key only',
        intake: intakeOf(entry),
        programs: entry.programs.total,
        approved: entry.programs.by_status.approved,
        handoffs: entry.handoffs.total,
        key: keySummaryOf(entry.keys ?? []),
      })),
    },
  );
}

export function partnerPage(frame: SignedInFrame, entry: PartnerEntry, options: PartnerPageOptions): string {
  const name = entry.catalog?.displayName ?? entry.slug;
  return renderPage(
    'partner',
    { ...frame, title: `Partner ${name}`, flash: options.flash },
    {
      slug: entry.slug,
      name,
      catalog: entry.catalog,
      corridors: entry.catalog?.corridors.join(', ') || '—',
      intake: intakeOf(entry),
      programs: countRows(entry.programs, (status) => listHref({ partner: entry.slug, status })),
      programsSingle: entry.programs.total === 1,
      programsHref: listHref({ partner: entry.slug }),
      handoffs: countRows(entry.handoffs),
      handoffsSingle: entry.handoffs.total === 1,
      owner: options.owner,
      role: options.role,
      csrfToken: options.csrfToken,
      keys: entry.keys ?? [],
      key: keySummaryOf(entry.keys ?? []),
      graceText: durationText(options.graceSeconds),
    },
  );
}

/** The answer of the issue and rotate forms: the key, this once. */
export function partnerKeyPage(frame: SignedInFrame, issued: OperatorApiKeyIssued): string {
  return renderPage(
    'partnerKey',
    { ...frame, title: `New API key for ${issued.slug}` },
    {
      slug: issued.slug,
      apiKey: issued.api_key,
      keyPrefix: issued.key_prefix,
      createdAt: issued.created_at,
      previousUntil: issued.previous_key_expires_at,
      backHref: partnerHref(issued.slug),
    },
  );
}

function intakeOf(entry: PartnerEntry): string {
  if (!entry.catalog) {
    return '—';
  }
  return entry.catalog.intakeEnabled ? 'open' : 'closed';
}

function countRows<S extends string>(counts: StatusCounts<S>, hrefOf?: (status: S) => string) {
  return {
    total: counts.total,
    rows: (Object.entries(counts.by_status) as Array<[S, number]>).map(([status, count]) => ({
      status,
      count,
      href: hrefOf?.(status),
    })),
  };
}

/** 86400 → "24 hours"; the grace period as people read it. */
export function durationText(seconds: number): string {
  if (seconds % 3600 === 0 && seconds >= 3600) {
    const hours = seconds / 3600;
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  if (seconds % 60 === 0 && seconds >= 60) {
    const minutes = seconds / 60;
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
