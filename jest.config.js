// Projects: pure unit tests, the HTTP/integration suites once per database dialect, and the console in real Chromium.
// PostgreSQL suites run when TEST_DATABASE_URL is set, browser suites when Chromium is installed; under CI=true a
// missing database or browser fails the run.
'use strict';

const fs = require('node:fs');

const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] };
const common = { testEnvironment: 'node', transform, moduleFileExtensions: ['ts', 'js', 'json'], rootDir: __dirname };
const postgresUrl = process.env.TEST_DATABASE_URL;
const inCi = process.env.CI === 'true' || process.env.CI === '1';
// Every response a test app sends is checked against the service's own OpenAPI document (issue 15).
const contractSetup = '<rootDir>/test/support/openapi-contract.setup.ts';

if (!postgresUrl) {
  if (inCi) {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suites must run in CI.');
  }
  process.stderr.write('\n[tests] PostgreSQL suites SKIPPED: TEST_DATABASE_URL is not set.\n\n');
}

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = fs.existsSync(chromiumPath);
if (!hasChromium) {
  if (inCi) {
    throw new Error(`CI=true but Chromium is not installed at ${chromiumPath}: the browser suites must run in CI.`);
  }
  process.stderr.write(
    `\n[tests] Browser suites SKIPPED: no Chromium at ${chromiumPath} (apt-get install chromium).\n\n`,
  );
}

const projects = [
  { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.spec.ts'] },
  {
    ...common,
    displayName: 'sqlite',
    testMatch: ['<rootDir>/test/e2e/**/*.spec.ts', '<rootDir>/test/integration/*.spec.ts'],
    setupFiles: ['<rootDir>/test/support/env.sqlite.ts'],
    setupFilesAfterEnv: [contractSetup],
  },
];
if (postgresUrl) {
  projects.push({
    ...common,
    displayName: 'postgres',
    testMatch: [
      '<rootDir>/test/e2e/**/*.spec.ts',
      '<rootDir>/test/integration/*.spec.ts',
      '<rootDir>/test/integration/postgres/**/*.spec.ts',
    ],
    setupFiles: ['<rootDir>/test/support/env.postgres.ts'],
    // The embedded file database is SQLite's alone.
    testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/sqlite-file-database.spec.ts'],
    setupFilesAfterEnv: [contractSetup],
  });
}

if (hasChromium) {
  projects.push({
    ...common,
    displayName: 'browser',
    testMatch: ['<rootDir>/test/browser/**/*.spec.ts'],
    setupFiles: ['<rootDir>/test/support/env.sqlite.ts'],
    setupFilesAfterEnv: [contractSetup],
  });
}

module.exports = {
  projects,
  testTimeout: 30000,
  maxWorkers: 2,
  // Each suite loads the whole app into its worker and leaves ~100 MB behind: without recycling, a worker's heap reached
  // 2.5 GB on a full run, its collections pausing tests long enough to fire their timers (connect timeouts, deadlines).
  workerIdleMemoryLimit: '1GB',
  globalSetup: '<rootDir>/test/support/log-scan.setup.js',
  globalTeardown: '<rootDir>/test/support/log-scan.teardown.js',
};
