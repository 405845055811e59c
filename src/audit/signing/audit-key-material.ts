import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, KeyObject, sign } from 'node:crypto';

/** Signs with the current audit key: `sign` answers base64 (standard, padded) of the 64-byte Ed25519 signature. */
export interface AuditSigner {
  kid: string;
  sign(message: Buffer): string;
}

/** First 16 lowercase hex characters of SHA-256 over the SPKI DER of the key's public part. */
export function kidOf(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, 16);
}

export function publicPemOf(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return publicKey.export({ type: 'spki', format: 'pem' }) as string;
}

export function privatePemOf(key: KeyObject): string {
  return key.export({ type: 'pkcs8', format: 'pem' }) as string;
}

export function privateKeyFromPem(pem: string): KeyObject {
  return createPrivateKey({ key: pem, format: 'pem' });
}

export function generateAuditKey(): KeyObject {
  return generateKeyPairSync('ed25519').privateKey;
}

export function signerOf(privateKey: KeyObject): AuditSigner {
  const kid = kidOf(privateKey);
  return { kid, sign: (message) => sign(null, message, privateKey).toString('base64') };
}
