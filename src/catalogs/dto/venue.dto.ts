import { ApiProperty } from '@nestjs/swagger';
import { VENUE_KINDS, VenueKind } from '../venues.catalog';

export class VenueOut {
  @ApiProperty({ required: false, description: 'Only with include_slug=true or for_portal=true.' })
  slug?: string;

  @ApiProperty({ example: 'US bank account payout' })
  label!: string;

  @ApiProperty({ enum: VENUE_KINDS, enumName: 'VenueKind' })
  kind!: VenueKind;

  @ApiProperty({ type: [String], example: ['CA-US'] })
  corridors!: string[];

  @ApiProperty({ type: [String], example: ['USD'] })
  currencies!: string[];

  @ApiProperty({ description: 'A sandbox venue, listed only in demo mode.' })
  demo!: boolean;

  @ApiProperty({
    required: false,
    description: 'Settlement adapter slug reaching this venue; only with include_slug=true or for_portal=true.',
  })
  adapter?: string;
}

export class VenuesList {
  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({
    description: 'True unless the service runs with NODE_ENV=production; demo venues are listed only then.',
  })
  demo_mode!: boolean;

  @ApiProperty({ type: [VenueOut] })
  venues!: VenueOut[];
}
