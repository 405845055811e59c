import { isAcceptedDocumentType } from './content-sniffer';
import { displayNameFor } from './display-name';
import { DocumentMetadata, DocumentsList } from './dto/document.dto';
import { DocumentRecord } from './document-record';

/**
 * The name a document is shown and downloaded under. Names are stored already fixed (decisions §7 rev 2);
 * this also fixes rows stored before that rule, in every view (list, download, audit bundle, report).
 */
export function shownFilename(document: Pick<DocumentRecord, 'filename' | 'contentType'>): string {
  return isAcceptedDocumentType(document.contentType)
    ? displayNameFor(document.filename, document.contentType)
    : document.filename;
}

export function toDocumentMetadata(document: DocumentRecord, reference: string): DocumentMetadata {
  return {
    id: document.id,
    reference,
    filename: shownFilename(document),
    content_type: document.contentType,
    size: document.size,
    sha256: document.sha256,
    document_type: document.documentType,
    uploaded_at: document.uploadedAt.toISOString(),
  };
}

export function toDocumentsList(reference: string, documents: DocumentRecord[]): DocumentsList {
  return {
    reference,
    documents: documents.map((document) => toDocumentMetadata(document, reference)),
    count: documents.length,
  };
}
