import { PathPart } from './payment-boundary';

export const MAX_PAYLOAD_BYTES = 16 * 1024;
/** The payload object itself is level 1; each nested object or array adds a level. */
export const MAX_PAYLOAD_DEPTH = 8;

/** Path of the first object or array nested deeper than `maxDepth`, or undefined. Stops descending there. */
export function firstTooDeep(value: unknown, maxDepth = MAX_PAYLOAD_DEPTH): PathPart[] | undefined {
  return descend(value, [], 1, maxDepth);
}

function descend(value: unknown, path: PathPart[], depth: number, maxDepth: number): PathPart[] | undefined {
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  if (depth > maxDepth) {
    return path;
  }
  const entries: Array<[PathPart, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, child] of entries) {
    const found = descend(child, [...path, key], depth + 1, maxDepth);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/** Size of the payload as stored: compact JSON, UTF-8 bytes. Call only after the depth check. */
export function serialisedSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}
