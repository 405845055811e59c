import { randomInt } from 'node:crypto';

export const PROGRAM_PREFIX = 'PRG';
export const INSTRUCTION_PREFIX = 'INS';

/** Digits of a `PRG-` / `INS-` reference: 6 for every reference issued before REFERENCE_DIGITS, up to 12 after. */
export const REFERENCE_DIGITS_MIN = 6;
export const REFERENCE_DIGITS_MAX = 12;

/** A program reference as clients match it, whatever REFERENCE_DIGITS was when it was issued (OpenAPI `pattern`). */
export const PROGRAM_REFERENCE_PATTERN = `^PRG-[0-9]{${REFERENCE_DIGITS_MIN},${REFERENCE_DIGITS_MAX}}$`;
export const INSTRUCTION_REFERENCE_PATTERN = `^INS-[0-9]{${REFERENCE_DIGITS_MIN},${REFERENCE_DIGITS_MAX}}$`;

const REFERENCE_PATTERN = new RegExp(PROGRAM_REFERENCE_PATTERN);

/** Upper-cases a reference given on input; undefined when it cannot be a program reference. */
export function normaliseReference(value: string): string | undefined {
  const upper = value.trim().toUpperCase();
  return REFERENCE_PATTERN.test(upper) ? upper : undefined;
}

/**
 * The references of one prefix and length that new records draw from: the numbers [0, size) written with `digits`
 * digits. Not sequential, since the public status read is keyed by the reference. `size` is 10^digits but for tests,
 * which draw from the start of the space (`referenceSpaceOf` is the one place that makes a space).
 */
export class ReferenceSpace {
  readonly last: string;
  /**
   * Set once a claim saw every reference of the space taken. References are never deleted, so a full space stays
   * full: later claims in this process answer at once instead of walking the whole index again.
   */
  seenFull = false;

  constructor(
    readonly prefix: string,
    readonly digits: number,
    readonly size: number = 10 ** digits,
  ) {
    if (!Number.isSafeInteger(size) || size < 1 || size > 10 ** digits) {
      throw new RangeError(`a space of ${digits} digits holds 1 to ${10 ** digits} references, not ${size}`);
    }
    this.last = this.referenceAt(size - 1);
  }

  /** Length of the references of this space: prefix, hyphen, digits. */
  get length(): number {
    return this.prefix.length + 1 + this.digits;
  }

  randomPosition(): number {
    return randomInt(0, this.size);
  }

  referenceAt(position: number): string {
    return `${this.prefix}-${position.toString().padStart(this.digits, '0')}`;
  }
}

/** The space new `prefix` references are drawn from with REFERENCE_DIGITS `digits`. */
export function referenceSpaceOf(prefix: string, digits: number): ReferenceSpace {
  return new ReferenceSpace(prefix, digits);
}
