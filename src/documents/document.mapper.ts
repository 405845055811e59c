import { DocumentMetadata, DocumentsList } from './dto/document.dto';
import { StoredDocument } from './document.entity';

export function toDocumentMetadata(document: StoredDocument, reference: string): DocumentMetadata {
  return {
    id: document.id,
    reference,
    filename: document.filename,
    content_type: document.contentType,
    size: document.size,
    sha256: document.sha256,
    document_type: document.documentType,
    uploaded_at: document.uploadedAt.toISOString(),
  };
}

export function toDocumentsList(reference: string, documents: StoredDocument[]): DocumentsList {
  return {
    reference,
    documents: documents.map((document) => toDocumentMetadata(document, reference)),
    count: documents.length,
  };
}
