const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database was dropped or renamed under us
  'SQLITE_BUSY',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is not established',
  'the database system is',
  // ALTER DATABASE … ALLOW_CONNECTIONS false (code 55000, which is too broad to match on its own)
  'is not currently accepting connections',
  'Connection terminated unexpectedly',
];

/** True when the error means the database could not be reached (answered 503), not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const candidate of causes(error)) {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    const message = (candidate as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text))) {
      return true;
    }
  }
  return false;
}

/** True when the error is a unique-constraint violation on the named index. */
export function isUniqueViolation(error: unknown, indexName: string, columns: string[]): boolean {
  for (const candidate of causes(error)) {
    const { code, constraint, message } = candidate as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && constraint === indexName) {
      return true;
    }
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string') {
      return columns.every((column) => message.includes(column));
    }
  }
  return false;
}

function* causes(error: unknown): Generator<object> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current;
    const next =
      (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
    if (next === current) {
      return;
    }
    current = next;
  }
}
