import { FieldIssue, LocPart } from './pydantic-error';

/** What keeps a string out of a supported database: PostgreSQL text holds no NUL, UTF-8 no lone surrogate. */
export type UnstorableReason = 'nul' | 'lone_surrogate';

export interface UnstorableFinding {
  reason: UnstorableReason;
  /** Where the string sits inside the value checked: keys, array indexes, and `[key]` when the key itself is bad. */
  path: LocPart[];
  /** The offending string (a value or a key). */
  text: string;
}

const UNSTORABLE_MESSAGES: Record<UnstorableReason, string> = {
  nul: 'String should not contain NUL characters',
  lone_surrogate: 'String should not contain unpaired surrogate code units',
};

/**
 * The 422 item for an unstorable string (decisions §1.11), in pydantic's shape for a failed custom rule:
 * `value_error`, msg "Value error, <sentence>", the sentence again in `ctx.error`.
 */
export function unstorableIssue(reason: UnstorableReason, input: unknown): FieldIssue {
  const sentence = UNSTORABLE_MESSAGES[reason];
  return { type: 'value_error', msg: `Value error, ${sentence}`, input, ctx: { error: sentence } };
}

/** The 422 item for a string a database cannot store, or undefined when it can store it. */
export function unstorableStringIssue(text: string): FieldIssue | undefined {
  const reason = unstorableReasonOf(text);
  return reason ? unstorableIssue(reason, text) : undefined;
}

/** One linear pass over the UTF-16 units. */
export function unstorableReasonOf(text: string): UnstorableReason | undefined {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0) {
      return 'nul';
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = index + 1 < text.length ? text.charCodeAt(index + 1) : 0;
      if (code > 0xdbff || next < 0xdc00 || next > 0xdfff) {
        return 'lone_surrogate';
      }
      index++;
    }
  }
  return undefined;
}

/**
 * The first unstorable string in a JSON value: keys and values of objects and arrays at any depth (bodies are
 * at most 64 levels deep, so recursion is bounded), in document order. The path is copied only when found.
 */
export function findUnstorable(value: unknown): UnstorableFinding | undefined {
  return search(value, []);
}

function search(value: unknown, path: LocPart[]): UnstorableFinding | undefined {
  if (typeof value === 'string') {
    const reason = unstorableReasonOf(value);
    return reason ? { reason, path: [...path], text: value } : undefined;
  }
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      const found = search(value[index], path);
      path.pop();
      if (found) {
        return found;
      }
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    const keyReason = unstorableReasonOf(key);
    if (keyReason) {
      // pydantic's loc for an invalid dictionary key.
      return { reason: keyReason, path: [...path, key, '[key]'], text: key };
    }
    path.push(key);
    const found = search((value as Record<string, unknown>)[key], path);
    path.pop();
    if (found) {
      return found;
    }
  }
  return undefined;
}
