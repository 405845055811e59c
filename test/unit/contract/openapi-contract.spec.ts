import { ContractOutcome, ObservedResponse, OpenApiContract } from '../../support/openapi-contract';
import { closedComponents } from '../../support/openapi-contract-schemas';

const json = (body: unknown): Pick<ObservedResponse, 'contentType' | 'bodyLength' | 'body'> => {
  const bytes = Buffer.from(JSON.stringify(body));
  return { contentType: 'application/json; charset=utf-8', bodyLength: bytes.length, body: bytes };
};

const errorBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'tiny', version: '1' },
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          '200': {
            description: 'a thing',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Thing' },
                example: { id: 'a', created_at: '2024-01-01T00:00:00Z' },
              },
            },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/things/latest': {
      get: { responses: { '200': { description: 'the latest', content: { 'text/plain': {} } } } },
    },
    '/things/{id}/report.csv': {
      get: { responses: { '200': { description: 'csv', content: { 'text/csv': {} } }, '4XX': errorBody } },
    },
    '/api/bags/{id}': {
      get: {
        responses: {
          '200': {
            description: 'a bag',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Bag' } } },
          },
        },
      },
    },
    '/things': {
      post: { responses: { '204': { description: 'stored, nothing to say' }, default: errorBody } },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'created_at'],
        properties: {
          id: { type: 'string', examples: ['a'] },
          created_at: { type: 'string', format: 'date-time' },
          note: { type: ['string', 'null'], deprecated: true },
        },
        additionalProperties: false,
        xml: { name: 'thing' },
        externalDocs: { url: 'https://example.invalid/thing' },
      },
      Error: {
        type: 'object',
        required: ['detail'],
        properties: {
          detail: { type: 'string' },
          context: { type: 'object', properties: { field: { type: 'string' } } },
        },
      },
      Bag: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'string' }, contents: { type: 'object', additionalProperties: true } },
        additionalProperties: true,
      },
    },
    responses: { NotFound: { description: 'no such thing', ...errorBody } },
  },
};

const THING = { id: 'a', created_at: '2024-01-01T00:00:00Z' };

function check(response: Partial<ObservedResponse> & Pick<ObservedResponse, 'method' | 'url' | 'status'>) {
  return new OpenApiContract(DOCUMENT).check({ bodyLength: 0, ...response });
}

function violation(outcome: ContractOutcome) {
  if (outcome.outcome !== 'violates') {
    throw new Error(`expected a violation, got ${JSON.stringify(outcome)}`);
  }
  return outcome.violation;
}

describe(OpenApiContract.name, () => {
  it('should accept a response when its status, media type and body are declared', () => {
    expect(check({ method: 'GET', url: '/things/a?x=1', status: 200, ...json(THING) })).toEqual({
      outcome: 'conforms',
      operation: 'GET /things/{id}',
    });
  });

  it('should report the status when the operation does not declare it', () => {
    const found = violation(check({ method: 'GET', url: '/things/a', status: 409, ...json({ detail: 'x' }) }));
    expect(found).toMatchObject({ kind: 'undeclared-status', operation: 'GET /things/{id}', status: 409 });
    expect(found.message).toContain('declared: 200, 404');
    expect(found.request).toBe('GET /things/a');
    expect(found.body).toBe('{"detail":"x"}');
  });

  it('should report the media type when the response is of a type the status does not declare', () => {
    const found = violation(
      check({ method: 'GET', url: '/things/a', status: 200, contentType: 'text/html', bodyLength: 5 }),
    );
    expect(found).toMatchObject({ kind: 'undeclared-media-type' });
    expect(found.message).toContain('text/html');
  });

  it('should report the body when it does not match the declared schema', () => {
    const found = violation(
      check({ method: 'GET', url: '/things/a', status: 200, ...json({ id: 1, created_at: 'yesterday', extra: true }) }),
    );
    expect(found.kind).toBe('schema-mismatch');
    expect(found.message).toContain('body/id must be string');
    expect(found.message).toContain('body/created_at must match format "date-time"');
    expect(found.message).toContain('extra');
  });

  it('should resolve a response $ref and its schema $ref when checking an error body', () => {
    expect(check({ method: 'GET', url: '/things/a', status: 404, ...json({ detail: 'no such thing' }) }).outcome).toBe(
      'conforms',
    );
    expect(violation(check({ method: 'GET', url: '/things/a', status: 404, ...json({ code: 'x' }) })).kind).toBe(
      'schema-mismatch',
    );
  });

  it('should report a body that is not JSON when the response says it is', () => {
    const body = Buffer.from('{"id":');
    const found = violation(
      check({ method: 'GET', url: '/things/a', status: 200, contentType: 'application/json', bodyLength: 6, body }),
    );
    expect(found.kind).toBe('invalid-json');
  });

  it('should accept an empty body when the status declares no content', () => {
    expect(check({ method: 'POST', url: '/things', status: 204 }).outcome).toBe('conforms');
  });

  it('should report a body when the status declares no content', () => {
    const found = violation(check({ method: 'POST', url: '/things', status: 204, ...json({ ok: true }) }));
    expect(found.kind).toBe('undeclared-body');
  });

  it('should report a missing body when the status declares content', () => {
    expect(violation(check({ method: 'GET', url: '/things/a', status: 200 })).kind).toBe('missing-body');
  });

  it('should match a status range and default when no exact code is declared', () => {
    const csv = { method: 'GET', url: '/things/a/report.csv' };
    expect(check({ ...csv, status: 404, ...json({ detail: 'gone' }) }).outcome).toBe('conforms');
    expect(violation(check({ ...csv, status: 503, ...json({ detail: 'down' }) })).kind).toBe('undeclared-status');
    expect(check({ method: 'POST', url: '/things', status: 503, ...json({ detail: 'down' }) }).outcome).toBe(
      'conforms',
    );
    expect(violation(check({ method: 'POST', url: '/things', status: 500, ...json({}) })).kind).toBe('schema-mismatch');
  });

  it('should check a non-JSON body by its media type only when the type is declared', () => {
    const csv = { method: 'GET', url: '/things/a/report.csv', status: 200, bodyLength: 20 };
    expect(check({ ...csv, contentType: 'text/csv; charset=utf-8' }).outcome).toBe('conforms');
    expect(violation(check({ ...csv, contentType: 'application/json' })).kind).toBe('undeclared-media-type');
  });

  it('should skip the response when the document does not describe the path', () => {
    for (const url of ['/console', '/docs/', '/Things/a', '/things/a/b', '/things//', '/things/a//']) {
      expect(check({ method: 'GET', url, status: 200, contentType: 'text/html', bodyLength: 9 }).outcome).toBe(
        'skipped',
      );
    }
  });

  it('should skip HEAD and OPTIONS when their status is not declared', () => {
    expect(check({ method: 'HEAD', url: '/things/a', status: 418 }).outcome).toBe('skipped');
    expect(check({ method: 'OPTIONS', url: '/things/a', status: 204 }).outcome).toBe('skipped');
  });

  it('should prefer the template with more literal segments when two templates match', () => {
    const latest = { method: 'GET', url: '/things/latest', status: 200, contentType: 'text/plain', bodyLength: 3 };
    expect(check(latest)).toEqual({ outcome: 'conforms', operation: 'GET /things/latest' });
  });

  it('should match a path with one trailing slash when the template has none', () => {
    expect(check({ method: 'GET', url: '/things/a/?page=2', status: 200, ...json(THING) })).toEqual({
      outcome: 'conforms',
      operation: 'GET /things/{id}',
    });
  });

  it('should report a success when the path is described but the method is not', () => {
    expect(violation(check({ method: 'DELETE', url: '/things/a', status: 200, ...json({}) })).kind).toBe(
      'undescribed-method',
    );
    expect(check({ method: 'DELETE', url: '/things/a', status: 404, ...json({ detail: 'x' }) }).outcome).toBe(
      'skipped',
    );
  });

  it('should report a schema that does not compile when a $ref dangles', () => {
    const broken = {
      ...DOCUMENT,
      paths: {
        '/x': { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/nope' } } } } } } },
      },
    };
    const found = violation(new OpenApiContract(broken).check({ method: 'GET', url: '/x', status: 200, ...json({}) }));
    expect(found.message).toContain('does not compile');
  });

  it('should report an extra field when the component schema lists properties and says nothing of others', () => {
    const found = violation(
      check({ method: 'GET', url: '/things/a', status: 404, ...json({ detail: 'x', code: 'y' }) }),
    );
    expect(found.kind).toBe('schema-mismatch');
    expect(found.message).toContain('unevaluatedProperty":"code"');
  });

  it('should report a renamed field when it sits in a nested object schema of a component', () => {
    const body = { detail: 'x', context: { fieldName: 'email' } };
    const found = violation(check({ method: 'GET', url: '/things/a', status: 404, ...json(body) }));
    expect(found.message).toContain('body/context must NOT have unevaluated properties');
  });

  it('should accept extra fields when the schema declares additional properties', () => {
    const body = { id: 'b', contents: { any: 1 }, more: true };
    expect(check({ method: 'GET', url: '/api/bags/b', status: 200, ...json(body) }).outcome).toBe('conforms');
  });

  it('should close only the compiled copy when closing component schemas', () => {
    const closed = closedComponents(DOCUMENT) as typeof DOCUMENT;
    expect(closed.components.schemas.Error).toMatchObject({ unevaluatedProperties: false });
    expect(closed.components.schemas.Error.properties.context).toMatchObject({ unevaluatedProperties: false });
    expect(closed.components.schemas.Bag).not.toHaveProperty('unevaluatedProperties');
    expect(DOCUMENT.components.schemas.Error).not.toHaveProperty('unevaluatedProperties');
  });

  it('should report a success on an /api/ path when the document describes no such path', () => {
    const found = violation(check({ method: 'GET', url: '/api/hidden/1?x=2', status: 200, ...json({}) }));
    expect(found).toMatchObject({ kind: 'undescribed-path', operation: 'GET /api/hidden/1', status: 200 });
  });

  it('should skip a response on an undescribed /api/ path when it is not a success', () => {
    expect(check({ method: 'GET', url: '/api/hidden/1', status: 404, ...json({ detail: 'x' }) }).outcome).toBe(
      'skipped',
    );
  });

  it('should report a JSON body as too large to check when it was over the capture limit', () => {
    const response = { contentType: 'application/json', bodyLength: 5_000_000, tooLarge: true };
    const found = violation(check({ method: 'GET', url: '/things/a', status: 200, ...response }));
    expect(found).toMatchObject({ kind: 'too-large' });
    expect(found.message).toContain('too large to check');
  });
});
