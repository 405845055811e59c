import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { validateSync, ValidationError } from 'class-validator';
import { declaredFieldsOf } from './declared-fields';
import { takeFieldFailures } from './field-failures';
import { FieldFailure, isPlainObject, UNKNOWN_ID } from './field-rules';
import { FieldSpec } from './field-spec';
import { FieldIssue, LocPart, pydanticError, PydanticError, RequestValidationError } from './pydantic-error';
import { findUnstorable, unstorableIssue } from './storable-text';

const LOC_ROOT: Record<ArgumentMetadata['type'], string> = {
  body: 'body',
  query: 'query',
  param: 'path',
  custom: 'body',
};

/**
 * The one global validation pipe: runs the DTO's class-validator rules and reports every failure at
 * once as FastAPI's 422 body. Only declared fields are copied, so unknown keys are ignored, never stored.
 */
@Injectable()
export class PydanticValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const fields = declaredFieldsOf(metadata.metatype);
    if (!fields || !metadata.metatype) {
      assertStorableArgument(value, metadata);
      return value;
    }
    const root = LOC_ROOT[metadata.type];
    if (metadata.type === 'body') {
      assertBodyIsObject(value);
    }
    const source = isPlainObject(value) ? value : {};
    const instance = new (metadata.metatype as new () => Record<string, unknown>)();
    for (const name of fields.names) {
      instance[name] = Object.prototype.hasOwnProperty.call(source, name) ? source[name] : undefined;
    }
    const failures = validateSync(instance, { forbidUnknownValues: false });
    const fieldFailures = takeFieldFailures(instance);
    if (failures.length > 0) {
      const errors = failures.flatMap((failure) => toPydantic(failure, fieldFailures, root, source));
      throwUnknownId(errors, fields.specs);
      throw new RequestValidationError(errors);
    }
    return instance;
  }
}

/** An id path parameter no row can have answers the route's own 404, as an id that is not there would. */
function throwUnknownId(errors: PydanticError[], specs: ReadonlyMap<string, FieldSpec> | undefined): void {
  for (const error of errors) {
    const spec = specs?.get(String(error.loc[1]));
    if (error.type === UNKNOWN_ID && spec?.kind === 'integer' && spec.unknownId) {
      throw spec.unknownId();
    }
  }
}

/**
 * Arguments read without a DTO (`@Param('reference') reference: string`, a raw query object) still reach the
 * database: a string there that it cannot store is refused like a declared field's (decisions §1.11).
 */
function assertStorableArgument(value: unknown, metadata: ArgumentMetadata): void {
  if (metadata.type !== 'param' && metadata.type !== 'query') {
    return;
  }
  const found = findUnstorable(value);
  if (!found) {
    return;
  }
  const loc: LocPart[] = [LOC_ROOT[metadata.type], ...(metadata.data ? [metadata.data] : []), ...found.path];
  throw new RequestValidationError([pydanticError(unstorableIssue(found.reason, found.text), loc)]);
}

function assertBodyIsObject(value: unknown): asserts value is Record<string, unknown> {
  if (value === undefined || value === null) {
    throw new RequestValidationError([
      pydanticError({ type: 'missing', msg: 'Field required', input: null }, ['body']),
    ]);
  }
  if (!isPlainObject(value)) {
    throw new RequestValidationError([
      pydanticError(
        {
          type: 'model_attributes_type',
          msg: 'Input should be a valid dictionary or object to extract fields from',
          input: value,
        },
        ['body'],
      ),
    ]);
  }
}

function toPydantic(
  failure: ValidationError,
  fieldFailures: ReadonlyMap<string, FieldFailure> | undefined,
  root: string,
  source: Record<string, unknown>,
): PydanticError[] {
  const loc: LocPart[] = [root, failure.property];
  const fieldFailure = fieldFailures?.get(failure.property);
  if (fieldFailure) {
    // As in pydantic, a value that fails the field's type and bounds never reaches the validators after them.
    return [fromFieldFailure(fieldFailure, failure.property, root, source)];
  }
  // An absent value is sent as null: FastAPI's error items always carry an input.
  const input = Object.prototype.hasOwnProperty.call(source, failure.property) ? source[failure.property] : null;
  return Object.values(failure.constraints ?? {}).map((message) => pydanticError(plainRuleIssue(message, input), loc));
}

function fromFieldFailure(
  { issue, at }: FieldFailure,
  property: string,
  root: string,
  source: Record<string, unknown>,
): PydanticError {
  const loc: LocPart[] = [root, property];
  if (issue.type === 'missing') {
    // FastAPI reports the whole body as the input of a missing body field, and null for a missing parameter.
    return pydanticError({ ...issue, input: root === 'body' ? source : null }, loc);
  }
  if (at) {
    return pydanticError(issue, [...loc, ...at]);
  }
  return pydanticError({ ...issue, input: source[property] }, loc);
}

/** A plain class-validator rule fails as a pydantic validator raising ValueError(message) would (as storable-text does). */
function plainRuleIssue(message: string, input: unknown): FieldIssue {
  return { type: 'value_error', msg: `Value error, ${message}`, input, ctx: { error: message } };
}
