import { OpenAPIObject } from '@nestjs/swagger';
import { componentSchema, fetchOpenApi, HttpMethod, inline, operationOf } from '../support/openapi-document';
import { startTestApp, TestApp } from '../support/test-app';

const HTTP_METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every path and method of interface.md that the service serves, in interface.md's words. */
export const INTERFACE_OPERATIONS: Array<[string, string]> = [
  ['get', '/health'],
  ['get', '/api/corridors'],
  ['get', '/api/settlement-partners'],
  ['get', '/api/execution-partners'],
  ['get', '/api/integrations/health'],
  ['get', '/api/venues'],
  ['get', '/api/readiness'],
  ['get', '/api/stats'],
  ['get', '/api/partners/{slug}'],
  ['get', '/api/program-entity-categories'],
  ['post', '/api/register'],
  ['post', '/api/programs'],
  ['get', '/api/register/{reference}'],
  ['get', '/api/programs/{reference}'],
  ['get', '/api/programs/{reference}/instructions'],
  ['get', '/api/programs/{reference}/events'],
  ['post', '/api/register/{reference}/portal-step'],
  ['get', '/api/checklist/{reference}'],
  ['patch', '/api/checklist/{reference}/items/{item_id}'],
  ['post', '/api/instructions'],
  ['get', '/api/instructions/{instruction_id}'],
  ['patch', '/api/instructions/{instruction_id}'],
  ['patch', '/api/admin/registrations/{reference}'],
  ['patch', '/api/admin/registrations/{reference}/status'],
  ['post', '/api/operator/api-keys'],
  ['get', '/api/partner/stats'],
  ['get', '/api/partner/registrations'],
  ['get', '/api/partner/export.csv'],
  ['get', '/api/register/{reference}/audit.json'],
  ['get', '/api/admin/registrations/{reference}/audit.json'],
  ['get', '/api/register/{reference}/compliance-report.html'],
  ['get', '/api/checklist/{reference}/export.html'],
  ['get', '/api/admin/export.csv'],
  ['get', '/admin/export.csv'],
  ['get', '/api/register/{reference}/reconciliation.json'],
  ['get', '/api/register/{reference}/program-health.json'],
  ['get', '/api/register/{reference}/entity-lineage.json'],
  ['get', '/api/documents/{reference}'],
  ['post', '/api/documents/{reference}'],
  ['get', '/api/admin/registrations'],
  ['post', '/admin/status'],
  ['post', '/api/operator/webhooks'],
  ['post', '/api/webhooks/idv-provider'],
  ['post', '/api/webhooks/payment-provider'],
  ['get', '/api/messaging/health'],
  ['post', '/api/messaging/webhook'],
];

const INTERFACE_COMPONENTS = [
  'RegistrationCreate',
  'RegistrationResponse',
  'RegistrationStatus',
  'ApplicationStatus',
  'InstructionCreate',
  'InstructionResponse',
  'InstructionPatch',
  'InstructionsList',
  'ProgramEventOut',
  'ProgramEventsList',
  'AdminRegistrationUpdate',
  'StatusUpdate',
  'ChecklistItemPatch',
  'PortalStepBody',
  'OperatorApiKeyCreate',
  'OperatorWebhookCreate',
  'HTTPValidationError',
  'ValidationError',
];

describe('OpenAPI document and API docs', () => {
  let app: TestApp;
  let document: OpenAPIObject;

  beforeAll(async () => {
    app = await startTestApp();
    document = await fetchOpenApi(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should be OpenAPI 3.1.0 with the service title and a version', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Program Workflow Service');
    expect(document.info.version).toEqual(expect.any(String));
  });

  it.each(INTERFACE_OPERATIONS)('should describe %s %s', (method, path) => {
    expect(operationOf(document, path, method)).toBeDefined();
  });

  it('should name the components as interface.md does', () => {
    for (const name of INTERFACE_COMPONENTS) {
      expect(document.components?.schemas?.[name]).toBeDefined();
    }
  });

  it('should use 3.1 type arrays instead of nullable anywhere', () => {
    expect(JSON.stringify(document)).not.toContain('"nullable"');
    const registrationCreate = componentSchema(document, 'RegistrationCreate');
    const corridor = inline(registrationCreate.properties?.corridor, 'RegistrationCreate.corridor');
    expect(corridor.type).toEqual(['string', 'null']);
    expect(corridor.maxLength).toBe(20);
    expect(registrationCreate.required).toEqual(['full_name', 'email']);
  });

  it('should declare the 422 HTTPValidationError response on every operation with input', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!operation) {
          continue;
        }
        const hasInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
        if (hasInput) {
          const invalid = operation.responses['422'];
          const schema = invalid && 'content' in invalid ? invalid.content?.['application/json'].schema : undefined;
          expect({ path, method, schema }).toEqual({
            path,
            method,
            schema: { $ref: '#/components/schemas/HTTPValidationError' },
          });
        }
      }
    }
  });

  it('should declare the admin header, admin cookie and partner token security schemes', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      AdminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token' },
      AdminCookie: { type: 'apiKey', in: 'cookie', name: 'ops_admin' },
      PartnerToken: { type: 'apiKey', in: 'header', name: 'X-Partner-Token' },
    });
    const adminPatch = operationOf(document, '/api/admin/registrations/{reference}', 'patch');
    expect(adminPatch?.security).toEqual(expect.arrayContaining([{ AdminToken: [] }, { AdminCookie: [] }]));
    expect(adminPatch?.responses['401']).toBeDefined();
  });

  it('should serve Swagger UI and ReDoc from the installed packages, with no external host', async () => {
    const swagger = await app.http.get('/docs').expect(200);
    const redoc = await app.http.get('/redoc').expect(200);
    for (const page of [swagger.text, redoc.text]) {
      expect(page).not.toMatch(/(src|href)=["']https?:\/\//);
    }
    expect(redoc.text).toContain('/openapi.json');
    const bundle = await app.http.get('/redoc/assets/redoc.standalone.js').expect(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    await app.http.get('/docs/swagger-ui-bundle.js').expect(200);
  });
});
