import { Injectable } from '@nestjs/common';
import { pydanticError, RequestValidationError } from '../common/validation/pydantic-error';
import { TransactionRunner } from '../database/transaction-runner';
import {
  RegistrationSearchRepository,
  SearchedRegistration,
  SearchField,
} from '../read-models/registration-search.repository';

/** The longest search accepted, in characters. */
export const SEARCH_MAX_LENGTH = 100;
/** Matches shown per field: a search narrows, it does not page. */
export const SEARCH_PER_FIELD = 20;

/** A reference as operators type it: `PRG-000123`, `prg000123`, `000123`, or its first digits. */
const REFERENCE_PREFIX = /^(?:prg-?)?(\d{1,12})$/i;

export interface SearchMatch {
  registration: SearchedRegistration;
  /** Every field the query is a prefix of, in SEARCH_FIELDS order. */
  matchedOn: SearchField[];
}

export interface SearchResult {
  query: string;
  matches: SearchMatch[];
  /** Some field had more matches than shown: the operator should type more. */
  truncated: boolean;
}

/**
 * Finds programs by the start of their reference, applicant e-mail or name, company or legal entity, ignoring case:
 * each field read as a range of its own index, so a search costs a few index entries whatever the size of the book.
 */
@Injectable()
export class RegistrationSearch {
  constructor(
    private readonly db: TransactionRunner,
    private readonly registrations: RegistrationSearchRepository,
  ) {}

  async search(raw: string): Promise<SearchResult> {
    const query = raw.trim();
    if ([...query].length > SEARCH_MAX_LENGTH) {
      throw new RequestValidationError([
        pydanticError(
          {
            type: 'string_too_long',
            msg: `String should have at most ${SEARCH_MAX_LENGTH} characters`,
            input: query,
            ctx: { max_length: SEARCH_MAX_LENGTH },
          },
          ['query', 'q'],
        ),
      ]);
    }
    if (query === '') {
      return { query, matches: [], truncated: false };
    }
    const digits = REFERENCE_PREFIX.exec(query)?.[1];
    const prefixes = {
      ...(digits !== undefined ? { reference: `PRG-${digits}` } : {}),
      email: query,
      name: query,
      company: query,
      entity: query,
    };
    const hits = await this.db.read((unit) => this.registrations.byPrefix(unit, prefixes, SEARCH_PER_FIELD + 1));
    const shownPerField = new Map<SearchField, number>();
    const matches = new Map<number, SearchMatch>();
    let truncated = false;
    for (const { registration, field } of hits) {
      const shown = shownPerField.get(field) ?? 0;
      if (shown === SEARCH_PER_FIELD) {
        truncated = true;
        continue;
      }
      shownPerField.set(field, shown + 1);
      const match = matches.get(registration.id);
      if (match) {
        match.matchedOn.push(field);
      } else {
        matches.set(registration.id, { registration, matchedOn: [field] });
      }
    }
    return { query, matches: [...matches.values()], truncated };
  }
}
