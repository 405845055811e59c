import { binaryColumn, timestampColumn } from '../../../src/database/column-types';
import { dataSourceOptions } from '../../../src/database/data-source-options';

/** Entity column types follow the validated configuration's dialect, resolved when a DataSource is built. */
describe('dialect-dependent column types', () => {
  const timestamp = timestampColumn({ nullable: true });
  const binary = binaryColumn({ select: false });

  afterAll(() => {
    dataSourceOptions({ dialect: 'sqlite', url: 'sqlite::memory:', sqlitePath: ':memory:', poolMax: 1, runMigrations: false });
  });

  it('should give PostgreSQL types when the configuration names a PostgreSQL database', () => {
    dataSourceOptions({ dialect: 'postgres', url: 'postgres://db/x', sqlitePath: '', poolMax: 2, runMigrations: false });

    expect(timestamp).toMatchObject({ type: 'timestamptz', nullable: true });
    expect(binary).toMatchObject({ type: 'bytea', select: false });
  });

  it('should give SQLite types when the configuration names a SQLite database', () => {
    dataSourceOptions({ dialect: 'sqlite', url: 'sqlite::memory:', sqlitePath: ':memory:', poolMax: 1, runMigrations: false });

    expect(timestamp.type).toBe('datetime');
    expect(binary.type).toBe('blob');
  });
});
