import { ApiProperty } from '@nestjs/swagger';
import { Field } from '../../../common/validation/field.decorator';
import { NotFoundError } from '../../../common/errors/domain-errors';
import { OperatorErrorCode } from '../operator-error-codes';
import { operatorNotFound } from './operator.dto';

const TOKEN_STATES = ['active', 'expired', 'revoked'] as const;
export type OperatorTokenState = (typeof TOKEN_STATES)[number];

export function operatorTokenNotFound(): NotFoundError {
  return new NotFoundError('This operator has no token with this id', OperatorErrorCode.OperatorTokenNotFound);
}

export class OperatorTokenCreate {
  @Field({ kind: 'string', required: true, minLength: 1, maxLength: 64, example: 'nightly export script' })
  name!: string;

  @Field({
    kind: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When the token stops working (RFC 3339 with a time zone, in the future); null or absent: never.',
    example: '2027-06-30T00:00:00Z',
  })
  expires_at?: string | null;
}

export class OperatorTokenParams {
  @Field({ kind: 'integer', required: true, example: 1, unknownId: operatorNotFound })
  id!: number;

  @Field({ kind: 'integer', required: true, example: 1, unknownId: operatorTokenNotFound })
  token_id!: number;
}

export class OperatorTokenView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'nightly export script' })
  name!: string;

  @ApiProperty({ example: 'pwo_0123456789abcdef', description: 'Non-secret part that identifies the token.' })
  token_prefix!: string;

  @ApiProperty({ enum: TOKEN_STATES, enumName: 'OperatorTokenState' })
  state!: OperatorTokenState;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  expires_at!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  revoked_at!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'To the minute.' })
  last_used_at!: string | null;
}

export class OperatorTokenIssued extends OperatorTokenView {
  @ApiProperty({
    description: 'The token, shown this once: send it as X-Admin-Token, or paste it to sign in to the console.',
    example: 'pwo_0123456789abcdef_…',
  })
  token!: string;
}

export class OperatorTokenList {
  @ApiProperty({ type: [OperatorTokenView] })
  tokens!: OperatorTokenView[];
}
