import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timestampColumn } from '../../database/column-types';

/**
 * A key that signs checkpoints and bundle heads. Rows are never deleted and only `not_after` is ever set (the
 * migrations refuse the rest): an auditor must still find every key that signed something.
 */
@Entity('audit_signing_keys')
export class AuditSigningKey {
  /** First 16 lowercase hex characters of SHA-256 over the public key's SPKI DER. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  kid!: string;

  /** SPKI PEM. */
  @Column({ type: 'text' })
  publicKey!: string;

  /** PKCS#8 PEM, only for a key this service generated outside production; null for a configured key. */
  @Column({ type: 'text', nullable: true })
  privateKey!: string | null;

  @Column(timestampColumn())
  notBefore!: Date;

  /** Null while the key is the current one. */
  @Column(timestampColumn({ nullable: true }))
  notAfter!: Date | null;
}
