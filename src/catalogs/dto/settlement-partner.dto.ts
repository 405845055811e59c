import { ApiProperty } from '@nestjs/swagger';
import { ADAPTER_KINDS, AdapterKind, INTEGRATION_STATUSES, IntegrationStatus } from '../settlement-partners.catalog';

export class SettlementPartnerOut {
  @ApiProperty({ example: 'swift-correspondent', description: 'The value a handoff record names as `provider`.' })
  slug!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: ADAPTER_KINDS, enumName: 'AdapterKind' })
  kind!: AdapterKind;

  @ApiProperty({ type: [String], example: ['swift'] })
  rails!: string[];

  @ApiProperty({ type: [String], example: ['CA-US', 'CA-GB'] })
  corridors!: string[];

  @ApiProperty({
    enum: INTEGRATION_STATUSES,
    enumName: 'IntegrationStatus',
    description: 'Stage of the integration with the partner.',
  })
  integration_status!: IntegrationStatus;
}

export class SettlementPartnersList {
  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({
    type: [SettlementPartnerOut],
    description: 'Integration targets on partner infrastructure; the service itself never executes payments.',
  })
  partners!: SettlementPartnerOut[];
}
