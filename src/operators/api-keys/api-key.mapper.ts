import { apiKeyState } from './api-key-state';
import { keyPrefixOf } from './api-key-format';
import { OperatorApiKeyList, OperatorApiKeyView } from './dto/operator-api-key.dto';
import { OperatorApiKey } from './operator-api-key.entity';

export function toApiKeyView(key: OperatorApiKey, now: Date): OperatorApiKeyView {
  return {
    slug: key.slug,
    key_prefix: keyPrefixOf(key.keyId),
    state: apiKeyState(key, now),
    created_at: key.createdAt.toISOString(),
    rotated_at: iso(key.rotatedAt),
    expires_at: iso(key.expiresAt),
    revoked_at: iso(key.revokedAt),
    last_used_at: iso(key.lastUsedAt),
  };
}

export function toApiKeyList(keys: OperatorApiKey[], now: Date): OperatorApiKeyList {
  return { count: keys.length, keys: keys.map((key) => toApiKeyView(key, now)) };
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
