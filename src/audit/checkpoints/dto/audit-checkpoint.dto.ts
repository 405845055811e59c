import { ApiExtraModels, ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { MAX_CURSOR_LENGTH } from '../../../common/paging/list-cursor';
import { Field } from '../../../common/validation/field.decorator';

export const MAX_CHECKPOINT_PAGE = 100;

@ApiSchema({
  description:
    'A signed head of the Merkle log of program chain heads (RFC 6962). `signature` is base64 Ed25519 over the ' +
    'UTF-8 of JCS({issued_at, kid, root_hash, tree_size}), by the key `kid` of /.well-known/program-audit-keys.',
})
export class AuditCheckpointOut {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Leaves covered: [0, tree_size).' })
  tree_size!: number;

  @ApiProperty({ description: 'MTH of the first `tree_size` leaves, lowercase hex.', pattern: '^[0-9a-f]{64}$' })
  root_hash!: string;

  @ApiProperty({ type: 'string', format: 'date-time', description: 'ISO 8601 UTC with milliseconds.' })
  issued_at!: string;

  @ApiProperty({ description: 'The signing key id.', pattern: '^[0-9a-f]{16}$' })
  kid!: string;

  @ApiProperty({ description: 'base64 (standard, padded) of the 64-byte Ed25519 signature.' })
  signature!: string;
}

/** Why a run issued no checkpoint. */
export const CHECKPOINT_SKIP_REASONS = ['nothing_moved', 'another_process_issuing', 'signing_key_retired'] as const;
export type CheckpointSkipReason = (typeof CHECKPOINT_SKIP_REASONS)[number];

@ApiExtraModels(AuditCheckpointOut)
@ApiSchema({ description: 'The outcome of one checkpoint run.' })
export class AuditCheckpointRun {
  @ApiProperty({ description: 'Whether a checkpoint was issued.' })
  issued!: boolean;

  @ApiProperty({ anyOf: [{ $ref: getSchemaPath(AuditCheckpointOut) }, { type: 'null' }] })
  checkpoint!: AuditCheckpointOut | null;

  @ApiProperty({
    enum: CHECKPOINT_SKIP_REASONS,
    enumName: 'AuditCheckpointSkipReason',
    nullable: true,
    description:
      'Null when issued; else why not: `nothing_moved` (no program head moved since the last checkpoint), ' +
      '`another_process_issuing` (another process holds the issuer lock; its run covers the same heads), ' +
      '`signing_key_retired` (this process holds a key that is no longer the current one and cannot load the new ' +
      'one; it must be restarted with the current key).',
  })
  reason!: CheckpointSkipReason | null;
}

@ApiSchema({ description: 'Checkpoints in ascending order; follow `next_cursor` for more.' })
export class AuditCheckpointPage {
  @ApiProperty({ type: [AuditCheckpointOut] })
  checkpoints!: AuditCheckpointOut[];

  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      'Opaque: send as `cursor` (with the same `since`) for the next page; null when this is the last. (A string ' +
      'since keyset paging became opaque; earlier answers gave the last checkpoint id, still accepted as `cursor`.)',
  })
  next_cursor!: string | null;
}

@ApiSchema({
  description: 'RFC 6962 PROOF(from, D[to]) with both tree heads; verify per RFC 9162 §2.1.4.2.',
})
export class AuditConsistencyProof {
  @ApiProperty({ type: 'integer' })
  from_size!: number;

  @ApiProperty({ type: 'integer' })
  to_size!: number;

  @ApiProperty({ description: 'MTH of the first `from_size` leaves, hex.' })
  from_root!: string;

  @ApiProperty({ description: 'MTH of the first `to_size` leaves, hex.' })
  to_root!: string;

  @ApiProperty({ type: [String], description: 'The proof hashes, hex, in RFC 6962 order.' })
  hashes!: string[];
}

export class AuditCheckpointsQuery {
  @Field({
    kind: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Checkpoints issued at or after this instant (RFC 3339 with a time zone); absent: from the first.',
  })
  since!: string | null;

  @Field({
    kind: 'integer',
    ge: 1,
    le: MAX_CHECKPOINT_PAGE,
    default: MAX_CHECKPOINT_PAGE,
    description: `Page size, 1 to ${MAX_CHECKPOINT_PAGE}.`,
  })
  limit!: number;

  @Field({
    kind: 'string',
    maxLength: MAX_CURSOR_LENGTH,
    nullable: true,
    description:
      "Opaque: the previous page's `next_cursor`, with the same `since` (another list's or `since`'s cursor is a " +
      '422). A checkpoint id, as earlier pages gave it, is still accepted: the checkpoints after it.',
  })
  cursor!: string | null;
}

export class AuditConsistencyQuery {
  @Field({ kind: 'integer', ge: 1, le: 2_147_483_647, required: true, description: 'The older tree size.' })
  from!: number;

  @Field({
    kind: 'integer',
    ge: 1,
    le: 2_147_483_647,
    required: true,
    description: 'The newer tree size, at most the latest checkpoint’s.',
  })
  to!: number;
}
