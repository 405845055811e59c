import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../database/column-types';

/**
 * One row per issued key. The secret is stored only as its SHA-256; `keyId` is the non-secret part
 * of the key used to find the row. `currentSlug` equals `slug` on the slug's live key and is null
 * otherwise, so a unique index on it allows one live key per slug on both databases (NULLs never collide).
 */
@Entity('operator_api_keys')
@Index('idx_operator_api_keys_slug', ['slug', 'id'])
export class OperatorApiKey {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64 })
  slug!: string;

  @Index('uq_operator_api_keys_current_slug', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  currentSlug!: string | null;

  @Index('uq_operator_api_keys_key_id', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  keyId!: string;

  @Column({ type: 'varchar', length: 64 })
  secretHash!: string;

  @Column(timestampColumn())
  createdAt!: Date;

  /** Set on a key issued by rotation (it replaced the slug's previous key at this time). */
  @Column(timestampColumn({ nullable: true }))
  rotatedAt!: Date | null;

  /** Set when the key is rotated out: it keeps working until then (the grace period). */
  @Column(timestampColumn({ nullable: true }))
  expiresAt!: Date | null;

  @Column(timestampColumn({ nullable: true }))
  revokedAt!: Date | null;

  /** Updated at most once a minute per key, so partner reads do not each become a write. */
  @Column(timestampColumn({ nullable: true }))
  lastUsedAt!: Date | null;
}
