import { DEFAULT_DATABASE_URL, dialectOf } from '../config/app-config';

/**
 * Entity decorators run when their module is imported, before any DataSource exists, so the one
 * dialect-dependent column type is resolved from DATABASE_URL here. A process serves one dialect.
 */
const dialect = dialectOf(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL) ?? 'sqlite';

export const TIMESTAMP_COLUMN = dialect === 'postgres' ? 'timestamptz' : 'datetime';
export const JSON_COLUMN = 'jsonb';
/** Raw bytes (uploaded documents): `bytea` on PostgreSQL, `blob` on SQLite; both read back as a Buffer. */
export const BINARY_COLUMN = dialect === 'postgres' ? 'bytea' : 'blob';
