import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { validateSync, ValidationError } from 'class-validator';
import { fieldSpecsOf, PYDANTIC_CONSTRAINT } from './field.decorator';
import { isPlainObject } from './field-rules';
import { FieldIssue, LocPart, pydanticError, PydanticError, RequestValidationError } from './pydantic-error';

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
    const specs = fieldSpecsOf(metadata.metatype);
    if (!specs || !metadata.metatype) {
      return value;
    }
    const root = LOC_ROOT[metadata.type];
    if (metadata.type === 'body') {
      assertBodyIsObject(value);
    }
    const source = isPlainObject(value) ? value : {};
    const instance = new (metadata.metatype as new () => Record<string, unknown>)();
    for (const name of specs.keys()) {
      instance[name] = Object.prototype.hasOwnProperty.call(source, name) ? source[name] : undefined;
    }
    const failures = validateSync(instance, { forbidUnknownValues: false });
    if (failures.length > 0) {
      throw new RequestValidationError(failures.map((failure) => toPydantic(failure, root, source)));
    }
    return instance;
  }
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

function toPydantic(failure: ValidationError, root: string, source: Record<string, unknown>): PydanticError {
  const message = failure.constraints?.[PYDANTIC_CONSTRAINT] ?? '';
  const issue = JSON.parse(message) as FieldIssue;
  const loc: LocPart[] = [root, failure.property];
  if (issue.type === 'missing') {
    // FastAPI reports the whole body as the input of a missing body field, and null for a missing parameter.
    return pydanticError({ ...issue, input: root === 'body' ? source : null }, loc);
  }
  return pydanticError({ ...issue, input: source[failure.property] }, loc);
}
