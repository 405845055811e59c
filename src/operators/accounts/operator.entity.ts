import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../database/column-types';
import type { OperatorRole } from './operator-role';

/** A named operator: the person behind a personal token, a console session or an OIDC sign-in. */
@Entity('operators')
export class Operator {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Lower-cased on the way in, so the identity provider's `email` claim matches whatever case it sends. */
  @Index('uq_operators_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 128 })
  displayName!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: OperatorRole;

  @Column({ type: 'boolean' })
  active!: boolean;

  @Column(timestampColumn())
  createdAt!: Date;

  @Column(timestampColumn())
  updatedAt!: Date;

  /** Console sessions issued before this moment are void (set when the operator is disabled). */
  @Column(timestampColumn({ nullable: true }))
  sessionsValidAfter!: Date | null;
}
