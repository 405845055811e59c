import { SEARCH_MAX_LENGTH, SEARCH_PER_FIELD, SearchResult } from '../admin/registration-search.service';
import type { SearchField } from '../read-models/registration-search.repository';
import type { Response } from 'express';
import { ApprovalOut } from '../approvals/dto/approval.dto';
import type { OperatorIdentity } from '../common/auth/caller';
import { ActorOut } from '../common/auth/dto/actor-out.dto';
import { roleIncludes } from '../operators/accounts/operator-role';
import { APPLICATION_STATUSES, ApplicationStatus } from '../registrations/registration.enums';
import { ConsoleFilters, ConsoleListPage } from './console-view-models';
import { Flash, Frame, renderPage } from './views/console-renderer';
import { MAX_CURSOR_LENGTH } from '../common/paging/list-cursor';
import { COUNTED_TOTAL_CAP } from '../common/paging/paging-properties';

export const CONSOLE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Every console page: strict CSP (no script may run), never cached, never framed. `csp` widens it for one page only
 * (the document viewer frames the document: CONSOLE_CSP plus `frame-src 'self'`).
 */
export function sendHtml(response: Response, status: number, html: string, csp: string = CONSOLE_CSP): void {
  response
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cache-Control': 'no-store',
    })
    .send(html);
}

/** `oidc`: also offer "Sign in with your organisation" (set when `config.oidc` is). */
export function signInPage(flash?: Flash, options: { oidc?: boolean } = {}): string {
  return renderPage('signIn', { title: 'Sign in', signedIn: false, flash }, { oidc: options.oidc === true });
}

/**
 * Reads the table's query string leniently: unknown values are dropped (a page number of the earlier pager shows
 * the newest rows). The cursor is kept as given, cut to the longest a cursor can be: the list refuses a bad one.
 */
export function filtersFromQuery(query: Record<string, unknown>): ConsoleFilters {
  const text = (name: string, max: number): string | undefined => {
    const value = query[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
  };
  const status = text('status', 16);
  const documents = text('has_documents', 8);
  const last = text('page', 8) === 'last';
  return {
    status: (APPLICATION_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as ApplicationStatus)
      : undefined,
    partner: text('partner', 64),
    corridor: text('corridor', 20),
    settlementPath: text('settlement_path', 32),
    hasDocuments: documents === 'yes' ? true : documents === 'no' ? false : undefined,
    cursor: last ? undefined : text('cursor', MAX_CURSOR_LENGTH + 1),
    last: last || undefined,
  };
}

/** The table with `filters` and `changes`; a change of filter starts again from the newest rows. */
export function listHref(filters: ConsoleFilters, changes: Partial<ConsoleFilters> = {}): string {
  const merged = { ...filters, cursor: undefined, last: undefined, ...changes };
  const params = new URLSearchParams();
  const put = (name: string, value: string | undefined) => value !== undefined && params.set(name, value);
  put('status', merged.status);
  put('partner', merged.partner);
  put('corridor', merged.corridor);
  put('settlement_path', merged.settlementPath);
  put('has_documents', merged.hasDocuments === undefined ? undefined : merged.hasDocuments ? 'yes' : 'no');
  put('cursor', merged.cursor);
  put('page', merged.last ? 'last' : undefined);
  const query = params.toString();
  return query ? `/admin?${query}` : '/admin';
}

export function csvHref(partner: string | undefined): string {
  return partner ? `/admin/export.csv?${new URLSearchParams({ partner }).toString()}` : '/admin/export.csv';
}

export function registrationsPage(frame: Omit<Frame, 'title'>, filters: ConsoleFilters, list: ConsoleListPage): string {
  const counts = list.countsByStatus.map((entry) => entry.count);
  const allCount = counts.includes(null) ? null : counts.reduce((sum: number, count) => sum + (count ?? 0), 0);
  return renderPage(
    'registrations',
    { ...frame, title: 'Registrations' },
    {
      filters,
      total: countText(list.total),
      single: list.total === 1,
      allCount: countText(allCount),
      allHref: listHref(filters, { status: undefined }),
      counts: list.countsByStatus.map((entry) => ({
        status: entry.status,
        count: countText(entry.count),
        current: entry.status === filters.status,
        href: listHref(filters, { status: entry.status }),
      })),
      statusOptions: APPLICATION_STATUSES.map((value) => ({ value, selected: value === filters.status })),
      documentOptions: [
        { value: '', label: 'any', selected: filters.hasDocuments === undefined },
        { value: 'yes', label: 'with documents', selected: filters.hasDocuments === true },
        { value: 'no', label: 'without documents', selected: filters.hasDocuments === false },
      ],
      csvHref: csvHref(filters.partner),
      newestHref: list.newer !== null ? listHref(filters) : undefined,
      newerHref: list.newer !== null ? listHref(filters, { cursor: list.newer }) : undefined,
      olderHref: list.older !== null ? listHref(filters, { cursor: list.older }) : undefined,
      oldestHref: list.older !== null ? listHref(filters, { last: true }) : undefined,
      rows: list.rows.map((row) => ({
        href: `/admin/programs/${encodeURIComponent(row.reference)}`,
        reference: row.reference,
        name: row.full_name,
        company: row.company,
        status: row.status,
        lifecycle: row.lifecycle,
        partner: row.partner_slug ?? '—',
        corridor: row.corridor ?? '—',
        settlementPath: row.settlement_path,
        checklistDone: row.checklist.completed,
        checklistTotal: row.checklist.total,
        documentCount: row.document_count,
        instructionCount: row.instruction_count,
        createdAt: row.created_at,
      })),
    },
  );
}

/** A capped count as the page shows it: beyond the cap, "more than" it. */
function countText(count: number | null): string {
  return count === null ? `more than ${COUNTED_TOTAL_CAP.toLocaleString('en-US')}` : count.toLocaleString('en-US');
}

/**
 * Who did it, as the console shows it: a named person or organisation with its kind ("Alex Morgan (operator)"),
 * otherwise the kind alone ("applicant", "bootstrap", "system"); events older than actors show their source.
 */
export function actorLabel(actor: ActorOut | null, source: string): string {
  if (!actor) {
    return source;
  }
  if (actor.type === 'operator' || actor.type === 'partner' || actor.type === 'provider') {
    return `${actor.display ?? actor.id ?? actor.type} (${actor.type})`;
  }
  return actor.type;
}

function approvalRow(approval: ApprovalOut) {
  return {
    id: approval.approval_id,
    reference: approval.reference,
    href: `/admin/programs/${encodeURIComponent(approval.reference)}`,
    from: approval.from,
    // An erasure request does not move the status: the queue names what confirming it does instead.
    to: approval.action === 'erasure' ? 'personal data erased' : approval.to,
    requestedBy: actorLabel(approval.requested_by, 'admin'),
    requestedAt: approval.requested_at,
    note: approval.note ?? '',
  };
}

export interface ApprovalsPageOptions {
  viewer: OperatorIdentity;
  csrfToken: string;
}

/** The "Waiting for approval" queue; decision forms only for an approver or owner who did not ask. */
export function approvalsPage(
  frame: Omit<Frame, 'title'>,
  pending: ApprovalOut[],
  options: ApprovalsPageOptions,
): string {
  const approver = roleIncludes(options.viewer.role, 'approver');
  return renderPage(
    'approvals',
    { ...frame, title: 'Waiting for approval' },
    {
      csrfToken: options.csrfToken,
      approver,
      rows: pending.map((approval) => ({
        ...approvalRow(approval),
        mayDecide: approver && !isActor(approval.requested_by, options.viewer),
        confirmAction: `/admin/approvals/${approval.approval_id}/confirm`,
        rejectAction: `/admin/approvals/${approval.approval_id}/reject`,
      })),
    },
  );
}

function isActor(actor: ActorOut, operator: OperatorIdentity): boolean {
  return actor.type === operator.actor.type && (actor.id ?? null) === operator.actor.id;
}

/** The search page: the form, and with a query its matches (`invalid`: why the query was refused, kept in the box). */
export function searchPage(frame: Omit<Frame, 'title'>, result: SearchResult, invalid?: string): string {
  return renderPage(
    'search',
    { ...frame, title: 'Search programs', searchQuery: result.query },
    {
      query: result.query,
      maxLength: SEARCH_MAX_LENGTH,
      invalid,
      searched: result.query !== '' && invalid === undefined,
      single: result.matches.length === 1,
      truncated: result.truncated,
      perField: SEARCH_PER_FIELD,
      matches: result.matches.map(({ registration, matchedOn }) => ({
        href: `/admin/programs/${encodeURIComponent(registration.reference)}`,
        reference: registration.reference,
        name: registration.fullName,
        email: registration.email,
        company: registration.company,
        entity: registration.legalEntityName !== registration.company ? registration.legalEntityName : null,
        status: registration.status,
        partner: registration.partnerSlug ?? '',
        matchedOn: matchedOn.map((field) => SEARCH_FIELD_LABELS[field]).join(', '),
        createdAt: registration.createdAt.toISOString(),
      })),
    },
  );
}

const SEARCH_FIELD_LABELS: Record<SearchField, string> = {
  reference: 'reference',
  email: 'e-mail',
  name: 'name',
  company: 'company',
  entity: 'legal entity',
};
