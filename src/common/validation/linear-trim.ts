// Trimming by character class in one pass from each end: `/x+$/` on a long run that ends in another character
// rescans the run from every start position (quadratic; decisions §1.10).

/** Removes leading and trailing characters of a class. */
export function trimWhere(text: string, isTrimmed: (code: number) => boolean): string {
  let start = 0;
  let end = text.length;
  while (start < end && isTrimmed(text.charCodeAt(start))) {
    start++;
  }
  while (end > start && isTrimmed(text.charCodeAt(end - 1))) {
    end--;
  }
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** Removes trailing characters of a class only. */
export function trimEndWhere(text: string, isTrimmed: (code: number) => boolean): string {
  let end = text.length;
  while (end > 0 && isTrimmed(text.charCodeAt(end - 1))) {
    end--;
  }
  return end === text.length ? text : text.slice(0, end);
}

/** Unicode White_Space, which Rust's str::trim (pydantic-core) strips; unlike String.prototype.trim, no U+FEFF. */
export function isUnicodeWhiteSpace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    code === 0x20 ||
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** Python's str.strip() whitespace: Unicode White_Space plus the four information separators U+001C–U+001F. */
export function isPythonSpace(code: number): boolean {
  return (code >= 0x1c && code <= 0x1f) || isUnicodeWhiteSpace(code);
}
