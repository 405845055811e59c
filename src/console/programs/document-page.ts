import type { DocumentRecord } from '../../documents/document-record';
import { shownFilename } from '../../documents/document.mapper';
import type { SignedInFrame } from '../console-form-check';
import { renderPage } from '../views/console-renderer';

/** Types a browser shows itself (TIFF it does not): only these are framed. */
export const VIEWABLE_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
]);

/** One document of a program: its facts, and (a type the browser shows, bytes not erased) its bytes in a sandboxed frame. */
export function documentPage(frame: SignedInFrame, reference: string, document: DocumentRecord): string {
  const ref = encodeURIComponent(reference);
  const id = encodeURIComponent(document.id);
  const filename = shownFilename(document);
  const erased = document.erasedAt !== null;
  return renderPage(
    'programDocument',
    { ...frame, title: `${filename} · ${reference}` },
    {
      reference,
      filename,
      d: document,
      uploadedAt: document.uploadedAt.toISOString(),
      erasedAt: document.erasedAt?.toISOString() ?? null,
      programHref: `/admin/programs/${ref}#documents-heading`,
      downloadHref: erased ? undefined : `/api/documents/${ref}/${id}/content`,
      inlineHref:
        !erased && VIEWABLE_TYPES.has(document.contentType)
          ? `/admin/programs/${ref}/documents/${id}/inline`
          : undefined,
      image: document.contentType.startsWith('image/'),
    },
  );
}
