import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../database/column-types';

/** A signed tree head over leaves [0, tree_size). Append-only (migrations). */
@Entity('audit_checkpoints')
@Index('uq_audit_checkpoints_tree_size', ['treeSize'], { unique: true })
@Index('idx_audit_checkpoints_issued_at', ['issuedAt', 'id'])
export class AuditCheckpoint {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'pk_audit_checkpoints' })
  id!: number;

  @Column({ type: 'integer' })
  treeSize!: number;

  @Column({ type: 'varchar', length: 64 })
  rootHash!: string;

  @Column(timestampColumn())
  issuedAt!: Date;

  @Column({ type: 'varchar', length: 16 })
  kid!: string;

  /** base64 Ed25519 over JCS({issued_at, kid, root_hash, tree_size}). */
  @Column({ type: 'varchar', length: 128 })
  signature!: string;
}
