/**
 * Hand-written SQL with `:name` placeholders, turned into LeanSql's `$n` text: a name's `$n` is its position in
 * `names`, so several statements sharing one list may also be joined into one statement.
 */
export function numberedSql<N extends string>(names: readonly N[], text: string): string {
  return text.replace(/(?<![:\w]):([A-Za-z]\w*)/g, (placeholder, name: string) => {
    const index = names.indexOf(name as N);
    if (index < 0) {
      throw new Error(`No parameter named ${placeholder}`);
    }
    return `$${index + 1}`;
  });
}

/** The parameter list of a statement built by `numberedSql` with the same `names`. */
export function parametersOf<N extends string>(names: readonly N[], values: Record<N, unknown>): unknown[] {
  return names.map((name) => values[name]);
}
