import type { ProgramEvent } from '../program-events/program-event.entity';

/**
 * Events per read of a program's record by an export: one short read each (see ProgramEventsService.recordPages).
 * Small enough that a page, read one ahead of the page being written, is done with before V8's young generation is
 * collected twice: pages of 1,000 outlived that and were promoted to the old generation, where only a full
 * collection frees them (a 100,000-event audit.json grew the process by 40–120 MB; by 4–6 MB with pages of 250,
 * and it ran faster: 2.2–2.4 s → 1.9–2.3 s). bench/export-stream.ts measures it.
 */
export const RECORD_PAGE_SIZE = 250;

/**
 * Events an export works on (hashes recomputed, JSON written) before it gives the event loop a turn: a few
 * milliseconds of work, so that other requests are never held up longer than that by one export.
 */
export const RECORD_SLICE_SIZE = 100;

/** A program's record as an export reads it: its pages in seq order, the first already read. */
export type RecordPages = AsyncIterable<ProgramEvent[]>;

/**
 * The first page read now, so that a failing database is still answered with an error status rather than a
 * truncated body; the others as the walk reaches them.
 */
export async function primedPages(pages: AsyncGenerator<ProgramEvent[]>): Promise<RecordPages> {
  const first = await pages.next();
  return (async function* () {
    if (first.done !== true) {
      yield first.value;
      yield* pages;
    }
  })();
}

/** The record's events in slices of at most `size`, in seq order, with a turn of the event loop after each. */
export async function* pacedSlices(pages: RecordPages, size = RECORD_SLICE_SIZE): AsyncGenerator<ProgramEvent[]> {
  for await (const page of pages) {
    for (let start = 0; start < page.length; start += size) {
      yield page.length <= size ? page : page.slice(start, start + size);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
