import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { testDialect } from './dialect';
import { ScratchDatabase } from './scratch-database';

/** A database of the test's dialect, not migrated, to write rows as an earlier schema held them and migrate them on. */
export interface MigrationDatabase {
  dataSource: DataSource;
  /** `$1, $2…` (PostgreSQL) or `?, ?…` (SQLite). */
  placeholders(count: number): string;
  /** A point in time as the dialect's timestamp column stores it (TypeORM's SQLite form: UTC without T and Z). */
  stored(at: Date): string;
  /** Inserts one row and answers its id (the table's highest). */
  insert(table: string, columns: string[], values: unknown[]): Promise<number>;
  /** Runs every migration before `name` (which must exist and not be the first). */
  migrateTo(name: string): Promise<void>;
  /** Runs every migration up to and including `name`. */
  migrateThrough(name: string): Promise<void>;
  /** Runs the rest. */
  migrateAll(): Promise<void>;
  close(): Promise<void>;
}

/** The columns a registration row has needed since the first migration, for `insertProgram`. */
const PROGRAM_COLUMNS = [
  'reference',
  'full_name',
  'email',
  'consent_accepted',
  'settlement_path',
  'client_role',
  'registration_type',
  'status',
  'lifecycle',
  'template_id',
  'partner_slug',
  'created_at',
  'updated_at',
];

/** Inserts a registration as every schema has held one (`at` as the dialect stores it) and answers its id. */
export function insertProgram(
  database: Pick<MigrationDatabase, 'insert'>,
  reference: string,
  at: string,
  { status = 'pending', partner = null }: { status?: string; partner?: string | null } = {},
): Promise<number> {
  return database.insert('registrations', PROGRAM_COLUMNS, [
    reference,
    'Old Applicant',
    'old@example.com',
    true,
    'fiat',
    'individual',
    'program',
    status,
    'created',
    'program_individual',
    partner,
    at,
    at,
  ]);
}

export async function openMigrationDatabase(): Promise<MigrationDatabase> {
  const scratch =
    testDialect === 'postgres' ? await ScratchDatabase.create(process.env.TEST_DATABASE_URL as string) : undefined;
  const dataSource = new DataSource(
    dataSourceOptions({
      dialect: testDialect,
      url: scratch?.url ?? 'sqlite::memory:',
      sqlitePath: ':memory:',
      poolMax: 2,
      connectTimeoutMs: 3000,
      runMigrations: false,
    }),
  );
  await dataSource.initialize();
  const all = dataSource.migrations;
  const placeholders = (count: number) =>
    Array.from({ length: count }, (_, i) => (testDialect === 'postgres' ? `$${i + 1}` : '?')).join(', ');
  const use = (migrations: typeof all) => {
    (dataSource as { migrations: typeof all }).migrations = migrations;
  };
  const runUpTo = async (name: string, past: 0 | 1) => {
    const index = all.findIndex((migration) => migration.name === name);
    if (index <= 0) {
      throw new Error(`migration ${name} is not among the migrations after the first`);
    }
    use(all.slice(0, index + past));
    await dataSource.runMigrations();
    use(all);
  };
  return {
    dataSource,
    placeholders,
    stored: (at) => (testDialect === 'postgres' ? at.toISOString() : at.toISOString().replace('T', ' ').slice(0, -1)),
    async insert(table, columns, values) {
      await dataSource.query(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders(values.length)})`,
        values,
      );
      const [{ id }] = await dataSource.query<Array<{ id: number | string }>>(`SELECT MAX(id) AS id FROM ${table}`);
      return Number(id);
    },
    migrateTo: (name) => runUpTo(name, 0),
    migrateThrough: (name) => runUpTo(name, 1),
    async migrateAll() {
      use(all);
      await dataSource.runMigrations();
    },
    async close() {
      await dataSource.destroy();
      await scratch?.drop();
    },
  };
}
