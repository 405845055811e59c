import { randomInt } from 'node:crypto';

const REFERENCE_PATTERN = /^PRG-\d{6}$/;

/** Upper-cases a reference given on input; undefined when it cannot be a program reference. */
export function normaliseReference(value: string): string | undefined {
  const upper = value.trim().toUpperCase();
  return REFERENCE_PATTERN.test(upper) ? upper : undefined;
}

/** `PREFIX-` + six random digits: not sequential, since the public status read is keyed by it. */
export function randomReference(prefix: string): string {
  return `${prefix}-${randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}
