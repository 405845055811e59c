import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { timestampColumn } from '../../database/column-types';

export type InboundProvider = 'idv-provider' | 'payment-provider' | 'messaging';
/** `processed`: the effect was applied; `rejected`: only recorded (an illegal status report, answered 409). */
export type InboundOutcome = 'processed' | 'rejected';

/**
 * One row per provider event acted on, written in the same transaction as its effect: the unique index
 * makes a replayed (or concurrently repeated) event id lose, so each event takes effect at most once.
 */
@Entity('inbound_events')
@Index('uq_inbound_events_provider_event_id', ['provider', 'eventId'], { unique: true })
export class InboundEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 32 })
  provider!: InboundProvider;

  @Column({ type: 'varchar', length: 255 })
  eventId!: string;

  @Column({ type: 'varchar', length: 16 })
  outcome!: InboundOutcome;

  @Column(timestampColumn())
  receivedAt!: Date;
}
