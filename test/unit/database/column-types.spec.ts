import type { DatabaseConfig } from '../../../src/config/app-config';
import { binaryColumn, timestampColumn } from '../../../src/database/column-types';
import { dataSourceOptions } from '../../../src/database/data-source-options';

const SQLITE: DatabaseConfig = {
  dialect: 'sqlite',
  url: 'sqlite::memory:',
  sqlitePath: ':memory:',
  poolMax: 1,
  connectTimeoutMs: 3000,
  runMigrations: false,
};
const POSTGRES: DatabaseConfig = { ...SQLITE, dialect: 'postgres', url: 'postgres://db/x', sqlitePath: '' };

/** Entity column types follow the validated configuration's dialect, resolved when a DataSource is built. */
describe('dialect-dependent column types', () => {
  const timestamp = timestampColumn({ nullable: true });
  const binary = binaryColumn({ select: false });

  afterAll(() => {
    dataSourceOptions(SQLITE);
  });

  it('should give PostgreSQL types when the configuration names a PostgreSQL database', () => {
    dataSourceOptions(POSTGRES);

    expect(timestamp).toMatchObject({ type: 'timestamptz', nullable: true });
    expect(binary).toMatchObject({ type: 'bytea', select: false });
  });

  it('should give SQLite types when the configuration names a SQLite database', () => {
    dataSourceOptions(SQLITE);

    expect(timestamp.type).toBe('datetime');
    expect(binary.type).toBe('blob');
  });
});
