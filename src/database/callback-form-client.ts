import { Client, QueryResult } from 'pg';

type QueryCallback = (error: Error | null, result: QueryResult) => void;

/**
 * The `pg` client the pool hands out (TypeORM's queries and LeanSql's alike): a statement asked for as a promise runs
 * through `pg`'s callback form (the one `pg.Pool#query` uses) inside a promise of our own. Through `pg`'s own promise
 * form every row a statement answered was promoted to V8's old generation, where only a full collection frees it:
 * reading 100,000 rows in pages of 250 promoted 55–70 MB that way and under 1 MB this way (docs/operations.md,
 * "Memory"). Calls with a callback (an argument or the config's `callback`), submittables (cursors, streams) and
 * calls `pg` refuses outright (no config) go to `pg` unchanged; a refused statement's error gets the caller's stack
 * back, as `pg`'s promise form gives it.
 */
export class CallbackFormClient extends Client {}

function queryThroughCallback(this: Client, ...args: unknown[]): unknown {
  const [config, values, callback] = args;
  const shape = config as { submit?: unknown; callback?: unknown } | null | undefined;
  const ownForm =
    shape === null ||
    shape === undefined ||
    typeof shape.submit === 'function' ||
    typeof shape.callback === 'function' ||
    typeof values === 'function' ||
    typeof callback === 'function';
  if (ownForm) {
    return (Client.prototype.query as (...queryArgs: unknown[]) => unknown).apply(this, args);
  }
  return new Promise<QueryResult>((resolve, reject) => {
    const answered: QueryCallback = (error, result) => (error ? reject(error) : resolve(result));
    (Client.prototype.query as (...queryArgs: unknown[]) => unknown).call(this, config, values, answered);
  }).catch((error: unknown) => {
    // pg's promise form does the same: the stack then leads back to the caller, not to the socket's read.
    if (error instanceof Error) {
      Error.captureStackTrace(error);
    }
    throw error;
  });
}

// Assigned rather than declared: `Client#query` is a dozen overloads no single signature can override.
CallbackFormClient.prototype.query = queryThroughCallback as Client['query'];
