import type { ApiPropertyOptions } from '@nestjs/swagger';
import { INSTRUCTION_REFERENCE_PATTERN, PROGRAM_REFERENCE_PATTERN } from '../reference';

/**
 * A program reference as answered: `PRG-` and digits, 6 for those issued with the default REFERENCE_DIGITS and up to
 * 12 after it was raised (issued references never change). Clients match the pattern, not a fixed length.
 */
export const PROGRAM_REFERENCE_FIELD = {
  example: 'PRG-123456',
  pattern: PROGRAM_REFERENCE_PATTERN,
  description: 'The program reference: `PRG-` and 6 to 12 digits.',
} satisfies ApiPropertyOptions;

/** A handoff record reference as answered: `INS-` and 6 to 12 digits (see PROGRAM_REFERENCE_FIELD). */
export const INSTRUCTION_REFERENCE_FIELD = {
  example: 'INS-123456',
  pattern: INSTRUCTION_REFERENCE_PATTERN,
  description: 'The handoff record reference: `INS-` and 6 to 12 digits.',
} satisfies ApiPropertyOptions;

/** The `{reference}` path segment: a program reference in any case (`prg-123456` finds `PRG-123456`). */
export const PROGRAM_REFERENCE_PARAM = {
  name: 'reference',
  example: 'PRG-123456',
  description:
    'The program reference: `PRG-` and 6 to 12 digits, in any case. Anything else is an unknown program (404).',
} as const;
