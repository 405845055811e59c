// Three projects: pure unit tests, and the HTTP/integration suites once per database dialect.
// PostgreSQL suites run when TEST_DATABASE_URL is set; under CI=true a missing database fails the run.
'use strict';

const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] };
const common = { testEnvironment: 'node', transform, moduleFileExtensions: ['ts', 'js', 'json'], rootDir: __dirname };
const postgresUrl = process.env.TEST_DATABASE_URL;
const inCi = process.env.CI === 'true' || process.env.CI === '1';

if (!postgresUrl) {
  if (inCi) {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suites must run in CI.');
  }
  process.stderr.write('\n[tests] PostgreSQL suites SKIPPED: TEST_DATABASE_URL is not set.\n\n');
}

const projects = [
  { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.spec.ts'] },
  {
    ...common,
    displayName: 'sqlite',
    testMatch: ['<rootDir>/test/e2e/**/*.spec.ts', '<rootDir>/test/integration/*.spec.ts'],
    setupFiles: ['<rootDir>/test/support/env.sqlite.ts'],
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
  });
}

module.exports = { projects, testTimeout: 30000, maxWorkers: 2 };
