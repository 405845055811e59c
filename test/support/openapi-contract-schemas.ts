import Ajv2020, { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

// Any absolute URI will do; ajv refuses to serialise a bare `urn:` without a namespace id.
const DOCUMENT_ID = 'https://contract.test/openapi.json';

export type SchemaCheck = { valid: true } | { valid: false; message: string };

/**
 * Validates values against schemas found inside an OpenAPI 3.1 document (JSON Schema 2020-12), addressed by their
 * JSON pointer so that a `$ref` to `#/components/schemas/…` resolves against the document wherever it is written.
 * Each schema is compiled once, on first use.
 */
export class DocumentSchemas {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction | Error>();

  constructor(document: object) {
    // strict: false lets OpenAPI's annotation keywords (example, xml, externalDocs, discriminator…) through.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, logger: false });
    addFormats(this.ajv);
    this.ajv.addSchema(closedComponents(document), DOCUMENT_ID);
  }

  check(pointer: string[], value: unknown): SchemaCheck {
    const validate = this.validatorFor(pointer);
    if (validate instanceof Error) {
      return { valid: false, message: `the declared schema does not compile: ${validate.message}` };
    }
    if (validate(value)) {
      return { valid: true };
    }
    return {
      valid: false,
      message: `body does not match the declared schema: ${describeErrors(validate.errors ?? [])}`,
    };
  }

  private validatorFor(pointer: string[]): ValidateFunction | Error {
    const ref = `${DOCUMENT_ID}#/${pointer.map(escapePointerSegment).join('/')}`;
    let validate = this.compiled.get(ref);
    if (!validate) {
      try {
        validate = this.ajv.compile({ $ref: ref });
      } catch (error) {
        validate = error instanceof Error ? error : new Error(String(error));
      }
      this.compiled.set(ref, validate);
    }
    return validate;
  }
}

type Json = Record<string, unknown>;

const OPEN_KEYWORDS = ['additionalProperties', 'unevaluatedProperties', 'patternProperties'];
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_KEYWORDS = ['items', 'not', 'additionalProperties', 'contains'];

/**
 * A copy of the document in which every object schema under `components.schemas` that lists `properties` (and says
 * nothing of others) is closed with `unevaluatedProperties: false`: the service's DTOs declare every field they
 * send, so an extra or renamed field in a response is a difference from the contract, not a detail. The served
 * document stays open, as OpenAPI's default is.
 */
export function closedComponents(document: object): object {
  const copy = structuredClone(document) as Json;
  const schemas = (copy.components as Json | undefined)?.schemas;
  if (isObject(schemas)) {
    Object.values(schemas).forEach(closeSchema);
  }
  return copy;
}

function closeSchema(schema: unknown): void {
  if (!isObject(schema)) {
    return;
  }
  if (isObject(schema.properties)) {
    Object.values(schema.properties).forEach(closeSchema);
    if (allowsObjects(schema.type) && !OPEN_KEYWORDS.some((keyword) => keyword in schema)) {
      schema.unevaluatedProperties = false;
    }
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const list = schema[keyword];
    if (Array.isArray(list)) {
      list.forEach(closeSchema);
    }
  }
  SCHEMA_KEYWORDS.forEach((keyword) => closeSchema(schema[keyword]));
}

function allowsObjects(type: unknown): boolean {
  return type === undefined || type === 'object' || (Array.isArray(type) && type.includes('object'));
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapePointerSegment(segment: string): string {
  return encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));
}

const MAX_ERRORS = 6;

function describeErrors(errors: ErrorObject[]): string {
  const shown = errors.slice(0, MAX_ERRORS).map((error) => {
    const where = error.instancePath === '' ? 'body' : `body${error.instancePath}`;
    const extra =
      error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties'
        ? ` (${JSON.stringify(error.params)})`
        : '';
    return `${where} ${error.message ?? error.keyword}${extra}`;
  });
  const more = errors.length > MAX_ERRORS ? `; … ${errors.length - MAX_ERRORS} more` : '';
  return shown.join('; ') + more;
}
