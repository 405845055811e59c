import { randomUUID } from 'node:crypto';
import { StoredDocument } from '../../src/documents/document.entity';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { SAMPLE_FILES, uploadDocument } from '../factories/document.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

/** A JPEG signature followed by SVG markup: a browser that trusted the `.svg` name would run the script. */
const POLYGLOT = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<svg onload=alert(document.domain)>')]);

describe('Document display names follow the sniffed type (decisions §7 rev 2)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function download(reference: string, id: string): Promise<{ type: string; disposition: string }> {
    const response = await app.http.get(`/api/documents/${reference}/${id}/content`).set(ADMIN_HEADERS).expect(200);
    return { type: response.headers['content-type'], disposition: response.headers['content-disposition'] };
  }

  it.each([
    ['the JPEG/SVG polyglot', 'x.svg', 'x.jpg', 'image/jpeg', POLYGLOT],
    ['a PDF named .html', 'statement.html', 'statement.pdf', 'application/pdf', SAMPLE_FILES.pdf],
    ['a PNG named .exe', 'setup.exe', 'setup.png', 'image/png', SAMPLE_FILES.png],
    ['a TIFF named .svg', 'fax.svg', 'fax.tiff', 'image/tiff', SAMPLE_FILES.tiffBigEndian],
    ['a WebP named .gif', 'photo.gif', 'photo.webp', 'image/webp', SAMPLE_FILES.webp],
    ['a PDF without extension', 'statement', 'statement.pdf', 'application/pdf', SAMPLE_FILES.pdf],
    ['a JPEG named .jpeg', 'scan.jpeg', 'scan.jpeg', 'image/jpeg', SAMPLE_FILES.jpeg],
    ['a TIFF named .tif', 'fax.tif', 'fax.tif', 'image/tiff', SAMPLE_FILES.tiffLittleEndian],
  ] as const)('should offer %s sent as %s as %s, in the upload answer, the list and the download', async (...row) => {
    const [, sent, shown, type, bytes] = row;
    const program = await registerProgram(app);
    const document = await uploadDocument(app, program.reference, { bytes, filename: sent });
    expect(document).toMatchObject({ filename: shown, content_type: type });

    const list = await app.http.get(`/api/documents/${program.reference}`).set(ADMIN_HEADERS).expect(200);
    expect(bodyOf<'DocumentsList'>(list).documents.map((entry) => entry.filename)).toEqual([shown]);

    expect(await download(program.reference, document.id)).toEqual({
      type,
      disposition: `attachment; filename="${shown}"`,
    });
  });

  it('should fix the name of a document stored before the rule, in the list and the download', async () => {
    const program = await registerProgram(app);
    const id = randomUUID();
    await app.dataSource.manager.insert(StoredDocument, {
      id,
      registrationId: program.id,
      filename: 'legacy.svg',
      contentType: 'image/jpeg',
      size: POLYGLOT.length,
      sha256: '0'.repeat(64),
      documentType: null,
      content: POLYGLOT,
      source: 'portal',
      uploadedAt: new Date(),
    });
    const list = await app.http.get(`/api/documents/${program.reference}`).set(ADMIN_HEADERS).expect(200);
    expect(bodyOf<'DocumentsList'>(list).documents).toEqual([expect.objectContaining({ id, filename: 'legacy.jpg' })]);
    expect(await download(program.reference, id)).toEqual({
      type: 'image/jpeg',
      disposition: 'attachment; filename="legacy.jpg"',
    });
  });
});
