import { createPrivateKey, KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError, EnvReader } from './env-reader';

export interface AuditConfig {
  /** The Ed25519 key that signs checkpoints and bundle heads; undefined outside production when unset (one is generated). */
  signingKey: KeyObject | undefined;
  /** Seconds between checkpoint runs (a run issues a checkpoint only when some program's head moved). */
  checkpointIntervalSeconds: number;
  /** Years a program's record is kept after its last activity before its personal data may be erased. */
  retentionYears: number;
}

const PEM_HEADER = '-----BEGIN';

export function parseAuditConfig(read: EnvReader, isProduction: boolean): AuditConfig {
  return {
    signingKey: parseSigningKey(read, isProduction),
    checkpointIntervalSeconds: read.integer('AUDIT_CHECKPOINT_INTERVAL_S', 300, { min: 1, max: 86400 }),
    // Five years is the AML floor (records kept five years): production cannot erase sooner.
    retentionYears: read.integer('RETENTION_YEARS', 5, { min: isProduction ? 5 : 0, max: 100 }),
  };
}

/** PKCS#8 PEM given inline or as a file path; only Ed25519 is accepted. */
function parseSigningKey(read: EnvReader, isProduction: boolean): KeyObject | undefined {
  const raw = read.optionalString('AUDIT_SIGNING_KEY');
  if (raw === undefined) {
    if (isProduction) {
      throw new ConfigError(
        'AUDIT_SIGNING_KEY',
        'must be set in production (an Ed25519 private key, PKCS#8 PEM or a file path)',
      );
    }
    return undefined;
  }
  const pem = raw.trimStart().startsWith(PEM_HEADER) ? raw : readKeyFile(raw);
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    throw new ConfigError('AUDIT_SIGNING_KEY', 'is not a readable PKCS#8 PEM private key');
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new ConfigError('AUDIT_SIGNING_KEY', `must be an Ed25519 key (got ${key.asymmetricKeyType ?? 'unknown'})`);
  }
  return key;
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // The path only: the value may be a mistyped key, which must not reach the logs.
    throw new ConfigError('AUDIT_SIGNING_KEY', 'is neither a PEM key nor a readable file path');
  }
}
