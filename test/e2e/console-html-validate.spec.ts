import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { moveProgram, registerProgram } from '../factories/registration.factory';
import { htmlProblems } from '../support/html-validity';
import { startTestApp, TestApp } from '../support/test-app';

/** Every console page state an operator can reach, checked by html-validate's recommended rules (issue 22). */
describe('Console pages are valid HTML (html-validate)', () => {
  let app: TestApp;
  let reference: string;
  let endpointId: number;

  beforeAll(async () => {
    app = await startTestApp();
    reference = (
      await registerProgram(app, {
        full_name: 'Ada <b>Lovelace</b>',
        company: 'Engines & Sons',
        partner_slug: 'maple-remit',
      })
    ).reference;
    const other = await registerProgram(app, { full_name: 'Grace Hopper' });
    await moveProgram(app, other.reference, ['reviewing', 'approved']);
    await createInstruction(app, reference, {}, ADMIN_HEADERS);
    const endpoint = await app.http
      .post('/api/operator/endpoints')
      .set(ADMIN_HEADERS)
      .send({ url: 'https://receiver.example/hook', description: 'Ledger <sync>' })
      .expect(200);
    endpointId = (endpoint.body as { id: number }).id;
  });

  afterAll(async () => {
    await app.close();
  });

  const pages: Array<[string, () => string, number]> = [
    ['the sign-in page', () => '/admin', 200],
    ['the registrations table', () => '/admin?status=pending', 200],
    ['a program', () => `/admin/programs/${reference}`, 200],
    ['the approvals queue', () => '/admin/approvals', 200],
    ['the dashboard', () => '/admin/dashboard', 200],
    ['search results', () => '/admin/search?q=ada', 200],
    ['a refused search', () => `/admin/search?q=${'x'.repeat(101)}`, 400],
    ['the endpoints', () => '/admin/endpoints', 200],
    ['an endpoint', () => `/admin/endpoints/${endpointId}`, 200],
    ['the partners', () => '/admin/partners', 200],
    ['a partner', () => '/admin/partners/maple-remit', 200],
    ['the operators', () => '/admin/operators', 200],
  ];

  it.each(pages)('should validate %s', async (name, path, status) => {
    const request = app.http.get(path());
    const response = await (name === 'the sign-in page' ? request : request.set(ADMIN_HEADERS)).expect(status);
    expect(await htmlProblems(response.text)).toEqual([]);
  });
});
