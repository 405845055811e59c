import type { ApiPropertyOptions } from '@nestjs/swagger';

/** A list's `total` is counted up to this many rows; beyond, counting would cost more than the page, and it is null. */
export const COUNTED_TOTAL_CAP = 1_000;

/** The largest `offset` a list still accepts: an offset walks every row it skips (use `cursor` to go deeper). */
export const MAX_LIST_OFFSET = 10_000;

export const TOTAL_PROPERTY: ApiPropertyOptions = {
  type: 'integer',
  nullable: true,
  description:
    `Rows matching the filters, all pages, when there are at most ${COUNTED_TOTAL_CAP}; null when there are more ` +
    '(counting them would cost more than the page: follow `next_cursor` to the end instead).',
};

export const NEXT_CURSOR_PROPERTY: ApiPropertyOptions = {
  type: 'string',
  nullable: true,
  description:
    'Opaque: send as `cursor`, with the same filters, for the next (older) page; null when this is the last page.',
};
