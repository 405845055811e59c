// Reads the service's own OpenAPI document into a list of operations with their inputs, so that tests which must
// cover "every operation" are driven by what the service publishes rather than by a hand-written list.

type Json = Record<string, unknown>;

export type Credential = 'anonymous' | 'admin' | 'partner';

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}

export interface Operation {
  method: string;
  /** The documented path template, e.g. `/api/programs/{reference}`. */
  template: string;
  parameters: OperationParameter[];
  /** The media type of the request body, when there is one. */
  bodyType?: string;
  /** Property names of the body schema (after resolving `$ref`), in declaration order. */
  bodyFields: string[];
  /** Name of the body's component schema, when it is a `$ref`. */
  bodySchemaName?: string;
  /** The least-privileged credential that the document says opens the operation. */
  credential: Credential;
  label: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: Json): Operation[] {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) {
        continue;
      }
      const body = requestBodyOf(document, operation);
      operations.push({
        method: method.toUpperCase(),
        template,
        parameters: ((operation.parameters as Json[] | undefined) ?? []).map((parameter) => ({
          name: parameter.name as string,
          in: parameter.in as OperationParameter['in'],
        })),
        ...body,
        credential: credentialOf(operation.security as Array<Record<string, unknown>> | undefined),
        label: `${method.toUpperCase()} ${template}`,
      });
    }
  }
  return operations;
}

function requestBodyOf(document: Json, operation: Json): Pick<Operation, 'bodyType' | 'bodyFields' | 'bodySchemaName'> {
  const content = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  if (!content) {
    return { bodyFields: [] };
  }
  const [bodyType, media] = Object.entries(content)[0];
  const schema = media.schema as Json;
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  const resolved = ref ? resolveRef(document, ref) : schema;
  return {
    bodyType,
    bodyFields: Object.keys((resolved.properties as Json | undefined) ?? {}),
    bodySchemaName: ref?.split('/').pop(),
  };
}

function resolveRef(document: Json, ref: string): Json {
  let node: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    node = (node as Json)[part];
  }
  return node as Json;
}

function credentialOf(security: Array<Record<string, unknown>> | undefined): Credential {
  if (!security || security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0)) {
    return 'anonymous';
  }
  const schemes = security.flatMap((requirement) => Object.keys(requirement));
  return schemes.some((scheme) => scheme.startsWith('Admin')) ? 'admin' : 'partner';
}

/** Fills a path template with values, percent-encoding each. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`no value for path parameter ${name} of ${template}`);
    }
    return percentEncode(value);
  });
}

/**
 * encodeURIComponent, except that a lone surrogate is sent as the three bytes a careless encoder (WTF-8) would
 * produce, which are not valid UTF-8: the server must refuse them, not fail on them.
 */
export function percentEncode(value: string): string {
  let encoded = '';
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(index, index + 2));
      index++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(value[index]);
    }
  }
  return encoded;
}
