import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const AUDIT_KEY_ALGORITHMS = ['Ed25519'] as const;

export class PublishedAuditKey {
  @ApiProperty({
    example: '3f9a0c1be47d5e28',
    pattern: '^[0-9a-f]{16}$',
    description: 'First 16 hex characters of SHA-256 over the SPKI DER of the public key; signatures name it.',
  })
  kid!: string;

  @ApiProperty({ enum: AUDIT_KEY_ALGORITHMS, enumName: 'AuditKeyAlgorithm' })
  alg!: (typeof AUDIT_KEY_ALGORITHMS)[number];

  @ApiProperty({ description: 'The public key, SPKI PEM.' })
  public_key!: string;

  @ApiProperty({ type: 'string', format: 'date-time', description: 'Signatures made from this instant on.' })
  not_before!: string;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    description: 'Retired at this instant; absent while the key is the current one.',
  })
  not_after?: string;
}

export class ProgramAuditKeys {
  @ApiProperty({ type: [PublishedAuditKey], description: 'Every key that ever signed, newest first.' })
  keys!: PublishedAuditKey[];
}
