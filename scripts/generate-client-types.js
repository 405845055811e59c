#!/usr/bin/env node
// Writes clients/typescript/src/schema.ts from the document the service serves at /openapi.json.
// Usage: npm run client:generate (compiles the service to dist/ first; the client itself is not needed).
'use strict';
const { writeFileSync } = require('node:fs');
const { relative } = require('node:path');
const { createApp } = require('../dist/bootstrap/create-app');
const { createLogger } = require('../dist/common/logging/logger');
const { loadConfig } = require('../dist/config/app-config');
const { CLIENT_TYPES_PATH, renderClientTypes } = require('./render-client-types');

async function servedDocument() {
  const config = loadConfig({
    NODE_ENV: 'test',
    ADMIN_TOKEN: 'client-generate-admin-token-0123456789abcdef',
    DATABASE_URL: 'sqlite::memory:',
    LOG_LEVEL: 'error',
  });
  const app = await createApp(config, createLogger('error'));
  try {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address();
    const response = await fetch(`http://127.0.0.1:${port}/openapi.json`);
    if (!response.ok) {
      throw new Error(`GET /openapi.json answered ${response.status}`);
    }
    return await response.json();
  } finally {
    await app.close();
  }
}

servedDocument()
  .then(renderClientTypes)
  .then((source) => {
    writeFileSync(CLIENT_TYPES_PATH, source);
    process.stdout.write(`wrote ${relative(process.cwd(), CLIENT_TYPES_PATH)}\n`);
  })
  .catch((error) => {
    process.stderr.write(`${error.stack || error}\n`);
    process.exitCode = 1;
  });
