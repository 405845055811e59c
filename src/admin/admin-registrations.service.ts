import { Injectable } from '@nestjs/common';
import { pageLinks } from '../common/paging/keyset-links';
import {
  CursorFilter,
  CursorPosition,
  decodeListCursor,
  encodeListCursor,
  invalidCursor,
} from '../common/paging/list-cursor';
import { COUNTED_TOTAL_CAP } from '../common/paging/paging-properties';
import { Tallies } from '../tallies/tallies.service';
import { TransactionRunner } from '../database/transaction-runner';
import {
  KeysetWindow,
  RegistrationFilter,
  RegistrationListRepository,
} from '../read-models/registration-list.repository';
import { APPLICATION_STATUSES, ApplicationStatus } from '../registrations/registration.enums';
import { toChecklistCompletion } from './checklist-completion';
import { AdminRegistrationRow, AdminRegistrationsList, AdminRegistrationsQuery } from './dto/admin-registrations.dto';
import { toRegistrationRecord } from './registration-record.mapper';

/** The admin list's filters (the query without its paging). */
export type AdminListFilter = Pick<
  AdminRegistrationsQuery,
  'status' | 'corridor' | 'settlement_path' | 'has_documents' | 'partner'
>;

/** One page of the admin list with the cursors of its neighbours (null where there is none). */
export interface RegistrationListing {
  rows: AdminRegistrationRow[];
  /** The next page, older rows. */
  older: string | null;
  /** The previous page, newer rows. */
  newer: string | null;
  /** Registrations under the filters when at most COUNTED_TOTAL_CAP; null beyond. */
  total: number | null;
}

/**
 * The operator's registration list (API and console): filters combine with AND, newest first, keyset pages on
 * `(created_at, id)` with opaque cursors bound to the filters. Two statements whatever the page: the page with
 * each row's figures, and the total counted up to COUNTED_TOTAL_CAP.
 */
@Injectable()
export class AdminRegistrationsService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly registrations: RegistrationListRepository,
    private readonly tallies: Tallies,
  ) {}

  async list(query: AdminRegistrationsQuery): Promise<AdminRegistrationsList> {
    const position = query.cursor === null ? null : this.positionOf(query.cursor, query);
    // The API list may lag (the read replica when configured); the console's pages read the primary.
    const listing = await this.browse(query, windowOf(position), query.limit, { mayLag: true });
    return {
      registrations: listing.rows,
      count: listing.rows.length,
      total: listing.total,
      next_cursor: listing.older,
    };
  }

  /** Where a cursor of this list with these filters points; a 422 on `query.cursor` for any other. */
  positionOf(cursor: string, filter: AdminListFilter): CursorPosition {
    const position = decodeListCursor(cursor, 'registrations', cursorFilterOf(filter));
    if (position.key.atMicros === undefined) {
      throw invalidCursor(cursor, 'is not a cursor this service gave out (no creation time)');
    }
    return position;
  }

  /**
   * One page of the window with its neighbours' cursors and the capped total. With `mayLag` it is read from the
   * read replica when one is configured (TransactionRunner.readMayLag), so it may miss the latest writes; without,
   * from the primary (the console shows it right after an operator's own changes).
   */
  browse(
    filter: AdminListFilter,
    window: KeysetWindow,
    limit: number,
    options: { mayLag?: boolean } = {},
  ): Promise<RegistrationListing> {
    const listFilter = filterOf(filter);
    const read: TransactionRunner['read'] = (work) =>
      options.mayLag === true ? this.db.readMayLag(work) : this.db.read(work);
    return read(async (unit) => {
      const page = await this.registrations.page(unit, listFilter, window, limit);
      const total = await this.registrations.countUpTo(unit, listFilter, COUNTED_TOTAL_CAP);
      const from = window.from === 'after' || window.from === 'before' ? window.key : undefined;
      const links = pageLinks(
        window.from,
        page.rows.map((row) => row.key),
        page.more,
        from,
      );
      const cursor = (position: CursorPosition | null) =>
        position === null ? null : encodeListCursor('registrations', cursorFilterOf(filter), position);
      return {
        // Object.assign onto the record, not `{ ...record, more }`: see docs/data-layer.md, "Object spreads".
        rows: page.rows.map(({ registration, figures }) =>
          Object.assign(toRegistrationRecord(registration), {
            instruction_count: figures.instructionCount,
            document_count: figures.documentCount,
            checklist: toChecklistCompletion(figures),
          }),
        ),
        older: cursor(links.older),
        newer: cursor(links.newer),
        total,
      };
    });
  }

  /**
   * Registrations per status under the other filters (the `status` filter itself is ignored). Under no filter or a
   * partner's only, exact, from the maintained tallies; under others each is counted up to COUNTED_TOTAL_CAP (null
   * beyond), in one statement.
   */
  countsByStatus(filter: AdminListFilter): Promise<Map<ApplicationStatus, number | null>> {
    if (filter.corridor === null && filter.settlement_path === null && filter.has_documents === null) {
      return this.db.read(async (unit) => {
        const counts = (await this.tallies.counts(unit, filter.partner)).get('registrations');
        return new Map(APPLICATION_STATUSES.map((status) => [status, counts?.get(status) ?? 0]));
      });
    }
    return this.db.read(
      (unit) =>
        this.registrations.countsByStatusUpTo(
          unit,
          { ...filterOf(filter), status: null },
          APPLICATION_STATUSES,
          COUNTED_TOTAL_CAP,
        ) as Promise<Map<ApplicationStatus, number | null>>,
    );
  }
}

/** The page a decoded cursor names; without one, the newest. */
export function windowOf(position: CursorPosition | null): KeysetWindow {
  if (position === null) {
    return { from: 'newest', offset: 0 };
  }
  const key = { atMicros: position.key.atMicros as number, id: position.key.id };
  return position.direction === 'after' ? { from: 'after', key } : { from: 'before', key };
}

function filterOf(query: AdminListFilter): RegistrationFilter {
  return {
    status: query.status,
    corridor: query.corridor,
    settlementPath: query.settlement_path,
    partnerSlug: query.partner,
    hasDocuments: query.has_documents,
  };
}

/** The filters a cursor is bound to, by their query names (console and API give the same cursors). */
function cursorFilterOf(query: AdminListFilter): CursorFilter {
  return {
    status: query.status,
    corridor: query.corridor,
    settlement_path: query.settlement_path,
    has_documents: query.has_documents,
    partner: query.partner,
  };
}
