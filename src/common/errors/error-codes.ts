import { ApprovalErrorCode } from '../../approvals/approval-error-codes';
import { CheckpointErrorCode } from '../../audit/checkpoints/checkpoint-error-codes';
import { CatalogErrorCode } from '../../catalogs/catalog-error-codes';
import { ChecklistErrorCode } from '../../checklist/checklist-error-codes';
import { ConsoleErrorCode } from '../../console/console-error-codes';
import { DocumentErrorCode } from '../../documents/document-error-codes';
import { IdempotencyErrorCode } from '../../idempotency/idempotency-error-codes';
import { InstructionErrorCode } from '../../instructions/instruction-error-codes';
import { MessagingErrorCode } from '../../messaging/messaging-error-codes';
import { ApiKeyErrorCode } from '../../operators/api-keys/api-key-error-codes';
import { OperatorErrorCode } from '../../operators/accounts/operator-error-codes';
import { ProgramEventErrorCode } from '../../program-events/program-event-error-codes';
import { RegistrationErrorCode } from '../../registrations/registration-error-codes';
import { InboundWebhookErrorCode } from '../../webhooks/inbound/inbound-webhook-error-codes';
import { OutboundWebhookErrorCode } from '../../webhooks/outbound/outbound-webhook-error-codes';
import { CommonErrorCode } from './common-error-codes';

/** Every `code` an error body can carry: what `DomainError` accepts and what the OpenAPI `HTTPError` schema lists. */
export type ErrorCode =
  | CommonErrorCode
  | CatalogErrorCode
  | ChecklistErrorCode
  | ConsoleErrorCode
  | DocumentErrorCode
  | IdempotencyErrorCode
  | InstructionErrorCode
  | MessagingErrorCode
  | ApiKeyErrorCode
  | OperatorErrorCode
  | ApprovalErrorCode
  | RegistrationErrorCode
  | InboundWebhookErrorCode
  | OutboundWebhookErrorCode
  | CheckpointErrorCode
  | ProgramEventErrorCode;

/** Each module's declared codes, by module. */
export const ERROR_CODES_BY_MODULE: Readonly<Record<string, Readonly<Record<string, ErrorCode>>>> = {
  common: CommonErrorCode,
  catalogs: CatalogErrorCode,
  checklist: ChecklistErrorCode,
  console: ConsoleErrorCode,
  documents: DocumentErrorCode,
  idempotency: IdempotencyErrorCode,
  instructions: InstructionErrorCode,
  messaging: MessagingErrorCode,
  'operators/api-keys': ApiKeyErrorCode,
  'operators/accounts': OperatorErrorCode,
  approvals: ApprovalErrorCode,
  registrations: RegistrationErrorCode,
  'webhooks/inbound': InboundWebhookErrorCode,
  'webhooks/outbound': OutboundWebhookErrorCode,
  'audit/checkpoints': CheckpointErrorCode,
  'program-events': ProgramEventErrorCode,
};

/**
 * Codes declared by more than one module on purpose: the same situation met in two places answers the same code
 * (reference allocation for programs and handoff records; an unconfigured inbound provider or messaging hook).
 */
export const SHARED_ERROR_CODES: readonly ErrorCode[] = ['inbound_webhook_not_configured', 'reference_space_exhausted'];

/** All codes, sorted and unique. */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...new Set(Object.values(ERROR_CODES_BY_MODULE).flatMap((codes) => Object.values(codes))),
].sort();
