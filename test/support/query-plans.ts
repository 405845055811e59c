import { Client } from 'pg';
import type { DataSource } from 'typeorm';

export type CapturedStatement = [sql: string, parameters: unknown[]];

/**
 * The statements the service ran while `read` ran (TypeORM's logger sees every one, LeanSql's prepared ones too), each
 * with its parameters, keeping those whose text matches `tables`.
 */
export async function statementsOf(
  dataSource: DataSource,
  read: () => Promise<unknown>,
  tables: RegExp,
): Promise<CapturedStatement[]> {
  const statements: CapturedStatement[] = [];
  const logger = dataSource.logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner): void => {
    statements.push([query, (parameters as unknown[] | undefined) ?? []]);
    logQuery(query, parameters, runner);
  };
  try {
    await read();
  } finally {
    logger.logQuery = logQuery;
  }
  return statements.filter(([sql]) => tables.test(sql));
}

/** PostgreSQL's plan for a statement with its own parameters, as one text. */
export async function planOf(dataSource: DataSource, sql: string, parameters: unknown[]): Promise<string> {
  const plan = await dataSource.query<Array<{ 'QUERY PLAN': string }>>(`EXPLAIN ${sql}`, parameters);
  return plan.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * The statements matching `tables` that reached `pg` while `read` ran as named prepared statements: PostgreSQL may
 * move such a statement to a generic plan (planned without its values) after five runs, so an EXPLAIN with its own
 * parameters would not show what runs. Lists and searches run unnamed (TypeORM's queries, or LeanSql's
 * PLANNED_FOR_ITS_VALUES), planned for their values every time.
 */
export async function namedStatementsOf(read: () => Promise<unknown>, tables: RegExp): Promise<string[]> {
  const query = jest.spyOn(Client.prototype, 'query');
  try {
    await read();
    const sent = (query.mock.calls as unknown[][])
      .map(([config]) =>
        typeof config === 'string' ? { text: config } : (config as { name?: unknown; text?: unknown }),
      )
      .filter((config) => typeof config.text === 'string' && tables.test(config.text));
    if (sent.length === 0) {
      throw new Error(`namedStatementsOf saw no statement on ${String(tables)}: the spy missed pg's calls`);
    }
    return sent.filter((config) => config.name !== undefined).map((config) => String(config.text));
  } finally {
    query.mockRestore();
  }
}
