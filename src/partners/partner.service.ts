import { Injectable, StreamableFile } from '@nestjs/common';
import { attachmentDisposition, CSV_CONTENT_TYPE } from '../common/csv/csv-writer';
import { TransactionRunner } from '../database/transaction-runner';
import { INSTRUCTION_STATUSES } from '../instructions/instruction-status';
import { CursorFilter, decodeListCursor, encodeListCursor, invalidCursor } from '../common/paging/list-cursor';
import { COUNTED_TOTAL_CAP } from '../common/paging/paging-properties';
import { pydanticError, RequestValidationError } from '../common/validation/pydantic-error';
import { KeysetWindow, RegistrationListRepository } from '../read-models/registration-list.repository';
import { APPLICATION_STATUSES } from '../registrations/registration.enums';
import { Tallies } from '../tallies/tallies.service';
import { PartnerRegistrationsPage, PartnerRegistrationsQuery, PartnerStats } from './dto/partner-registrations.dto';
import { toInstructionTotals, toPartnerRegistration, toRegistrationTotals } from './partner.mapper';
import { RegistrationCsvExporter } from './registration-csv.exporter';

const PARTNER_LIST = 'partner-registrations';

/** Partner reads. Every query takes the partner slug as a condition: scoping lives in the query. */
@Injectable()
export class PartnerService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly registrationList: RegistrationListRepository,
    private readonly tallies: Tallies,
    private readonly exporter: RegistrationCsvExporter,
  ) {}

  /** May lag: read from the read replica when one is configured (docs/operations.md, "Read replica"). */
  stats(partnerSlug: string): Promise<PartnerStats> {
    return this.db.readMayLag(async (unit) => {
      const counts = await this.tallies.counts(unit, partnerSlug);
      const latest = await this.registrationList.latestCreatedAt(unit, { partnerSlug });
      return {
        partner_slug: partnerSlug,
        registrations: toRegistrationTotals(counts.get('registrations'), APPLICATION_STATUSES),
        instructions: toInstructionTotals(counts.get('instructions'), INSTRUCTION_STATUSES),
        latest_registration_at: latest ? latest.toISOString() : null,
      };
    });
  }

  /**
   * One page of the partner's registrations, newest first: keyset pages after `cursor`, or (compatibility, slow)
   * the newest past `offset`; never both. The total is counted up to COUNTED_TOTAL_CAP. May lag: read from the
   * read replica when one is configured.
   */
  registrations(partnerSlug: string, query: PartnerRegistrationsQuery): Promise<PartnerRegistrationsPage> {
    const filter = { partnerSlug, status: query.status };
    const cursorFilter = { partner: partnerSlug, status: query.status };
    const window = this.windowOf(query, cursorFilter);
    return this.db.readMayLag(async (unit) => {
      const page = await this.registrationList.page(unit, filter, window, query.limit);
      const last = page.rows[page.rows.length - 1];
      return {
        partner_slug: partnerSlug,
        total: await this.registrationList.countUpTo(unit, filter, COUNTED_TOTAL_CAP),
        limit: query.limit,
        offset: query.offset,
        count: page.rows.length,
        registrations: page.rows.map(({ registration, figures }) =>
          toPartnerRegistration(registration, figures.instructionCount),
        ),
        next_cursor:
          page.more && last !== undefined
            ? encodeListCursor(PARTNER_LIST, cursorFilter, { direction: 'after', key: last.key })
            : null,
      };
    });
  }

  private windowOf(query: PartnerRegistrationsQuery, cursorFilter: CursorFilter): KeysetWindow {
    if (query.cursor === null) {
      return { from: 'newest', offset: query.offset };
    }
    if (query.offset !== 0) {
      throw new RequestValidationError([
        pydanticError(
          { type: 'offset_with_cursor', msg: 'Send either `offset` or `cursor`, not both', input: query.offset },
          ['query', 'offset'],
        ),
      ]);
    }
    const position = decodeListCursor(query.cursor, PARTNER_LIST, cursorFilter);
    const { atMicros, id } = position.key;
    if (atMicros === undefined || position.direction !== 'after') {
      throw invalidCursor(query.cursor, 'is not a cursor this list gave out');
    }
    return { from: 'after', key: { atMicros, id } };
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
