import { REGISTRATION_CSV_HEADER } from '../../src/partners/registration-csv.exporter';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { uploadDocument } from '../factories/document.factory';
import { parseCsv } from '../support/csv-parser';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

function byReference(text: string): Map<string, Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([...REGISTRATION_CSV_HEADER]);
  return new Map(
    rows.map((row) => {
      const record = Object.fromEntries(header.map((name, index) => [name, row[index]]));
      return [record.reference, record];
    }),
  );
}

describe('Admin CSV export (GET /api/admin/export.csv, GET /admin/export.csv)', () => {
  let app: TestApp;
  let withDocuments: string;
  let partnerProgram: string;
  let hostile: string;
  let disguised: string;

  beforeAll(async () => {
    app = await startTestApp();
    withDocuments = (await registerProgram(app)).reference;
    await uploadDocument(app, withDocuments);
    await uploadDocument(app, withDocuments);
    await createInstruction(app, withDocuments);
    partnerProgram = (await registerProgram(app, { partner_slug: 'maple-remit' })).reference;
    hostile = (
      await registerProgram(app, { full_name: '=HYPERLINK("http://evil")', company: '+1 555, "quoted"', notes: '@x' })
    ).reference;
    disguised = (
      await registerProgram(app, {
        full_name: '\u00a0\ufeff =1+2',
        company: '\n-3',
        legal_entity_name: '＠SUM(A1)',
        corridor: '\u3000＝1+2',
      })
    ).reference;
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(['/api/admin/export.csv', '/admin/export.csv'])(
    'should stream every registration with document and handoff counts on %s',
    async (path) => {
      const response = await app.http.get(path).set(ADMIN_HEADERS).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="registrations-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const rows = byReference(response.text);
      expect(rows.size).toBe(4);
      expect(rows.get(withDocuments)).toMatchObject({ document_count: '2', instruction_count: '1' });
      expect(rows.get(partnerProgram)).toMatchObject({ document_count: '0', partner_slug: 'maple-remit' });
    },
  );

  it('should guard formula cells and quote per RFC 4180', async () => {
    const response = await app.http.get('/api/admin/export.csv').set(ADMIN_HEADERS).expect(200);
    const row = byReference(response.text).get(hostile);
    expect(row).toMatchObject({ full_name: `'=HYPERLINK("http://evil")`, company: `'+1 555, "quoted"` });
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it.each(['/api/admin/export.csv', '/admin/export.csv'])(
    'should guard cells that start like a formula after spaces, LF, BOM, no-break spaces or in fullwidth on %s',
    async (path) => {
      const response = await app.http.get(path).set(ADMIN_HEADERS).expect(200);
      expect(byReference(response.text).get(disguised)).toMatchObject({
        full_name: "'\u00a0\ufeff =1+2",
        company: "'\n-3",
        legal_entity_name: "'＠SUM(A1)",
        corridor: "'\u3000＝1+2",
      });
      expect(response.text).toContain(`,"'\n-3",`);
    },
  );

  it.each(['/api/admin/export.csv', '/admin/export.csv'])('should filter by partner on %s', async (path) => {
    const response = await app.http.get(`${path}?partner=maple-remit`).set(ADMIN_HEADERS).expect(200);
    expect([...byReference(response.text).keys()]).toEqual([partnerProgram]);
    expect(response.headers['content-disposition']).toMatch(/registrations-maple-remit-/);
    const none = await app.http.get(`${path}?partner=nobody`).set(ADMIN_HEADERS).expect(200);
    expect(byReference(none.text).size).toBe(0);
  });

  it('should refuse a partner token (401) and an over-long partner filter (422)', async () => {
    await app.http.get('/api/admin/export.csv').set('X-Partner-Token', 'pk_live_whatever').expect(401);
    const response = await app.http
      .get(`/api/admin/export.csv?partner=${'x'.repeat(65)}`)
      .set(ADMIN_HEADERS)
      .expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail[0]).toMatchObject({
      type: 'string_too_long',
      loc: ['query', 'partner'],
    });
  });
});
