import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../database/column-types';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** One HTTP attempt of a delivery: its outcome (status code or error) and how long it took. */
@Entity('webhook_attempts')
@Index('uq_webhook_attempts_delivery_number', ['deliveryId', 'number'], { unique: true })
@Index('idx_webhook_attempts_endpoint_time', ['endpointId', 'attemptedAt'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => WebhookDelivery, { name: 'fk_webhook_attempts_delivery', onDelete: 'RESTRICT' })
  deliveryId!: number;

  /** The delivery's endpoint, kept here so its breaker window and stats read one index. */
  @Column({ type: 'integer' })
  @ForeignKey(() => WebhookEndpoint, { name: 'fk_webhook_attempts_endpoint', onDelete: 'RESTRICT' })
  endpointId!: number;

  @Column({ type: 'integer' })
  number!: number;

  @Column(timestampColumn())
  attemptedAt!: Date;

  @Column({ type: 'integer', nullable: true })
  statusCode!: number | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  error!: string | null;

  @Column({ type: 'integer' })
  durationMs!: number;
}
