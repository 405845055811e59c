import type { ColumnOptions } from 'typeorm';
import type { DatabaseDialect } from '../config/app-config';

const TYPES: Record<DatabaseDialect, { timestamp: 'timestamptz' | 'datetime'; binary: 'bytea' | 'blob' }> = {
  postgres: { timestamp: 'timestamptz', binary: 'bytea' },
  // Raw bytes (uploaded documents) read back as a Buffer on both.
  sqlite: { timestamp: 'datetime', binary: 'blob' },
};

/**
 * Entity decorators run when their module is imported, before any configuration is read, while TypeORM reads a
 * column's `type` when a DataSource builds its metadata (at `initialize`). So the dialect-dependent types are
 * getters, resolved then from the dialect `dataSourceOptions` took from the validated configuration. A process
 * serves one dialect; until one is chosen the types are SQLite's (the default database).
 */
let chosen: DatabaseDialect = 'sqlite';

/** Chooses the column types of `dialect`; `dataSourceOptions` calls it before any DataSource is built. */
export function useColumnTypesOf(dialect: DatabaseDialect): void {
  chosen = dialect;
}

export const JSON_COLUMN = 'jsonb';

/** A point in time: `timestamptz` on PostgreSQL, `datetime` on SQLite. */
export function timestampColumn(options: Omit<ColumnOptions, 'type'> = {}): ColumnOptions {
  return withType(options, () => TYPES[chosen].timestamp);
}

/** Raw bytes: `bytea` on PostgreSQL, `blob` on SQLite. */
export function binaryColumn(options: Omit<ColumnOptions, 'type'> = {}): ColumnOptions {
  return withType(options, () => TYPES[chosen].binary);
}

function withType(options: Omit<ColumnOptions, 'type'>, typeOf: () => ColumnOptions['type']): ColumnOptions {
  return Object.defineProperty<ColumnOptions>({ ...options }, 'type', { get: typeOf, enumerable: true });
}
