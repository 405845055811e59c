import { loadConfig } from '../../../src/config/app-config';
import { dataSourceOptions, replicaDataSourceOptions } from '../../../src/database/data-source-options';

const POSTGRES = 'postgres://app@db/app';

function poolOptionsOf(options: object): { connectionTimeoutMillis?: number } {
  return (options as { extra: { connectionTimeoutMillis?: number } }).extra;
}

/** DATABASE_CONNECT_TIMEOUT_MS is how long the pool waits for one new PostgreSQL connection, primary and replica. */
describe('DATABASE_CONNECT_TIMEOUT_MS', () => {
  afterAll(() => {
    dataSourceOptions(loadConfig({}).database);
  });

  it('should give both pools 3 s unless set', () => {
    const config = loadConfig({ DATABASE_URL: POSTGRES, DATABASE_READ_URL: 'postgres://ro@replica/app' }).database;

    expect(poolOptionsOf(dataSourceOptions(config)).connectionTimeoutMillis).toBe(3000);
    expect(poolOptionsOf(replicaDataSourceOptions(config.readReplica!)).connectionTimeoutMillis).toBe(3000);
  });

  it('should give both pools the configured time', () => {
    const config = loadConfig({
      DATABASE_URL: POSTGRES,
      DATABASE_READ_URL: 'postgres://ro@replica/app',
      DATABASE_CONNECT_TIMEOUT_MS: '15000',
    }).database;

    expect(poolOptionsOf(dataSourceOptions(config)).connectionTimeoutMillis).toBe(15000);
    expect(poolOptionsOf(replicaDataSourceOptions(config.readReplica!)).connectionTimeoutMillis).toBe(15000);
  });
});
