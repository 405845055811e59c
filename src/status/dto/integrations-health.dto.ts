import { ApiProperty } from '@nestjs/swagger';
import { ADAPTER_KINDS, AdapterKind } from '../../catalogs/settlement-partners.catalog';

export const ADAPTER_MODES = ['sandbox', 'certification', 'unconfigured', 'planned'] as const;
export type AdapterMode = (typeof ADAPTER_MODES)[number];

export class AdapterHealth {
  @ApiProperty({ example: 'swift-correspondent' })
  slug!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: ADAPTER_KINDS, enumName: 'AdapterKind' })
  kind!: AdapterKind;

  @ApiProperty({
    description: 'True when every configuration variable of the adapter is set (values are never read out).',
  })
  configured!: boolean;

  @ApiProperty({
    enum: ADAPTER_MODES,
    enumName: 'AdapterMode',
    description:
      'sandbox or certification: configured, at that integration stage; unconfigured: a variable is missing; planned: not integrated yet.',
  })
  mode!: AdapterMode;
}

export class IntegrationsHealth {
  @ApiProperty({ type: [AdapterHealth] })
  adapters!: AdapterHealth[];

  @ApiProperty({ type: 'integer' })
  count!: number;

  @ApiProperty({ type: 'integer', description: 'How many adapters are configured.' })
  configured_count!: number;
}
