import type { ResponseObject } from '@nestjs/swagger';
import { NO_DEPENDENCY_EXTENSION, OperationId, operationIdOf, PUBLIC_EXTENSION } from '../../src/openapi/api-answers';
import { withoutOptionalQueryExamples } from '../../src/openapi/optional-examples';
import { addStandardResponses } from '../../src/openapi/standard-responses';

type Json = Record<string, unknown>;
/** An operation once the standard answers are added: its responses are filled in. */
type Processed = Json & { responses: Record<string, ResponseObject> };

const ok = { '200': { description: 'OK' } };
const admin = [{ AdminToken: [] }];

function processed(path: string, method: string, operation: Json): Processed {
  const copy = structuredClone(operation);
  addStandardResponses(path, method, copy);
  return copy as Processed;
}

describe(addStandardResponses.name, () => {
  it('should declare 401 when a credential is read, 422 with input, 400/413/415 with a body, 429 under /api and 503', () => {
    const operation = processed('/api/things/{id}', 'patch', {
      security: admin,
      parameters: [{ name: 'id', in: 'path', required: true }],
      requestBody: { content: { 'application/json': { schema: {} } } },
      responses: ok,
    });
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '413', '415', '422', '429', '503']);
    expect(operation.responses['503'].headers).toHaveProperty('Retry-After');
    expect(operation.responses['401'].content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/HTTPError',
    });
  });

  it('should declare 400 for a path parameter the router cannot decode, even without a body', () => {
    const operation = processed('/api/things/{id}', 'get', {
      security: [{}],
      parameters: [{ name: 'id', in: 'path', required: true }],
      responses: ok,
    });
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '422', '429', '503']);
    const query = processed('/api/things', 'get', {
      security: [{}],
      parameters: [{ name: 'q', in: 'query' }],
      responses: ok,
    });
    expect(Object.keys(query.responses)).toEqual(['200', '422', '429', '503']);
  });

  it('should keep an explicit declaration of a status rather than overwrite it', () => {
    const health = { description: 'Down', content: { 'application/json': { schema: { $ref: 'X' } } } };
    const operation = processed('/health', 'get', { [PUBLIC_EXTENSION]: true, responses: { ...ok, '503': health } });
    expect(operation.responses['503']).toEqual(health);
  });

  it('should document a public operation as security [] and drop the marker', () => {
    const operation = processed('/api/corridors', 'get', {
      [PUBLIC_EXTENSION]: true,
      [NO_DEPENDENCY_EXTENSION]: true,
      responses: ok,
    });
    expect(operation.security).toEqual([]);
    expect(Object.keys(operation.responses)).toEqual(['200', '429']);
    expect(operation).not.toHaveProperty(PUBLIC_EXTENSION);
    expect(operation).not.toHaveProperty(NO_DEPENDENCY_EXTENSION);
  });

  it('should declare 401 on an operation open to all whose answer depends on a credential', () => {
    const operation = processed('/api/programs/{reference}', 'get', {
      security: [{}, { AdminToken: [] }, { AdminToken: [] }],
      responses: ok,
    });
    expect(operation.security).toEqual([{}, { AdminToken: [] }]);
    expect(operation.responses).toHaveProperty('401');
  });

  it('should refuse an operation that declares no access at all', () => {
    expect(() => processed('/api/forgotten', 'get', { responses: ok })).toThrow(
      /GET \/api\/forgotten declares no access/,
    );
  });
});

describe(withoutOptionalQueryExamples.name, () => {
  it('should move an optional query example into the description and keep a required one', () => {
    const operation: { parameters: Json[] } = {
      parameters: [
        { name: 'corridor', in: 'query', required: false, schema: { type: 'string', example: 'CA-US' } },
        { name: 'limit', in: 'query', example: 10, schema: { type: 'integer' } },
        { name: 'reference', in: 'path', required: true, example: 'PRG-123456', schema: { type: 'string' } },
      ],
    };
    withoutOptionalQueryExamples(operation);
    expect(operation.parameters[0]).toEqual({
      name: 'corridor',
      in: 'query',
      required: false,
      schema: { type: 'string' },
      description: '(e.g. `CA-US`)',
    });
    expect(operation.parameters[1]).not.toHaveProperty('example');
    expect(operation.parameters[2].example).toBe('PRG-123456');
  });
});

describe(operationIdOf.name, () => {
  class ThingsController {
    @OperationId('createThing', 'createThingLegacy')
    create(): void {}

    @OperationId('getThing')
    get(): void {}

    unnamed(): void {}
  }

  it('should name each path of a handler by its position and a single path by its one name', () => {
    expect(operationIdOf(ThingsController.name, 'create[0]')).toBe('createThing');
    expect(operationIdOf(ThingsController.name, 'create[1]')).toBe('createThingLegacy');
    expect(operationIdOf(ThingsController.name, 'get')).toBe('getThing');
  });

  it('should fall back to the framework name for a handler without one (the contract test then fails)', () => {
    expect(operationIdOf(ThingsController.name, 'unnamed')).toBe('ThingsController_unnamed');
  });
});
