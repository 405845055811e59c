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
    this.ajv.addSchema(document, DOCUMENT_ID);
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
