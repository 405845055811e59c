/**
 * ISO 8601 UTC with milliseconds from a raw timestamp column: PostgreSQL hands back a Date, SQLite the
 * text TypeORM stored ("2026-11-22 10:15:30.123", always UTC).
 */
export function isoTimestamp(value: Date | string): string {
  if (value instanceof Date) {
    return value.toISOString();
  }
  return new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`).toISOString();
}
