import { ApiProperty } from '@nestjs/swagger';
import { Field } from '../../../common/validation/field.decorator';
import type { ApiKeyState } from '../api-key-state';

const API_KEY_STATES = ['active', 'grace', 'expired', 'revoked'] as const satisfies readonly ApiKeyState[];

export class OperatorApiKeyCreate {
  @Field({ kind: 'string', required: true, minLength: 2, maxLength: 64, example: 'acme-bank' })
  slug!: string;

  @Field({
    kind: 'boolean',
    default: false,
    description: 'Issue a new key even though one is live; the old one keeps working for the grace period.',
  })
  rotate!: boolean;
}

export class ApiKeySlugParams {
  @Field({ kind: 'string', required: true, example: 'acme-bank' })
  slug!: string;
}

export class OperatorApiKeyIssued {
  @ApiProperty()
  slug!: string;

  @ApiProperty({ description: 'The key, shown once. Send it as X-Partner-Token.' })
  api_key!: string;

  @ApiProperty({ example: 'pws_live_0123456789abcdef', description: 'Non-secret part that identifies the key.' })
  key_prefix!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;

  @ApiProperty({ description: 'True when this key replaced a live key of the slug.' })
  rotated!: boolean;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Until when the replaced key still works.',
  })
  previous_key_expires_at!: string | null;
}

export class OperatorApiKeyView {
  @ApiProperty()
  slug!: string;

  @ApiProperty({ example: 'pws_live_0123456789abcdef' })
  key_prefix!: string;

  @ApiProperty({
    enum: API_KEY_STATES,
    enumName: 'ApiKeyState',
    description:
      'active: the live key; grace: rotated out, still works until expires_at; expired or revoked: no longer works.',
  })
  state!: ApiKeyState;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When this key replaced the previous one.',
  })
  rotated_at!: string | null;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'End of the grace period of a rotated-out key.',
  })
  expires_at!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  revoked_at!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Precise to about a minute.' })
  last_used_at!: string | null;
}

export class OperatorApiKeyList {
  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ type: [OperatorApiKeyView] })
  keys!: OperatorApiKeyView[];
}

export class OperatorApiKeyRevoked {
  @ApiProperty()
  slug!: string;

  @ApiProperty({
    type: 'integer',
    description: 'Keys that worked until now (the live key and any key in its grace period).',
  })
  revoked_keys!: number;

  @ApiProperty({ type: 'string', format: 'date-time' })
  revoked_at!: string;
}
