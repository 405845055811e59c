import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../database/column-types';
import { Registration } from '../../registrations/registration.entity';

/**
 * An operator's outbound webhook for one program. The secret is kept (signing needs it) but never
 * returned or logged. Deleting is soft (`deletedAt`), so deliveries and their attempts stay auditable.
 */
@Entity('webhook_endpoints')
@Index('idx_webhook_endpoints_registration_active', ['registrationId', 'active'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Registration, { name: 'fk_webhook_endpoints_registration', onDelete: 'RESTRICT' })
  registrationId!: number;

  @Column({ type: 'varchar', length: 500 })
  url!: string;

  @Column({ type: 'varchar', length: 128, nullable: true })
  secret!: string | null;

  @Column({ type: 'boolean' })
  active!: boolean;

  @Column(timestampColumn())
  createdAt!: Date;

  /** Set when the receiver answered 410 Gone: the endpoint stops receiving at once. */
  @Column(timestampColumn({ nullable: true }))
  disabledAt!: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  disabledReason!: string | null;

  @Column(timestampColumn({ nullable: true }))
  deletedAt!: Date | null;
}
