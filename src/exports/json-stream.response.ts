import { StreamableFile } from '@nestjs/common';
import type { Readable } from 'node:stream';

/** What express's `res.json` sets: a streamed document keeps the header a document sent whole had. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The HTTP answer for a JSON document written as a stream (chunked, no Content-Length). A failure after its first
 * bytes destroys the response (StreamableFile's handler), so the client sees a broken transfer, never a short document.
 */
export function asJsonStream(stream: Readable): StreamableFile {
  return new StreamableFile(stream, { type: JSON_CONTENT_TYPE });
}
