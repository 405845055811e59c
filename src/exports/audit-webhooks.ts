/** Only these keys of an operator webhook endpoint reach an export: never a secret, whatever the source returns. */
const SAFE_KEYS = [
  'id',
  'reference',
  'url',
  'has_secret',
  'active',
  'created_at',
  'disabled_at',
  'disabled_reason',
  'deleted_at',
];

export function withoutSecrets(endpoint: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SAFE_KEYS.filter((key) => key in endpoint).map((key) => [key, endpoint[key]]));
}
