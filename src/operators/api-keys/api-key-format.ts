import { createHash, randomBytes } from 'node:crypto';

/**
 * `pws_live_<key id>_<secret>`: the prefix makes a leaked key recognisable (secret scanners, logs), the
 * 16-hex key id finds the row without a secret-dependent lookup, and only SHA-256(secret) is stored.
 * The secret has 256 random bits, so a fast hash is enough (no password-style stretching needed).
 */
export const API_KEY_PREFIX = 'pws_live_';
const KEY_PATTERN = /^pws_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface IssuedKey {
  apiKey: string;
  keyId: string;
  keyPrefix: string;
  secretHash: string;
}

export interface PresentedKey {
  keyId: string;
  secret: string;
}

export function issueKey(): IssuedKey {
  const keyId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return {
    apiKey: `${API_KEY_PREFIX}${keyId}_${secret}`,
    keyId,
    keyPrefix: keyPrefixOf(keyId),
    secretHash: hashSecret(secret),
  };
}

export function parseKey(token: string): PresentedKey | undefined {
  const match = KEY_PATTERN.exec(token);
  return match ? { keyId: match[1], secret: match[2] } : undefined;
}

export function keyPrefixOf(keyId: string): string {
  return `${API_KEY_PREFIX}${keyId}`;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
