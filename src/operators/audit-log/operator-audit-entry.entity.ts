import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { JSON_COLUMN, timestampColumn } from '../../database/column-types';
import type { Actor } from '../../common/auth/actor';

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE on this table (see the migrations). */
@Entity('operator_audit_log')
export class OperatorAuditEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column(timestampColumn())
  occurredAt!: Date;

  @Column({ type: 'varchar', length: 48 })
  action!: string;

  /** Who did it; null for a failed sign-in that identified nobody. */
  @Column({ type: JSON_COLUMN, nullable: true })
  actor!: Actor | null;

  /** The operator the action was about (a token's owner, the operator whose role changed), when any. */
  @Column({ type: 'integer', nullable: true })
  subjectOperatorId!: number | null;

  @Column({ type: JSON_COLUMN })
  detail!: Record<string, unknown>;
}
