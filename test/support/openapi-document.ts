import type { OpenAPIObject, OperationObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import type { TestApp } from './test-app';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The served /openapi.json, typed as @nestjs/swagger describes an OpenAPI document. */
export async function fetchOpenApi(app: TestApp): Promise<OpenAPIObject> {
  return (await app.http.get('/openapi.json').expect(200)).body as OpenAPIObject;
}

/** The value, failing the test when the document leaves it out. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`${what} is missing`);
  }
  return value;
}

/** The value itself, failing the test when it is absent or only a `$ref` to it. */
export function inline<T extends object>(value: T | ReferenceObject | undefined, what: string): T {
  const described = present(value, what);
  if ('$ref' in described) {
    throw new Error(`${what} is a $ref, not described inline`);
  }
  return described;
}

/** A named component schema, described inline. */
export function componentSchema(document: OpenAPIObject, name: string): SchemaObject {
  return inline(document.components?.schemas?.[name], `components.schemas.${name}`);
}

/** The operation at a path and method, if the document describes one. */
export function operationOf(document: OpenAPIObject, path: string, method: string): OperationObject | undefined {
  return document.paths[path]?.[method as HttpMethod];
}
