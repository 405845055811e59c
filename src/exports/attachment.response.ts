import { StreamableFile } from '@nestjs/common';
import { attachmentDisposition } from '../common/csv/csv-writer';
import { ExportFile } from './export-file';

/** The HTTP answer for an export file: streamed as a download under its file name. */
export function asAttachment(file: ExportFile): StreamableFile {
  return new StreamableFile(file.stream, {
    type: file.mediaType,
    disposition: attachmentDisposition(file.filename),
  });
}
