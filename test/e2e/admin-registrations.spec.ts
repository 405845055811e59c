import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { uploadDocument } from '../factories/document.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

interface Row {
  reference: string;
  full_name: string;
  email: string;
  status: string;
  corridor: string | null;
  partner_slug: string | null;
  instruction_count: number;
  document_count: number;
  checklist: { completed: number; total: number; required_open: number; percent_complete: number };
}

describe('Admin registrations list (GET /api/admin/registrations)', () => {
  let app: TestApp;
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    refs.plain = (await registerProgram(app, { full_name: 'Alice Plain', corridor: 'CA-US' })).reference;
    refs.docs = (
      await registerProgram(app, { full_name: 'Bob Docs', corridor: 'CA-GB', settlement_path: 'stablecoin' })
    ).reference;
    refs.partner = (
      await registerProgram(app, { full_name: 'Cara Partner', corridor: 'CA-US', partner_slug: 'acme-bank' })
    ).reference;
    await uploadDocument(app, refs.docs);
    await uploadDocument(app, refs.docs);
    await createInstruction(app, refs.partner);
    await app.http
      .patch(`/api/admin/registrations/${refs.partner}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing' })
      .expect(200);
  });

  afterAll(async () => {
    await app.close();
  });

  async function list(query: string): Promise<{ registrations: Row[]; count: number; total: number }> {
    const response = await app.http.get(`/api/admin/registrations${query}`).set(ADMIN_HEADERS).expect(200);
    return response.body as { registrations: Row[]; count: number; total: number };
  }

  it('should answer 401 without the admin credential', async () => {
    await app.http.get('/api/admin/registrations').expect(401);
  });

  it('should list newest first, unmasked, with counts and checklist completion', async () => {
    const body = await list('');
    expect(body.registrations.map((row) => row.reference)).toEqual([refs.partner, refs.docs, refs.plain]);
    expect(body.count).toBe(3);
    expect(body.total).toBe(3);
    const docs = body.registrations[1];
    expect(docs.full_name).toBe('Bob Docs');
    expect(docs.email).toMatch(/^applicant\d+@example\.com$/);
    expect(docs.document_count).toBe(2);
    expect(docs.instruction_count).toBe(0);
    expect(docs.checklist).toEqual({
      completed: 2,
      total: 4,
      required_open: 2,
      percent_complete: 50,
    });
    expect(body.registrations[0].instruction_count).toBe(1);
  });

  it.each([
    ['?status=reviewing', ['partner']],
    ['?corridor=CA-US', ['partner', 'plain']],
    ['?settlement_path=stablecoin', ['docs']],
    ['?has_documents=true', ['docs']],
    ['?has_documents=false', ['partner', 'plain']],
    ['?partner=acme-bank', ['partner']],
    ['?corridor=CA-US&has_documents=no&status=pending', ['plain']],
    ['?corridor=CA-US&partner=acme-bank&status=pending', []],
  ])('should filter with %s', async (query, expected) => {
    const body = await list(query);
    expect(body.registrations.map((row) => row.reference)).toEqual(expected.map((key) => refs[key]));
    expect(body.total).toBe(expected.length);
  });

  it('should read any page in the same fixed number of queries (no query per row)', async () => {
    const runner = app.dataSource.createQueryRunner();
    const prototype = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
    await runner.release();
    const spy = jest.spyOn(prototype, 'query');
    try {
      await list('?limit=1');
      const forOne = spy.mock.calls.length;
      spy.mockClear();
      await list('?limit=3');
      expect(spy.mock.calls.length).toBe(forOne);
      expect(forOne).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('should page with limit and report the total of all pages', async () => {
    const body = await list('?limit=2');
    expect(body.count).toBe(2);
    expect(body.total).toBe(3);
  });

  it.each([
    ['limit=0', ['query', 'limit'], 'greater_than_equal'],
    ['limit=1001', ['query', 'limit'], 'less_than_equal'],
    ['limit=x', ['query', 'limit'], 'int_parsing'],
    ['status=unknown', ['query', 'status'], 'enum'],
    ['has_documents=maybe', ['query', 'has_documents'], 'bool_parsing'],
  ])('should answer 422 for %s', async (query, loc, type) => {
    const response = await app.http.get(`/api/admin/registrations?${query}`).set(ADMIN_HEADERS).expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail[0]).toMatchObject({ loc, type });
  });
});
