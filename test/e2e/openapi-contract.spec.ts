import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OpenAPIObject, OperationObject, ParameterObject } from '@nestjs/swagger';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { DocumentSchemas } from '../support/openapi-contract-schemas';
import { componentSchema, fetchOpenApi, HttpMethod, inline, present } from '../support/openapi-document';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { deliveryPayload, registerWebhook, signatureValid, WEBHOOK_SECRET } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';

/** The parts of a response schema, inline or `$ref`, that name it. */
interface NamingSchema {
  $ref?: string;
  items?: NamingSchema;
  oneOf?: NamingSchema[];
  anyOf?: NamingSchema[];
}

const run = promisify(execFile);
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
const ERROR_BODIES = new Set(['#/components/schemas/HTTPError', '#/components/schemas/HTTPValidationError']);

/** Open to everyone on purpose (`security: []`): a new route lands here only by a decision, never by a forgotten guard. */
const PUBLIC_OPERATIONS = [
  'listWebhookEventTypes',
  'getAuditConsistencyProof',
  'getHealth',
  'getIntegrationsHealth',
  'getLatestAuditCheckpoint',
  'getLiveness',
  'getMetrics',
  'getMessagingHealth',
  'getPartner',
  'getReadiness',
  'getStats',
  'listAuditCheckpoints',
  'listCorridors',
  'listEntityCategories',
  'listExecutionPartners',
  'listProgramAuditKeys',
  'listProgramTemplates',
  'listSettlementPartners',
  'listVenues',
  'receiveIdentityVerification',
  'receiveMessagingUpdate',
  'receivePaymentProviderReport',
];

interface OperationEntry {
  label: string;
  path: string;
  method: string;
  operation: OperationObject;
}

function operationsOf(document: OpenAPIObject): OperationEntry[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ label: `${method.toUpperCase()} ${path}`, path, method, operation }] : [];
    }),
  );
}

describe('OpenAPI document as a contract', () => {
  let app: TestApp;
  let document: OpenAPIObject;
  let operations: OperationEntry[];

  beforeAll(async () => {
    app = await startTestApp({ env: { WEBHOOK_RETRY_SCHEDULE_MS: '30', SWEEPER_INTERVAL_MS: '200' } });
    document = await fetchOpenApi(app);
    operations = operationsOf(document);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should pass the OpenAPI 3.1 schema validator and Redocly lint (recommended rules) with no error', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(directory, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const checked = await run(join(__dirname, '..', '..', 'scripts', 'check-openapi.sh'), [file]).catch(
        (error: { stdout: string; stderr: string }) => ({ ...error, failed: true }),
      );
      expect({ failed: 'failed' in checked, output: 'failed' in checked ? checked.stdout : '' }).toEqual({
        failed: false,
        output: '',
      });
      expect(checked.stdout).toContain('"valid": true');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 60_000);

  it('should name a server', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('should give every operation a unique operation id that reads well in generated code', () => {
    const ids = [
      ...operations.map((entry) => entry.operation.operationId as string),
      ...Object.values(present(document.webhooks, 'webhooks')).map(
        (item) => present(item.post, 'webhook post').operationId as string,
      ),
    ];
    expect(ids.filter((id) => !/^[a-z][A-Za-z]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const byLabel = Object.fromEntries(operations.map((entry) => [entry.label, entry.operation.operationId]));
    expect(byLabel['POST /api/register']).toBe('registerProgram');
    expect(byLabel['GET /api/programs/{reference}']).toBe('getProgramStatus');
  });

  it('should declare who may call every operation, with security [] only on the public ones', () => {
    expect(operations.filter((entry) => !Array.isArray(entry.operation.security)).map((entry) => entry.label)).toEqual(
      [],
    );
    const open = operations.filter((entry) => present(entry.operation.security, entry.label).length === 0);
    expect(open.map((entry) => entry.operation.operationId as string).sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('should declare 401 on every operation that reads a credential, 429 under /api/ and 422 with input', () => {
    const missing = operations.flatMap(({ label, path, operation }) => {
      const codes = Object.keys(operation.responses);
      const credentialed = present(operation.security, label).some((entry) => Object.keys(entry).length > 0);
      const hasInput = (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined;
      return [
        credentialed && !codes.includes('401') ? `${label} 401` : [],
        path.startsWith('/api/') && !codes.includes('429') ? `${label} 429` : [],
        hasInput && !codes.includes('422') ? `${label} 422` : [],
        operation.requestBody !== undefined && !codes.includes('413') ? `${label} 413` : [],
      ].flat();
    });
    expect(missing).toEqual([]);
  });

  it('should give every JSON answer a schema: a named one for successes, HTTPError or HTTPValidationError for errors', () => {
    const problems = operations.flatMap(({ label, operation }) =>
      Object.entries(operation.responses).flatMap(([status, response]) => {
        const content = response && 'content' in response ? response.content : undefined;
        const media = content?.['application/json'];
        if (!media) {
          return status.startsWith('2') && content === undefined ? [`${label} ${status}: no content`] : [];
        }
        const schema: NamingSchema | undefined = media.schema;
        const choices = schema?.oneOf ?? schema?.anyOf;
        const allNamed = choices?.every((choice) => typeof choice.$ref === 'string') === true;
        const ref = schema?.$ref ?? schema?.items?.$ref ?? (allNamed ? choices?.[0].$ref : undefined);
        if (ref === undefined) {
          return [`${label} ${status}: unnamed schema`];
        }
        const errorBody = status >= '400' && !(label === 'GET /health' && status === '503');
        return errorBody && !ERROR_BODIES.has(ref) ? [`${label} ${status}: ${ref}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('should declare the answers integrators meet on the reads and writes they use most', () => {
    const codesOf = (label: string) =>
      Object.keys(operations.find((entry) => entry.label === label)?.operation.responses ?? {});
    expect(codesOf('GET /api/programs/{reference}')).toEqual(expect.arrayContaining(['200', '404', '429', '503']));
    expect(codesOf('GET /api/instructions/{instruction_id}')).toEqual(expect.arrayContaining(['401', '404']));
    expect(codesOf('PATCH /api/instructions/{instruction_id}')).toEqual(expect.arrayContaining(['404', '409']));
    expect(codesOf('POST /api/operator/api-keys')).toEqual(expect.arrayContaining(['401', '409', '422']));
    expect(codesOf('POST /api/register')).toEqual(expect.arrayContaining(['409', '413', '422', '429']));
    expect(codesOf('GET /api/corridors')).not.toContain('503');
  });

  it('should pre-fill no optional query parameter, so "Try it out" sends only what the integrator filled in', () => {
    const prefilled = operations.flatMap(({ label, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter): parameter is ParameterObject => !('$ref' in parameter))
        .filter((parameter) => parameter.in === 'query' && parameter.required !== true)
        .filter(
          (parameter) =>
            'example' in parameter ||
            'examples' in parameter ||
            'example' in (parameter.schema ?? {}) ||
            'examples' in (parameter.schema ?? {}),
        )
        .map((parameter) => `${label} ?${parameter.name}`),
    );
    expect(prefilled).toEqual([]);
  });

  it('should describe outbound deliveries in webhooks: the body, the Standard Webhooks headers and the answers', () => {
    const delivery = present(document.webhooks?.programEvent.post, 'webhooks.programEvent.post');
    expect(inline(delivery.requestBody, 'delivery body').content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/WebhookDelivery',
    });
    expect(
      present(delivery.parameters, 'delivery headers').map((parameter) => inline(parameter, 'header').name),
    ).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(Object.keys(delivery.responses)).toEqual(expect.arrayContaining(['2XX', '410', '429', 'default']));
    expect(inline(delivery.responses['429'], 'delivery 429').headers).toHaveProperty('Retry-After');
    expect(componentSchema(document, 'WebhookDelivery').required).toEqual([
      'event',
      'program_id',
      'handoff_ref',
      'timestamp',
      'event_id',
    ]);
  });

  it('should send deliveries whose body and headers are the ones its webhooks section describes', async () => {
    const receiver = await WebhookReceiver.start();
    try {
      const program = await registerProgram(app);
      await registerWebhook(app, program.reference, receiver.url(), WEBHOOK_SECRET);
      await app.http
        .patch(`/api/admin/registrations/${program.reference}`)
        .set('X-Admin-Token', TEST_ADMIN_TOKEN)
        .send({ status: 'reviewing' })
        .expect(200);
      await createInstruction(app, program.reference);
      // One delivery per event, in event order: the status change, then the handoff record's creation.
      const received = await receiver.waitFor(2);
      const schemas = new DocumentSchemas(document);
      const delivery = present(document.webhooks?.programEvent.post, 'webhooks.programEvent.post');
      const headerNames = present(delivery.parameters, 'delivery headers').map(
        (parameter) => inline(parameter, 'header').name,
      );
      for (const request of received) {
        expect(schemas.check(['components', 'schemas', 'WebhookDelivery'], JSON.parse(request.body))).toEqual({
          valid: true,
        });
        expect(headerNames.filter((name) => request.headers[name] === undefined)).toEqual([]);
        expect(signatureValid(request, WEBHOOK_SECRET)).toBe(true);
      }
      const bodies = received.map(deliveryPayload);
      expect(bodies.map((body) => [body.event, body.handoff_ref === null])).toEqual([
        ['program.status_changed', true],
        ['handoff_record.created', false],
      ]);
    } finally {
      await receiver.close();
    }
  });
});
