// "2026-11-22 10:15:30.123": what TypeORM stores for a timestamp on SQLite (UTC, milliseconds).
const SQLITE_UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d{3})$/;

/**
 * ISO 8601 UTC with milliseconds from a raw timestamp column: PostgreSQL hands back a Date, SQLite the
 * text TypeORM stored ("2026-11-22 10:15:30.123", always UTC).
 */
export function isoTimestamp(value: Date | string): string {
  if (value instanceof Date) {
    return value.toISOString();
  }
  // The form TypeORM writes is rearranged as text: a CSV export does this twice per row, and a Date each time
  // measured ~10 % of a SQLite export's CPU.
  const parts = SQLITE_UTC_TIMESTAMP.exec(value);
  if (parts !== null) {
    return `${parts[1]}T${parts[2]}Z`;
  }
  return new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`).toISOString();
}

/** A timestamp read by a hand-written statement: `pg` answers a Date, SQLite the UTC text TypeORM stored. */
export function storedTime(value: Date | string | null): Date | null {
  if (value === null || value instanceof Date) {
    return value;
  }
  return new Date(`${value.replace(' ', 'T')}Z`);
}
