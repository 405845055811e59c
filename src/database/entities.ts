import { AuditCheckpoint } from '../audit/checkpoints/audit-checkpoint.entity';
import { AuditLogLeaf } from '../audit/checkpoints/audit-log-leaf.entity';
import { AuditProgramHead } from '../audit/checkpoints/audit-program-head.entity';
import { AuditTreeNode } from '../audit/checkpoints/audit-tree-node.entity';
import { AuditSigningKey } from '../audit/signing/audit-signing-key.entity';
import { ChecklistItem } from '../checklist/checklist-item.entity';
import { ConsoleSessionRevocation } from '../console/console-session-revocation.entity';
import { StoredDocument } from '../documents/document.entity';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity';
import { Instruction } from '../instructions/instruction.entity';
import { OperatorApiKey } from '../operators/api-keys/operator-api-key.entity';
import { Operator } from '../operators/accounts/operator.entity';
import { OperatorToken } from '../operators/accounts/operator-token.entity';
import { OperatorAuditEntry } from '../operators/audit-log/operator-audit-entry.entity';
import { StatusApproval } from '../approvals/status-approval.entity';
import { ProgramEvent } from '../program-events/program-event.entity';
import { ProgramNote } from '../program-notes/program-note.entity';
import { Registration } from '../registrations/registration.entity';
import { WebhookAttempt } from '../webhooks/outbound/webhook-attempt.entity';
import { WebhookDelivery } from '../webhooks/outbound/webhook-delivery.entity';
import { WebhookEndpoint } from '../webhooks/outbound/webhook-endpoint.entity';
import { InboundEvent } from '../webhooks/inbound/inbound-event.entity';
import { Tally } from '../tallies/tally.entity';

/** Every entity of the service, registered once with the DataSource and the migration CLI. */
export const ENTITIES = [
  Registration,
  ProgramEvent,
  ChecklistItem,
  IdempotencyKey,
  Instruction,
  OperatorApiKey,
  StoredDocument,
  InboundEvent,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  ConsoleSessionRevocation,
  Operator,
  OperatorToken,
  OperatorAuditEntry,
  StatusApproval,
  ProgramNote,
  AuditSigningKey,
  AuditLogLeaf,
  AuditTreeNode,
  AuditProgramHead,
  AuditCheckpoint,
  Tally,
];
