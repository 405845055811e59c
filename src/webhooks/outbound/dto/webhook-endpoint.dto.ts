import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Field } from '../../../common/validation/field.decorator';
import type { FieldSpec } from '../../../common/validation/field-spec';

const URL_SPEC = {
  kind: 'string',
  minLength: 8,
  maxLength: 500,
  example: 'https://ops.example.com/hooks/programs',
  description: 'http(s) only, no credentials in it; private and loopback targets are refused unless allowed.',
} as const satisfies FieldSpec;

const SECRET_SPEC = {
  kind: 'string',
  maxLength: 128,
  description:
    'Signs deliveries (Standard Webhooks). A `whsec_` secret is base64-decoded; the key must be at least 24 bytes. ' +
    'Never returned. Omitted on creation: a new `whsec_` secret is generated and shown once in the answer.',
} as const satisfies FieldSpec;

const DESCRIPTION_SPEC = { kind: 'string', nullable: true, maxLength: 500 } as const satisfies FieldSpec;

const EVENT_TYPES_SPEC = {
  kind: 'stringList',
  nullable: true,
  minItems: 1,
  maxItems: 50,
  itemMaxLength: 80,
  example: ['program.status_changed', 'handoff_record.*'],
  description:
    'Event types this endpoint receives: exact types from `GET /api/webhook-event-types` or `prefix.*`. ' +
    'Null or omitted: every type its owner may receive.',
} as const satisfies FieldSpec;

const PARTNER_SPEC = {
  kind: 'string',
  nullable: true,
  minLength: 1,
  maxLength: 64,
  description: "Only this partner's programs. Null or omitted: every program.",
} as const satisfies FieldSpec;

const REFERENCE_SPEC = {
  kind: 'string',
  nullable: true,
  minLength: 4,
  maxLength: 20,
  example: 'PRG-123456',
  description: 'Only this program (what `POST /api/operator/webhooks` creates). Not together with `partner_slug`.',
} as const satisfies FieldSpec;

const RATE_SPEC = {
  kind: 'integer',
  nullable: true,
  ge: 1,
  le: 1000,
  description: 'Attempts per second at most, per worker process. Null or omitted: no limit of its own.',
} as const satisfies FieldSpec;

const TIMEOUT_SPEC = {
  kind: 'integer',
  nullable: true,
  ge: 100,
  le: 600_000,
  description: "Per-attempt timeout in ms, at most the deployment's `WEBHOOK_TIMEOUT_MS`. Null or omitted: that value.",
} as const satisfies FieldSpec;

export class WebhookEndpointCreate {
  @Field({ ...URL_SPEC, required: true })
  url!: string;

  @Field(SECRET_SPEC)
  secret?: string;

  @Field(DESCRIPTION_SPEC)
  description!: string | null;

  @Field(EVENT_TYPES_SPEC)
  event_types!: string[] | null;

  @Field(RATE_SPEC)
  rate_limit_per_s!: number | null;

  @Field(TIMEOUT_SPEC)
  timeout_ms!: number | null;
}

/** An operator's endpoint may be narrowed to one partner's programs, or to one program. */
export class OperatorEndpointCreate extends WebhookEndpointCreate {
  @Field(PARTNER_SPEC)
  partner_slug!: string | null;

  @Field(REFERENCE_SPEC)
  reference!: string | null;
}

/** Every setting but the id; absent = unchanged, null = cleared. */
export class WebhookEndpointPatch {
  @Field({ ...URL_SPEC, absentMeansUnchanged: true })
  url?: string;

  @Field({
    ...SECRET_SPEC,
    absentMeansUnchanged: true,
    description: 'Replaces the secret at once, with no overlap (use rotate-secret for an overlap). Never returned.',
  })
  secret?: string;

  @Field({ ...DESCRIPTION_SPEC, absentMeansUnchanged: true })
  description?: string | null;

  @Field({ ...EVENT_TYPES_SPEC, absentMeansUnchanged: true })
  event_types?: string[] | null;

  @Field({ ...RATE_SPEC, absentMeansUnchanged: true })
  rate_limit_per_s?: number | null;

  @Field({ ...TIMEOUT_SPEC, absentMeansUnchanged: true })
  timeout_ms?: number | null;

  @Field({
    kind: 'boolean',
    absentMeansUnchanged: true,
    description:
      'false pauses the endpoint (its pending deliveries wait); true resumes it, also after the service disabled it ' +
      '(410 or the circuit breaker): the breaker starts closed and waiting deliveries go out.',
  })
  active?: boolean;
}

export class OperatorEndpointPatch extends WebhookEndpointPatch {
  @Field({ ...PARTNER_SPEC, absentMeansUnchanged: true })
  partner_slug?: string | null;

  @Field({ ...REFERENCE_SPEC, absentMeansUnchanged: true })
  reference?: string | null;
}

export class EndpointBreakerOut {
  @ApiProperty({ enum: ['closed', 'open', 'half_open'], enumName: 'WebhookBreakerState' })
  state!: 'closed' | 'open' | 'half_open';

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'While open: no attempt before this time, then one probe.',
  })
  open_until!: string | null;

  @ApiProperty({ type: 'integer', description: 'Trips in a row; the endpoint is disabled at the tenth.' })
  trips!: number;
}

export class WebhookEndpointOut {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ enum: ['operator', 'partner'], enumName: 'WebhookEndpointOwner' })
  owner!: 'operator' | 'partner';

  @ApiProperty()
  url!: string;

  @ApiProperty({ type: 'string', nullable: true })
  description!: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'The one program it receives; null for all programs.' })
  reference!: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: "Only this partner's programs when set." })
  partner_slug!: string | null;

  @ApiProperty({ type: [String], nullable: true, description: 'Null: every type its owner may receive.' })
  event_types!: string[] | null;

  @ApiProperty({ type: 'integer', nullable: true })
  rate_limit_per_s!: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  timeout_ms!: number | null;

  @ApiProperty({ description: 'Whether deliveries are signed; the secret itself is never returned.' })
  has_secret!: boolean;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'After a rotation: until then the previous secret signs too.',
  })
  previous_secret_expires_at!: string | null;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ type: EndpointBreakerOut })
  breaker!: EndpointBreakerOut;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  disabled_at!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  disabled_reason!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  deleted_at!: string | null;
}

/** The answer that shows a secret: once, on creation (when generated) or rotation. */
export class WebhookEndpointWithSecret extends WebhookEndpointOut {
  @ApiPropertyOptional({
    description: 'The new secret, shown this once (only when the service generated it): store it now.',
  })
  secret?: string;
}

export class WebhookEndpointList {
  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ type: [WebhookEndpointOut] })
  endpoints!: WebhookEndpointOut[];
}

export class SecretRotation {
  @ApiProperty({ type: WebhookEndpointOut })
  endpoint!: WebhookEndpointOut;

  @ApiProperty({ description: 'The new secret, shown this once.' })
  secret!: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    description: 'Until then deliveries carry both signatures (new and previous secret).',
  })
  previous_secret_expires_at!: string;
}

export class EndpointTestSent {
  @ApiProperty({ type: 'integer', description: "The test delivery: follow it in the endpoint's deliveries." })
  delivery_id!: number;

  @ApiProperty()
  webhook_id!: string;
}
