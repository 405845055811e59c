import { ApiProperty } from '@nestjs/swagger';

export const HEALTH_STATUSES = ['ok', 'degraded'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
export const DATABASE_STATES = ['ok', 'unavailable'] as const;
export type DatabaseState = (typeof DATABASE_STATES)[number];
export const QUEUE_STATES = ['ok', 'in-process', 'unavailable'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export class HealthChecks {
  @ApiProperty({ enum: DATABASE_STATES, description: 'Whether the database answered a ping just now.' })
  database!: DatabaseState;

  @ApiProperty({
    enum: QUEUE_STATES,
    description:
      'The webhook delivery queue: ok (Redis connected), in-process (no Redis configured) or unavailable (Redis down; ' +
      'deliveries wait in the database).',
  })
  queue!: QueueState;
}

export class HealthReport {
  @ApiProperty({ enum: HEALTH_STATUSES, description: 'degraded when the database or the configured queue is down.' })
  status!: HealthStatus;

  @ApiProperty({ type: HealthChecks })
  checks!: HealthChecks;

  @ApiProperty({ example: '1.0.0', description: 'The running service version.' })
  version!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Seconds since the process started.' })
  uptime_s!: number;
}

export class Liveness {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}
