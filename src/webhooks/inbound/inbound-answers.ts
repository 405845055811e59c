import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { HTTP_ERROR_REF } from '../../openapi/error-schemas';

/**
 * The answers of a provider webhook that come from its authentication rather than its body. These routes are
 * public to the security schemes (a provider holds no operator credential), so the 401 is declared here.
 */
export function ApiProviderAuthAnswers(refused: string, secret: string): MethodDecorator {
  return applyDecorators(
    ApiResponse({ status: 401, description: refused, schema: { $ref: HTTP_ERROR_REF } }),
    ApiResponse({
      status: 503,
      description:
        `The database is unreachable, or the service runs in production without ${secret} set ` +
        '(refused until it is configured); retry after `Retry-After` seconds.',
      headers: {
        'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer', minimum: 0 } },
      },
      schema: { $ref: HTTP_ERROR_REF },
    }),
  );
}
