import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';
import { checkField } from '../common/validation/field-rules';
import { pydanticError, RequestValidationError } from '../common/validation/pydantic-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 255;

/** The optional `Idempotency-Key` header, validated like any other input (422 when over 255 characters). */
export const IdempotencyKeyHeader = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const value = context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_HEADER];
  if (value === undefined) {
    return undefined;
  }
  const outcome = checkField({ kind: 'string', minLength: 1, maxLength: MAX_KEY_LENGTH }, value);
  if (!outcome.ok) {
    throw new RequestValidationError([pydanticError(outcome.issue, ['header', IDEMPOTENCY_HEADER])]);
  }
  return outcome.value as string;
});

export const ApiIdempotencyKey = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'Replays the first response for 24 h when the same key is sent with the same body; 409 with a different body.',
    schema: { type: 'string', minLength: 1, maxLength: MAX_KEY_LENGTH },
  });

/** Response header of a replayed answer; declared on the 200 of every Idempotency-Key operation. */
export const IDEMPOTENT_REPLAYED_HEADER = {
  'Idempotent-Replayed': {
    description: '`true` when this is the stored answer to an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
};

/** The 409 of every Idempotency-Key operation, in the words of `@ApiErrors`. */
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used in the last 24 h with a different body (code `idempotency_key_reused`)';
