import { CursorPosition, RowKey } from './list-cursor';

/** Where a page of a newest-first list was read from (see KeysetWindow in the read models). */
export type PageStart = 'newest' | 'after' | 'before' | 'oldest';

/** The positions of the neighbouring pages: `older` (the next page of a newest-first list) and `newer`. */
export interface PageLinks {
  older: CursorPosition | null;
  newer: CursorPosition | null;
}

/**
 * The neighbours of a page shown newest first. `keys` are its rows' keys in that order; `more`: rows remain in the
 * direction it was read; `from` the key the page was read from (for an empty page past it). A page read forwards
 * (newest, after) has newer rows exactly when it was read after a key; one read backwards has older rows exactly
 * when it was read before a key (rows are never deleted, so the key's own row is still there).
 */
export function pageLinks(start: PageStart, keys: RowKey[], more: boolean, from?: RowKey): PageLinks {
  const first = keys[0] ?? from;
  const last = keys[keys.length - 1] ?? from;
  const towardsOlder = start === 'newest' || start === 'after';
  const olderExists = towardsOlder ? more : start === 'before';
  const newerExists = towardsOlder ? start === 'after' : more;
  return {
    older: olderExists && last !== undefined ? { direction: 'after', key: last } : null,
    newer: newerExists && first !== undefined ? { direction: 'before', key: first } : null,
  };
}
