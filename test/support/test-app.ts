import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap/create-app';
import { createLogger } from '../../src/common/logging/logger';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { buildOpenApiDocument } from '../../src/openapi/openapi.setup';
import { testDialect } from './dialect';
import { LogCapture } from './log-capture';
import { installOpenApiContract } from './openapi-contract-hook';
import { ScratchDatabase } from './scratch-database';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123456789';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  config: AppConfig;
  /** The scratch PostgreSQL database, reachable directly (bypassing any proxy). */
  scratchUrl?: string;
  dataSource: DataSource;
  logs: LogCapture;
  /** Base URL when started with `listen: true`. */
  url: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Rewrites the scratch PostgreSQL URL the app connects with (e.g. through a fault-injecting proxy). */
  databaseUrl?: (scratchUrl: string) => string;
  /** Listen on 127.0.0.1 (for concurrency tests that need real sockets). */
  listen?: boolean;
  /** PostgreSQL: DATABASE_READ_URL from the scratch URL (e.g. the same database on a replica, or through a proxy). */
  readUrl?: (scratchUrl: string) => string;
}

/** Starts the whole service on a database of its own: in-memory SQLite, or a scratch PostgreSQL database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const scratch = testDialect === 'postgres' ? await ScratchDatabase.create(requiredPostgresUrl()) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    RATE_LIMIT_ENABLED: 'false',
    // Tests read the public stats right after their writes; the cache has its own test (stats-cache.spec.ts).
    STATS_CACHE_MS: '0',
    // No fold in the background, where it would add statements to those a test counts: reads are exact either way,
    // and folding has its own tests (tallies.spec.ts).
    TALLY_FOLD_MS: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: scratch ? (options.databaseUrl?.(scratch.url) ?? scratch.url) : 'sqlite::memory:',
    DATABASE_POOL_MAX: '10',
    // A full run creates and drops hundreds of databases beside the app under test: on a loaded CI machine opening a
    // connection has taken longer than the production default of 3 s (stop 28's CI). Tests of slow databases set less.
    DATABASE_CONNECT_TIMEOUT_MS: '20000',
    ...(scratch && options.readUrl ? { DATABASE_READ_URL: options.readUrl(scratch.url) } : {}),
    ...options.env,
  });
  const logs = new LogCapture();
  const app = await createApp(config, createLogger(config.logLevel, logs));
  let url = '';
  if (options.listen) {
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    url = `http://127.0.0.1:${address.port}`;
  } else {
    await app.init();
  }
  installOpenApiContract(app.getHttpServer(), buildOpenApiDocument(app, config.version));
  return {
    app,
    http: request(app.getHttpServer()),
    config,
    scratchUrl: scratch?.url,
    dataSource: app.get(DataSource),
    logs,
    url,
    async close() {
      await app.close();
      await scratch?.drop();
    },
  };
}

function requiredPostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  }
  return url;
}
