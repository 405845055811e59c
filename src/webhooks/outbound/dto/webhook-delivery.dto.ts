import { ApiProperty } from '@nestjs/swagger';
import type { DeliveryStatus } from '../webhook-delivery.entity';

const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const satisfies readonly DeliveryStatus[];

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

  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ type: [WebhookDeliveryView], description: 'The newest 100 deliveries, in ascending id order.' })
  deliveries!: WebhookDeliveryView[];
}
