import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { WEBHOOK_AUDIENCES, WEBHOOK_EVENT_TYPES, WebhookAudience, WebhookEventType } from '../webhook-event-catalog';

@ApiSchema({ description: 'One type a webhook endpoint can receive, with the JSON Schema of its delivery body.' })
export class WebhookEventTypeOut {
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', example: 'program.status_changed' })
  type!: WebhookEventType;

  @ApiProperty({ description: 'What happened, in one sentence.' })
  description!: string;

  @ApiProperty({ description: 'The service version that first sent this type.', example: '1.0.0' })
  since!: string;

  @ApiProperty({ description: 'Still sent, but due to go: move to its successor.' })
  deprecated!: boolean;

  @ApiProperty({
    enum: WEBHOOK_AUDIENCES,
    enumName: 'WebhookAudience',
    isArray: true,
    description: 'Who may subscribe to it: operator endpoints, partner endpoints or both.',
  })
  audiences!: WebhookAudience[];

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'JSON Schema (draft 2020-12) of the whole delivery body of this type; the same schema as the `webhooks` ' +
      'entry of the OpenAPI document.',
  })
  schema!: Record<string, unknown>;
}

@ApiSchema({ description: 'Every type a webhook endpoint can receive, in a stable order.' })
export class WebhookEventTypesList {
  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ type: [WebhookEventTypeOut] })
  event_types!: WebhookEventTypeOut[];
}
