import { ApiProperty } from '@nestjs/swagger';
import { Field } from '../../../common/validation/field.decorator';

export class OperatorWebhookCreate {
  @Field({ kind: 'string', required: true, minLength: 4, maxLength: 20, example: 'PRG-123456' })
  reference!: string;

  @Field({
    kind: 'string',
    required: true,
    minLength: 8,
    maxLength: 500,
    example: 'https://ops.example.com/hooks/programs',
    description: 'http(s) only, no credentials in it; private and loopback targets are refused unless allowed.',
  })
  url!: string;

  @Field({
    kind: 'string',
    nullable: true,
    maxLength: 128,
    description:
      'Signs deliveries (Standard Webhooks). A `whsec_` secret is base64-decoded; the key must be at least 24 bytes. Never returned.',
  })
  secret!: string | null;
}

export class WebhookListQuery {
  @Field({
    kind: 'string',
    nullable: true,
    maxLength: 20,
    description: 'Only the webhooks of this program (e.g. `PRG-123456`).',
  })
  reference!: string | null;
}

export class OperatorWebhook {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'PRG-123456' })
  reference!: string;

  @ApiProperty()
  url!: string;

  @ApiProperty({ description: 'Whether deliveries are signed; the secret itself is never returned.' })
  has_secret!: boolean;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;
}

export class OperatorWebhookDetail extends OperatorWebhook {
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Set when a 410 disabled it.' })
  disabled_at!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  disabled_reason!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  deleted_at!: string | null;
}

export class OperatorWebhookList {
  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ type: [OperatorWebhookDetail] })
  webhooks!: OperatorWebhookDetail[];
}
