import { CatalogError } from './catalog-error';

export const SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const SLUG_HINT = 'a lower-case slug (letters, digits, "-" or "_")';

interface StringRule {
  pattern?: RegExp;
  hint?: string;
  maxLength?: number;
}

interface ListRule extends StringRule {
  /** Every value must be one of these (e.g. the corridor codes of corridors.json). */
  known?: ReadonlySet<string>;
  knownName?: string;
  allowEmpty?: boolean;
}

/** The checked top level of a catalog file: a positive integer `version` and one non-empty list. */
export function readCatalogFile(
  file: string,
  raw: unknown,
  listKey: string,
): { version: number; entries: EntryReader[] } {
  if (!isRecord(raw)) {
    throw new CatalogError(file, 'must be a JSON object');
  }
  if (typeof raw.version !== 'number' || !Number.isInteger(raw.version) || raw.version < 1) {
    throw new CatalogError(file, '"version" must be a positive integer');
  }
  const list = raw[listKey];
  if (!Array.isArray(list) || list.length === 0) {
    throw new CatalogError(file, `"${listKey}" must be a non-empty array`);
  }
  const entries = list.map((entry, index) => {
    if (!isRecord(entry)) {
      throw new CatalogError(file, `${listKey}[${index}] must be an object`);
    }
    return new EntryReader(file, `${listKey}[${index}]`, entry);
  });
  return { version: raw.version, entries };
}

/** Typed reads of one catalog entry; every failure names the file, the entry and the field. */
export class EntryReader {
  constructor(
    private readonly file: string,
    private readonly position: string,
    private readonly entry: Record<string, unknown>,
  ) {}

  string(key: string, rule: StringRule = {}): string {
    const value = this.entry[key];
    if (typeof value !== 'string' || value.trim() === '') {
      this.fail(key, 'must be a non-empty string');
    }
    this.checkString(key, value, rule);
    return value;
  }

  optionalString(key: string, rule: StringRule = {}): string | null {
    const value = this.entry[key];
    return value === undefined || value === null ? null : this.string(key, rule);
  }

  boolean(key: string): boolean {
    const value = this.entry[key];
    if (typeof value !== 'boolean') {
      this.fail(key, 'must be true or false');
    }
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T {
    const value = this.entry[key];
    if (typeof value !== 'string' || !allowed.includes(value as T)) {
      this.fail(key, `must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`);
    }
    return value as T;
  }

  stringList(key: string, rule: ListRule = {}): string[] {
    const value = this.entry[key];
    if (!Array.isArray(value) || (value.length === 0 && !rule.allowEmpty)) {
      this.fail(key, rule.allowEmpty ? 'must be an array of strings' : 'must be a non-empty array of strings');
    }
    const seen = new Set<string>();
    for (const item of value as unknown[]) {
      if (typeof item !== 'string') {
        this.fail(key, 'must hold strings only');
      }
      this.checkString(key, item, rule);
      if (rule.known && !rule.known.has(item)) {
        this.fail(key, `names unknown ${rule.knownName ?? 'value'} "${item}"`);
      }
      if (seen.has(item)) {
        this.fail(key, `repeats "${item}"`);
      }
      seen.add(item);
    }
    return value as string[];
  }

  /** Refuses fields the catalog does not know, so nothing unvetted (a token, a key) reaches a public read. */
  onlyKeys(allowed: readonly string[]): void {
    const extra = Object.keys(this.entry).filter((key) => !allowed.includes(key));
    if (extra.length > 0) {
      throw new CatalogError(
        this.file,
        `${this.label()} has unknown field(s) ${extra.map((key) => `"${key}"`).join(', ')}`,
      );
    }
  }

  fail(key: string, reason: string): never {
    throw new CatalogError(this.file, `${this.label()} "${key}" ${reason}`);
  }

  private checkString(key: string, value: string, rule: StringRule): void {
    if (rule.maxLength !== undefined && [...value].length > rule.maxLength) {
      this.fail(key, `must be at most ${rule.maxLength} characters (got "${value}")`);
    }
    if (rule.pattern && !rule.pattern.test(value)) {
      this.fail(key, `must be ${rule.hint ?? `like ${String(rule.pattern)}`} (got "${value}")`);
    }
  }

  private label(): string {
    const name = this.entry.slug ?? this.entry.code;
    return typeof name === 'string' ? `${this.position} (${name})` : this.position;
  }
}

/** Throws when two entries share an identifier. */
export function assertUnique(file: string, kind: string, ids: readonly string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) {
      throw new CatalogError(file, `${kind} "${id}" appears more than once`);
    }
    seen.add(id);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
