import type { StoredDocument } from './document.entity';

/** A stored document as other modules read it: its metadata, never the bytes. */
export type DocumentRecord = Omit<StoredDocument, 'content'>;
