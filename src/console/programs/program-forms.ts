import { checkField, codePointLength } from '../../common/validation/field-rules';
import { FieldSpec, MAX_STORED_ID } from '../../common/validation/field-spec';
import { locateJsonError } from '../../common/validation/json-error-locator';
import { PydanticError, pydanticError, RequestValidationError } from '../../common/validation/pydantic-error';
import { PydanticValidationPipe } from '../../common/validation/validation.pipe';
import { InstructionCreate } from '../../instructions/dto/instruction-create.dto';
import { InstructionPatch } from '../../instructions/dto/instruction-patch.dto';

/** As long as a status note may be (the admin status form's `status_note`). */
export const CHECKLIST_COMMENT_MAX = 2000;
/** What the payload box may hold: more than the API's 16 KiB payload (that rule answers itself), within the form limit. */
export const PAYLOAD_TEXT_MAX = 32 * 1024;
/** Longest value a kept field is echoed back with (a field past its limit is shown cut, with its error). */
const KEPT_MAX = PAYLOAD_TEXT_MAX;

const ROW_ID = /^[1-9]\d{0,9}$/;
const pipe = new PydanticValidationPipe();

const CHECKLIST_FIELDS: Record<'done' | 'comment', FieldSpec> = {
  done: { kind: 'enum', values: ['true', 'false'], enumName: 'ChecklistDone', required: true },
  comment: { kind: 'string', maxLength: CHECKLIST_COMMENT_MAX },
};

/** A form the page shows again: what the operator typed, and what is wrong with each field. */
export interface KeptForm<Field extends string> {
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
}

/**
 * A parsed form, or why not: `error` is the API's 422 (what a script sending `X-Admin-Token` receives), `kept` what the
 * console page shows again (the input and each field's message).
 */
type Parsed<Form, Field extends string> =
  { ok: true; form: Form } | { ok: false; error: RequestValidationError; kept: KeptForm<Field> };

export type ChecklistField = 'comment';
export interface ChecklistForm {
  done: boolean;
  comment: string | null;
}

export type HandoffCreateField = 'provider' | 'action' | 'payload';
export interface HandoffCreateForm {
  input: InstructionCreate;
}

export type HandoffUpdateField = 'status' | 'external_id';
export interface HandoffUpdateForm {
  patch: InstructionPatch;
}

/** The checklist form: `done` (`true` ticks, `false` reopens) and an optional comment (blank: none). */
export function parseChecklistForm(fields: Record<string, unknown>): Parsed<ChecklistForm, ChecklistField> {
  const errors: PydanticError[] = [];
  const values: Partial<Record<'done' | 'comment', unknown>> = {};
  for (const [name, spec] of Object.entries(CHECKLIST_FIELDS) as Array<['done' | 'comment', FieldSpec]>) {
    const outcome = checkField(spec, fields[name]);
    if (outcome.ok) {
      values[name] = outcome.value;
    } else {
      errors.push(pydanticError({ ...outcome.issue, input: outcome.issue.input ?? null }, ['body', name]));
    }
  }
  if (errors.length > 0) {
    const kept = {
      values: { comment: keptText(fields.comment) },
      errors: {} as Partial<Record<ChecklistField, string>>,
    };
    // Only a page that is not this console's sends another `done`: its message goes beside the comment.
    kept.errors.comment = errors.map(messageOf).join(' ');
    return { ok: false, error: new RequestValidationError(errors), kept };
  }
  const comment = typeof values.comment === 'string' ? values.comment.trim() : '';
  return { ok: true, form: { done: values.done === 'true', comment: comment === '' ? null : comment } };
}

/**
 * The new handoff record form: provider, action and the payload as JSON text (empty: none), validated by the API's
 * own DTO (InstructionCreate) for the program of the path. The payment boundary is the service's (see
 * `handoffCreateErrors` for how its refusal is shown).
 */
export function parseHandoffCreateForm(
  reference: string,
  fields: Record<string, unknown>,
): Parsed<HandoffCreateForm, HandoffCreateField> {
  const kept = { values: keptHandoffValues(fields), errors: {} };
  const body: Record<string, unknown> = { reference, provider: fields.provider };
  if (!(typeof fields.action === 'string' && fields.action.trim() === '')) {
    body.action = fields.action;
  }
  const errors: PydanticError[] = [];
  const payloadText = fields.payload;
  if (typeof payloadText === 'string' && payloadText.trim() !== '') {
    const payload = parsePayload(payloadText);
    if ('issue' in payload) {
      errors.push(payload.issue);
    } else {
      body.payload = payload.value;
    }
  } else if (payloadText !== undefined && typeof payloadText !== 'string') {
    errors.push(
      pydanticError({ type: 'string_type', msg: 'Input should be a valid string', input: payloadText }, [
        'body',
        'payload',
      ]),
    );
  }
  try {
    const input = pipe.transform(body, { type: 'body', metatype: InstructionCreate }) as InstructionCreate;
    if (errors.length === 0) {
      return { ok: true, form: { input } };
    }
  } catch (error) {
    if (!(error instanceof RequestValidationError)) {
      throw error;
    }
    errors.unshift(...error.errors);
  }
  const error = new RequestValidationError(errors);
  return { ok: false, error, kept: { ...kept, errors: handoffCreateErrors(error) } };
}

/** The errors of a refused new record, by field: the DTO's and the payment boundary's (`["body","payload",…]`). */
export function handoffCreateErrors(error: RequestValidationError): Partial<Record<HandoffCreateField, string>> {
  const errors: Partial<Record<HandoffCreateField, string>> = {};
  for (const item of error.errors) {
    const field = fieldOf(item, ['provider', 'action', 'payload'] as const) ?? 'payload';
    errors[field] ??= messageOf(item);
  }
  return errors;
}

/** The new record form's fields as typed, for the page that shows a refusal. */
export function keptHandoffValues(fields: Record<string, unknown>): Record<HandoffCreateField, string> {
  return { provider: keptText(fields.provider), action: keptText(fields.action), payload: keptText(fields.payload) };
}

/** A handoff record's form: the status to move to (or its current one) and an external id (empty: keep). */
export function parseHandoffUpdateForm(fields: Record<string, unknown>): Parsed<HandoffUpdateForm, HandoffUpdateField> {
  const externalId = fields.external_id;
  const body = {
    status: fields.status,
    external_id: typeof externalId === 'string' && externalId.trim() === '' ? null : externalId,
  };
  try {
    const patch = pipe.transform(body, { type: 'body', metatype: InstructionPatch }) as InstructionPatch;
    return { ok: true, form: { patch } };
  } catch (error) {
    if (!(error instanceof RequestValidationError)) {
      throw error;
    }
    const kept: KeptForm<HandoffUpdateField> = {
      values: { status: keptText(fields.status), external_id: keptText(externalId) },
      errors: {},
    };
    for (const item of error.errors) {
      const field = fieldOf(item, ['status', 'external_id'] as const) ?? 'status';
      kept.errors[field] ??= field === 'status' ? 'Choose one of the statuses offered.' : messageOf(item);
    }
    return { ok: false, error, kept };
  }
}

/** A row id of the path (a handoff record's); anything no row can have is `undefined`. */
export function rowIdOf(value: string): number | undefined {
  const id = ROW_ID.test(value) ? Number(value) : 0;
  return id >= 1 && id <= MAX_STORED_ID ? id : undefined;
}

/** The document type field of the upload form, kept for the page when the upload is refused. */
export function keptDocumentType(fields: unknown): string {
  return keptText((fields as Record<string, unknown> | undefined)?.document_type);
}

/** A pydantic error's message as the form shows it beside its field. */
export function messageOf(error: PydanticError): string {
  const where = error.loc.slice(2).join('.');
  return where === '' ? `${error.msg}.` : `${error.msg} (at ${where}).`;
}

function fieldOf<Field extends string>(error: PydanticError, fields: readonly Field[]): Field | undefined {
  const name = error.loc[0] === 'body' ? error.loc[1] : undefined;
  return fields.find((field) => field === name);
}

/** What a text field held, to show it again: never a non-string (a repeated field), never past KEPT_MAX. */
function keptText(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, KEPT_MAX) : '';
}

/** The payload box's JSON: an object, or the 422 item saying why not (pydantic's `json_invalid` / `dict_type`). */
function parsePayload(text: string): { value: Record<string, unknown> } | { issue: PydanticError } {
  const loc = ['body', 'payload'];
  if (codePointLength(text) > PAYLOAD_TEXT_MAX) {
    const msg = `String should have at most ${PAYLOAD_TEXT_MAX} characters`;
    return {
      issue: pydanticError({ type: 'string_too_long', msg, input: '[…]', ctx: { max_length: PAYLOAD_TEXT_MAX } }, loc),
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const problem = locateJsonError(text);
    const msg = `Invalid JSON: ${problem.message} at character ${problem.position + 1}`;
    return { issue: pydanticError({ type: 'json_invalid', msg, input: '[…]', ctx: { error: problem.message } }, loc) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      issue: pydanticError({ type: 'dict_type', msg: 'Input should be a valid dictionary', input: value }, loc),
    };
  }
  return { value: value as Record<string, unknown> };
}
