import { OpenAPIObject } from '@nestjs/swagger';

type Json = Record<string, unknown>;

const VALIDATION_ERROR = {
  title: 'ValidationError',
  type: 'object',
  required: ['loc', 'msg', 'type'],
  properties: {
    loc: { title: 'Location', type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
    msg: { title: 'Message', type: 'string' },
    type: { title: 'Error Type', type: 'string' },
    input: { title: 'Input' },
    ctx: { title: 'Context', type: 'object' },
  },
};

const HTTP_VALIDATION_ERROR = {
  title: 'HTTPValidationError',
  type: 'object',
  properties: { detail: { title: 'Detail', type: 'array', items: { $ref: '#/components/schemas/ValidationError' } } },
};

const ERROR_BODY = {
  title: 'ErrorDetail',
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' }, code: { type: 'string' } },
};

/**
 * @nestjs/swagger 11 writes OpenAPI 3.0 shapes under any version label. This rewrites the document into
 * true 3.1 (type arrays instead of `nullable`) and adds FastAPI's 422 body to every operation with input.
 */
export function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  const result = rewriteNullable(document) as OpenAPIObject;
  result.openapi = '3.1.0';
  const schemas = (result.components ??= {}).schemas ?? {};
  result.components.schemas = {
    ...schemas,
    ValidationError: VALIDATION_ERROR,
    HTTPValidationError: HTTP_VALIDATION_ERROR,
    ErrorDetail: ERROR_BODY,
  };
  for (const pathItem of Object.values(result.paths)) {
    for (const operation of Object.values(pathItem as Record<string, Json>)) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) {
        continue;
      }
      addStandardResponses(operation);
    }
  }
  return result;
}

function addStandardResponses(operation: Json): void {
  const responses = operation.responses as Json;
  const hasInput =
    (Array.isArray(operation.parameters) && operation.parameters.length > 0) || operation.requestBody !== undefined;
  if (hasInput) {
    responses['422'] = {
      description: 'Validation Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/HTTPValidationError' } } },
    };
  }
  const secured =
    Array.isArray(operation.security) && operation.security.some((entry) => Object.keys(entry as Json).length > 0);
  const required = secured && !(operation.security as Json[]).some((entry) => Object.keys(entry).length === 0);
  if (required) {
    responses['401'] = errorResponse('Missing or invalid credential');
  }
}

function errorResponse(description: string): Json {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDetail' } } } };
}

function rewriteNullable(node: unknown): unknown {
  if (Array.isArray(node)) {
    return node.map(rewriteNullable);
  }
  if (node === null || typeof node !== 'object') {
    return node;
  }
  const source = node as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(source)) {
    if (key !== 'nullable') {
      out[key] = rewriteNullable(value);
    }
  }
  if (source.nullable !== true) {
    return out;
  }
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) {
      out.enum = [...(out.enum as unknown[]), null];
    }
    return out;
  }
  const { description, default: fallback, ...rest } = out;
  const variants = Array.isArray(rest.allOf) && rest.allOf.length === 1 ? rest.allOf : [rest];
  return {
    anyOf: [...variants, { type: 'null' }],
    ...(description ? { description } : {}),
    ...(fallback !== undefined ? { default: fallback } : {}),
  };
}
