import { ApiProperty } from '@nestjs/swagger';
import { MAX_CURSOR_LENGTH } from '../../../common/paging/list-cursor';
import { NEXT_CURSOR_PROPERTY } from '../../../common/paging/paging-properties';
import { Field } from '../../../common/validation/field.decorator';
import { WEBHOOK_EVENT_TYPES, WebhookEventType } from '../../catalog/webhook-event-catalog';
import { DELIVERY_STATUSES, DeliveryStatus } from '../delivery-status';

/** Deliveries per page at most: each carries every attempt it ever made. */
export const MAX_DELIVERY_PAGE = 200;
export const DEFAULT_DELIVERY_PAGE = 100;

export class WebhookDeliveryListQuery {
  @Field({
    kind: 'integer',
    ge: 1,
    le: MAX_DELIVERY_PAGE,
    default: DEFAULT_DELIVERY_PAGE,
    description: `Deliveries per page, 1 to ${MAX_DELIVERY_PAGE} (each with every attempt).`,
  })
  limit!: number;

  @Field({
    kind: 'string',
    maxLength: MAX_CURSOR_LENGTH,
    nullable: true,
    description:
      "Opaque: the previous page's `next_cursor`, sent with the same filters to the same endpoint (another list's, " +
      "endpoint's or filters' cursor is a 422). Absent: the newest deliveries.",
  })
  cursor!: string | null;

  @Field({
    kind: 'enum',
    values: DELIVERY_STATUSES,
    enumName: 'WebhookDeliveryStatus',
    nullable: true,
    description: 'Only deliveries in this status now.',
  })
  status!: DeliveryStatus | null;

  @Field({
    kind: 'enum',
    values: WEBHOOK_EVENT_TYPES,
    enumName: 'WebhookEventType',
    nullable: true,
    description: 'Only deliveries of this exact type (a type of `GET /api/webhook-event-types`; no `prefix.*` here).',
  })
  event_type!: WebhookEventType | null;
}

export class WebhookAttemptView {
  @ApiProperty({ type: 'integer', description: '1, 2, 3… per delivery, across redeliveries.' })
  number!: number;

  @ApiProperty({ type: 'string', format: 'date-time' })
  attempted_at!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  status_code!: number | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Timeout, refused target or network error.' })
  error!: string | null;

  @ApiProperty({ type: 'integer' })
  duration_ms!: number;
}

export class WebhookDeliveryView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer' })
  endpoint_id!: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The program event announced; null for a notice.' })
  event_id!: number | null;

  @ApiProperty({
    description: 'A type of `GET /api/webhook-event-types`: a program event, or a notice (webhook.test, a checkpoint).',
    example: 'program.status_changed',
  })
  event_type!: string;

  @ApiProperty({ description: 'The webhook-id header: the same on every attempt and redelivery.' })
  webhook_id!: string;

  @ApiProperty({ enum: DELIVERY_STATUSES, enumName: 'WebhookDeliveryStatus' })
  status!: DeliveryStatus;

  @ApiProperty({ type: 'integer' })
  attempt_count!: number;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  next_attempt_at!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  delivered_at!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: [WebhookAttemptView] })
  attempts!: WebhookAttemptView[];
}

export class WebhookDeliveryList {
  @ApiProperty({ type: 'integer' })
  endpoint_id!: number;

  @ApiProperty({ type: 'integer', description: 'Deliveries in this answer.' })
  count!: number;

  @ApiProperty({
    type: [WebhookDeliveryView],
    description: 'One page, newest first (by id), each delivery with every attempt by number.',
  })
  deliveries!: WebhookDeliveryView[];

  @ApiProperty(NEXT_CURSOR_PROPERTY)
  next_cursor!: string | null;
}
