import { ApiProperty } from '@nestjs/swagger';
import { Field } from '../../../common/validation/field.decorator';

/** At most this many deliveries are queued by one recover or replay-missing call; `more` says another call continues. */
export const MAX_QUEUED_PER_CALL = 10_000;

export class EndpointRecoveryInput {
  @Field({
    kind: 'string',
    format: 'date-time',
    required: true,
    maxLength: 40,
    example: '2026-11-26T08:00:00Z',
    description: 'RFC 3339 with a time zone: deliveries (recover) or events (replay-missing) from this time on.',
  })
  since!: string;

  @Field({
    kind: 'boolean',
    default: false,
    description: 'true: only count what would be queued; nothing changes.',
  })
  dry_run!: boolean;
}

export class EndpointRecoveryOut {
  @ApiProperty({
    type: 'integer',
    description: `Deliveries queued (or, in a dry run, that would be), at most ${MAX_QUEUED_PER_CALL} per call.`,
  })
  queued!: number;

  @ApiProperty()
  dry_run!: boolean;

  @ApiProperty({ description: "More remain past this call's bound: call again (with the same `since`) to continue." })
  more!: boolean;
}
