import type { Request } from 'express';
import { BadRequestError } from '../common/errors/domain-errors';
import { ConsoleErrorCode } from './console-error-codes';
import { PydanticError, pydanticError, RequestValidationError } from '../common/validation/pydantic-error';
import { unstorableStringIssue } from '../common/validation/storable-text';
import { APPLICATION_STATUSES, ApplicationStatus } from '../registrations/registration.enums';

/** The interface's admin status form; every field a string, optional ones default to empty. */
export interface AdminStatusForm {
  reference: string;
  status: ApplicationStatus;
  status_note: string;
  settlement_path: string;
  partner_filter: string;
  csrf_token: string;
}

/** The console's approval-rejection form (POST /admin/approvals/{id}/reject). */
export interface ApprovalRejectForm {
  reason: string;
  csrf_token: string;
}

type FieldRule<Form> = { name: keyof Form & string; required: boolean; maxLength?: number };

const REJECT_FIELDS: FieldRule<ApprovalRejectForm>[] = [
  { name: 'reason', required: true, maxLength: 2000 },
  { name: 'csrf_token', required: false, maxLength: 256 },
];

const FIELDS: FieldRule<AdminStatusForm>[] = [
  { name: 'reference', required: true, maxLength: 20 },
  { name: 'status', required: true },
  { name: 'status_note', required: false, maxLength: 2000 },
  { name: 'settlement_path', required: false, maxLength: 32 },
  { name: 'partner_filter', required: false, maxLength: 64 },
  { name: 'csrf_token', required: false, maxLength: 256 },
];

const EXPECTED_STATUS = APPLICATION_STATUSES.map((status) => `'${status}'`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

/** 400 unless the body was sent as a urlencoded form. */
export function formFieldsOf(request: Request): Record<string, unknown> {
  if (!request.is('application/x-www-form-urlencoded') || request.body === null || typeof request.body !== 'object') {
    throw new BadRequestError(
      'This route takes an application/x-www-form-urlencoded form body',
      ConsoleErrorCode.FormContentTypeRequired,
    );
  }
  return request.body as Record<string, unknown>;
}

/** The CSRF field alone (checked before the other fields are validated). */
export function csrfFieldOf(fields: Record<string, unknown>): string {
  const value = fields.csrf_token;
  return typeof value === 'string' ? value : '';
}

/**
 * Validates like FastAPI's Form(): an empty value of a required field counts as missing, a repeated
 * field is not a string, lengths count code points; every error of the form is reported at once (422).
 */
export function parseAdminStatusForm(fields: Record<string, unknown>): AdminStatusForm {
  return parseForm(fields, FIELDS);
}

/** As `parseAdminStatusForm`, for the rejection form. */
export function parseApprovalRejectForm(fields: Record<string, unknown>): ApprovalRejectForm {
  return parseForm(fields, REJECT_FIELDS);
}

function parseForm<Form>(fields: Record<string, unknown>, rules: FieldRule<Form>[]): Form {
  const errors: PydanticError[] = [];
  const form: Record<string, string> = {};
  for (const rule of rules) {
    const value = fields[rule.name];
    const loc = ['body', rule.name];
    if (value === undefined || value === '') {
      if (rule.required) {
        errors.push(pydanticError({ type: 'missing', msg: 'Field required', input: fields }, loc));
      } else {
        form[rule.name] = '';
      }
      continue;
    }
    if (typeof value !== 'string') {
      errors.push(pydanticError({ type: 'string_type', msg: 'Input should be a valid string', input: value }, loc));
      continue;
    }
    if (rule.maxLength !== undefined && [...value].length > rule.maxLength) {
      errors.push(
        pydanticError(
          {
            type: 'string_too_long',
            msg: `String should have at most ${rule.maxLength} characters`,
            input: value,
            ctx: { max_length: rule.maxLength },
          },
          loc,
        ),
      );
      continue;
    }
    const unstorable = unstorableStringIssue(value);
    if (unstorable) {
      errors.push(pydanticError(unstorable, loc));
      continue;
    }
    if (rule.name === 'status' && !(APPLICATION_STATUSES as readonly string[]).includes(value)) {
      errors.push(
        pydanticError(
          { type: 'enum', msg: `Input should be ${EXPECTED_STATUS}`, input: value, ctx: { expected: EXPECTED_STATUS } },
          loc,
        ),
      );
      continue;
    }
    form[rule.name] = value;
  }
  if (errors.length > 0) {
    throw new RequestValidationError(errors);
  }
  return form as unknown as Form;
}
