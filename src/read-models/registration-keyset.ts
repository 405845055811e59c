import type { DatabaseDialect } from '../database/dialect';

/** A registration's place in the lists' order: its creation time (microseconds since the epoch), then its id. */
export interface RegistrationKey {
  atMicros: number;
  id: number;
}

/**
 * Which rows a page holds, newest first: the newest (optionally past an `offset`, the slow compatibility form),
 * the rows after a key (older), the rows before a key (newer), or the oldest.
 */
export type KeysetWindow =
  | { from: 'newest'; offset: number }
  | { from: 'after'; key: RegistrationKey }
  | { from: 'before'; key: RegistrationKey }
  | { from: 'oldest' };

/**
 * The key's time as the statement compares it with `created_at`: on PostgreSQL ISO 8601 text with microseconds
 * (cast to timestamptz: exact, whatever the session's time zone); on SQLite the UTC text TypeORM stores, which
 * has milliseconds (compared as text, as the column's own values are).
 */
export function keyParameter(dialect: DatabaseDialect, key: RegistrationKey): string {
  const millis = Math.floor(key.atMicros / 1000);
  const iso = new Date(millis).toISOString();
  if (dialect === 'sqlite') {
    return iso.replace('T', ' ').slice(0, 23);
  }
  const micros = String(key.atMicros - millis * 1000).padStart(3, '0');
  return `${iso.slice(0, 23)}${micros}Z`;
}

/** The key of a listed row from its `key_at` (microseconds on PostgreSQL, the stored UTC text on SQLite). */
export function keyFromStored(dialect: DatabaseDialect, stored: unknown, id: number): RegistrationKey {
  if (dialect === 'postgres') {
    return { atMicros: Number(stored), id };
  }
  return { atMicros: Date.parse(`${String(stored).replace(' ', 'T')}Z`) * 1000, id };
}
