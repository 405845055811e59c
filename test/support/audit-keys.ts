/**
 * A fixed Ed25519 audit signing key (PKCS#8 PEM, generated once with node:crypto) for apps started with
 * NODE_ENV=production, which refuse to start without AUDIT_SIGNING_KEY. A test key only: it signs nothing real.
 */
export const TEST_AUDIT_SIGNING_KEY = [
  '-----BEGIN PRIVATE KEY-----',
  'MC4CAQAwBQYDK2VwBCIEIDXphyoApTEteNQ87IbKY+Wynz6flW/7ZLWZhYPP4uaU',
  '-----END PRIVATE KEY-----',
  '',
].join('\n');
