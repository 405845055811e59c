import { componentSchema, fetchOpenApi, operationOf } from '../support/openapi-document';
import { startTestApp, TestApp } from '../support/test-app';

describe('OpenAPI components of handoff records, API keys and partner routes', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should name the components as interface.md does and declare the routes', async () => {
    const document = await fetchOpenApi(app);
    for (const name of [
      'InstructionCreate',
      'InstructionResponse',
      'InstructionPatch',
      'InstructionsList',
      'OperatorApiKeyCreate',
    ]) {
      expect(document.components?.schemas).toHaveProperty(name);
    }
    expect(componentSchema(document, 'InstructionResponse').required).toEqual([
      'id',
      'instruction_ref',
      'reference',
      'provider',
      'action',
      'external_id',
      'status',
      'created_at',
      'updated_at',
    ]);
    for (const path of [
      '/api/instructions',
      '/api/instructions/{instruction_id}',
      '/api/programs/{reference}/instructions',
      '/api/operator/api-keys',
      '/api/operator/api-keys/{slug}',
      '/api/partner/stats',
      '/api/partner/registrations',
      '/api/partner/export.csv',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    expect(operationOf(document, '/api/partner/stats', 'get')?.security).toEqual([{ PartnerToken: [] }]);
  });
});
