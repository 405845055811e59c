interface CommonSpec {
  /** Absent means optional; required fields answer `missing` when absent. */
  required?: boolean;
  /** Required only when this other field of the same body is absent too (an accepted alternative form). */
  requiredUnless?: string;
  /** Declared "or null" in the interface: accepts null. */
  nullable?: boolean;
  default?: unknown;
  description?: string;
  example?: unknown;
}

export interface StringSpec extends CommonSpec {
  kind: 'string';
  minLength?: number;
  maxLength?: number;
  format?: 'email';
}

export interface BooleanSpec extends CommonSpec {
  kind: 'boolean';
}

export interface IntegerSpec extends CommonSpec {
  kind: 'integer';
  ge?: number;
  le?: number;
}

export interface EnumSpec extends CommonSpec {
  kind: 'enum';
  values: readonly string[];
  /** Component name in the OpenAPI document (e.g. ApplicationStatus). */
  enumName: string;
}

export interface ObjectSpec extends CommonSpec {
  kind: 'object';
}

export type FieldSpec = StringSpec | BooleanSpec | IntegerSpec | EnumSpec | ObjectSpec;
