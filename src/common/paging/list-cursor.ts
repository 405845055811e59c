import { createHash } from 'node:crypto';
import { MAX_STORED_ID } from '../validation/field-spec';
import { pydanticError, RequestValidationError } from '../validation/pydantic-error';

/** The lists that page with a cursor; a cursor of one is refused by every other. */
export type ListCursorKind =
  | 'registrations'
  | 'partner-registrations'
  | 'operator-audit-log'
  | 'audit-checkpoints'
  | 'webhook-deliveries'
  | 'operators';

/**
 * Where a row sits in its list's order: its creation time in microseconds since the epoch (lists ordered by
 * `(created_at, id)`), absent for lists ordered by id alone, and its id.
 */
export interface RowKey {
  atMicros?: number;
  id: number;
}

/** `after` the key: the rows that follow it in the list's order (the next page); `before`: those that precede it. */
export interface CursorPosition {
  direction: 'after' | 'before';
  key: RowKey;
}

/** A filter value as it appears in a list's query; absent and null filter nothing and are left out. */
export type CursorFilter = Record<string, string | number | boolean | null | undefined>;

/** Longest cursor the lists accept (a cursor they give out is about 60 characters). */
export const MAX_CURSOR_LENGTH = 200;

const VERSION = '1';
const TAG_LENGTH = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const BODY = /^1\.([ab])\.(-|0|[1-9]\d{0,15})\.([1-9]\d{0,9})\.([0-9a-f]{16})$/;

/**
 * An opaque keyset cursor: base64url of `1.<a|b>.<micros|->.<id>.<tag>`. The tag is a digest of the list, its
 * filters and the position, so a cursor used with another list or other filters, cut short or edited is refused
 * (422) instead of silently paging something else. It is a checksum, not a signature: a cursor grants nothing (the
 * caller's credential and query decide what the list holds), it only says where to resume.
 */
export function encodeListCursor(kind: ListCursorKind, filter: CursorFilter, position: CursorPosition): string {
  const body = bodyOf(position);
  return Buffer.from(`${body}.${tagOf(kind, filter, body)}`, 'utf8').toString('base64url');
}

/**
 * The position a cursor of `kind` with `filter` names; anything else — not base64url, not this format, numbers
 * out of range, another list's or other filters' cursor — is a 422 on `query.cursor`.
 */
export function decodeListCursor(raw: string, kind: ListCursorKind, filter: CursorFilter): CursorPosition {
  const text = raw.length <= MAX_CURSOR_LENGTH && BASE64URL.test(raw) ? Buffer.from(raw, 'base64url') : undefined;
  // Re-encoding must give the same text: no padding, no stray trailing bits, nothing the decoder skipped.
  const body = text !== undefined && text.toString('base64url') === raw ? BODY.exec(text.toString('latin1')) : null;
  if (body === null) {
    throw invalidCursor(raw, 'is not a cursor this service gave out (malformed)');
  }
  const [, direction, at, id, tag] = body;
  const atMicros = at === '-' ? undefined : Number(at);
  if ((atMicros !== undefined && atMicros > Number.MAX_SAFE_INTEGER) || Number(id) > MAX_STORED_ID) {
    throw invalidCursor(raw, 'is not a cursor this service gave out (out of range)');
  }
  const position: CursorPosition = {
    direction: direction === 'a' ? 'after' : 'before',
    key: atMicros === undefined ? { id: Number(id) } : { atMicros, id: Number(id) },
  };
  if (tag !== tagOf(kind, filter, bodyOf(position))) {
    throw invalidCursor(
      raw,
      'belongs to another list or to other filters, or was altered: send the same filters it came with, or start again without a cursor',
    );
  }
  return position;
}

/** The 422 every list answers for a cursor it cannot use, located at `query.cursor`. */
export function invalidCursor(raw: string, why: string): RequestValidationError {
  return new RequestValidationError([
    pydanticError({ type: 'cursor_invalid', msg: `The cursor ${why}`, input: raw }, ['query', 'cursor']),
  ]);
}

function bodyOf(position: CursorPosition): string {
  const at = position.key.atMicros === undefined ? '-' : String(position.key.atMicros);
  return `${VERSION}.${position.direction === 'after' ? 'a' : 'b'}.${at}.${position.key.id}`;
}

function tagOf(kind: ListCursorKind, filter: CursorFilter, body: string): string {
  const given = Object.keys(filter)
    .filter((name) => filter[name] !== null && filter[name] !== undefined)
    .sort()
    .map((name) => [name, filter[name]]);
  return createHash('sha256')
    .update(JSON.stringify([kind, given, body]))
    .digest('hex')
    .slice(0, TAG_LENGTH);
}
