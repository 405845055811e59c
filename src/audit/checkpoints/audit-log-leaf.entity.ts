import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One leaf of the Merkle log: a program's chain head as it stood at a checkpoint run. Append-only (migrations). */
@Entity('audit_log_leaves')
@Index('idx_audit_log_leaves_registration_seq', ['registrationId', 'seq'])
export class AuditLogLeaf {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'pk_audit_log_leaves' })
  leafIndex!: number;

  @Column({ type: 'integer' })
  registrationId!: number;

  @Column({ type: 'integer' })
  seq!: number;

  @Column({ type: 'varchar', length: 64 })
  headHash!: string;

  /** SHA-256(0x00 || JCS({head_hash, reference, seq})), hex. */
  @Column({ type: 'varchar', length: 64 })
  leafHash!: string;
}
