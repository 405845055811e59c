import { hashSecret, issueSecret, parseSecret } from '../../common/auth/prefixed-secret';

/** Partner API keys: `pws_live_<key id>_<secret>` (see prefixed-secret.ts). */
export const API_KEY_PREFIX = 'pws_live_';

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
  const issued = issueSecret(API_KEY_PREFIX);
  return { apiKey: issued.value, keyId: issued.id, keyPrefix: issued.displayPrefix, secretHash: issued.secretHash };
}

export function parseKey(token: string): PresentedKey | undefined {
  const parsed = parseSecret(API_KEY_PREFIX, token);
  return parsed && { keyId: parsed.id, secret: parsed.secret };
}

export function keyPrefixOf(keyId: string): string {
  return `${API_KEY_PREFIX}${keyId}`;
}

export { hashSecret };
