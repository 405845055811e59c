import { Registration } from '../../src/registrations/registration.entity';
import { CSV_PAGE_SIZE, REGISTRATION_CSV_HEADER } from '../../src/partners/registration-csv.exporter';
import { issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { parseCsv } from '../support/csv-parser';
import { startTestApp, TestApp } from '../support/test-app';

describe('Partner CSV export (GET /api/partner/export.csv)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer an attachment with the header row, RFC 4180 quoting and the formula guard', async () => {
    const key = await issueApiKey(app, 'csv-bank');
    const program = await registerProgram(app, {
      partner_slug: 'csv-bank',
      full_name: '=HYPERLINK("http://evil.example","x")',
      company: 'Maple, "Payments"\nInc.',
      legal_entity_name: '@SUM(A1)',
      corridor: '-CA',
      notes: 'not exported',
    });
    await createInstruction(app, program.reference);
    const response = await app.http.get('/api/partner/export.csv').set(partnerHeaders(key)).expect(200);

    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="registrations-csv-bank-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = parseCsv(response.text);
    expect(rows[0]).toEqual([...REGISTRATION_CSV_HEADER]);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(REGISTRATION_CSV_HEADER.map((name, index) => [name, rows[1][index]]));
    expect(row).toMatchObject({
      reference: program.reference,
      status: 'pending',
      lifecycle: 'created',
      full_name: `'=HYPERLINK("http://evil.example","x")`,
      company: 'Maple, "Payments"\nInc.',
      legal_entity_name: "'@SUM(A1)",
      corridor: "'-CA",
      partner_slug: 'csv-bank',
      document_count: '0',
      instruction_count: '1',
    });
    expect(Number(row.checklist_total)).toBeGreaterThan(0);
    expect(Number(row.checklist_done)).toBeGreaterThan(0);
    expect(row.created_at).toMatch(/Z$/);
    expect(response.text).not.toContain('not exported');
  });

  it('should guard cells that start like a formula after spaces, LF, BOM, no-break spaces or in fullwidth', async () => {
    const key = await issueApiKey(app, 'csv-disguise-bank');
    const program = await registerProgram(app, {
      partner_slug: 'csv-disguise-bank',
      full_name: '\u00a0\ufeff =1+2',
      company: '\n-3',
      legal_entity_name: '＠SUM(A1)',
      corridor: '﹦1',
    });
    const response = await app.http.get('/api/partner/export.csv').set(partnerHeaders(key)).expect(200);
    const rows = parseCsv(response.text);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(REGISTRATION_CSV_HEADER.map((name, index) => [name, rows[1][index]]));
    expect(row).toMatchObject({
      reference: program.reference,
      full_name: "'\u00a0\ufeff =1+2",
      company: "'\n-3",
      legal_entity_name: "'＠SUM(A1)",
      corridor: "'﹦1",
    });
  });

  it('should stream every row across page boundaries, in id order, only for the partner', async () => {
    const key = await issueApiKey(app, 'bulk-bank');
    const now = new Date();
    // Every other row is the partner's: more than one page of them, interleaved with another partner's.
    const total = 2 * (CSV_PAGE_SIZE + 3);
    const rows = Array.from({ length: total }, (_, index) => ({
      reference: `PRG-9${String(index).padStart(5, '0')}`,
      fullName: `Bulk Applicant ${index}`,
      email: `bulk${index}@example.com`,
      consentAccepted: true,
      settlementPath: 'fiat',
      clientRole: 'individual' as const,
      registrationType: 'program' as const,
      partnerSlug: index % 2 === 0 ? 'bulk-bank' : 'other-bank',
      status: 'pending' as const,
      lifecycle: 'created' as const,
      templateId: 'program_individual',
      createdAt: now,
      updatedAt: now,
    }));
    for (let start = 0; start < rows.length; start += 100) {
      await app.dataSource.getRepository(Registration).insert(rows.slice(start, start + 100));
    }

    const response = await app.http.get('/api/partner/export.csv').set(partnerHeaders(key)).expect(200);
    const parsed = parseCsv(response.text).slice(1);
    expect(parsed.length).toBe(CSV_PAGE_SIZE + 3);
    expect(parsed.every((row) => row[11] === 'bulk-bank')).toBe(true);
    expect(new Set(parsed.map((row) => row[0])).size).toBe(parsed.length);
  });
});
