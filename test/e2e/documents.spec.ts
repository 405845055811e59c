import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { rawMultipart, SAMPLE_FILES, sha256, uploadDocument, UploadedDocument } from '../factories/document.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

describe('Documents (POST/GET /api/documents/{reference})', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { MAX_UPLOAD_BYTES: String(64 * 1024) } });
  });

  afterAll(async () => {
    await app.close();
  });

  async function documentRows(): Promise<number> {
    const rows: Array<{ count: number | string }> = await app.dataSource.query(
      'SELECT COUNT(*) AS count FROM documents',
    );
    return Number(rows[0].count);
  }

  it.each([
    ['pdf', SAMPLE_FILES.pdf, 'application/pdf', 'whatever.pdf'],
    ['png', SAMPLE_FILES.png, 'image/png', 'whatever.png'],
    ['jpeg', SAMPLE_FILES.jpeg, 'image/jpeg', 'whatever.jpg'],
    ['webp', SAMPLE_FILES.webp, 'image/webp', 'whatever.webp'],
    ['tiff (II)', SAMPLE_FILES.tiffLittleEndian, 'image/tiff', 'whatever.tiff'],
    ['tiff (MM)', SAMPLE_FILES.tiffBigEndian, 'image/tiff', 'whatever.tiff'],
  ])('should accept a %s file and store the sniffed type and its sha256', async (_name, bytes, type, shownAs) => {
    const program = await registerProgram(app);
    const document = await uploadDocument(app, program.reference, {
      bytes,
      filename: 'whatever.bin',
      documentType: 'incorporation',
    });
    expect(Object.keys(document)).toEqual([
      'id',
      'reference',
      'filename',
      'content_type',
      'size',
      'sha256',
      'document_type',
      'uploaded_at',
    ]);
    expect(document).toMatchObject({
      reference: program.reference,
      filename: shownAs,
      content_type: type,
      size: bytes.length,
      sha256: sha256(bytes),
      document_type: 'incorporation',
    });
    expect(document.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(document.uploaded_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('should record document.uploaded and mark the documents item done in the same upload', async () => {
    const program = await registerProgram(app);
    const document = await uploadDocument(app, program.reference);
    const events = await app.http.get(`/api/programs/${program.reference}/events`).expect(200);
    const uploaded = bodyOf<'ProgramEventsList'>(events).events.filter(
      (event) => event.event_type === 'document.uploaded',
    );
    expect(uploaded).toEqual([
      expect.objectContaining({
        source: 'portal',
        payload: { document_id: document.id, sha256: document.sha256, size: document.size },
      }),
    ]);
    const checklist = await app.http.get(`/api/checklist/${program.reference}`).expect(200);
    const item = bodyOf<'ChecklistView'>(checklist).items.find((entry) => entry.id === 'documents_uploaded');
    expect(item).toMatchObject({ done: true, done_by: 'portal' });
  });

  it('should download bytes that hash to the stored sha256, as an attachment with nosniff', async () => {
    const program = await registerProgram(app);
    const document = await uploadDocument(app, program.reference, { bytes: SAMPLE_FILES.png, filename: 'scan.png' });
    const response = await app.http
      .get(`/api/documents/${program.reference}/${document.id}/content`)
      .set(ADMIN_HEADERS)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(sha256(response.body as Buffer)).toBe(document.sha256);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment; filename="scan.png"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should encode a non-ASCII display name per RFC 5987 in the download', async () => {
    const program = await registerProgram(app);
    const document = await uploadDocument(app, program.reference, { filename: 'relevé "bancaire".pdf' });
    expect(document.filename).toBe('relevé "bancaire".pdf');
    const response = await app.http
      .get(`/api/documents/${program.reference}/${document.id}/content`)
      .set(ADMIN_HEADERS)
      .expect(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="relev_ _bancaire_.pdf"; filename*=UTF-8''relev%C3%A9%20%22bancaire%22.pdf`,
    );
  });

  it.each([
    ['plain text', Buffer.from('just some text, not a document'), 'notes.pdf'],
    ['HTML named .pdf', Buffer.from('<!doctype html><script>alert(1)</script>'), 'invoice.pdf'],
    ['ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), 'archive.png'],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'logo.png'],
    ['an empty file', Buffer.alloc(0), 'empty.pdf'],
  ])('should refuse %s with 415 and store nothing', async (_name, bytes, filename) => {
    const program = await registerProgram(app);
    const before = await documentRows();
    const response = await app.http
      .post(`/api/documents/${program.reference}`)
      .attach('file', bytes, { filename, contentType: 'application/pdf' })
      .expect(415);
    expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'unsupported_media_type' });
    expect(await documentRows()).toBe(before);
  });

  it('should refuse a file over MAX_UPLOAD_BYTES with 413 and store nothing', async () => {
    const program = await registerProgram(app);
    const before = await documentRows();
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(64 * 1024 + 1, 0x20)]);
    const response = await app.http
      .post(`/api/documents/${program.reference}`)
      .attach('file', big, 'big.pdf')
      .expect(413);
    expect(bodyOf<'HTTPError'>(response).detail).toEqual(expect.any(String));
    expect(await documentRows()).toBe(before);
    const events = await app.http.get(`/api/programs/${program.reference}/events`).expect(200);
    expect(bodyOf<'ProgramEventsList'>(events).count).toBe(1);
  });

  it('should accept a file of exactly MAX_UPLOAD_BYTES', async () => {
    const program = await registerProgram(app);
    const exact = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(64 * 1024 - SAMPLE_FILES.pdf.length, 0x20)]);
    const before = await documentRows();
    const document = await uploadDocument(app, program.reference, { bytes: exact });
    expect(document.size).toBe(64 * 1024);
    expect(await documentRows()).toBe(before + 1);
  });

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\system32\\evil.pdf', 'evil.pdf'],
    ['/abs/path/report.pdf', 'report.pdf'],
    ['..', 'document.pdf'],
    ['../..', 'document.pdf'],
    ['   ', 'document.pdf'],
    ['bad%0Ana%0Dme\u202e\u200b.pdf', 'badname.pdf'],
    ['C:%0A..\\..\\x.pdf', 'x.pdf'],
    [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(251)}.pdf`],
  ])('should keep only a sanitised display name for %j', async (filename, expected) => {
    const program = await registerProgram(app);
    const multipart = rawMultipart([
      { name: 'file', filename, contentType: 'application/pdf', body: SAMPLE_FILES.pdf },
    ]);
    const response = await app.http
      .post(`/api/documents/${program.reference}`)
      .set('Content-Type', multipart.contentType)
      .send(multipart.body)
      .expect(200);
    const document = response.body as UploadedDocument;
    expect(document.filename).toBe(expected);
    expect(document.id).not.toContain(expected);
    const stored: Array<{ id: string; filename: string }> = await app.dataSource.query(
      `SELECT id, filename FROM documents WHERE id = '${document.id}'`,
    );
    expect(stored).toEqual([{ id: document.id, filename: expected }]);
  });

  it('should treat a file part with an empty filename as no file (browser convention) and refuse raw control bytes', async () => {
    const program = await registerProgram(app);
    const before = await documentRows();
    const empty = rawMultipart([{ name: 'file', filename: '', body: SAMPLE_FILES.pdf }]);
    await app.http
      .post(`/api/documents/${program.reference}`)
      .set('Content-Type', empty.contentType)
      .send(empty.body)
      .expect(422);
    const control = rawMultipart([{ name: 'file', filename: 'a\u0007b.pdf', body: SAMPLE_FILES.pdf }]);
    await app.http
      .post(`/api/documents/${program.reference}`)
      .set('Content-Type', control.contentType)
      .send(control.body)
      .expect(400);
    expect(await documentRows()).toBe(before);
  });

  it('should answer 422 missing at ["body","file"] when the file part is absent', async () => {
    const program = await registerProgram(app);
    const response = await app.http
      .post(`/api/documents/${program.reference}`)
      .field('document_type', 'passport')
      .expect(422);
    expect(response.body).toEqual({
      detail: [{ type: 'missing', loc: ['body', 'file'], msg: 'Field required', input: null }],
    });
  });

  it('should answer 422 string_too_long for a document_type over 64 characters', async () => {
    const program = await registerProgram(app);
    const response = await app.http
      .post(`/api/documents/${program.reference}`)
      .field('document_type', 'x'.repeat(65))
      .attach('file', SAMPLE_FILES.pdf, 'a.pdf')
      .expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail).toEqual([
      {
        type: 'string_too_long',
        loc: ['body', 'document_type'],
        msg: 'String should have at most 64 characters',
        input: 'x'.repeat(65),
        ctx: { max_length: 64 },
      },
    ]);
  });

  it('should answer 400 when the body is not multipart', async () => {
    const program = await registerProgram(app);
    const response = await app.http
      .post(`/api/documents/${program.reference}`)
      .set('Content-Type', 'text/plain')
      .send('%PDF-1.7 raw body')
      .expect(400);
    expect(bodyOf<'HTTPError'>(response).detail).toEqual(expect.any(String));
    await app.http.post(`/api/documents/${program.reference}`).send({ file: 'JVBERi0xLjcK' }).expect(400);
  });

  it('should answer 400 for a second file part or too many parts, and store none of them', async () => {
    const program = await registerProgram(app);
    const before = await documentRows();
    await app.http
      .post(`/api/documents/${program.reference}`)
      .attach('file', SAMPLE_FILES.pdf, 'a.pdf')
      .attach('file', SAMPLE_FILES.pdf, 'b.pdf')
      .expect(400);
    await app.http.post(`/api/documents/${program.reference}`).attach('other', SAMPLE_FILES.pdf, 'a.pdf').expect(400);
    let request = app.http.post(`/api/documents/${program.reference}`);
    for (let index = 0; index < 7; index++) {
      request = request.field(`f${index}`, 'x');
    }
    await request.attach('file', SAMPLE_FILES.pdf, 'a.pdf').expect(400);
    expect(await documentRows()).toBe(before);
  });

  it('should record an upload by the program partner as partner, and answer 404 to another partner', async () => {
    const own = await issueApiKey(app, 'doc-bank');
    const other = await issueApiKey(app, 'other-bank');
    const program = await registerProgram(app, { partner_slug: 'doc-bank' });
    await app.http
      .post(`/api/documents/${program.reference}`)
      .set(partnerHeaders(other))
      .attach('file', SAMPLE_FILES.pdf, 'a.pdf')
      .expect(404);
    await app.http
      .post(`/api/documents/${program.reference}`)
      .set(partnerHeaders(own))
      .attach('file', SAMPLE_FILES.pdf, 'a.pdf')
      .expect(200);
    const events = await app.http.get(`/api/programs/${program.reference}/events`).expect(200);
    const uploaded = bodyOf<'ProgramEventsList'>(events).events.filter(
      (event) => event.event_type === 'document.uploaded',
    );
    expect(uploaded.map((event) => event.source)).toEqual(['partner']);
  });

  it('should answer 404 for an unknown reference and store nothing', async () => {
    const before = await documentRows();
    await app.http.post('/api/documents/PRG-000000').attach('file', SAMPLE_FILES.pdf, 'a.pdf').expect(404);
    expect(await documentRows()).toBe(before);
  });

  it('should list documents for the admin, with metadata and sha256', async () => {
    const program = await registerProgram(app);
    const first = await uploadDocument(app, program.reference, { filename: 'one.pdf' });
    const second = await uploadDocument(app, program.reference, { bytes: SAMPLE_FILES.jpeg, filename: 'two.jpg' });
    const response = await app.http
      .get(`/api/documents/${program.reference.toLowerCase()}`)
      .set(ADMIN_HEADERS)
      .expect(200);
    expect(response.body).toEqual({ reference: program.reference, documents: [first, second], count: 2 });
  });

  it('should answer 401 without the admin credential on list and download', async () => {
    const program = await registerProgram(app);
    const document = await uploadDocument(app, program.reference);
    await app.http.get(`/api/documents/${program.reference}`).expect(401);
    await app.http.get(`/api/documents/${program.reference}/${document.id}/content`).expect(401);
  });

  it('should answer 404 for a document of another program or an unknown id', async () => {
    const owner = await registerProgram(app);
    const other = await registerProgram(app);
    const document = await uploadDocument(app, owner.reference);
    await app.http.get(`/api/documents/${other.reference}/${document.id}/content`).set(ADMIN_HEADERS).expect(404);
    await app.http.get(`/api/documents/${owner.reference}/not-a-document/content`).set(ADMIN_HEADERS).expect(404);
  });
});
