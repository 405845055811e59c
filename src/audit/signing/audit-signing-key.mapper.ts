import { isoTimestamp } from '../../database/iso-timestamp';
import { AuditSigningKey } from './audit-signing-key.entity';
import { PublishedAuditKey } from './dto/published-audit-key.dto';

/** The public part only: the private key never leaves the service. */
export function toPublishedAuditKey(key: AuditSigningKey): PublishedAuditKey {
  return {
    kid: key.kid,
    alg: 'Ed25519',
    public_key: key.publicKey,
    not_before: isoTimestamp(key.notBefore),
    ...(key.notAfter === null ? {} : { not_after: isoTimestamp(key.notAfter) }),
  };
}
