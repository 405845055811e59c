import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../database/column-types';
import { ProgramEvent } from '../../program-events/program-event.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { DeliveryStatus } from './delivery-status';

export type { DeliveryStatus };

/**
 * The outbox row: written in the event's transaction, one per event × matching active endpoint. `body` holds the
 * exact bytes sent on every attempt; `webhookId` is the stable Standard Webhooks `webhook-id`.
 * A sender claims a due row by setting `leaseUntil`; an expired lease means the sender died mid-attempt.
 */
@Entity('webhook_deliveries')
@Index('uq_webhook_deliveries_endpoint_event', ['endpointId', 'eventId'], { unique: true })
@Index('idx_webhook_deliveries_endpoint', ['endpointId', 'id'])
// The filtered pages of an endpoint's deliveries, newest first (migration AddDeliveryListIndexes).
@Index('idx_webhook_deliveries_endpoint_status', ['endpointId', 'status', 'id'])
@Index('idx_webhook_deliveries_endpoint_type', ['endpointId', 'eventType', 'id'])
@Index('idx_webhook_deliveries_due', ['status', 'nextAttemptAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => WebhookEndpoint, { name: 'fk_webhook_deliveries_endpoint', onDelete: 'RESTRICT' })
  endpointId!: number;

  /** The program event announced; null for a delivery that is about no program (a test, a checkpoint, a notice). */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => ProgramEvent, { name: 'fk_webhook_deliveries_event', onDelete: 'RESTRICT' })
  eventId!: number | null;

  /**
   * The announced event's `created_at`, null with `eventId`: on PostgreSQL the event record is partitioned by it, so
   * the foreign key to the event names both, and a CHECK keeps the two null together (migration
   * PartitionEventRecord; TypeORM's decorators describe SQLite's key, `eventId` alone).
   */
  @Column(timestampColumn({ nullable: true }))
  eventCreatedAt!: Date | null;

  @Index('uq_webhook_deliveries_webhook_id', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  webhookId!: string;

  @Column({ type: 'varchar', length: 64 })
  eventType!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: DeliveryStatus;

  /** Attempts ever made (numbers the attempt rows; keeps counting across redeliveries). */
  @Column({ type: 'integer' })
  attemptCount!: number;

  /** Attempts in the current round (reset by a redelivery): the position on the retry ladder. */
  @Column({ type: 'integer' })
  roundAttempts!: number;

  @Column(timestampColumn({ nullable: true }))
  nextAttemptAt!: Date | null;

  @Column(timestampColumn({ nullable: true }))
  leaseUntil!: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  leaseOwner!: string | null;

  @Column({ type: 'integer', nullable: true })
  lastStatusCode!: number | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  lastError!: string | null;

  @Column(timestampColumn())
  createdAt!: Date;

  @Column(timestampColumn())
  updatedAt!: Date;

  @Column(timestampColumn({ nullable: true }))
  deliveredAt!: Date | null;

  /**
   * The W3C `traceparent` of the span that wrote the row (the request that caused the event), null when none was
   * traced: every attempt continues that trace (docs/observability.md, "Traces").
   */
  @Column({ type: 'varchar', length: 55, nullable: true })
  traceparent!: string | null;
}
