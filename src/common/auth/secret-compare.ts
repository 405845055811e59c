import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two secrets of any length (digests first: timingSafeEqual needs equal lengths). */
export function secretsEqual(presented: string, expected: string): boolean {
  const left = createHash('sha256').update(presented, 'utf8').digest();
  const right = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(left, right);
}
