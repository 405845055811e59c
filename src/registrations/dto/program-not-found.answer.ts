/** The 404 of every route keyed by a program reference, in the words of `@ApiErrors`. */
export const PROGRAM_NOT_FOUND = 'No program has this reference (code `program_not_found`)';

/** Routes a partner token may call: another partner's program answers the same 404 (decisions §10). */
export const PROGRAM_NOT_FOUND_OR_HIDDEN =
  'No program has this reference, or it belongs to another partner than the token’s (code `program_not_found`)';
