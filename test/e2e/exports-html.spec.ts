import { createHash } from 'node:crypto';
import { PRINT_CSS } from '../../src/exports/html/print-styles';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { rawMultipart, SAMPLE_FILES } from '../factories/document.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "'><svg onload=alert(3)>",
  '{{constructor.constructor("alert(4)")()}}',
  '</style><script>alert(5)</script>',
  '<a href="javascript:alert(6)">x</a>',
];

/** Every hostile string, with a different one in each field so a leak names its field. */
function hostile(index: number): string {
  return `${HOSTILE[index % HOSTILE.length]}#${index}`;
}

function assertInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img/i);
  expect(html).not.toMatch(/<svg/i);
  expect(html).not.toMatch(/<a\s/i);
  expect(html).not.toMatch(/\son(error|load)=/i);
  expect(html).not.toMatch(/"><|'></);
  expect(html.match(/<\/style>/g)).toHaveLength(1);
  expect(html.match(/<style>/g)).toHaveLength(1);
}

describe('Printable exports (compliance-report.html, checklist export.html)', () => {
  let app: TestApp;
  let reference: string;

  beforeAll(async () => {
    app = await startTestApp();
    const program = await registerProgram(app, {
      full_name: hostile(0),
      company: hostile(1),
      legal_entity_name: hostile(2),
      notes: hostile(3),
      phone: hostile(4).slice(0, 50),
      business_number: hostile(5).slice(0, 50),
      rpaa_target_date: hostile(6).slice(0, 50),
      corridor: '<b>x</b>'.slice(0, 20),
      settlement_path: '<i onmouseover=1>'.slice(0, 32),
      messaging_username: hostile(7).slice(0, 100),
      client_role: 'business',
    });
    reference = program.reference;
    const upload = rawMultipart([
      { name: 'document_type', body: hostile(8).slice(0, 64) },
      {
        name: 'file',
        filename: '<img src=x onerror=alert(9)>.pdf',
        contentType: 'application/pdf',
        body: SAMPLE_FILES.pdf,
      },
    ]);
    await app.http
      .post(`/api/documents/${reference}`)
      .set('Content-Type', upload.contentType)
      .send(upload.body)
      .expect(200);
    const instruction = await createInstruction(app, reference, {
      provider: '<script>p</script>'.slice(0, 32),
      action: hostile(10).slice(0, 64),
    });
    await app.http
      .patch(`/api/instructions/${instruction.id}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'submitted', external_id: hostile(11) })
      .expect(200);
    await app.http
      .patch(`/api/admin/registrations/${reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing', status_note: hostile(12) })
      .expect(200);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should render the compliance report with every hostile value escaped', async () => {
    const response = await app.http
      .get(`/api/register/${reference}/compliance-report.html`)
      .set(ADMIN_HEADERS)
      .expect(200);
    const html = response.text;
    assertInert(html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;#0');
    expect(html).toContain('&quot;&gt;&lt;img src&#x3D;x onerror&#x3D;alert(2)&gt;#1');
    expect(html).toContain('&#x27;&gt;&lt;svg onload&#x3D;alert(3)&gt;#2');
    // Template syntax in data is shown as text, never evaluated.
    expect(html).toContain('{{constructor.constructor(&quot;alert(4)&quot;)()}}#3');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(9)&gt;.pdf');
    expect(html).toContain('&lt;script&gt;p&lt;/script&gt;');
  });

  it('should include identity, status history, checklist, documents, handoff records, timestamps and the chain verdict', async () => {
    const audit = bodyOf<'AuditBundle'>(
      await app.http.get(`/api/register/${reference}/audit.json`).set(ADMIN_HEADERS).expect(200),
    );
    const html = (
      await app.http.get(`/api/register/${reference}/compliance-report.html`).set(ADMIN_HEADERS).expect(200)
    ).text;
    for (const heading of [
      'Program identity',
      'Status history',
      'Checklist',
      'Documents (1)',
      'Handoff records (1)',
      'Audit timestamps',
      'Event record integrity',
    ]) {
      expect(html).toContain(`<h2>${heading}`);
    }
    expect(html).toContain(audit.documents[0].sha256);
    expect(html).toContain(audit.integrity.head_hash);
    expect(html).toContain('Chain verified');
    expect(html).toContain(audit.instructions[0].instruction_ref);
    expect(html).toMatch(/<td>pending<\/td><td>reviewing<\/td>/);
    expect(html).toContain('@media print');
  });

  it('should send a strict CSP that allows only the hashed inline style', async () => {
    const response = await app.http
      .get(`/api/register/${reference}/compliance-report.html`)
      .set(ADMIN_HEADERS)
      .expect(200);
    const hash = createHash('sha256').update(PRINT_CSS, 'utf8').digest('base64');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.text).toContain(`<style>${PRINT_CSS}</style>`);
    expect(response.text).not.toMatch(/<link|src=|href=/i);
  });

  it('should render the printable checklist with tick boxes, completion and who/when, escaped', async () => {
    const response = await app.http.get(`/api/checklist/${reference}/export.html`).set(ADMIN_HEADERS).expect(200);
    const html = response.text;
    assertInert(html);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const checklist = bodyOf<'ChecklistView'>(await app.http.get(`/api/checklist/${reference}`).expect(200));
    expect(html).toContain(`${checklist.completed} of ${checklist.total} items done (${checklist.percent_complete}%)`);
    expect(html).toContain('☑');
    expect(html).toContain('☐');
    const uploaded = checklist.items.find((item) => item.id === 'documents_uploaded');
    expect(html).toContain(`<td>portal</td><td>${uploaded?.done_at}</td>`);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;#0');
  });
});
