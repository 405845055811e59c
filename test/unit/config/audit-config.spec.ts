import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../src/config/app-config';
import { ConfigError } from '../../../src/config/env-reader';
import { TEST_AUDIT_SIGNING_KEY } from '../../support/audit-keys';

const PRODUCTION = { NODE_ENV: 'production', ADMIN_TOKEN: 'x'.repeat(32), SESSION_SECRET: 's' };

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error;
    }
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('audit configuration', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pws-audit-config-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('should refuse production without AUDIT_SIGNING_KEY, naming the variable', () => {
    const error = refusal(PRODUCTION);
    expect(error.variable).toBe('AUDIT_SIGNING_KEY');
    expect(error.message).toContain('must be set in production');
  });

  it('should leave the key unset outside production when AUDIT_SIGNING_KEY is unset', () => {
    expect(loadConfig({}).audit.signingKey).toBeUndefined();
  });

  it('should read an inline PKCS#8 PEM Ed25519 key', () => {
    const key = loadConfig({ ...PRODUCTION, AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY }).audit.signingKey;
    expect(key?.type).toBe('private');
    expect(key?.asymmetricKeyType).toBe('ed25519');
  });

  it('should read the key from a file path', () => {
    const path = join(dir, 'audit-key.pem');
    writeFileSync(path, TEST_AUDIT_SIGNING_KEY);
    const fromFile = loadConfig({ ...PRODUCTION, AUDIT_SIGNING_KEY: path }).audit.signingKey;
    const inline = loadConfig({ AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY }).audit.signingKey;
    expect(fromFile?.asymmetricKeyType).toBe('ed25519');
    expect(createPublicKey(fromFile!).export({ type: 'spki', format: 'pem' })).toBe(
      createPublicKey(inline!).export({ type: 'spki', format: 'pem' }),
    );
  });

  it('should refuse a path that cannot be read without echoing the value', () => {
    const value = join(dir, 'missing-key-file.pem');
    const error = refusal({ AUDIT_SIGNING_KEY: value });
    expect(error.variable).toBe('AUDIT_SIGNING_KEY');
    expect(error.message).not.toContain(value);
  });

  it('should refuse a non-Ed25519 key, naming the variable and never echoing the value', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const error = refusal({ ...PRODUCTION, AUDIT_SIGNING_KEY: rsa });
    expect(error.variable).toBe('AUDIT_SIGNING_KEY');
    expect(error.message).toContain('must be an Ed25519 key');
    const body = rsa.split('\n')[1];
    expect(error.message).not.toContain(body);
    expect(error.message).not.toContain('PRIVATE KEY');
  });

  it('should refuse a PEM that is not a private key, without echoing it', () => {
    const garbled = '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5IGF0IGFsbA==\n-----END PRIVATE KEY-----\n';
    const error = refusal({ AUDIT_SIGNING_KEY: garbled });
    expect(error.variable).toBe('AUDIT_SIGNING_KEY');
    expect(error.message).not.toContain('bm90IGEga2V5IGF0IGFsbA==');
  });

  it('should apply the defaults of AUDIT_CHECKPOINT_INTERVAL_S and RETENTION_YEARS', () => {
    expect(loadConfig({}).audit).toMatchObject({ checkpointIntervalSeconds: 300, retentionYears: 5 });
  });

  it.each([
    ['AUDIT_CHECKPOINT_INTERVAL_S', '1', 'checkpointIntervalSeconds', 1],
    ['AUDIT_CHECKPOINT_INTERVAL_S', '86400', 'checkpointIntervalSeconds', 86400],
    ['RETENTION_YEARS', '0', 'retentionYears', 0],
    ['RETENTION_YEARS', '100', 'retentionYears', 100],
  ] as const)('should accept %s=%s at its bound', (variable, value, field, expected) => {
    expect(loadConfig({ [variable]: value }).audit[field]).toBe(expected);
  });

  it.each([
    ['AUDIT_CHECKPOINT_INTERVAL_S', '0'],
    ['AUDIT_CHECKPOINT_INTERVAL_S', '86401'],
    ['AUDIT_CHECKPOINT_INTERVAL_S', 'often'],
    ['RETENTION_YEARS', '-1'],
    ['RETENTION_YEARS', '101'],
    ['RETENTION_YEARS', '2.5'],
  ])('should refuse %s=%s, naming the variable', (variable, value) => {
    expect(refusal({ [variable]: value }).variable).toBe(variable);
  });

  it('should refuse a retention under the five-year AML floor in production, and accept five', () => {
    const production = { ...PRODUCTION, AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY };
    expect(refusal({ ...production, RETENTION_YEARS: '4' }).variable).toBe('RETENTION_YEARS');
    expect(loadConfig({ ...production, RETENTION_YEARS: '5' }).audit.retentionYears).toBe(5);
  });
});
