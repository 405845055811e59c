import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { JSON_COLUMN, timestampColumn } from '../../database/column-types';
import { Registration } from '../../registrations/registration.entity';

/** Who manages an endpoint: an operator (any scope) or a partner (always scoped to its own programs). */
export type EndpointOwner = 'operator' | 'partner';
export type BreakerState = 'closed' | 'open' | 'half_open';

/**
 * An outbound webhook endpoint. Its filters say which events it receives: one program (`registrationId`), one
 * partner's programs (`partnerSlug`), or every program; and which event types (`eventTypes`, null = all).
 * The secrets are kept (signing needs them) but never returned or logged. Deleting is soft (`deletedAt`), so
 * deliveries and their attempts stay auditable.
 */
@Entity('webhook_endpoints')
@Index('idx_webhook_endpoints_registration_active', ['registrationId', 'active'])
@Index('idx_webhook_endpoints_owner', ['owner', 'partnerSlug'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The one program this endpoint receives; null for an operator-wide or partner-wide endpoint. */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Registration, { name: 'fk_webhook_endpoints_registration', onDelete: 'RESTRICT' })
  registrationId!: number | null;

  @Column({ type: 'varchar', length: 16, default: 'operator' })
  owner!: EndpointOwner;

  /** Only this partner's programs (always set, to the owner, on a partner's endpoint). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  partnerSlug!: string | null;

  @Column({ type: 'varchar', length: 500 })
  url!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description!: string | null;

  /** Exact types and `prefix.*` patterns; null receives every type its owner may receive. */
  @Column({ type: JSON_COLUMN, nullable: true })
  eventTypes!: string[] | null;

  /** Sends per second at most (per worker process); null = no limit beyond the worker's concurrency. */
  @Column({ type: 'integer', nullable: true })
  rateLimitPerS!: number | null;

  /** Per-attempt timeout, at most WEBHOOK_TIMEOUT_MS; null = WEBHOOK_TIMEOUT_MS. */
  @Column({ type: 'integer', nullable: true })
  timeoutMs!: number | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  secret!: string | null;

  /** After a rotation, the old secret also signs until `previousSecretExpiresAt` (both signatures are sent). */
  @Column({ type: 'varchar', length: 128, nullable: true })
  previousSecret!: string | null;

  @Column(timestampColumn({ nullable: true }))
  previousSecretExpiresAt!: Date | null;

  @Column({ type: 'boolean' })
  active!: boolean;

  @Column(timestampColumn())
  createdAt!: Date;

  /** Set when the endpoint stopped by itself (410 Gone, or the circuit breaker tripped too often). */
  @Column(timestampColumn({ nullable: true }))
  disabledAt!: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  disabledReason!: string | null;

  @Column(timestampColumn({ nullable: true }))
  deletedAt!: Date | null;

  @Column({ type: 'varchar', length: 16, default: 'closed' })
  breakerState!: BreakerState;

  /** While open: no attempt before this time; then one probe (half-open). */
  @Column(timestampColumn({ nullable: true }))
  breakerOpenUntil!: Date | null;

  /** While half-open: the probe's delivery, and until when its claim holds the probe. */
  @Column({ type: 'integer', nullable: true })
  breakerProbeDeliveryId!: number | null;

  @Column(timestampColumn({ nullable: true }))
  breakerProbeUntil!: Date | null;

  /** Trips in a row without a successful probe in between. */
  @Column({ type: 'integer', default: 0 })
  breakerTrips!: number;

  /** When the breaker last closed: the failure window never reaches back before it. */
  @Column(timestampColumn({ nullable: true }))
  breakerClosedAt!: Date | null;
}
