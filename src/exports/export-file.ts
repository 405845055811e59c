import type { Readable } from 'node:stream';

/** A file an export produces: its bytes as a stream, the name to save it under and its media type. */
export interface ExportFile {
  stream: Readable;
  filename: string;
  mediaType: string;
}
