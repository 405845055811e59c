import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { JSON_COLUMN, timestampColumn } from '../database/column-types';
import type { Actor } from '../common/auth/actor';
import { Registration } from '../registrations/registration.entity';
import type { ApprovalAction, ApprovalState } from './approval-state';

/**
 * A four-eyes request waiting for a second operator's confirmation: a status move, or an erasure (then `toStatus`
 * is the status it was asked from: the status does not move).
 */
@Entity('status_approvals')
@Index('idx_status_approvals_state', ['state', 'id'])
@Index('idx_status_approvals_registration_id', ['registrationId', 'id'])
export class StatusApproval {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Registration, { name: 'fk_status_approvals_registration', onDelete: 'RESTRICT' })
  registrationId!: number;

  @Column({ type: 'varchar', length: 16, default: 'status_move' })
  action!: ApprovalAction;

  @Column({ type: 'varchar', length: 32 })
  fromStatus!: string;

  @Column({ type: 'varchar', length: 32 })
  toStatus!: string;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'varchar', length: 16 })
  state!: ApprovalState;

  @Column({ type: JSON_COLUMN })
  requestedBy!: Actor;

  @Column(timestampColumn())
  requestedAt!: Date;

  @Column({ type: JSON_COLUMN, nullable: true })
  decidedBy!: Actor | null;

  @Column(timestampColumn({ nullable: true }))
  decidedAt!: Date | null;

  /** The reason a rejection gave. */
  @Column({ type: 'text', nullable: true })
  reason!: string | null;
}
