/** The largest id an id column holds (PostgreSQL SERIAL / integer); the same bound applies on SQLite. */
export const MAX_STORED_ID = 2_147_483_647;

interface CommonSpec {
  /** Absent means optional; required fields answer `missing` when absent. */
  required?: boolean;
  /** Required only when this other field of the same body is absent too (an accepted alternative form). */
  requiredUnless?: string;
  /** Declared "or null" in the interface: accepts null. */
  nullable?: boolean;
  /** A PATCH field: absent stays absent (undefined = leave as is), unlike null (= clear it). */
  absentMeansUnchanged?: boolean;
  default?: unknown;
  description?: string;
  example?: unknown;
}

export interface StringSpec extends CommonSpec {
  kind: 'string';
  minLength?: number;
  maxLength?: number;
  /** `date-time`: RFC 3339 with a time zone; the value becomes its ISO 8601 UTC form. */
  format?: 'email' | 'date-time';
}

export interface BooleanSpec extends CommonSpec {
  kind: 'boolean';
}

export interface IntegerSpec extends CommonSpec {
  kind: 'integer';
  ge?: number;
  le?: number;
  /**
   * A path id: an integer no row can have (outside 1..MAX_STORED_ID) answers this error, the route's own 404,
   * without reaching the database (decisions §1.11).
   */
  unknownId?: () => Error;
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

/** A JSON array of strings (pydantic's `list[str]` with item and length bounds). */
export interface StringListSpec extends CommonSpec {
  kind: 'stringList';
  minItems?: number;
  maxItems: number;
  itemMaxLength: number;
}

export type FieldSpec = StringSpec | BooleanSpec | IntegerSpec | EnumSpec | ObjectSpec | StringListSpec;
