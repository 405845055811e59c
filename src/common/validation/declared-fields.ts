import { getMetadataStorage } from 'class-validator';
import { fieldSpecsOf } from './field.decorator';
import { FieldSpec } from './field-spec';

/** The fields the pipe copies into a DTO: its `@Field`s, then any property with only plain class-validator rules. */
export interface DeclaredFields {
  names: readonly string[];
  specs: ReadonlyMap<string, FieldSpec> | undefined;
}

type Constructor = abstract new (...args: never[]) => unknown;

const cache = new WeakMap<Constructor, DeclaredFields | null>();

/** Computed once per class (the hot path only reads the cache); null for types with no validation rules at all. */
export function declaredFieldsOf(type: unknown): DeclaredFields | null {
  if (typeof type !== 'function') {
    return null;
  }
  const constructor = type as Constructor;
  let fields = cache.get(constructor);
  if (fields === undefined) {
    fields = collect(constructor);
    cache.set(constructor, fields);
  }
  return fields;
}

function collect(type: Constructor): DeclaredFields | null {
  const specs = fieldSpecsOf(type);
  const names = new Set(specs?.keys());
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(type, '', false, false)) {
    names.add(rule.propertyName);
  }
  return names.size === 0 ? null : { names: [...names], specs };
}
