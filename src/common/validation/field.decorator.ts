import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { registerDecorator, ValidationArguments } from 'class-validator';
import { checkField } from './field-rules';
import { recordFieldFailure } from './field-failures';
import { FieldSpec } from './field-spec';

const FIELD_SPECS = Symbol('field-specs');
const PYDANTIC_CONSTRAINT = 'pydanticField';

type SpecMap = Map<string, FieldSpec>;

/**
 * Declares one input field: the class-validator rule that applies pydantic's semantics (and writes the
 * converted value back), and the matching OpenAPI schema, from one spec so the docs cannot drift.
 */
export function Field(spec: FieldSpec): PropertyDecorator {
  const register: PropertyDecorator = (target, propertyKey) => {
    const name = String(propertyKey);
    specsOf(target.constructor, true).set(name, spec);
    registerDecorator({
      name: PYDANTIC_CONSTRAINT,
      target: target.constructor,
      propertyName: name,
      constraints: [spec],
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const outcome = checkField(effectiveSpec(spec, args), value);
          if (outcome.ok) {
            (args.object as Record<string, unknown>)[name] = outcome.value;
          } else {
            recordFieldFailure(args.object, name, outcome);
          }
          return outcome.ok;
        },
        // Never shown: the pipe answers with the failure recorded above (see field-failures.ts).
        defaultMessage: () => PYDANTIC_CONSTRAINT,
      },
    });
  };
  return applyDecorators(register, ApiProperty(apiPropertyOf(spec)));
}

function effectiveSpec(spec: FieldSpec, args: ValidationArguments): FieldSpec {
  const alternative = spec.requiredUnless;
  if (alternative && (args.object as Record<string, unknown>)[alternative] !== undefined) {
    return { ...spec, required: false };
  }
  return spec;
}

/** Field specs of a DTO class in declaration order, or undefined for classes without @Field. */
export function fieldSpecsOf(type: unknown): SpecMap | undefined {
  return typeof type === 'function' ? specsOf(type, false) : undefined;
}

function specsOf(type: object, create: true): SpecMap;
function specsOf(type: object, create: false): SpecMap | undefined;
function specsOf(type: object, create: boolean): SpecMap | undefined {
  const own = Reflect.getOwnMetadata(FIELD_SPECS, type) as SpecMap | undefined;
  if (own || !create) {
    return own;
  }
  const map: SpecMap = new Map();
  Reflect.defineMetadata(FIELD_SPECS, map, type);
  return map;
}

function apiPropertyOf(spec: FieldSpec): ApiPropertyOptions {
  const base = {
    required: spec.required === true,
    nullable: spec.nullable === true,
    description: spec.description,
    example: spec.example,
    default: spec.default,
  };
  switch (spec.kind) {
    case 'string':
      return {
        ...base,
        type: 'string',
        minLength: spec.minLength,
        maxLength: spec.maxLength,
        format: spec.format,
      };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'integer':
      return { ...base, type: 'integer', minimum: spec.ge, maximum: spec.le };
    case 'enum':
      return { ...base, enum: [...spec.values], enumName: spec.enumName };
    case 'object':
      return { ...base, required: undefined, selfRequired: base.required, type: 'object', additionalProperties: true };
    case 'stringList':
      return {
        ...base,
        type: 'array',
        items: { type: 'string', minLength: 1, maxLength: spec.itemMaxLength },
        minItems: spec.minItems,
        maxItems: spec.maxItems,
      };
  }
}
