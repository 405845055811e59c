// Runs before and after the whole jest run: clears the collected service logs, then scans every line any
// test app wrote for secrets and personal data. A hit fails the run.
'use strict';
const { existsSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const { join } = require('node:path');

const LOG_FOLDER = join(__dirname, '..', '..', 'test-output', 'logs');
const SECRETS_FOLDER = join(__dirname, '..', '..', 'test-output', 'secrets');
const FORBIDDEN = [
  { name: 'admin token', pattern: /test-admin-token-0123456789abcdef0123456789/ },
  { name: 'operator API key / partner token', pattern: /pws_live_[0-9a-f]{16}_[A-Za-z0-9_-]{16,}/ },
  { name: 'webhook secret', pattern: /whsec_[A-Za-z0-9+/=]{8,}/ },
  { name: 'full e-mail address', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/ },
];

function setup() {
  rmSync(LOG_FOLDER, { recursive: true, force: true });
  rmSync(SECRETS_FOLDER, { recursive: true, force: true });
}

/** Exact secrets the tests saw (CSRF tokens, issued API keys), registered through test/support/secret-registry.ts. */
function rememberedSecrets() {
  if (!existsSync(SECRETS_FOLDER)) {
    return [];
  }
  const values = new Set();
  for (const file of readdirSync(SECRETS_FOLDER)) {
    for (const line of readFileSync(join(SECRETS_FOLDER, file), 'utf8').split('\n')) {
      if (line.length >= 16) {
        values.add(line);
      }
    }
  }
  return [...values];
}

function teardown() {
  if (!existsSync(LOG_FOLDER)) {
    return;
  }
  const hits = [];
  const secrets = rememberedSecrets();
  let lines = 0;
  for (const file of readdirSync(LOG_FOLDER)) {
    const content = readFileSync(join(LOG_FOLDER, file), 'utf8').split('\n');
    content.forEach((line, index) => {
      lines++;
      for (const { name, pattern } of FORBIDDEN) {
        if (pattern.test(line)) {
          hits.push(`${file}:${index + 1} contains a ${name}`);
        }
      }
      if (secrets.some((secret) => line.includes(secret))) {
        hits.push(`${file}:${index + 1} contains a secret a test saw (CSRF token or API key)`);
      }
    });
  }
  process.stdout.write(
    `\n[log scan] ${lines} service log lines checked for secrets, e-mail addresses and ${secrets.length} CSRF tokens / API keys seen by tests.\n`,
  );
  if (hits.length > 0) {
    throw new Error(`Secrets or personal data in service logs:\n${hits.slice(0, 20).join('\n')}`);
  }
}

module.exports = { setup, teardown };
