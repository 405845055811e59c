// Checks one HTTP response against the service's OpenAPI document: the status is declared for the operation, the
// media type is one it declares, and a JSON body is valid against the declared schema.
import { compileTemplate, matchingTemplates, PathTemplate, rawPathOf } from './openapi-contract-paths';
import { DocumentSchemas } from './openapi-contract-schemas';

type Json = Record<string, unknown>;

export interface ObservedResponse {
  method: string;
  /** The request target as received: raw path and query. */
  url: string;
  status: number;
  /** The Content-Type header, parameters included, when there was one. */
  contentType?: string;
  bodyLength: number;
  /** The body, when it was captured (JSON media types, up to the capture limit). */
  body?: Buffer;
  /** True when a JSON body was longer than the capture limit, so it was not kept. */
  tooLarge?: boolean;
}

export type ViolationKind =
  | 'undeclared-status'
  | 'undeclared-media-type'
  | 'undeclared-body'
  | 'missing-body'
  | 'invalid-json'
  | 'schema-mismatch'
  | 'undescribed-method'
  | 'undescribed-path'
  | 'too-large'
  | 'check-failed';

export interface ContractViolation {
  kind: ViolationKind;
  /** `METHOD /template` of the documented operation. */
  operation: string;
  status: number;
  /** `METHOD /raw/path?query` as the client sent it. */
  request: string;
  message: string;
  /** The first characters of the body, or a note of its size and type when it was not captured. */
  body: string;
}

export type ContractOutcome =
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'conforms'; operation: string }
  | { outcome: 'violates'; violation: ContractViolation };

type Problem = Pick<ContractViolation, 'kind' | 'message'>;

const UNCHECKED_METHODS = new Set(['HEAD', 'OPTIONS']);
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'trace'];
// The service's own routes: a success answered there must be in the document (the console and /openapi.json are not).
const API_PREFIX = '/api/';
const BODY_SAMPLE_CHARS = 300;
const REQUEST_SAMPLE_CHARS = 200;

export class OpenApiContract {
  private readonly paths: Record<string, Json>;
  private readonly templates: PathTemplate[];
  private readonly schemas: DocumentSchemas;

  constructor(private readonly document: object) {
    this.paths = ((document as Json).paths ?? {}) as Record<string, Json>;
    this.templates = Object.keys(this.paths).map(compileTemplate);
    this.schemas = new DocumentSchemas(document);
  }

  check(response: ObservedResponse): ContractOutcome {
    const method = response.method.toUpperCase();
    if (UNCHECKED_METHODS.has(method)) {
      return { outcome: 'skipped', reason: `${method} is not checked` };
    }
    const candidates = matchingTemplates(this.templates, rawPathOf(response.url));
    if (candidates.length === 0) {
      return this.undescribedPath(method, response);
    }
    const template = candidates.find((candidate) => this.paths[candidate.template][method.toLowerCase()]);
    if (!template) {
      return this.undescribedMethod(candidates[0].template, method, response);
    }
    const operation = `${method} ${template.template}`;
    const problem = this.problemOf(['paths', template.template, method.toLowerCase()], response);
    return problem
      ? { outcome: 'violates', violation: this.violation(operation, response, problem) }
      : { outcome: 'conforms', operation };
  }

  /** A path the document knows answering success to a method it does not list means a route is undocumented. */
  private undescribedMethod(template: string, method: string, response: ObservedResponse): ContractOutcome {
    if (response.status < 200 || response.status > 299) {
      return { outcome: 'skipped', reason: `${method} is not described for ${template}` };
    }
    const described = OPERATION_METHODS.filter((name) => this.paths[template][name]).map((name) => name.toUpperCase());
    const message = `the document describes only ${described.join(', ')} for this path, yet ${method} answered ${response.status}`;
    return {
      outcome: 'violates',
      violation: this.violation(`${method} ${template}`, response, { kind: 'undescribed-method', message }),
    };
  }

  /** A success on an `/api/` path no template matches means a whole route is missing from the document. */
  private undescribedPath(method: string, response: ObservedResponse): ContractOutcome {
    const path = rawPathOf(response.url);
    if (!path.startsWith(API_PREFIX) || response.status < 200 || response.status > 299) {
      return { outcome: 'skipped', reason: 'the document does not describe this path' };
    }
    const message = `the document describes no path matching ${truncate(path, REQUEST_SAMPLE_CHARS)}, yet ${method} answered ${response.status}`;
    return {
      outcome: 'violates',
      violation: this.violation(`${method} ${truncate(path, REQUEST_SAMPLE_CHARS)}`, response, {
        kind: 'undescribed-path',
        message,
      }),
    };
  }

  private problemOf(operationPointer: string[], response: ObservedResponse): Problem | undefined {
    const responses = (this.resolve(operationPointer).node.responses ?? {}) as Json;
    const statusKey = declaredStatusKey(responses, response.status);
    if (!statusKey) {
      return {
        kind: 'undeclared-status',
        message: `status ${response.status} is not declared (declared: ${Object.keys(responses).join(', ') || 'none'})`,
      };
    }
    const declared = this.resolve([...operationPointer, 'responses', statusKey]);
    const content = (declared.node.content ?? {}) as Record<string, Json>;
    const actual = mediaTypeOf(response.contentType);
    const declaredTypes = Object.keys(content);
    if (declaredTypes.length === 0) {
      return response.bodyLength === 0
        ? undefined
        : {
            kind: 'undeclared-body',
            message: `${statusKey} declares no content, yet the response has a body (${actual ?? 'no Content-Type'}, ${response.bodyLength} bytes)`,
          };
    }
    if (response.bodyLength === 0 && actual === undefined) {
      return {
        kind: 'missing-body',
        message: `${statusKey} declares ${declaredTypes.join(', ')}, yet the response has no body`,
      };
    }
    const mediaKey = actual === undefined ? undefined : matchingMediaType(declaredTypes, actual);
    if (actual === undefined || mediaKey === undefined) {
      return {
        kind: 'undeclared-media-type',
        message: `media type ${actual ?? '(no Content-Type)'} is not declared for ${statusKey} (declared: ${declaredTypes.join(', ')})`,
      };
    }
    if (!isJsonMediaType(actual) || content[mediaKey].schema === undefined) {
      return undefined;
    }
    if (response.tooLarge === true) {
      return {
        kind: 'too-large',
        message: `the body is too large to check (${response.bodyLength} bytes, over the capture limit)`,
      };
    }
    if (response.body === undefined) {
      return undefined;
    }
    return this.bodyProblem([...declared.pointer, 'content', mediaKey, 'schema'], response.body);
  }

  private bodyProblem(schemaPointer: string[], body: Buffer): Problem | undefined {
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch (error) {
      return { kind: 'invalid-json', message: `the body is not JSON: ${(error as Error).message}` };
    }
    const result = this.schemas.check(schemaPointer, value);
    return result.valid ? undefined : { kind: 'schema-mismatch', message: result.message };
  }

  /** The node at a pointer, following a `$ref` (to `#/components/responses/…`) when the node is one. */
  private resolve(pointer: string[]): { node: Json; pointer: string[] } {
    let current = pointer;
    for (let hops = 0; hops < 5; hops++) {
      const node = nodeAt(this.document, current);
      if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) {
        return { node, pointer: current };
      }
      current = node.$ref.slice(2).split('/').map(unescapePointerSegment);
    }
    throw new Error(`$ref chain too long at ${pointer.join('/')}`);
  }

  private violation(operation: string, response: ObservedResponse, problem: Problem): ContractViolation {
    return {
      ...problem,
      operation,
      status: response.status,
      request: `${response.method.toUpperCase()} ${truncate(response.url, REQUEST_SAMPLE_CHARS)}`,
      body: bodySample(response),
    };
  }
}

/** The key under `responses` that covers a status: the exact code, then `4XX`-style ranges, then `default`. */
export function declaredStatusKey(responses: Json, status: number): string | undefined {
  const range = `${Math.floor(status / 100)}XX`;
  return [String(status), range, range.toLowerCase(), 'default'].find((key) => key in responses);
}

function mediaTypeOf(header: string | undefined): string | undefined {
  const type = header?.split(';')[0].trim().toLowerCase();
  return type ? type : undefined;
}

function matchingMediaType(declared: string[], actual: string): string | undefined {
  const normalised = declared.map((key) => ({ key, type: mediaTypeOf(key) ?? '' }));
  return (
    normalised.find(({ type }) => type === actual) ??
    normalised.find(({ type }) => type === '*/*' || (type.endsWith('/*') && actual.startsWith(type.slice(0, -1))))
  )?.key;
}

function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

function nodeAt(document: object, pointer: string[]): Json {
  let node: unknown = document;
  for (const segment of pointer) {
    node = typeof node === 'object' && node !== null ? (node as Json)[segment] : undefined;
  }
  return typeof node === 'object' && node !== null ? (node as Json) : {};
}

function unescapePointerSegment(segment: string): string {
  return decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
}

function bodySample(response: ObservedResponse): string {
  if (response.body !== undefined) {
    return response.body
      .subarray(0, BODY_SAMPLE_CHARS * 4)
      .toString('utf8')
      .slice(0, BODY_SAMPLE_CHARS);
  }
  return response.bodyLength === 0 ? '' : `<${response.bodyLength} bytes of ${response.contentType ?? 'unknown type'}>`;
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
