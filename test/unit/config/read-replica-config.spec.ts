import { loadConfig } from '../../../src/config/app-config';
import { ConfigError } from '../../../src/config/env-reader';

const POSTGRES = 'postgres://app@db:5432/app';

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    return error as ConfigError;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('DATABASE_READ_URL (read replica)', () => {
  it('should be absent unless set', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES }).database.readReplica).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: POSTGRES, DATABASE_READ_URL: ' ' }).database.readReplica).toBeUndefined();
  });

  it('should take a PostgreSQL replica, its pool defaulting to DATABASE_POOL_MAX and its lag limit to 30 s', () => {
    expect(
      loadConfig({ DATABASE_URL: POSTGRES, DATABASE_POOL_MAX: '7', DATABASE_READ_URL: 'postgresql://ro@replica/app' })
        .database.readReplica,
    ).toEqual({ url: 'postgresql://ro@replica/app', poolMax: 7, connectTimeoutMs: 3000, maxLagSeconds: 30 });
    expect(
      loadConfig({
        DATABASE_URL: POSTGRES,
        DATABASE_READ_URL: 'postgres://ro@replica/app',
        DATABASE_READ_POOL_MAX: '20',
        DATABASE_READ_MAX_LAG_S: '5',
        DATABASE_CONNECT_TIMEOUT_MS: '8000',
      }).database.readReplica,
    ).toEqual({ url: 'postgres://ro@replica/app', poolMax: 20, connectTimeoutMs: 8000, maxLagSeconds: 5 });
  });

  it('should refuse to start with a read replica on SQLite, naming the variable', () => {
    for (const primary of ['sqlite::memory:', 'sqlite:./data/app.sqlite', undefined]) {
      const env: Record<string, string> = { DATABASE_READ_URL: 'postgres://ro@replica/app' };
      if (primary !== undefined) {
        env.DATABASE_URL = primary;
      }
      const error = refusal(env);
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.variable).toBe('DATABASE_READ_URL');
      expect(error.message).toMatch(/needs DATABASE_URL to be PostgreSQL/);
    }
  });

  it('should refuse a read URL that is not PostgreSQL, and bad companions', () => {
    for (const url of ['sqlite::memory:', 'mysql://ro@replica/app', 'replica:5432']) {
      const error = refusal({ DATABASE_URL: POSTGRES, DATABASE_READ_URL: url });
      expect({ variable: error.variable, message: error.message }).toEqual({
        variable: 'DATABASE_READ_URL',
        message: expect.stringMatching(/must start with postgres:\/\/ or postgresql:\/\//) as unknown,
      });
    }
    const replica = { DATABASE_URL: POSTGRES, DATABASE_READ_URL: 'postgres://ro@replica/app' };
    expect(refusal({ ...replica, DATABASE_READ_POOL_MAX: '0' }).variable).toBe('DATABASE_READ_POOL_MAX');
    expect(refusal({ ...replica, DATABASE_READ_MAX_LAG_S: 'soon' }).variable).toBe('DATABASE_READ_MAX_LAG_S');
  });
});
