import type { Response } from 'supertest';
import type { components } from '../../clients/typescript/src/schema';

/** The API's named response bodies, generated from the OpenAPI document (npm run client:generate). */
export type Schemas = components['schemas'];

/** supertest leaves `response.body` untyped: read it as the named API schema the endpoint documents. */
export function bodyOf<Name extends keyof Schemas>(response: Pick<Response, 'body'>): Schemas[Name] {
  return response.body as Schemas[Name];
}

/** Arbitrary JSON the test inspects without assuming a shape: narrow before use. */
export function jsonObject(response: Pick<Response, 'body'>): Record<string, unknown> {
  return response.body as Record<string, unknown>;
}
