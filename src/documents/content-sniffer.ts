/** The document types accepted for upload (decisions §7), recognised by their first bytes only. */
export const ACCEPTED_DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/tiff',
] as const;
export type DocumentContentType = (typeof ACCEPTED_DOCUMENT_TYPES)[number];

export function isAcceptedDocumentType(value: string): value is DocumentContentType {
  return (ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(value);
}

interface Signature {
  type: DocumentContentType;
  matches: (bytes: Buffer) => boolean;
}

const startsWith =
  (...prefix: number[]) =>
  (bytes: Buffer): boolean =>
    bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: readonly Signature[] = [
  { type: 'application/pdf', matches: startsWith(...ascii('%PDF-')) },
  { type: 'image/png', matches: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  { type: 'image/jpeg', matches: startsWith(0xff, 0xd8, 0xff) },
  {
    type: 'image/webp',
    matches: (bytes) =>
      bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  },
  { type: 'image/tiff', matches: startsWith(0x49, 0x49, 0x2a, 0x00) },
  { type: 'image/tiff', matches: startsWith(0x4d, 0x4d, 0x00, 0x2a) },
];

/** The content type the bytes prove, or null: the client's Content-Type and file extension are never trusted. */
export function sniffContentType(bytes: Buffer): DocumentContentType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}
