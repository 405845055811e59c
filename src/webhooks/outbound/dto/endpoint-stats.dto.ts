import { ApiProperty } from '@nestjs/swagger';
import { Field } from '../../../common/validation/field.decorator';
import { EndpointBreakerOut } from './webhook-endpoint.dto';

export const DEFAULT_STATS_WINDOW_MS = 24 * 3600 * 1000;
export const MAX_STATS_WINDOW_DAYS = 31;

export class EndpointStatsQuery {
  @Field({
    kind: 'string',
    format: 'date-time',
    nullable: true,
    maxLength: 40,
    description: 'Start of the window (included), RFC 3339. Absent: 24 h before `until`.',
  })
  since!: string | null;

  @Field({
    kind: 'string',
    format: 'date-time',
    nullable: true,
    maxLength: 40,
    description: `End of the window (excluded), RFC 3339. Absent: now. At most ${MAX_STATS_WINDOW_DAYS} days after \`since\`.`,
  })
  until!: string | null;
}

export class EndpointFailuresOut {
  @ApiProperty({ type: 'integer', description: 'Answered 400–499 (410 Gone among them).' })
  http_4xx!: number;

  @ApiProperty({ type: 'integer', description: 'Answered 500–599.' })
  http_5xx!: number;

  @ApiProperty({ type: 'integer', description: 'No answer within the timeout.' })
  timeout!: number;

  @ApiProperty({ type: 'integer', description: 'The connection failed (refused, reset, DNS …).' })
  network!: number;

  @ApiProperty({ type: 'integer', description: 'The target address was refused by the SSRF policy.' })
  refused!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Anything else: a 1xx or 3xx answer (redirects are not followed), an invalid URL.',
  })
  other!: number;
}

export class EndpointLatencyOut {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Median attempt duration (nearest rank: the ⌈0.5·n⌉-th shortest of n); null when no attempt.',
  })
  p50!: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: '95th percentile attempt duration (nearest rank: the ⌈0.95·n⌉-th shortest); null when no attempt.',
  })
  p95!: number | null;
}

export class EndpointStatsOut {
  @ApiProperty({ type: 'integer' })
  endpoint_id!: number;

  @ApiProperty({ type: 'string', format: 'date-time', description: "The window's start (included)." })
  since!: string;

  @ApiProperty({ type: 'string', format: 'date-time', description: "The window's end (excluded)." })
  until!: string;

  @ApiProperty({ type: 'integer', description: 'HTTP attempts made in the window (every delivery, every round).' })
  attempts!: number;

  @ApiProperty({ type: 'integer', description: 'Attempts answered 2xx.' })
  successes!: number;

  @ApiProperty({
    type: EndpointFailuresOut,
    description: 'The other attempts by reason; they add up to attempts − successes.',
  })
  failures!: EndpointFailuresOut;

  @ApiProperty({ type: EndpointLatencyOut, description: 'Over every attempt of the window, successful or not.' })
  latency_ms!: EndpointLatencyOut;

  @ApiProperty({ type: EndpointBreakerOut, description: 'The circuit breaker now (not over the window).' })
  breaker!: EndpointBreakerOut;
}
