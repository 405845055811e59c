import { EntityManager } from 'typeorm';

/**
 * The rows of an `UPDATE … RETURNING`: TypeORM hands them back as `[rows, rowCount]` on PostgreSQL and
 * as the rows themselves on SQLite.
 */
export async function updateReturning<R>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<R[]> {
  const raw: unknown = await manager.query(sql, parameters);
  return (manager.dataSource.options.type === 'postgres' ? (raw as [R[], number])[0] : raw) as R[];
}
