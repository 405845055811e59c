import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { DatabaseConfig, ReadReplicaConfig } from '../config/app-config';
import { CallbackFormClient } from './callback-form-client';
import { useColumnTypesOf } from './column-types';
import { coalescingStream } from './coalescing-socket';
import { ENTITIES } from './entities';
import { POSTGRES_MIGRATIONS } from './migrations/postgres';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';
import { SnakeNamingStrategy } from './snake-naming.strategy';

const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** The one place that turns configuration into TypeORM options; the app and the migration CLI share it. */
export function dataSourceOptions(config: DatabaseConfig): DataSourceOptions {
  useColumnTypesOf(config.dialect);
  const common = {
    entities: ENTITIES,
    namingStrategy: new SnakeNamingStrategy(),
    migrationsRun: false,
    synchronize: false,
    logging: false,
  } as const;
  if (config.dialect === 'postgres') {
    return {
      ...common,
      type: 'postgres',
      url: config.url,
      migrations: POSTGRES_MIGRATIONS,
      poolSize: config.poolMax,
      extra: {
        max: config.poolMax,
        connectionTimeoutMillis: config.connectTimeoutMs,
        idleTimeoutMillis: 30000,
        stream: coalescingStream,
        Client: CallbackFormClient,
      },
    };
  }
  if (config.sqlitePath !== ':memory:') {
    mkdirSync(dirname(config.sqlitePath), { recursive: true });
  }
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.sqlitePath,
    migrations: SQLITE_MIGRATIONS,
    enableWAL: config.sqlitePath !== ':memory:',
    timeout: SQLITE_BUSY_TIMEOUT_MS,
    prepareDatabase: (db: { pragma(source: string): unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('synchronous = NORMAL');
    },
  };
}

/**
 * The read replica's options: the primary's entities and column rules, no migrations (a standby has the primary's
 * schema; only the primary migrates), no extension installs, and every session read-only, so a DATABASE_READ_URL
 * that points at a writable database (a copy fed by hand, or by mistake the primary) still cannot be written through.
 */
export function replicaDataSourceOptions(replica: ReadReplicaConfig): DataSourceOptions {
  const primary = dataSourceOptions({
    dialect: 'postgres',
    url: replica.url,
    sqlitePath: '',
    poolMax: replica.poolMax,
    connectTimeoutMs: replica.connectTimeoutMs,
    runMigrations: false,
  }) as PostgresDataSourceOptions;
  return {
    ...primary,
    migrations: [],
    installExtensions: false,
    applicationName: 'pws-read',
    extra: { ...(primary.extra as Record<string, unknown>), options: '-c default_transaction_read_only=on' },
  };
}
