import { ApiProperty } from '@nestjs/swagger';

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

  @ApiProperty({ enum: ['development', 'test', 'production'], description: 'NODE_ENV of the running service.' })
  mode!: string;

  @ApiProperty({ type: [ReadinessCheck] })
  checks!: ReadinessCheck[];
}
