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
