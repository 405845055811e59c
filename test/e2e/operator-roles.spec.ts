import type { OpenAPIObject } from '@nestjs/swagger';
import type { Response } from 'supertest';
import { SAMPLE_FILES, uploadDocument } from '../factories/document.factory';
import { createInstruction, instructionInput } from '../factories/instruction.factory';
import { issueApiKey } from '../factories/instruction-actors.factory';
import { registerProgram, registrationInput } from '../factories/registration.factory';
import { fetchOpenApi } from '../support/openapi-document';
import {
  BOOTSTRAP_HEADERS,
  createOperator,
  createOperatorWithToken,
  issueOperatorToken,
  OPERATOR_ROLES,
  OperatorRole,
  TestOperator,
} from '../support/operators';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { rememberSecret } from '../support/secret-registry';
import { registerWebhook, waitForDeliveries } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * The route × role matrix of issue 17, written down independently of the code: the least operator role each
 * operation the admin credential opens needs. viewer = reads and exports; reviewer = work on programs (status
 * moves other than approved/declined, notes, checklist, documents, handoff records, intake and portal steps as an
 * operator); approver = confirming approvals; owner = operators, API keys, webhooks, the operator log. Personal
 * token routes admit every operator at the route (the service lets them manage their own tokens only).
 */
const LEAST_ROLE: Record<string, OperatorRole> = {
  'GET /api/programs/{reference}/events': 'viewer',
  'GET /api/checklist/{reference}': 'viewer',
  'PATCH /api/checklist/{reference}/items/{item_id}': 'reviewer',
  'POST /api/register': 'reviewer',
  'POST /api/programs': 'reviewer',
  'GET /api/register/{reference}': 'viewer',
  'GET /api/programs/{reference}': 'viewer',
  'POST /api/register/{reference}/portal-step': 'reviewer',
  'PATCH /api/admin/registrations/{reference}': 'reviewer',
  'PATCH /api/admin/registrations/{reference}/status': 'reviewer',
  'POST /admin/status': 'reviewer',
  'POST /admin/programs/{reference}/checklist/{item_id}': 'reviewer',
  'POST /admin/programs/{reference}/documents': 'reviewer',
  'POST /admin/programs/{reference}/handoff-records': 'reviewer',
  'POST /admin/programs/{reference}/handoff-records/{instruction_id}': 'reviewer',
  'POST /api/instructions': 'reviewer',
  'GET /api/instructions/{instruction_id}': 'viewer',
  'PATCH /api/instructions/{instruction_id}': 'reviewer',
  'GET /api/programs/{reference}/instructions': 'viewer',
  'POST /api/documents/{reference}': 'reviewer',
  'GET /api/documents/{reference}': 'viewer',
  'GET /api/documents/{reference}/{document_id}/content': 'viewer',
  'GET /api/register/{reference}/audit.json': 'viewer',
  'GET /api/register/{reference}/compliance-report.html': 'viewer',
  'GET /api/register/{reference}/reconciliation.json': 'viewer',
  'GET /api/register/{reference}/program-health.json': 'viewer',
  'GET /api/register/{reference}/entity-lineage.json': 'viewer',
  'GET /api/admin/registrations/{reference}/audit.json': 'viewer',
  'GET /api/admin/export.csv': 'viewer',
  'GET /admin/export.csv': 'viewer',
  'GET /api/checklist/{reference}/export.html': 'viewer',
  'GET /api/admin/registrations': 'viewer',
  'GET /api/operator/approvals': 'viewer',
  'POST /api/operator/approvals/{id}/confirm': 'approver',
  'POST /api/operator/approvals/{id}/reject': 'approver',
  'POST /admin/approvals/{id}/confirm': 'approver',
  'POST /admin/approvals/{id}/reject': 'approver',
  'POST /api/operator/api-keys': 'owner',
  'GET /api/operator/api-keys': 'owner',
  'DELETE /api/operator/api-keys/{slug}': 'owner',
  'POST /admin/partners/keys': 'owner',
  'POST /admin/partners/keys/rotate': 'owner',
  'POST /admin/partners/keys/revoke': 'owner',
  'POST /api/operator/webhooks': 'owner',
  'GET /api/operator/webhooks': 'owner',
  'DELETE /api/operator/webhooks/{id}': 'owner',
  'GET /api/operator/webhooks/{id}/deliveries': 'owner',
  'POST /api/operator/webhook-deliveries/{id}/redeliver': 'owner',
  'POST /api/operator/endpoints': 'owner',
  'GET /api/operator/endpoints': 'owner',
  'GET /api/operator/endpoints/{id}': 'owner',
  'PATCH /api/operator/endpoints/{id}': 'owner',
  'DELETE /api/operator/endpoints/{id}': 'owner',
  'POST /api/operator/endpoints/{id}/rotate-secret': 'owner',
  'POST /api/operator/endpoints/{id}/test': 'owner',
  'GET /api/operator/endpoints/{id}/deliveries': 'owner',
  'POST /api/operator/endpoints/{id}/recover': 'owner',
  'POST /api/operator/endpoints/{id}/replay-missing': 'owner',
  'GET /api/operator/endpoints/{id}/stats': 'owner',
  'POST /api/operator/operators': 'owner',
  'GET /api/operator/operators': 'owner',
  'GET /api/operator/operators/{id}': 'owner',
  'PATCH /api/operator/operators/{id}': 'owner',
  'POST /admin/operators/new': 'owner',
  'POST /admin/operators/{id}/role': 'owner',
  'POST /admin/operators/{id}/deactivate': 'owner',
  'POST /admin/operators/{id}/reactivate': 'owner',
  'POST /api/operator/operators/{id}/tokens': 'viewer',
  'GET /api/operator/operators/{id}/tokens': 'viewer',
  'DELETE /api/operator/operators/{id}/tokens/{token_id}': 'viewer',
  'POST /admin/operators/{id}/tokens': 'viewer',
  'POST /admin/operators/{id}/tokens/{token_id}/revoke': 'viewer',
  'GET /api/operator/audit-log': 'owner',
  'POST /api/admin/registrations/{reference}/erase': 'owner',
  'POST /api/operator/audit/checkpoints': 'owner',
};

const RANK: Record<OperatorRole, number> = { viewer: 0, reviewer: 1, approver: 2, owner: 3 };
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Who sends the request: an operator of each role with a personal token, and the bootstrap credential. */
interface Credential {
  label: string;
  role: OperatorRole;
  headers: Record<string, string>;
  /** The operator's own id (the bootstrap credential manages a spare operator's tokens). */
  operatorId: number;
}

/** Sends the request as `who`; `who` may be refused (then fixtures it made are simply left unused). */
type Call = (who: Credential) => Promise<Response>;

interface Case {
  call: Call;
  /** The status a caller with the role gets (the approvals are looked up by an id no approval has: 404). */
  allowed: number;
}

interface DocumentedOperation {
  key: string;
  role: unknown;
}

function adminTokenOperations(document: OpenAPIObject): DocumentedOperation[] {
  const found: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) {
      const operation = item[method] as { security?: Array<Record<string, unknown>> } | undefined;
      if (operation?.security?.some((requirement) => 'AdminToken' in requirement)) {
        found.push({
          key: `${method.toUpperCase()} ${path}`,
          role: (operation as Record<string, unknown>)['x-operator-role'],
        });
      }
    }
  }
  return found;
}

describe('Operator route × role matrix', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let documented: DocumentedOperation[];
  let credentials: Credential[];
  let reference: string;
  let documentId: string;
  let instructionId: number;
  let webhookId: number;
  let deliveryId: number;
  let spareOperatorId: number;
  let slugs = 0;
  let emails = 0;

  beforeAll(async () => {
    app = await startTestApp({ env: { SWEEPER_INTERVAL_MS: '200' } });
    receiver = await WebhookReceiver.start();
    documented = adminTokenOperations(await fetchOpenApi(app));

    const operators: TestOperator[] = [];
    for (const role of OPERATOR_ROLES) {
      operators.push(await createOperatorWithToken(app, role));
    }
    spareOperatorId = (await createOperator(app, 'viewer')).id;
    credentials = [
      ...operators.map((operator) => ({
        label: `${operator.role} operator`,
        role: operator.role,
        headers: operator.headers,
        operatorId: operator.id,
      })),
      { label: 'bootstrap token', role: 'owner' as const, headers: BOOTSTRAP_HEADERS, operatorId: spareOperatorId },
    ];

    const program = await registerProgram(app, { client_role: 'business' });
    reference = program.reference;
    documentId = (await uploadDocument(app, reference)).id;
    instructionId = (await createInstruction(app, reference)).id;
    const webhook = await registerWebhook(app, reference, receiver.url());
    webhookId = webhook.id;
    await app.http.patch(`/api/checklist/${reference}/items/aml_programme`).send({ done: true }).expect(200);
    const [delivery] = await waitForDeliveries(app, webhookId, (list) => list[0]?.status === 'delivered');
    deliveryId = delivery.id;
  });

  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  const get =
    (path: () => string): Call =>
    (who) =>
      app.http.get(path()).set(who.headers);

  const CASES: Record<string, Case> = {
    'GET /api/programs/{reference}/events': { call: get(() => `/api/programs/${reference}/events`), allowed: 200 },
    'GET /api/checklist/{reference}': { call: get(() => `/api/checklist/${reference}`), allowed: 200 },
    'PATCH /api/checklist/{reference}/items/{item_id}': {
      call: (who) =>
        app.http
          .patch(`/api/checklist/${reference}/items/settlement_path_confirmed`)
          .set(who.headers)
          .send({ done: true }),
      allowed: 200,
    },
    'POST /api/register': {
      call: (who) => app.http.post('/api/register').set(who.headers).send(registrationInput()),
      allowed: 200,
    },
    'POST /api/programs': {
      call: (who) => app.http.post('/api/programs').set(who.headers).send(registrationInput()),
      allowed: 200,
    },
    'GET /api/register/{reference}': { call: get(() => `/api/register/${reference}`), allowed: 200 },
    'GET /api/programs/{reference}': { call: get(() => `/api/programs/${reference}`), allowed: 200 },
    'POST /api/register/{reference}/portal-step': {
      call: (who) => app.http.post(`/api/register/${reference}/portal-step`).set(who.headers).send({ step: 'verify' }),
      allowed: 200,
    },
    'PATCH /api/admin/registrations/{reference}': {
      call: (who) =>
        app.http
          .patch(`/api/admin/registrations/${reference}`)
          .set(who.headers)
          .send({ status_note: `checked by ${who.label}` }),
      allowed: 200,
    },
    'PATCH /api/admin/registrations/{reference}/status': {
      call: (who) =>
        app.http.patch(`/api/admin/registrations/${reference}/status`).set(who.headers).send({ status: 'reviewing' }),
      allowed: 200,
    },
    'POST /admin/status': {
      call: (who) =>
        app.http
          .post('/admin/status')
          .set(who.headers)
          .type('form')
          .send({ reference, status: 'kyc_pending', status_note: '' }),
      allowed: 200,
    },
    'POST /api/instructions': {
      call: (who) => app.http.post('/api/instructions').set(who.headers).send(instructionInput(reference)),
      allowed: 200,
    },
    'GET /api/instructions/{instruction_id}': { call: get(() => `/api/instructions/${instructionId}`), allowed: 200 },
    'PATCH /api/instructions/{instruction_id}': {
      call: async (who) => {
        const fresh = await createInstruction(app, reference);
        return app.http
          .patch(`/api/instructions/${fresh.id}`)
          .set(who.headers)
          .send({ status: 'submitted', external_id: `EXT-${fresh.id}` });
      },
      allowed: 200,
    },
    'GET /api/programs/{reference}/instructions': {
      call: get(() => `/api/programs/${reference}/instructions`),
      allowed: 200,
    },
    // The console's work forms: each allowed call changes the program (so a 303), the item toggled from its state.
    'POST /admin/programs/{reference}/checklist/{item_id}': {
      call: async (who) => {
        const checklist = await app.http.get(`/api/checklist/${reference}`).set(BOOTSTRAP_HEADERS).expect(200);
        const item = (checklist.body as { items: Array<{ id: string; done: boolean }> }).items[0];
        return app.http
          .post(`/admin/programs/${reference}/checklist/${item.id}`)
          .set(who.headers)
          .type('form')
          .send({ done: String(!item.done), comment: `by ${who.label}` });
      },
      allowed: 303,
    },
    'POST /admin/programs/{reference}/documents': {
      call: (who) =>
        app.http
          .post(`/admin/programs/${reference}/documents`)
          .set(who.headers)
          .attach('file', SAMPLE_FILES.png, `console-${who.role}.png`),
      allowed: 303,
    },
    'POST /admin/programs/{reference}/handoff-records': {
      call: (who) =>
        app.http
          .post(`/admin/programs/${reference}/handoff-records`)
          .set(who.headers)
          .type('form')
          .send({ provider: 'bank-partner', payload: '{"leg": 1}' }),
      allowed: 303,
    },
    'POST /admin/programs/{reference}/handoff-records/{instruction_id}': {
      call: async (who) => {
        const record = await createInstruction(app, reference, {}, BOOTSTRAP_HEADERS);
        return app.http
          .post(`/admin/programs/${reference}/handoff-records/${record.id}`)
          .set(who.headers)
          .type('form')
          .send({ status: 'submitted' });
      },
      allowed: 303,
    },
    'POST /api/documents/{reference}': {
      call: (who) =>
        app.http
          .post(`/api/documents/${reference}`)
          .set(who.headers)
          .attach('file', SAMPLE_FILES.png, `${who.role}.png`),
      allowed: 200,
    },
    'GET /api/documents/{reference}': { call: get(() => `/api/documents/${reference}`), allowed: 200 },
    'GET /api/documents/{reference}/{document_id}/content': {
      call: get(() => `/api/documents/${reference}/${documentId}/content`),
      allowed: 200,
    },
    'GET /api/register/{reference}/audit.json': {
      call: get(() => `/api/register/${reference}/audit.json`),
      allowed: 200,
    },
    'GET /api/register/{reference}/compliance-report.html': {
      call: get(() => `/api/register/${reference}/compliance-report.html`),
      allowed: 200,
    },
    'GET /api/register/{reference}/reconciliation.json': {
      call: get(() => `/api/register/${reference}/reconciliation.json`),
      allowed: 200,
    },
    'GET /api/register/{reference}/program-health.json': {
      call: get(() => `/api/register/${reference}/program-health.json`),
      allowed: 200,
    },
    'GET /api/register/{reference}/entity-lineage.json': {
      call: get(() => `/api/register/${reference}/entity-lineage.json`),
      allowed: 200,
    },
    'GET /api/admin/registrations/{reference}/audit.json': {
      call: get(() => `/api/admin/registrations/${reference}/audit.json`),
      allowed: 200,
    },
    'GET /api/admin/export.csv': { call: get(() => '/api/admin/export.csv'), allowed: 200 },
    'GET /admin/export.csv': { call: get(() => '/admin/export.csv'), allowed: 200 },
    'GET /api/checklist/{reference}/export.html': {
      call: get(() => `/api/checklist/${reference}/export.html`),
      allowed: 200,
    },
    'GET /api/admin/registrations': { call: get(() => '/api/admin/registrations'), allowed: 200 },
    'GET /api/operator/approvals': { call: get(() => '/api/operator/approvals'), allowed: 200 },
    'POST /api/operator/approvals/{id}/confirm': {
      call: (who) => app.http.post('/api/operator/approvals/999999/confirm').set(who.headers).send({}),
      allowed: 404,
    },
    'POST /api/operator/approvals/{id}/reject': {
      call: (who) =>
        app.http.post('/api/operator/approvals/999999/reject').set(who.headers).send({ reason: 'not this one' }),
      allowed: 404,
    },
    'POST /admin/approvals/{id}/confirm': {
      call: (who) => app.http.post('/admin/approvals/999999/confirm').set(who.headers).type('form').send({}),
      allowed: 404,
    },
    'POST /admin/approvals/{id}/reject': {
      call: (who) =>
        app.http.post('/admin/approvals/999999/reject').set(who.headers).type('form').send({ reason: 'not this one' }),
      allowed: 404,
    },
    'POST /api/operator/api-keys': {
      call: (who) =>
        app.http
          .post('/api/operator/api-keys')
          .set(who.headers)
          .send({ slug: `matrix-${++slugs}` }),
      allowed: 200,
    },
    'GET /api/operator/api-keys': { call: get(() => '/api/operator/api-keys'), allowed: 200 },
    'DELETE /api/operator/api-keys/{slug}': {
      call: async (who) => {
        const issued = await issueApiKey(app, `doomed-${++slugs}`);
        return app.http.delete(`/api/operator/api-keys/${issued.slug}`).set(who.headers);
      },
      allowed: 200,
    },
    'POST /admin/partners/keys': {
      call: async (who) => {
        const response = await app.http
          .post('/admin/partners/keys')
          .set(who.headers)
          .type('form')
          .send({ slug: `console-matrix-${++slugs}` });
        rememberSecret(/id="new-api-key">([^<]+)</.exec(response.text)?.[1] ?? '');
        return response;
      },
      allowed: 200,
    },
    'POST /admin/partners/keys/rotate': {
      call: async (who) => {
        const response = await app.http
          .post('/admin/partners/keys/rotate')
          .set(who.headers)
          .type('form')
          .send({ slug: `console-matrix-${++slugs}` });
        rememberSecret(/id="new-api-key">([^<]+)</.exec(response.text)?.[1] ?? '');
        return response;
      },
      allowed: 200,
    },
    'POST /admin/partners/keys/revoke': {
      call: async (who) => {
        const issued = await issueApiKey(app, `console-doomed-${++slugs}`);
        return app.http.post('/admin/partners/keys/revoke').set(who.headers).type('form').send({ slug: issued.slug });
      },
      allowed: 303,
    },
    'POST /api/operator/webhooks': {
      call: (who) =>
        app.http
          .post('/api/operator/webhooks')
          .set(who.headers)
          .send({ reference, url: receiver.url(`/hook-${++slugs}`), secret: null }),
      allowed: 200,
    },
    'GET /api/operator/webhooks': { call: get(() => '/api/operator/webhooks'), allowed: 200 },
    'DELETE /api/operator/webhooks/{id}': {
      call: async (who) => {
        const doomed = await registerWebhook(app, reference, receiver.url(`/doomed-${++slugs}`));
        return app.http.delete(`/api/operator/webhooks/${doomed.id}`).set(who.headers);
      },
      allowed: 200,
    },
    'GET /api/operator/webhooks/{id}/deliveries': {
      call: get(() => `/api/operator/webhooks/${webhookId}/deliveries`),
      allowed: 200,
    },
    'POST /api/operator/webhook-deliveries/{id}/redeliver': {
      call: (who) => app.http.post(`/api/operator/webhook-deliveries/${deliveryId}/redeliver`).set(who.headers),
      allowed: 200,
    },
    'POST /api/operator/endpoints': {
      call: (who) =>
        app.http
          .post('/api/operator/endpoints')
          .set(who.headers)
          .send({ url: receiver.url(`/endpoint-${++slugs}`), event_types: ['webhook.test'] }),
      allowed: 200,
    },
    'GET /api/operator/endpoints': { call: get(() => '/api/operator/endpoints'), allowed: 200 },
    'GET /api/operator/endpoints/{id}': { call: get(() => `/api/operator/endpoints/${webhookId}`), allowed: 200 },
    'PATCH /api/operator/endpoints/{id}': {
      call: (who) =>
        app.http.patch(`/api/operator/endpoints/${webhookId}`).set(who.headers).send({ description: 'matrix' }),
      allowed: 200,
    },
    'DELETE /api/operator/endpoints/{id}': {
      call: async (who) => {
        const doomed = await registerWebhook(app, reference, receiver.url(`/doomed-endpoint-${++slugs}`));
        return app.http.delete(`/api/operator/endpoints/${doomed.id}`).set(who.headers);
      },
      allowed: 200,
    },
    'POST /api/operator/endpoints/{id}/rotate-secret': {
      call: (who) => app.http.post(`/api/operator/endpoints/${webhookId}/rotate-secret`).set(who.headers),
      allowed: 200,
    },
    'POST /api/operator/endpoints/{id}/test': {
      call: (who) => app.http.post(`/api/operator/endpoints/${webhookId}/test`).set(who.headers),
      allowed: 200,
    },
    'GET /api/operator/endpoints/{id}/deliveries': {
      call: get(() => `/api/operator/endpoints/${webhookId}/deliveries`),
      allowed: 200,
    },
    'POST /api/operator/endpoints/{id}/recover': {
      call: (who) =>
        app.http
          .post(`/api/operator/endpoints/${webhookId}/recover`)
          .set(who.headers)
          .send({ since: '2026-01-01T00:00:00Z', dry_run: true }),
      allowed: 200,
    },
    'POST /api/operator/endpoints/{id}/replay-missing': {
      call: (who) =>
        app.http
          .post(`/api/operator/endpoints/${webhookId}/replay-missing`)
          .set(who.headers)
          .send({ since: '2026-01-01T00:00:00Z', dry_run: true }),
      allowed: 200,
    },
    'GET /api/operator/endpoints/{id}/stats': {
      call: get(() => `/api/operator/endpoints/${webhookId}/stats`),
      allowed: 200,
    },
    'POST /api/operator/operators': {
      call: (who) =>
        app.http
          .post('/api/operator/operators')
          .set(who.headers)
          .send({ email: `matrix${++emails}@operator.example`, display_name: 'Matrix Person', role: 'viewer' }),
      allowed: 201,
    },
    'GET /api/operator/operators': { call: get(() => '/api/operator/operators'), allowed: 200 },
    'GET /api/operator/operators/{id}': { call: get(() => `/api/operator/operators/${spareOperatorId}`), allowed: 200 },
    'PATCH /api/operator/operators/{id}': {
      call: (who) =>
        app.http.patch(`/api/operator/operators/${spareOperatorId}`).set(who.headers).send({ role: 'viewer' }),
      allowed: 200,
    },
    'POST /api/operator/operators/{id}/tokens': {
      call: (who) =>
        app.http.post(`/api/operator/operators/${who.operatorId}/tokens`).set(who.headers).send({ name: 'own script' }),
      allowed: 201,
    },
    'GET /api/operator/operators/{id}/tokens': {
      call: (who) => app.http.get(`/api/operator/operators/${who.operatorId}/tokens`).set(who.headers),
      allowed: 200,
    },
    'DELETE /api/operator/operators/{id}/tokens/{token_id}': {
      call: async (who) => {
        const extra = await issueOperatorToken(app, who.operatorId, { name: 'to revoke' });
        return app.http.delete(`/api/operator/operators/${who.operatorId}/tokens/${extra.id}`).set(who.headers);
      },
      allowed: 200,
    },
    'POST /admin/operators/new': {
      call: (who) =>
        app.http
          .post('/admin/operators/new')
          .set(who.headers)
          .type('form')
          .send({
            email: `console-matrix${++emails}@operator.example`,
            display_name: 'Console Matrix',
            role: 'viewer',
          }),
      allowed: 303,
    },
    'POST /admin/operators/{id}/role': {
      call: (who) =>
        app.http
          .post(`/admin/operators/${spareOperatorId}/role`)
          .set(who.headers)
          .type('form')
          .send({ role: 'viewer' }),
      allowed: 303,
    },
    'POST /admin/operators/{id}/deactivate': {
      call: async (who) => {
        const doomed = await createOperator(app, 'viewer');
        return app.http.post(`/admin/operators/${doomed.id}/deactivate`).set(who.headers).type('form').send({});
      },
      allowed: 303,
    },
    'POST /admin/operators/{id}/reactivate': {
      call: (who) =>
        app.http.post(`/admin/operators/${spareOperatorId}/reactivate`).set(who.headers).type('form').send({}),
      allowed: 303,
    },
    'POST /admin/operators/{id}/tokens': {
      call: async (who) => {
        const response = await app.http
          .post(`/admin/operators/${who.operatorId}/tokens`)
          .set(who.headers)
          .type('form')
          .send({ name: 'own console token' });
        rememberSecret(/id="new-operator-token">([^<]+)</.exec(response.text)?.[1] ?? '');
        return response;
      },
      allowed: 200,
    },
    'POST /admin/operators/{id}/tokens/{token_id}/revoke': {
      call: async (who) => {
        const extra = await issueOperatorToken(app, who.operatorId, { name: 'to revoke in the console' });
        return app.http
          .post(`/admin/operators/${who.operatorId}/tokens/${extra.id}/revoke`)
          .set(who.headers)
          .type('form')
          .send({});
      },
      allowed: 303,
    },
    'GET /api/operator/audit-log': { call: get(() => '/api/operator/audit-log'), allowed: 200 },
    // The matrix's program is open: an owner passes the role check and meets the rule (409 program_still_open).
    'POST /api/admin/registrations/{reference}/erase': {
      call: (who) => app.http.post(`/api/admin/registrations/${reference}/erase`).set(who.headers).send({}),
      allowed: 409,
    },
    'POST /api/operator/audit/checkpoints': {
      call: (who) => app.http.post('/api/operator/audit/checkpoints').set(who.headers).send({}),
      allowed: 200,
    },
  };

  it('should document every admin-token operation in the matrix with the role the matrix gives it', () => {
    const unlisted = documented.filter((operation) => !(operation.key in LEAST_ROLE)).map((operation) => operation.key);
    expect(unlisted).toEqual([]);
    const mismatched = documented
      .filter((operation) => operation.key in LEAST_ROLE && operation.role !== LEAST_ROLE[operation.key])
      .map(
        (operation) => `${operation.key}: documented ${String(operation.role)}, matrix ${LEAST_ROLE[operation.key]}`,
      );
    expect(mismatched).toEqual([]);
  });

  it('should have a request for every operation of the matrix', () => {
    expect(Object.keys(LEAST_ROLE).filter((key) => !(key in CASES))).toEqual([]);
  });

  it('should refuse roles below each operation with 403 operator_role_required and admit the others', async () => {
    const wrong: string[] = [];
    for (const operation of documented) {
      const required = LEAST_ROLE[operation.key];
      const testCase = CASES[operation.key];
      if (!required || !testCase) {
        continue;
      }
      for (const who of credentials) {
        const response = await testCase.call(who);
        const code = (response.body as { code?: unknown } | undefined)?.code;
        const where = `${operation.key} as ${who.label}`;
        if (RANK[who.role] < RANK[required]) {
          if (response.status !== 403 || code !== 'operator_role_required') {
            wrong.push(`${where}: expected 403 operator_role_required, got ${response.status} ${String(code)}`);
          }
        } else if (response.status !== testCase.allowed) {
          wrong.push(`${where}: expected ${testCase.allowed}, got ${response.status} ${String(code)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('should refuse an operator whose role is too low before reading the body', async () => {
    const viewer = credentials.find((who) => who.role === 'viewer');
    const response = await app.http
      .patch(`/api/admin/registrations/${reference}`)
      .set(viewer?.headers ?? {})
      .send({ status: 'no-such-status', unknown: true })
      .expect(403);
    expect(bodyOf<'HTTPError'>(response).code).toBe('operator_role_required');
  });
});
