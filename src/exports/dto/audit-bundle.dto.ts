import { ApiExtraModels, ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { AuditCheckpointOut } from '../../audit/checkpoints/dto/audit-checkpoint.dto';
import { AuditHeadSignature, AuditInclusionProof } from './audit-evidence.dto';
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

  @ApiProperty({
    type: 'integer',
    enum: [1, 2],
    description:
      'Which object `hash` covers: 2 adds `"hash_version": 2` to it (notes referred to by id and commitment); ' +
      '1 for events written before (a note they held inline is shown inline again here).',
  })
  hash_version!: number;

  @ApiProperty({
    type: 'boolean',
    required: false,
    description:
      'Present (true) when a note this hash-version-1 event held inline was erased: its hash can no longer be ' +
      'recomputed, only its link (`seq`, `prev_hash`) checked.',
  })
  content_erased?: boolean;
}

@ApiSchema({ description: "An operator's free text an event refers to by `note_id`, kept out of the hashed event." })
export class AuditNote {
  @ApiProperty({ format: 'uuid' })
  note_id!: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'Null once erased.' })
  text!: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: '64 hex characters; null once erased and on legacy notes.',
  })
  salt!: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      'hex SHA-256(utf8(salt + text)), as in the referring event; null on notes moved out of hash-version-1 events.',
  })
  commitment!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  erased_at!: string | null;
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

  @ApiProperty({
    description:
      "Whether the program's notes are those its events committed to: each opens its event's commitment " +
      '(or, moved from an event written before, is referred to by it), unless erased.',
  })
  notes_valid!: boolean;

  @ApiProperty({ type: 'integer' })
  event_count!: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The first `seq` that does not verify; null when valid.',
  })
  broken_at_seq!: number | null;

  @ApiProperty({
    description:
      'Whether every head of this program logged in the latest checkpoint is still reached by the record re-walked ' +
      'from genesis: false when the record was rewritten after a checkpoint, even with every hash recomputed.',
  })
  logged_heads_valid!: boolean;
}

@ApiExtraModels(AuditCheckpointOut, AuditInclusionProof)
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

  @ApiProperty({ type: [AuditNote], description: 'The notes the events refer to, oldest first.' })
  notes!: AuditNote[];

  // Each entry is an endpoint filtered to OperatorWebhookDetail's keys (withoutSecrets), whatever its source returned.
  @ApiProperty({
    type: [OperatorWebhookDetail],
    description: 'The program’s webhook endpoints that are not deleted (disabled ones included).',
  })
  webhooks!: Record<string, unknown>[];

  @ApiProperty({ type: () => ChainIntegrity })
  integrity!: ChainIntegrity;

  @ApiProperty({
    anyOf: [{ $ref: getSchemaPath(AuditCheckpointOut) }, { type: 'null' }],
    description: 'The latest checkpoint; null while none covers a head of this program.',
  })
  checkpoint!: AuditCheckpointOut | null;

  @ApiProperty({
    anyOf: [{ $ref: getSchemaPath(AuditInclusionProof) }, { type: 'null' }],
    description: 'The program’s most recently logged head proven in `checkpoint`; null with it.',
  })
  inclusion_proof!: AuditInclusionProof | null;

  @ApiProperty({ type: () => AuditHeadSignature })
  head_signature!: AuditHeadSignature;
}
