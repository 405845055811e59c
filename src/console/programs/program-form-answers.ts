import { applyDecorators } from '@nestjs/common';
import { ApiConsumes, ApiResponse, ApiTags } from '@nestjs/swagger';
import { HTTP_ERROR_REF, HTTP_VALIDATION_ERROR_REF } from '../../openapi/error-schemas';

/** Statuses a work form answers with the program page showing the refusal and keeping the input. */
type PageStatus = 400 | 409 | 413 | 415 | 422;

const HTML_PAGE = { schema: { type: 'string' } };

/** A refusal before the form is read (a path value, a credential …) is the API's JSON error body. */
function jsonOf(status: PageStatus) {
  return { schema: { $ref: status === 422 ? HTTP_VALIDATION_ERROR_REF : HTTP_ERROR_REF } };
}

/**
 * The answers of a console work form on the program page (POST-redirect-GET): 303 to the page that shows what was
 * done, or the page itself (text/html) with the refusal and the operator's input for the `pages` statuses; the
 * same statuses are JSON when the request is refused before the form is read. 403 and 404 come from `@ApiErrors`.
 */
export function ConsoleWorkFormAnswers(options: {
  consumes: 'application/x-www-form-urlencoded' | 'multipart/form-data';
  done: string;
  pages: Partial<Record<PageStatus, string>>;
}): MethodDecorator {
  return applyDecorators(
    ApiTags('admin'),
    ApiConsumes(options.consumes),
    ApiResponse({
      status: 303,
      description: `${options.done} Answered by a redirect to the program page, which says so (POST-redirect-GET).`,
      headers: {
        Location: {
          description: 'The program page, with `done` naming what was done, at the section worked on',
          schema: { type: 'string' },
        },
      },
    }),
    ...Object.entries(options.pages).map(([status, description]) =>
      ApiResponse({
        status: Number(status),
        description: `${description} The program page (text/html) shows why and keeps the input; nothing changed.`,
        content: { 'text/html': HTML_PAGE, 'application/json': jsonOf(Number(status) as PageStatus) },
      }),
    ),
  );
}

/** Every form's CSRF field: the console session's token (only with the cookie session). */
export const CSRF_FIELD = {
  type: 'string',
  maxLength: 256,
  default: '',
  description: 'The console session CSRF token (only with the cookie session).',
};

export const FORM_403 =
  'With the console cookie: the CSRF token is missing or wrong, or the request is not same-origin; or the role ' +
  'is below reviewer (code `operator_role_required`). Nothing changed.';
