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
