import { Readable } from 'node:stream';
import { csvRow } from '../common/csv/csv-writer';
import { ExportCursor } from '../read-models/registration-export.repository';
import { csvLineFromText, TextRow } from './registration-csv.line';

export interface PostgresCsvExport {
  header: readonly string[];
  batchSize: number;
}

/**
 * The registrations CSV from one server-side cursor in a snapshot (RegistrationExportRepository.openCursor). The
 * first batch is read before the stream is returned, so a failing database is still answered with an error status;
 * later batches are read as the consumer takes chunks, one batch ahead, so PostgreSQL produces the next while this
 * one is formatted.
 */
export async function postgresCsvStream(
  openCursor: () => Promise<ExportCursor>,
  spec: PostgresCsvExport,
): Promise<Readable> {
  const cursor = await openCursor();
  let first: TextRow[];
  try {
    first = await cursor.read(spec.batchSize);
  } catch (error) {
    await cursor.close();
    throw error;
  }
  const stream = Readable.from(chunks(cursor, first, spec), { objectMode: false });
  // Destroyed before its first read (the client left early), the generator never starts and its finally never runs.
  stream.once('close', () => void cursor.close());
  return stream;
}

async function* chunks(cursor: ExportCursor, first: TextRow[], spec: PostgresCsvExport): AsyncGenerator<string> {
  try {
    let rows = first;
    let chunk = csvRow(spec.header);
    for (;;) {
      const next = rows.length === spec.batchSize ? cursor.read(spec.batchSize) : undefined;
      yield chunk + lines(rows);
      if (next === undefined) {
        return;
      }
      rows = await next;
      chunk = '';
    }
  } finally {
    await cursor.close();
  }
}

function lines(rows: readonly TextRow[]): string {
  let text = '';
  for (const row of rows) {
    text += csvLineFromText(row);
  }
  return text;
}
