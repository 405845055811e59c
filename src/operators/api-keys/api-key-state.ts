import { OperatorApiKey } from './operator-api-key.entity';

export type ApiKeyState = 'active' | 'grace' | 'expired' | 'revoked';

/** Where a key stands at `now`: only `active` and `grace` keys open partner routes. */
export function apiKeyState(key: Pick<OperatorApiKey, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeyState {
  if (key.revokedAt) {
    return 'revoked';
  }
  if (!key.expiresAt) {
    return 'active';
  }
  return key.expiresAt.getTime() > now.getTime() ? 'grace' : 'expired';
}

export function isUsable(key: Pick<OperatorApiKey, 'revokedAt' | 'expiresAt'>, now: Date): boolean {
  const state = apiKeyState(key, now);
  return state === 'active' || state === 'grace';
}
