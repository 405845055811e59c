import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { NodeEnv } from '../../config/app-config';

export class ReadinessCheck {
  @ApiProperty({ example: 'admin_token' })
  name!: string;

  @ApiProperty()
  ok!: boolean;

  @ApiProperty({ description: 'What was found and, when not ok, what to change. Never a secret value.' })
  detail!: string;
}

/** The read replica (DATABASE_READ_URL) as this instance sees it when asked. */
export class ReadReplicaReadiness {
  @ApiProperty({ description: 'The replica answered a probe just now.' })
  reachable!: boolean;

  @ApiProperty({
    type: 'boolean',
    nullable: true,
    description:
      'True on a streaming standby (in recovery); false on a writable database fed another way (its lag is ' +
      'unknown); null when unreachable.',
  })
  standby!: boolean | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 0,
    description:
      'Replay lag in seconds: 0 when the standby has replayed all it received, else the age of the last transaction ' +
      'it replayed (`pg_last_xact_replay_timestamp()`); null when unknown (unreachable, or not a standby).',
  })
  lag_seconds!: number | null;

  @ApiProperty({ example: 30, description: 'DATABASE_READ_MAX_LAG_S: beyond this lag the primary answers instead.' })
  max_lag_seconds!: number;

  @ApiProperty({
    type: 'boolean',
    nullable: true,
    description: 'Replay is paused on the standby (`pg_wal_replay_pause()`); null when unknown or not a standby.',
  })
  replay_paused!: boolean | null;
}

@ApiExtraModels(ReadReplicaReadiness)
export class Readiness {
  @ApiProperty({ description: 'True when every check passes: the configuration is fit for production.' })
  ready!: boolean;

  @ApiProperty({
    enum: ['development', 'test', 'production'],
    enumName: 'RuntimeMode',
    description: 'NODE_ENV of the running service.',
  })
  mode!: NodeEnv;

  @ApiProperty({ type: [ReadinessCheck] })
  checks!: ReadinessCheck[];

  // anyOf: `type: ReadReplicaReadiness, nullable: true` reaches the document as an object type (no null).
  @ApiProperty({
    anyOf: [{ $ref: getSchemaPath(ReadReplicaReadiness) }, { type: 'null' }],
    description:
      'The read replica that lists, stats and exports read from (DATABASE_READ_URL); null when none is configured.',
  })
  read_replica!: ReadReplicaReadiness | null;
}
