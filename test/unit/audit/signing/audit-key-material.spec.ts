import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import {
  generateAuditKey,
  kidOf,
  privateKeyFromPem,
  privatePemOf,
  publicPemOf,
  signerOf,
} from '../../../../src/audit/signing/audit-key-material';
import { TEST_AUDIT_SIGNING_KEY } from '../../../support/audit-keys';

describe('audit key material', () => {
  const key = createPrivateKey(TEST_AUDIT_SIGNING_KEY);

  it('should derive the kid as the first 16 hex characters of SHA-256 over the SPKI DER', () => {
    const der = createPublicKey(key).export({ type: 'spki', format: 'der' });
    const expected = createHash('sha256').update(der).digest('hex').slice(0, 16);
    expect(kidOf(key)).toBe(expected);
    expect(kidOf(key)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('should give the same kid for the private key and its public part', () => {
    expect(kidOf(createPublicKey(key))).toBe(kidOf(key));
  });

  it('should give different keys different kids', () => {
    expect(kidOf(generateAuditKey())).not.toBe(kidOf(key));
  });

  it('should publish the SPKI PEM of the public part, never the private key', () => {
    const pem = publicPemOf(key);
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(pem).not.toContain(TEST_AUDIT_SIGNING_KEY.split('\n')[1]);
  });

  it('should round-trip a generated key through PKCS#8 PEM', () => {
    const generated = generateAuditKey();
    expect(generated.asymmetricKeyType).toBe('ed25519');
    expect(kidOf(privateKeyFromPem(privatePemOf(generated)))).toBe(kidOf(generated));
  });

  it('should sign with a 64-byte Ed25519 signature in padded base64 that verifies with the public key', () => {
    const signer = signerOf(key);
    const message = Buffer.from('{"tree_size":3}', 'utf8');
    const signature = signer.sign(message);
    expect(signer.kid).toBe(kidOf(key));
    expect(Buffer.from(signature, 'base64')).toHaveLength(64);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect(verify(null, message, createPublicKey(publicPemOf(key)), Buffer.from(signature, 'base64'))).toBe(true);
    expect(verify(null, Buffer.from('{"tree_size":4}'), createPublicKey(key), Buffer.from(signature, 'base64'))).toBe(
      false,
    );
  });

  it('should not verify a signature under another key', () => {
    const other = generateKeyPairSync('ed25519').publicKey;
    const message = Buffer.from('m');
    expect(verify(null, message, other, Buffer.from(signerOf(key).sign(message), 'base64'))).toBe(false);
  });
});
