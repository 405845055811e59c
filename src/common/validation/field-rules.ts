import { checkEmailAddress } from './email-address';
import {
  BooleanSpec,
  EnumSpec,
  FieldSpec,
  IntegerSpec,
  MAX_STORED_ID,
  ObjectSpec,
  StringListSpec,
  StringSpec,
} from './field-spec';
import { FieldIssue, LocPart } from './pydantic-error';
import { isUnicodeWhiteSpace, trimWhere } from './linear-trim';
import { findUnstorable, unstorableIssue, unstorableStringIssue } from './storable-text';

export type FieldOutcome = { ok: true; value: unknown } | FieldFailure;

export interface FieldFailure {
  ok: false;
  issue: FieldIssue;
  /** Where inside the field's value the problem is (nested keys of an object field), when not the value itself. */
  at?: LocPart[];
}

const TRUE_STRINGS = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_STRINGS = new Set(['0', 'off', 'f', 'false', 'n', 'no']);
/** Integers beyond this cannot be stored or returned exactly; treated as out of range. */
const INTEGER_LIMIT = Number.MAX_SAFE_INTEGER;
/** pydantic refuses integer strings longer than this before parsing them. */
const MAX_INTEGER_STRING = 4300;
/** Issue type of an id no row can have; never sent: the validation pipe answers the route's 404 instead. */
export const UNKNOWN_ID = 'unknown_id';
/** Free-form object fields never echo their content in an error (it may hold anything, credentials included). */
const REDACTED = '[redacted]';

/**
 * Applies pydantic v2 lax-mode semantics to one value: the same accepted conversions,
 * the same error types, messages and context, in the same precedence (type first, then bounds).
 */
export function checkField(spec: FieldSpec, value: unknown): FieldOutcome {
  if (value === undefined) {
    if (spec.required) {
      return issue('missing', 'Field required', undefined);
    }
    if (spec.absentMeansUnchanged) {
      return { ok: true, value: undefined };
    }
    return { ok: true, value: spec.default !== undefined ? spec.default : spec.nullable ? null : undefined };
  }
  if (value === null && spec.nullable) {
    return { ok: true, value: null };
  }
  switch (spec.kind) {
    case 'string':
      return checkString(spec, value);
    case 'boolean':
      return checkBoolean(spec, value);
    case 'integer':
      return checkInteger(spec, value);
    case 'enum':
      return checkEnum(spec, value);
    case 'object':
      return checkObject(spec, value);
    case 'stringList':
      return checkStringList(spec, value);
  }
}

/** Length first (before looking at any item), then each item as a bounded string; the first bad item answers. */
function checkStringList(spec: StringListSpec, value: unknown): FieldOutcome {
  if (!Array.isArray(value)) {
    return issue('list_type', 'Input should be a valid list', value);
  }
  const minItems = spec.minItems ?? 0;
  if (value.length < minItems) {
    const items = minItems === 1 ? 'item' : 'items';
    return issue(
      'too_short',
      `List should have at least ${minItems} ${items} after validation, not ${value.length}`,
      value,
      {
        field_type: 'List',
        min_length: minItems,
        actual_length: value.length,
      },
    );
  }
  if (value.length > spec.maxItems) {
    const items = spec.maxItems === 1 ? 'item' : 'items';
    return issue(
      'too_long',
      `List should have at most ${spec.maxItems} ${items} after validation, not ${value.length}`,
      '[…]',
      {
        field_type: 'List',
        max_length: spec.maxItems,
        actual_length: value.length,
      },
    );
  }
  const items: string[] = [];
  for (const [index, item] of value.entries()) {
    const outcome = checkString({ kind: 'string', minLength: 1, maxLength: spec.itemMaxLength }, item);
    if (!outcome.ok) {
      return { ...outcome, at: [index] };
    }
    items.push(outcome.value as string);
  }
  return { ok: true, value: items };
}

function checkString(spec: StringSpec, value: unknown): FieldOutcome {
  if (typeof value !== 'string') {
    return issue('string_type', 'Input should be a valid string', value);
  }
  const length = codePointLength(value);
  if (spec.minLength !== undefined && length < spec.minLength) {
    return issue('string_too_short', `String should have at least ${countOf(spec.minLength)}`, value, {
      min_length: spec.minLength,
    });
  }
  if (spec.maxLength !== undefined && length > spec.maxLength) {
    return issue('string_too_long', `String should have at most ${countOf(spec.maxLength)}`, value, {
      max_length: spec.maxLength,
    });
  }
  const unstorable = unstorableStringIssue(value);
  if (unstorable) {
    return { ok: false, issue: unstorable };
  }
  if (spec.format === 'email') {
    const email = checkEmailAddress(value);
    if (!email.ok) {
      return issue('value_error', `value is not a valid email address: ${email.reason}`, value, {
        reason: email.reason,
      });
    }
    return { ok: true, value: email.normalized };
  }
  if (spec.format === 'date-time') {
    return checkDateTime(value);
  }
  return { ok: true, value };
}

// Bounded and anchored, no nested quantifiers: linear on any input (checked after the length limit anyway).
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/i;

/** An RFC 3339 date-time with its offset (pydantic's `AwareDatetime`), answered as ISO 8601 UTC. */
function checkDateTime(value: string): FieldOutcome {
  const at = RFC3339.test(value) ? new Date(value) : undefined;
  if (!at || Number.isNaN(at.getTime())) {
    return issue('datetime_from_date_parsing', 'Input should be a valid datetime with a time zone', value);
  }
  return { ok: true, value: at.toISOString() };
}

/** The nested keys and values are stored as they are, so each must be storable too (decisions §1.11). */
function checkObject(_spec: ObjectSpec, value: unknown): FieldOutcome {
  if (!isPlainObject(value)) {
    return issue('dict_type', 'Input should be a valid dictionary', value);
  }
  const unstorable = findUnstorable(value);
  if (unstorable) {
    return { ok: false, issue: unstorableIssue(unstorable.reason, REDACTED), at: unstorable.path };
  }
  return { ok: true, value };
}

function checkBoolean(_spec: BooleanSpec, value: unknown): FieldOutcome {
  if (typeof value === 'boolean') {
    return { ok: true, value };
  }
  if (typeof value === 'number') {
    if (value === 0 || value === 1) {
      return { ok: true, value: value === 1 };
    }
    // pydantic: another whole number cannot be interpreted; a fractional one is not a boolean at all.
    return Number.isInteger(value) ? boolParsing(value) : issue('bool_type', 'Input should be a valid boolean', value);
  }
  if (typeof value === 'string') {
    const word = value.toLowerCase();
    if (TRUE_STRINGS.has(word)) {
      return { ok: true, value: true };
    }
    if (FALSE_STRINGS.has(word)) {
      return { ok: true, value: false };
    }
    return boolParsing(value);
  }
  return issue('bool_type', 'Input should be a valid boolean', value);
}

function boolParsing(value: unknown): FieldOutcome {
  return issue('bool_parsing', 'Input should be a valid boolean, unable to interpret input', value);
}

function checkInteger(spec: IntegerSpec, value: unknown): FieldOutcome {
  const parsed = toInteger(value);
  if (!parsed.ok) {
    return parsed;
  }
  const number = parsed.value as number;
  if (spec.unknownId && (number < 1 || number > MAX_STORED_ID)) {
    return issue(UNKNOWN_ID, 'No row can have this id', value);
  }
  const ge = spec.ge ?? -INTEGER_LIMIT;
  const le = spec.le ?? INTEGER_LIMIT;
  if (number < ge) {
    return issue('greater_than_equal', `Input should be greater than or equal to ${ge}`, value, { ge });
  }
  if (number > le) {
    return issue('less_than_equal', `Input should be less than or equal to ${le}`, value, { le });
  }
  return { ok: true, value: number };
}

function toInteger(value: unknown): FieldOutcome {
  if (typeof value === 'boolean') {
    return { ok: true, value: value ? 1 : 0 };
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      return issue('finite_number', 'Input should be a finite number', value);
    }
    if (!Number.isInteger(value)) {
      return issue('int_from_float', 'Input should be a valid integer, got a number with a fractional part', value);
    }
    return { ok: true, value: value + 0 };
  }
  if (typeof value === 'string') {
    // Python's int() syntax as pydantic applies it: surrounding whitespace, a sign, ASCII digits with single
    // underscores between them, and a fractional part of zeros only ("42.0"); "1.5" is a parsing error.
    const trimmed = trimWhere(value, isUnicodeWhiteSpace);
    if (trimmed.length > MAX_INTEGER_STRING) {
      return issue('int_parsing_size', 'Unable to parse input string as an integer, exceeded maximum size', value);
    }
    const match = /^([+-]?\d+(?:_\d+)*)(?:\.0+)?$/.exec(trimmed);
    if (!match) {
      return issue('int_parsing', 'Input should be a valid integer, unable to parse string as an integer', value);
    }
    return { ok: true, value: Number(match[1].replace(/_/g, '')) + 0 };
  }
  return issue('int_type', 'Input should be a valid integer', value);
}

function checkEnum(spec: EnumSpec, value: unknown): FieldOutcome {
  if (typeof value === 'string' && spec.values.includes(value)) {
    return { ok: true, value };
  }
  const expected = describeChoices(spec.values);
  return issue('enum', `Input should be ${expected}`, value, { expected });
}

export function describeChoices(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  if (quoted.length <= 1) {
    return quoted.join('');
  }
  return `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

export function codePointLength(value: string): number {
  let count = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < value.length) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index++;
      }
    }
    count++;
  }
  return count;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function countOf(count: number): string {
  return `${count} ${count === 1 ? 'character' : 'characters'}`;
}

function issue(type: string, msg: string, input: unknown, ctx?: Record<string, unknown>): FieldOutcome {
  return { ok: false, issue: ctx ? { type, msg, input, ctx } : { type, msg, input } };
}
