import type { Test } from 'supertest';
import { SAMPLE_FILES, sha256, uploadDocument } from '../factories/document.factory';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import {
  consoleSignIn,
  escaped,
  expectNothingChanged,
  followRedirect,
  htmlProblemsOf,
  programPageOf,
} from '../support/console-work';
import { createOperatorWithToken } from '../support/operators';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

const CONSOLE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const MAX_UPLOAD_BYTES = 4096;
const QUOTA = 3;

/** The console's documents: upload (the API's limits and sniffing), the viewer page and the sandboxed inline bytes. */
describe('Console program documents', () => {
  let app: TestApp;
  let owner: string;
  let viewer: string;

  beforeAll(async () => {
    app = await startTestApp({
      env: { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES), DOCUMENT_QUOTA_COUNT: String(QUOTA), RETENTION_YEARS: '0' },
    });
    owner = await consoleSignIn(app, TEST_ADMIN_TOKEN);
    viewer = await consoleSignIn(app, (await createOperatorWithToken(app, 'viewer')).token);
  });

  afterAll(async () => {
    await app.close();
  });

  const pagePath = (reference: string) => `/admin/programs/${reference}`;
  const uploadPath = (reference: string) => `/admin/programs/${reference}/documents`;

  /** The console's upload form as a browser sends it: multipart, the CSRF field first, from the same origin. */
  function upload(
    reference: string,
    cookie: string,
    parts: { csrf: string; bytes?: Buffer; filename?: string; contentType?: string; documentType?: string },
    site = 'same-origin',
  ): Test {
    const request = app.http
      .post(uploadPath(reference))
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', site)
      .field('csrf_token', parts.csrf);
    if (parts.documentType !== undefined) {
      void request.field('document_type', parts.documentType);
    }
    if (parts.bytes) {
      void request.attach('file', parts.bytes, {
        filename: parts.filename ?? 'scan.pdf',
        contentType: parts.contentType ?? 'application/pdf',
      });
    }
    return request;
  }

  async function documentsOf(reference: string) {
    const response = await app.http.get(`/api/documents/${reference}`).set(ADMIN_HEADERS).expect(200);
    return bodyOf<'DocumentsList'>(response).documents;
  }

  describe('upload', () => {
    it('should store the upload through the documents service, sniffing its type, and say so after the redirect', async () => {
      const program = await registerProgram(app);
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      // PNG bytes sent as "contract.pdf" declared application/pdf: the bytes decide.
      const response = await upload(program.reference, owner, {
        csrf,
        bytes: SAMPLE_FILES.png,
        filename: 'contract.pdf',
        contentType: 'application/pdf',
        documentType: 'passport',
      });
      const [document] = await documentsOf(program.reference);
      expect(response.headers.location).toBe(
        `/admin/programs/${program.reference}?done=document_uploaded&document=${document.id}#documents-heading`,
      );
      const page = await followRedirect(app, response, owner);
      expect(document).toEqual(
        expect.objectContaining({ content_type: 'image/png', filename: 'contract.png', document_type: 'passport' }),
      );
      expect(page).toContain(
        `<p class="notice notice-success" role="status">Uploaded contract.png: stored as image/png, ${SAMPLE_FILES.png.length} bytes, SHA-256 ${sha256(SAMPLE_FILES.png)}.</p>`,
      );
      expect(page).toContain(`<a href="/admin/programs/${program.reference}/documents/${document.id}">View`);
      const events = await app.http.get(`/api/programs/${program.reference}/events`).set(ADMIN_HEADERS).expect(200);
      const last = bodyOf<'ProgramEventsList'>(events).events.slice(-2);
      expect(last.map((event) => event.event_type)).toEqual(['document.uploaded', 'checklist.item_updated']);
      expect(last[0].actor).toEqual(expect.objectContaining({ type: 'bootstrap' }));
    });

    it.each([
      [
        'content no accepted type starts with',
        { bytes: Buffer.from('GIF89a not accepted'), filename: 'a.pdf' },
        415,
        /Nothing was stored: Unsupported document type/,
      ],
      [
        'a file larger than MAX_UPLOAD_BYTES',
        { bytes: Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]) },
        413,
        /Nothing was stored: The uploaded file is larger than the upload limit/,
      ],
      ['no file at all', {}, 422, /Choose a file to upload\./],
      [
        'a document type over 64 characters',
        { bytes: SAMPLE_FILES.pdf, documentType: 't'.repeat(65) },
        422,
        /Nothing was stored: String should have at most 64 characters/,
      ],
    ])(
      'should refuse %s (%s) on the page, the document type kept, nothing stored',
      async (_label, parts, status, error) => {
        const program = await registerProgram(app);
        const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
        const documentType = 'documentType' in parts ? parts.documentType : 'kept "type"';
        await expectNothingChanged(app, async () => {
          const response = await upload(program.reference, owner, { csrf, documentType, ...parts }).expect(status);
          expect(response.headers['content-type']).toMatch(/^text\/html/);
          expect(response.text).toMatch(new RegExp(`<p class="notice notice-error" role="alert">${error.source}`));
          expect(response.text).toMatch(new RegExp(`<p id="upload-error" class="field-error">${error.source}`));
          expect(response.text).toContain('aria-invalid="true" aria-describedby="upload-error"');
          expect(response.text).toContain(
            `type="text" name="document_type" maxlength="64" value="${escaped(documentType)}"`,
          );
        });
      },
    );

    it('should refuse an upload past the quota with 409 on the page, nothing stored', async () => {
      const program = await registerProgram(app);
      for (let index = 0; index < QUOTA; index++) {
        await uploadDocument(app, program.reference);
      }
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      await expectNothingChanged(app, async () => {
        const response = await upload(program.reference, owner, { csrf, bytes: SAMPLE_FILES.pdf }).expect(409);
        expect(response.text).toContain(
          `Nothing was stored: Document quota reached: a program holds at most ${QUOTA} documents`,
        );
      });
    });

    it('should refuse a wrong CSRF token, another origin, a viewer and no credential, nothing stored', async () => {
      const program = await registerProgram(app);
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      const { csrf: viewersCsrf, text: viewersPage } = await programPageOf(app, viewer, pagePath(program.reference));
      expect(viewersPage).not.toContain('enctype="multipart/form-data"');
      await expectNothingChanged(app, async () => {
        const wrong = await upload(program.reference, owner, { csrf: viewersCsrf, bytes: SAMPLE_FILES.pdf }).expect(
          403,
        );
        expect(bodyOf<'HTTPError'>(wrong).code).toBe('csrf_invalid');
        const missing = await upload(program.reference, owner, { csrf: '', bytes: SAMPLE_FILES.pdf }).expect(403);
        expect(bodyOf<'HTTPError'>(missing).code).toBe('csrf_invalid');
        const crossSite = await upload(
          program.reference,
          owner,
          { csrf, bytes: SAMPLE_FILES.pdf },
          'cross-site',
        ).expect(403);
        expect(bodyOf<'HTTPError'>(crossSite).code).toBe('cross_site_request');
        const role = await upload(program.reference, viewer, { csrf: viewersCsrf, bytes: SAMPLE_FILES.pdf }).expect(
          403,
        );
        expect(bodyOf<'HTTPError'>(role).code).toBe('operator_role_required');
        await app.http.post(uploadPath(program.reference)).attach('file', SAMPLE_FILES.pdf, 'a.pdf').expect(401);
      });
      expect(await documentsOf(program.reference)).toEqual([]);
    });

    it('should answer a script’s (X-Admin-Token) refusal as the API’s JSON, and its upload by a redirect', async () => {
      const program = await registerProgram(app);
      await expectNothingChanged(app, async () => {
        const refused = await app.http
          .post(uploadPath(program.reference))
          .set(ADMIN_HEADERS)
          .attach('file', Buffer.from('plain text'), 'notes.pdf')
          .expect(415);
        expect(bodyOf<'HTTPError'>(refused).code).toBe('unsupported_media_type');
        const missing = await app.http
          .post(uploadPath(program.reference))
          .set(ADMIN_HEADERS)
          .field('document_type', 'x')
          .expect(422);
        expect(bodyOf<'HTTPValidationError'>(missing).detail.map((item) => item.loc)).toEqual([['body', 'file']]);
      });
      const stored = await app.http
        .post(uploadPath(program.reference))
        .set(ADMIN_HEADERS)
        .attach('file', SAMPLE_FILES.jpeg, 'photo.jpg')
        .expect(303);
      expect(stored.headers.location).toMatch(/\?done=document_uploaded&document=[0-9a-f-]{36}#documents-heading$/);
    });

    it('should answer 404 for an unknown program, nothing stored', async () => {
      const { csrf } = await programPageOf(app, owner, pagePath((await registerProgram(app)).reference));
      await expectNothingChanged(app, async () => {
        const response = await upload('PRG-000000', owner, { csrf, bytes: SAMPLE_FILES.pdf }).expect(404);
        expect(bodyOf<'HTTPError'>(response).code).toBe('program_not_found');
      });
    });
  });

  describe('viewer and inline bytes', () => {
    it('should frame a PDF or an image in a sandboxed frame, the page allowing frames from this origin only', async () => {
      const program = await registerProgram(app);
      const pdf = await uploadDocument(app, program.reference, { filename: 'articles.pdf', documentType: 'articles' });
      const response = await app.http
        .get(`/admin/programs/${program.reference}/documents/${pdf.id}`)
        .set('Cookie', viewer)
        .expect(200);
      expect(response.headers['content-security-policy']).toBe(`${CONSOLE_CSP}; frame-src 'self'`);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.text).not.toMatch(/<script/i);
      const inline = `/admin/programs/${program.reference}/documents/${pdf.id}/inline`;
      expect(response.text).toContain(
        `<iframe class="document-frame" src="${inline}" sandbox title="articles.pdf"></iframe>`,
      );
      expect(response.text).toContain(
        `<a href="/api/documents/${program.reference}/${pdf.id}/content" download>Download articles.pdf</a>`,
      );
      expect(response.text).toContain(`<dd class="hash">${pdf.sha256}</dd>`);

      const bytes = await bytesOf(app, inline, viewer).expect(200);
      expect(bytes.headers['content-type']).toBe('application/pdf');
      expect(bytes.headers['content-security-policy']).toBe(
        "sandbox; default-src 'none'; img-src 'self'; frame-ancestors 'self'",
      );
      expect(bytes.headers['content-disposition']).toBe('inline; filename="articles.pdf"');
      expect(bytes.headers['x-content-type-options']).toBe('nosniff');
      expect(bytes.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(bytes.headers['cache-control']).toBe('no-store');
      expect(Buffer.compare(bytes.body as Buffer, SAMPLE_FILES.pdf)).toBe(0);
    });

    it("should serve the type the service sniffed, never the client's", async () => {
      const program = await registerProgram(app);
      const jpeg = await uploadDocument(app, program.reference, { bytes: SAMPLE_FILES.jpeg, filename: 'page.html' });
      const bytes = await bytesOf(
        app,
        `/admin/programs/${program.reference}/documents/${jpeg.id}/inline`,
        owner,
      ).expect(200);
      expect(bytes.headers['content-type']).toBe('image/jpeg');
      expect(bytes.headers['content-disposition']).toBe('inline; filename="page.jpg"');
    });

    it('should offer no frame for TIFF (browsers do not show it), only the download', async () => {
      const program = await registerProgram(app);
      const tiff = await uploadDocument(app, program.reference, {
        bytes: SAMPLE_FILES.tiffLittleEndian,
        filename: 'scan.tif',
      });
      const page = (await app.http.get(pagePath(program.reference)).set('Cookie', owner).expect(200)).text;
      expect(page).not.toContain(`/documents/${tiff.id}">View`);
      const viewerPage = (
        await app.http.get(`/admin/programs/${program.reference}/documents/${tiff.id}`).set('Cookie', owner).expect(200)
      ).text;
      expect(viewerPage).not.toContain('<iframe');
      expect(viewerPage).toContain('Browsers do not show image/tiff files: download it to view it.');
    });

    it('should say the bytes are gone once erased: no frame, no download, and the inline bytes 410', async () => {
      const program = await registerProgram(app);
      const pdf = await uploadDocument(app, program.reference);
      await app.http
        .patch(`/api/admin/registrations/${program.reference}`)
        .set(ADMIN_HEADERS)
        .send({ status: 'declined' })
        .expect(200);
      await app.http
        .post(`/api/admin/registrations/${program.reference}/erase`)
        .set(ADMIN_HEADERS)
        .send({})
        .expect(200);
      const viewerPage = (
        await app.http.get(`/admin/programs/${program.reference}/documents/${pdf.id}`).set('Cookie', owner).expect(200)
      ).text;
      expect(viewerPage).not.toContain('<iframe');
      expect(viewerPage).not.toContain('Download');
      expect(viewerPage).toMatch(/The bytes were erased on <time datetime="[^"]+">/);
      const gone = await app.http
        .get(`/admin/programs/${program.reference}/documents/${pdf.id}/inline`)
        .set('Cookie', owner)
        .expect(410);
      expect(bodyOf<'HTTPError'>(gone).code).toBe('document_erased');
      const page = (await app.http.get(pagePath(program.reference)).set('Cookie', owner).expect(200)).text;
      expect(page).toContain('bytes erased');
    });

    it('should render valid HTML (html-validate) for each viewer state and a refused upload', async () => {
      const program = await registerProgram(app);
      const pdf = await uploadDocument(app, program.reference, { filename: 'a <b>.pdf' });
      const tiff = await uploadDocument(app, program.reference, {
        bytes: SAMPLE_FILES.tiffBigEndian,
        filename: 't.tiff',
      });
      const { csrf } = await programPageOf(app, owner, pagePath(program.reference));
      const refused = await upload(program.reference, owner, {
        csrf,
        bytes: Buffer.from('nope'),
        documentType: 'x',
      }).expect(415);
      const states: Array<[string, string]> = [['a refused upload (415)', refused.text]];
      for (const [name, id] of [
        ['a PDF', pdf.id],
        ['a TIFF', tiff.id],
      ]) {
        const page = await app.http
          .get(`/admin/programs/${program.reference}/documents/${id}`)
          .set('Cookie', owner)
          .expect(200);
        states.push([`the viewer of ${name}`, page.text]);
      }
      await app.http
        .patch(`/api/admin/registrations/${program.reference}`)
        .set(ADMIN_HEADERS)
        .send({ status: 'declined' })
        .expect(200);
      await app.http
        .post(`/api/admin/registrations/${program.reference}/erase`)
        .set(ADMIN_HEADERS)
        .send({})
        .expect(200);
      const erased = await app.http
        .get(`/admin/programs/${program.reference}/documents/${pdf.id}`)
        .set('Cookie', owner)
        .expect(200);
      states.push(['the viewer of erased bytes', erased.text]);
      const problems = await Promise.all(states.map(async ([name, html]) => [name, await htmlProblemsOf(html)]));
      expect(problems).toEqual(states.map(([name]) => [name, []]));
    });

    it('should send the signed-out to the sign-in page and answer 404 for an unknown document', async () => {
      const program = await registerProgram(app);
      const pdf = await uploadDocument(app, program.reference);
      for (const path of [`/documents/${pdf.id}`, `/documents/${pdf.id}/inline`]) {
        const response = await app.http.get(`/admin/programs/${program.reference}${path}`).expect(303);
        expect(response.headers.location).toBe('/admin');
      }
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const path of [`/documents/${unknown}`, `/documents/${unknown}/inline`, `/documents/not-a-uuid`]) {
        const response = await app.http
          .get(`/admin/programs/${program.reference}${path}`)
          .set('Cookie', owner)
          .expect(404);
        expect(bodyOf<'HTTPError'>(response).code).toBe('document_not_found');
      }
      const other = await registerProgram(app);
      await app.http
        .get(`/admin/programs/${other.reference}/documents/${pdf.id}/inline`)
        .set('Cookie', owner)
        .expect(404);
    });
  });
});

/** Reads `path` as bytes whatever its type. */
function bytesOf(app: TestApp, path: string, cookie: string): Test {
  return app.http
    .get(path)
    .set('Cookie', cookie)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}
