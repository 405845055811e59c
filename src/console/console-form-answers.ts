import { applyDecorators } from '@nestjs/common';
import { ApiConsumes, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PydanticValidationPipe } from '../common/validation/validation.pipe';
import { RequestValidationError } from '../common/validation/pydantic-error';
import { HTTP_ERROR_REF, HTTP_VALIDATION_ERROR_REF } from '../openapi/error-schemas';

/**
 * Answers of the console's management forms (partners' API keys, operators and their tokens). From the console's
 * cookie session a refusal the user can fix (invalid input, a conflict, an unknown row) is a page showing why, with
 * what they typed kept; through `X-Admin-Token` (scripts) the same refusal is the API's JSON answer.
 */

/** True when the form came from a console page (the cookie session), not from a script's `X-Admin-Token`. */
export function fromConsolePage(request: Request): boolean {
  const header = request.headers['x-admin-token'];
  return !(typeof header === 'string' && header.length > 0);
}

/** POST-redirect-GET: a 303 to the page that shows what happened, with no body (nothing but codes in the URL). */
export function redirectAfterPost(response: Response, location: string): void {
  response.status(303).set({ Location: location, 'Cache-Control': 'no-store' }).end();
}

const pipe = new PydanticValidationPipe();

/**
 * A form's fields validated by the API's own DTO, as the API's body would be: the same rules, conversions and
 * 422 errors. The CSRF field is no field of the DTO; an empty field counts as absent (an empty form input).
 */
export function validatedForm<T>(type: new () => T, fields: Record<string, unknown>, extra: object = {}): T {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name !== 'csrf_token' && value !== '') {
      body[name] = value;
    }
  }
  return pipe.transform({ ...body, ...extra }, { type: 'body', metatype: type, data: undefined }) as T;
}

/** The first message per field of a 422, by field name (`body.email` → `email`), for the form's error state. */
export function fieldErrorsOf(error: RequestValidationError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const item of error.errors) {
    const field = item.loc.length > 1 ? String(item.loc[1]) : 'form';
    messages[field] ??= item.msg;
  }
  return messages;
}

/** What a text field of a form held, to show it again (never a non-string, never more than `max` characters). */
export function keptText(fields: Record<string, unknown>, name: string, max = 300): string {
  const value = fields[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
}

type PageAnswer = 400 | 404 | 409 | 422;

const HTML = { 'text/html': { schema: { type: 'string' } } };

export interface ConsoleFormDoc {
  /** 303 to the page that shows the outcome, or 200 with a page of its own (a secret shown once). */
  success: { status: 200 | 303; description: string };
  /** Refusals answered as a page from the console (HTML) or as the API's JSON through `X-Admin-Token`. */
  refusals: Partial<Record<PageAnswer, string>>;
  /** 403 beyond the role: the CSRF token, the origin, or a rule of the service. */
  forbidden: string;
}

/** Declares a management form's answers in the OpenAPI document (its 401, 413, 415, 429 and 503 follow from its traits). */
export function ConsoleFormAnswers(doc: ConsoleFormDoc): MethodDecorator {
  const success =
    doc.success.status === 303
      ? ApiResponse({
          status: 303,
          description: doc.success.description,
          headers: {
            Location: { description: 'The console page that shows the outcome.', schema: { type: 'string' } },
          },
        })
      : ApiResponse({ status: 200, description: doc.success.description, content: HTML });
  const refusals = Object.entries(doc.refusals).map(([status, description]) =>
    ApiResponse({
      status: Number(status),
      description: `${description} From the console: the page with the reason and the input kept; with X-Admin-Token: JSON.`,
      content: {
        ...HTML,
        'application/json': { schema: { $ref: status === '422' ? HTTP_VALIDATION_ERROR_REF : HTTP_ERROR_REF } },
      },
    }),
  );
  const forbidden = ApiResponse({
    status: 403,
    description: doc.forbidden,
    content: { 'application/json': { schema: { $ref: HTTP_ERROR_REF } } },
  });
  return applyDecorators(ApiConsumes('application/x-www-form-urlencoded'), success, ...refusals, forbidden);
}
