import { ApiProperty } from '@nestjs/swagger';
import { CORRIDOR_STATUSES, CorridorStatus } from '../corridors.catalog';

export class CorridorOut {
  @ApiProperty({ example: 'CA-US', maxLength: 20, description: 'The value a registration sends as `corridor`.' })
  code!: string;

  @ApiProperty({ example: 'Canada to United States' })
  label!: string;

  @ApiProperty({ example: 'CA', description: 'ISO 3166 alpha-2 country code.' })
  source_country!: string;

  @ApiProperty({ example: 'CAD', description: 'ISO 4217 currency code.' })
  source_currency!: string;

  @ApiProperty({ example: 'US', description: 'ISO 3166 alpha-2 code (EU for the euro area).' })
  destination_country!: string;

  @ApiProperty({ example: 'USD' })
  destination_currency!: string;

  @ApiProperty({ type: [String], example: ['swift', 'ach', 'rtp'] })
  rails!: string[];

  @ApiProperty({ example: 'same day to T+1' })
  typical_settlement!: string;

  @ApiProperty({ enum: CORRIDOR_STATUSES, enumName: 'CorridorStatus' })
  status!: CorridorStatus;
}

export class CorridorsList {
  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ type: [CorridorOut] })
  corridors!: CorridorOut[];
}
