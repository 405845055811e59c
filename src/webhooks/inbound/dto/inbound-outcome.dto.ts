import { ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { INSTRUCTION_STATUSES, InstructionStatus } from '../../../instructions/instruction-status';
import { APPLICATION_STATUSES, ApplicationStatus } from '../../../registrations/registration.enums';
import { IDV_STATUSES, IdvStatus } from './idv-webhook.dto';

export const INBOUND_OUTCOMES = ['processed', 'duplicate'] as const;
export type InboundOutcomeStatus = (typeof INBOUND_OUTCOMES)[number];

const OUTCOME = {
  enum: INBOUND_OUTCOMES,
  enumName: 'InboundWebhookOutcome',
  description:
    'processed: applied now, every other field present; duplicate: this event_id was handled before, nothing changed.',
} as const;

/** What an identity-verification webhook did: `{"status":"duplicate"}` alone for a replayed event id. */
export class IdvWebhookResult {
  @ApiProperty(OUTCOME)
  status!: InboundOutcomeStatus;

  @ApiPropertyOptional({ example: 'PRG-123456' })
  reference?: string;

  @ApiPropertyOptional({ enum: IDV_STATUSES, enumName: 'IdvVerificationStatus' })
  verification_status?: IdvStatus;

  // The status after the result (kyc_pending moves to reviewing on approval). No description here: with enumName,
  // @nestjs/swagger would copy it onto the shared ApplicationStatus schema.
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  registration_status?: ApplicationStatus;

  @ApiPropertyOptional({ type: 'integer', description: 'The identity.verification_updated event recorded.' })
  event_id?: number;
}

/** What a payment-provider report did: `{"status":"duplicate"}` alone for a replayed event id. */
export class PaymentWebhookResult {
  @ApiProperty(OUTCOME)
  status!: InboundOutcomeStatus;

  @ApiPropertyOptional({ example: 'INS-123456' })
  instruction_ref?: string;

  @ApiPropertyOptional({ enum: INSTRUCTION_STATUSES, enumName: 'InstructionStatus' })
  instruction_status?: InstructionStatus;

  @ApiPropertyOptional({ type: 'string', nullable: true, description: "The provider's id now recorded on the record." })
  external_id?: string | null;
}

// The shapes an inbound webhook answers with, one named schema each, so that a generated client narrows on `status`
// instead of checking every field for undefined. Used by the controller as `oneOf` (see *_RESULT_SCHEMA).

/** A replayed event id: nothing changed, and nothing else is said. */
@ApiSchema({ description: 'This event_id was handled before; nothing changed.' })
export class InboundWebhookDuplicate {
  @ApiProperty({ enum: ['duplicate'] })
  status!: 'duplicate';
}

@ApiSchema({ description: 'The identity-verification result was recorded on the program.' })
export class IdvWebhookProcessed {
  @ApiProperty({ enum: ['processed'] })
  status!: 'processed';

  @ApiProperty({ example: 'PRG-123456' })
  reference!: string;

  @ApiProperty({ enum: IDV_STATUSES, enumName: 'IdvVerificationStatus' })
  verification_status!: IdvStatus;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  registration_status!: ApplicationStatus;

  @ApiProperty({ type: 'integer', description: 'The identity.verification_updated event recorded.' })
  event_id!: number;
}

@ApiSchema({ description: 'The reported status was applied to the handoff record.' })
export class PaymentWebhookProcessed {
  @ApiProperty({ enum: ['processed'] })
  status!: 'processed';

  @ApiProperty({ example: 'INS-123456' })
  instruction_ref!: string;

  @ApiProperty({ enum: INSTRUCTION_STATUSES, enumName: 'InstructionStatus' })
  instruction_status!: InstructionStatus;

  @ApiProperty({ type: 'string', nullable: true, description: "The provider's id now recorded on the record." })
  external_id!: string | null;
}

export const INBOUND_RESULT_MODELS = [InboundWebhookDuplicate, IdvWebhookProcessed, PaymentWebhookProcessed];

export const IDV_WEBHOOK_RESULT_SCHEMA = {
  oneOf: [{ $ref: getSchemaPath(IdvWebhookProcessed) }, { $ref: getSchemaPath(InboundWebhookDuplicate) }],
};

export const PAYMENT_WEBHOOK_RESULT_SCHEMA = {
  oneOf: [{ $ref: getSchemaPath(PaymentWebhookProcessed) }, { $ref: getSchemaPath(InboundWebhookDuplicate) }],
};
