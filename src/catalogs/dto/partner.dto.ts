import { ApiProperty } from '@nestjs/swagger';
import { REGISTRATION_TYPES, RegistrationType } from '../../registrations/registration.enums';

export class PartnerBranding {
  @ApiProperty({ example: 'maple-remit', description: 'The value a registration sends as `partner_slug`.' })
  slug!: string;

  @ApiProperty({ example: 'Maple Remit' })
  display_name!: string;

  @ApiProperty({ type: 'string', nullable: true })
  tagline!: string | null;

  @ApiProperty({ example: '#C8102E' })
  accent_colour!: string;

  @ApiProperty({ type: 'string', nullable: true, format: 'uri' })
  logo_url!: string | null;

  @ApiProperty({ type: [String], example: ['CA-US'] })
  corridors!: string[];

  @ApiProperty({ description: 'Whether the branded intake form accepts registrations.' })
  intake_enabled!: boolean;

  @ApiProperty({ enum: REGISTRATION_TYPES, enumName: 'RegistrationType' })
  default_registration_type!: RegistrationType;

  @ApiProperty({ type: 'string', nullable: true, format: 'uri' })
  support_url!: string | null;
}
