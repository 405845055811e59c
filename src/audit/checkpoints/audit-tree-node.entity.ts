import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Every perfect subtree of the log (level 0 = leaf hashes), written when its last leaf is appended, so a root or
 * a proof reads O(log² n) rows instead of every leaf. Append-only (migrations).
 */
@Entity('audit_tree_nodes')
export class AuditTreeNode {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'pk_audit_tree_nodes' })
  level!: number;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'pk_audit_tree_nodes' })
  index!: number;

  @Column({ type: 'varchar', length: 64 })
  hash!: string;
}
