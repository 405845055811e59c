import { Readable } from 'node:stream';
import { CsvCell, csvRow } from './csv-writer';

/** Fetches the page after `cursor` (undefined for the first); an empty page ends the export. */
export type PageFetcher<Row, Cursor> = (
  cursor: Cursor | undefined,
) => Promise<{ rows: Row[]; next: Cursor | undefined }>;

export interface CsvExport<Row, Cursor> {
  header: readonly string[];
  toCells: (row: Row) => readonly CsvCell[];
  fetchPage: PageFetcher<Row, Cursor>;
}

/**
 * Streams a CSV from pages fetched on demand. The first page is fetched before the stream is returned,
 * so an unreachable database is still answered with a proper error status instead of a truncated file;
 * later pages are only fetched when the consumer reads (backpressure), so memory holds about one page.
 */
export async function csvStream<Row, Cursor>(spec: CsvExport<Row, Cursor>): Promise<Readable> {
  const first = await spec.fetchPage(undefined);
  async function* lines(): AsyncGenerator<string> {
    yield csvRow(spec.header);
    let page = first;
    for (;;) {
      if (page.rows.length > 0) {
        yield page.rows.map((row) => csvRow(spec.toCells(row))).join('');
      }
      if (page.next === undefined || page.rows.length === 0) {
        return;
      }
      page = await spec.fetchPage(page.next);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
