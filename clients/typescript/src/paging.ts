import type { Client } from 'openapi-fetch';
import { unwrap } from './errors';
import type { paths } from './schema';
import type { ProgramEvent } from './types';

/** The service's page-size bounds for the events read (1 to 500). */
export const MAX_EVENTS_PAGE_SIZE = 500;
export const DEFAULT_EVENTS_PAGE_SIZE = 100;

export interface IterateEventsOptions {
  /** Start after this event id (exclusive); from the first event when absent. */
  sinceId?: number;
  /** Events per request, 1 to 500. */
  pageSize?: number;
}

/**
 * Every event of a program after `sinceId`, in ascending id order, one page per request; it stops at the first page
 * shorter than `pageSize`. Keep the last id seen and pass it as `sinceId` to resume later.
 */
export async function* iterateEvents(
  api: Client<paths>,
  reference: string,
  options: IterateEventsOptions = {},
): AsyncGenerator<ProgramEvent, void, undefined> {
  const pageSize = options.pageSize ?? DEFAULT_EVENTS_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_EVENTS_PAGE_SIZE) {
    throw new RangeError(`pageSize must be an integer from 1 to ${MAX_EVENTS_PAGE_SIZE}, got ${pageSize}`);
  }
  let sinceId = options.sinceId;
  if (sinceId !== undefined && (!Number.isInteger(sinceId) || sinceId < 0)) {
    throw new RangeError(`sinceId must be a non-negative integer, got ${sinceId}`);
  }
  for (;;) {
    const page = await unwrap(
      api.GET('/api/programs/{reference}/events', {
        params: { path: { reference }, query: { limit: pageSize, since_id: sinceId } },
      }),
    );
    yield* page.events;
    const last = page.events.at(-1);
    if (!last || page.events.length < pageSize) {
      return;
    }
    // A cursor that does not move would ask for the same page forever.
    if (sinceId !== undefined && last.id <= sinceId) {
      throw new Error(`events of ${reference} did not advance past id ${sinceId}`);
    }
    sinceId = last.id;
  }
}
