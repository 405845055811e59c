import { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_SCHEMAS } from './error-schemas';
import { withoutOptionalQueryExamples } from './optional-examples';
import { addStandardResponses } from './standard-responses';
import { webhookComponentSchemas, webhooksSection } from './webhooks-document';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * @nestjs/swagger 11 writes OpenAPI 3.0 shapes under any version label. This rewrites the document into true 3.1
 * (type arrays instead of `nullable`), names every error body, declares every answer each operation can give and
 * adds the outbound webhooks.
 */
export function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  const result = rewriteNullable(document) as OpenAPIObject;
  result.openapi = '3.1.0';
  const components = (result.components ??= {});
  // Written as 3.1 already (type arrays), which @nestjs/swagger's 3.0 types do not describe: typed as plain records.
  components.schemas = {
    ...components.schemas,
    ...ERROR_SCHEMAS,
    ...webhookComponentSchemas(),
  };
  for (const [path, pathItem] of Object.entries(result.paths)) {
    for (const method of METHODS) {
      const operation = (pathItem as Record<string, Json | undefined>)[method];
      if (operation) {
        addStandardResponses(path, method, operation);
        withoutOptionalQueryExamples(operation);
      }
    }
  }
  Object.assign(result, { webhooks: webhooksSection() });
  return result;
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
    return withoutLoneAllOf(out);
  }
  const loneReference = Array.isArray(out.allOf) && out.allOf.length === 1;
  if (typeof out.type === 'string' && !loneReference) {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) {
      out.enum = [...(out.enum as unknown[]), null];
    }
    return out;
  }
  // A nullable class-typed property: the reference or null (a `type: object` beside it would refuse null).
  const { description, default: fallback, ...rest } = out;
  const variants: unknown[] = loneReference ? (rest.allOf as unknown[]) : [rest];
  return {
    anyOf: [...variants, { type: 'null' }],
    ...(description ? { description } : {}),
    ...(fallback !== undefined ? { default: fallback } : {}),
  };
}

/** `{allOf: [{$ref}]}` is how 3.0 put siblings beside a reference; 3.1 allows them on the reference itself. */
function withoutLoneAllOf(schema: Json): Json {
  if (!Array.isArray(schema.allOf) || schema.allOf.length !== 1) {
    return schema;
  }
  const { allOf, ...siblings } = schema;
  return { ...(allOf as Json[])[0], ...siblings };
}
