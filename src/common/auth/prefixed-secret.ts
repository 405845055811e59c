import { createHash, randomBytes } from 'node:crypto';

/**
 * Credentials shaped `<prefix><id>_<secret>`: the prefix makes a leaked one recognisable (secret scanners, logs),
 * the 16-hex id finds its row without a secret-dependent lookup, and only SHA-256(secret) is stored. The secret
 * has 256 random bits, so a fast hash is enough (no password-style stretching needed).
 */
export interface IssuedSecret {
  /** The whole credential, shown once. */
  value: string;
  id: string;
  /** The non-secret part: prefix and id. */
  displayPrefix: string;
  secretHash: string;
}

export interface PresentedSecret {
  id: string;
  secret: string;
}

const SHAPE = /^([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export function issueSecret(prefix: string): IssuedSecret {
  const id = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { value: `${prefix}${id}_${secret}`, id, displayPrefix: `${prefix}${id}`, secretHash: hashSecret(secret) };
}

/** The id and secret of a presented credential with this prefix; undefined when it is not shaped like one. */
export function parseSecret(prefix: string, value: string): PresentedSecret | undefined {
  if (!value.startsWith(prefix)) {
    return undefined;
  }
  const match = SHAPE.exec(value.slice(prefix.length));
  return match ? { id: match[1], secret: match[2] } : undefined;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
