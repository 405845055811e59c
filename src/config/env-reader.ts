import { isIP } from 'node:net';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** Typed access to environment variables; an empty string counts as unset. */
export class EnvReader {
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  optionalString(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.optionalString(name) ?? fallback;
  }

  integer(name: string, fallback: number, bounds: { min?: number; max?: number } = {}): number {
    const raw = this.optionalString(name);
    if (raw === undefined) {
      return fallback;
    }
    const trimmed = raw.trim();
    if (!/^-?\d+$/.test(trimmed)) {
      throw new ConfigError(name, `must be a whole number (got "${raw}")`);
    }
    const value = Number(trimmed);
    if (bounds.min !== undefined && value < bounds.min) {
      throw new ConfigError(name, `must be at least ${bounds.min} (got ${value})`);
    }
    if (bounds.max !== undefined && value > bounds.max) {
      throw new ConfigError(name, `must be at most ${bounds.max} (got ${value})`);
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.optionalString(name);
    if (raw === undefined) {
      return fallback;
    }
    const word = raw.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) {
      return true;
    }
    if (FALSE_WORDS.has(word)) {
      return false;
    }
    throw new ConfigError(name, `must be true or false (got "${raw}")`);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optionalString(name);
    if (raw === undefined) {
      return fallback;
    }
    const value = raw.trim() as T;
    if (!allowed.includes(value)) {
      throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${raw}")`);
    }
    return value;
  }

  integerList(name: string, fallback: string): number[] {
    const raw = this.optionalString(name) ?? fallback;
    const parts = raw.split(',').map((part) => part.trim());
    if (parts.some((part) => !/^\d+$/.test(part))) {
      throw new ConfigError(name, `must be a comma-separated list of milliseconds (got "${raw}")`);
    }
    return parts.map(Number);
  }

  /** A comma-separated list of values from `allowed` (empty items ignored; an unset variable is `fallback`). */
  oneOfList<T extends string>(name: string, allowed: readonly T[], fallback: string): T[] {
    const parts = this.listItems(name, fallback, (part) => allowed.includes(part as T), `one of ${allowed.join(', ')}`);
    return [...new Set(parts as T[])];
  }

  cidrList(name: string, fallback: string): string[] {
    return this.listItems(name, fallback, isCidr, 'a CIDR range such as 10.0.0.0/8');
  }

  /** The comma-separated items of a variable (empty ones ignored), each one `valid` (else "holds …, which is not `what`"). */
  private listItems(name: string, fallback: string, valid: (item: string) => boolean, what: string): string[] {
    const raw = this.env[name] ?? fallback;
    const parts = raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
    for (const part of parts) {
      if (!valid(part)) {
        throw new ConfigError(name, `holds "${part}", which is not ${what}`);
      }
    }
    return parts;
  }

  /** Unset: false (the socket address is the client); a hop count; or comma-separated CIDRs of trusted proxies. */
  trustProxy(name: string): false | number | string[] {
    const raw = this.optionalString(name);
    if (raw === undefined) {
      return false;
    }
    if (/^\s*\d+\s*$/.test(raw)) {
      return this.integer(name, 0, { min: 0, max: 32 });
    }
    const cidrs = this.cidrList(name, '');
    if (cidrs.length === 0) {
      throw new ConfigError(name, 'must be a hop count or comma-separated CIDR ranges of trusted proxies');
    }
    return cidrs;
  }

  optionalUrl(name: string, protocols: string[]): string | undefined {
    const raw = this.optionalString(name);
    if (raw === undefined) {
      return undefined;
    }
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new ConfigError(name, 'must be a valid URL');
    }
    if (!protocols.includes(parsed.protocol)) {
      throw new ConfigError(name, `must use one of ${protocols.join(', ')}`);
    }
    return raw;
  }
}

function isCidr(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  if (extra !== undefined || address === undefined || prefix === undefined || !/^\d+$/.test(prefix)) {
    return false;
  }
  const family = isIP(address);
  const bits = Number(prefix);
  return (family === 4 && bits <= 32) || (family === 6 && bits <= 128);
}
