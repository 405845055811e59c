import { ApiProperty } from '@nestjs/swagger';
import type { NodeEnv } from '../../config/app-config';

export class ReadinessCheck {
  @ApiProperty({ example: 'admin_token' })
  name!: string;

  @ApiProperty()
  ok!: boolean;

  @ApiProperty({ description: 'What was found and, when not ok, what to change. Never a secret value.' })
  detail!: string;
}

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
}
