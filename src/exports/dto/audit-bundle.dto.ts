import { ApiExtraModels, ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { ActorOut } from '../../common/auth/dto/actor-out.dto';
import { RegistrationRecord } from '../../admin/dto/registration-record.dto';
import { ChecklistView } from '../../checklist/dto/checklist-view.dto';
import { EVENT_SOURCES, EVENT_TYPES } from '../../program-events/event-types';
import { DocumentMetadata } from '../../documents/dto/document.dto';
import { InstructionResponse } from '../../instructions/dto/instruction-response.dto';
import { OperatorWebhookDetail } from '../../webhooks/outbound/dto/operator-webhook.dto';

@ApiExtraModels(ActorOut)
@ApiSchema({
  description: 'A stored program event with its place in the hash chain, payload whole (operator notes included).',
})
export class AuditEvent {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer', description: 'Position in the program’s chain, from 1.' })
  seq!: number;

  @ApiProperty({ enum: EVENT_TYPES, enumName: 'ProgramEventType', example: 'program.created' })
  event_type!: string;

  @ApiProperty({ enum: EVENT_SOURCES, enumName: 'ProgramEventSource', example: 'intake' })
  source!: string;

  // Spelled as anyOf: `type: ActorOut, nullable: true` comes out as an object type beside the reference, refusing null.
  @ApiProperty({
    anyOf: [{ $ref: getSchemaPath(ActorOut) }, { type: 'null' }],
    description:
      'Who caused the event, whole (type, id, display); covered by `hash`. Null on events recorded before actors were.',
  })
  actor!: ActorOut | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The handoff record the event is about.' })
  instruction_id!: number | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  payload!: Record<string, unknown>;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;

  @ApiProperty({ description: 'Hash of the previous event (64 zeros for the first).' })
  prev_hash!: string;

  @ApiProperty({ description: 'SHA-256 over this event and `prev_hash`.' })
  hash!: string;
}

@ApiSchema({
  description: 'The hash chain re-walked from genesis when the bundle was generated (stored hashes are never trusted).',
})
export class ChainIntegrity {
  @ApiProperty({ example: 'sha256' })
  algorithm!: string;

  @ApiProperty({ description: 'Hash of the last event (64 zeros when there is none).' })
  head_hash!: string;

  @ApiProperty({ description: 'Whether every recomputed hash matches the stored one.' })
  chain_valid!: boolean;

  @ApiProperty({ type: 'integer' })
  event_count!: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The first `seq` that does not verify; null when valid.',
  })
  broken_at_seq!: number | null;
}

@ApiSchema({ description: 'Everything recorded about one program, unmasked, with its event chain re-verified.' })
export class AuditBundle {
  @ApiProperty({ type: 'string', format: 'date-time' })
  generated_at!: string;

  @ApiProperty({ type: () => RegistrationRecord })
  registration!: RegistrationRecord;

  @ApiProperty({ type: () => ChecklistView })
  checklist!: ChecklistView;

  @ApiProperty({ type: [DocumentMetadata], description: 'Metadata only, oldest first.' })
  documents!: DocumentMetadata[];

  @ApiProperty({ type: [InstructionResponse], description: 'Handoff records with their payloads, ascending id.' })
  instructions!: InstructionResponse[];

  @ApiProperty({ type: [AuditEvent], description: 'Every event of the program, in chain order.' })
  program_events!: AuditEvent[];

  // Each entry is an endpoint filtered to OperatorWebhookDetail's keys (withoutSecrets), whatever its source returned.
  @ApiProperty({
    type: [OperatorWebhookDetail],
    description: 'The program’s webhook endpoints that are not deleted (disabled ones included).',
  })
  webhooks!: Record<string, unknown>[];

  @ApiProperty({ type: () => ChainIntegrity })
  integrity!: ChainIntegrity;
}
