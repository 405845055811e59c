import { createHash } from 'node:crypto';
import type { TestApp } from '../support/test-app';

/** Minimal files whose first bytes carry each accepted signature. */
export const SAMPLE_FILES = {
  pdf: Buffer.concat([
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n', 'latin1'),
    Buffer.from('%%EOF\n'),
  ]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-sample-png')]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF sample jpeg')]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 sample webp')]),
  tiffLittleEndian: Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00]), Buffer.from('sample tiff II')]),
  tiffBigEndian: Buffer.concat([Buffer.from([0x4d, 0x4d, 0x00, 0x2a]), Buffer.from('sample tiff MM')]),
} as const;

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface UploadedDocument {
  id: string;
  reference: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  document_type: string | null;
  uploaded_at: string;
}

/** Uploads a document over HTTP (multipart) and returns the response body. */
export async function uploadDocument(
  app: TestApp,
  reference: string,
  options: { bytes?: Buffer; filename?: string; documentType?: string } = {},
): Promise<UploadedDocument> {
  const request = app.http
    .post(`/api/documents/${reference}`)
    .attach('file', options.bytes ?? SAMPLE_FILES.pdf, options.filename ?? 'articles.pdf');
  if (options.documentType !== undefined) {
    void request.field('document_type', options.documentType);
  }
  const response = await request.expect(200);
  return response.body as UploadedDocument;
}

export interface RawPart {
  name: string;
  filename?: string;
  contentType?: string;
  body: Buffer | string;
}

/**
 * A multipart body built byte by byte, so the filename reaches the server exactly as written (HTTP clients
 * reduce `../x` to `x` themselves, which would hide what the server does).
 */
export function rawMultipart(parts: RawPart[]): { contentType: string; body: Buffer } {
  const boundary = '----pws-test-boundary-7d1f0a';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) {
      headers.push(`Content-Type: ${part.contentType}`);
    }
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`, 'utf8'));
    chunks.push(typeof part.body === 'string' ? Buffer.from(part.body, 'utf8') : part.body);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}
