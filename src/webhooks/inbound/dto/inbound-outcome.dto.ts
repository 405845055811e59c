import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
