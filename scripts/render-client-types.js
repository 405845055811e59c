#!/usr/bin/env node
// The TypeScript client's schema module (clients/typescript/src/schema.ts) for an OpenAPI document, by openapi-typescript.
// As a command: the document on stdin, the module on stdout (the e2e staleness check runs it so, outside jest's
// module system, which cannot load openapi-typescript's ES-module dependencies).
'use strict';
const { join } = require('node:path');
const { default: openapiTS, astToString } = require('openapi-typescript');
const prettier = require('prettier');

const CLIENT_TYPES_PATH = join(__dirname, '..', 'clients', 'typescript', 'src', 'schema.ts');
const HEADER =
  '// generated — do not edit; npm run client:generate\n' +
  '// Types of the OpenAPI document served at /openapi.json, by openapi-typescript.\n\n';

/** Same document, same bytes: openapi-typescript's printer, then the project's Prettier settings. */
async function renderClientTypes(document) {
  // The document's `required` lists are the contract: a field with a default is not made required by it.
  const ast = await openapiTS(document, { silent: true, defaultNonNullable: false });
  const options = await prettier.resolveConfig(CLIENT_TYPES_PATH);
  return prettier.format(HEADER + astToString(ast), { ...options, parser: 'typescript' });
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

if (require.main === module) {
  readStdin()
    .then((text) => renderClientTypes(JSON.parse(text)))
    .then((source) => process.stdout.write(source))
    .catch((error) => {
      process.stderr.write(`${error.stack || error}\n`);
      process.exitCode = 1;
    });
}

module.exports = { CLIENT_TYPES_PATH, renderClientTypes };
