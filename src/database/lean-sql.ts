import { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

interface EntityShape {
  table: string;
  selectList: string;
  columns: ColumnMetadata[];
}

/**
 * Hot-path SQL without the query builder: reads whole entities with hand-written WHERE/ORDER clauses and
 * inserts rows, converting every value with TypeORM's own per-column rules (so both dialects store and
 * read exactly what the ORM would). Statements are built once and cached; clauses use `$1, $2…`
 * placeholders on both dialects (rewritten to `?` for SQLite).
 */
export class LeanSql {
  private readonly shapes = new Map<EntityTarget<ObjectLiteral>, EntityShape>();
  private readonly statements = new Map<string, string>();
  private readonly positional: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.positional = dataSource.options.type !== 'postgres';
  }

  async many<T extends ObjectLiteral>(
    manager: EntityManager,
    target: EntityTarget<T>,
    clause: string,
    parameters: unknown[],
  ): Promise<T[]> {
    const shape = this.shapeOf(target);
    const rows: Array<Record<string, unknown>> = await manager.query(this.statement(shape, clause), parameters);
    return rows.map((row) => this.hydrate(shape, row) as T);
  }

  async one<T extends ObjectLiteral>(
    manager: EntityManager,
    target: EntityTarget<T>,
    clause: string,
    parameters: unknown[],
  ): Promise<T | null> {
    const [first] = await this.many(manager, target, clause, parameters);
    return first ?? null;
  }

  /** Inserts one row and returns its generated id. */
  async insert<T extends ObjectLiteral>(
    manager: EntityManager,
    target: EntityTarget<T>,
    values: Partial<T>,
  ): Promise<number> {
    const shape = this.shapeOf(target);
    const columns = shape.columns.filter((column) => !column.isGenerated);
    const key = `insert|${shape.table}`;
    let statement = this.statements.get(key);
    if (statement === undefined) {
      const names = columns.map((column) => `"${column.databaseName}"`).join(', ');
      const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
      statement = this.sql(`INSERT INTO "${shape.table}" (${names}) VALUES (${placeholders}) RETURNING "id"`);
      this.statements.set(key, statement);
    }
    const record = values as Record<string, unknown>;
    const parameters = columns.map((column) => {
      const value = this.dataSource.driver.preparePersistentValue(record[column.propertyName], column) as unknown;
      // better-sqlite3 binds text, numbers and buffers; JSON columns arrive as objects on PostgreSQL only.
      return this.positional && value !== null && typeof value === 'object' && !Buffer.isBuffer(value)
        ? JSON.stringify(value)
        : value;
    });
    const rows: Array<{ id: number | string }> = await manager.query(statement, parameters);
    return Number(rows[0].id);
  }

  /** The dialect's form of a statement written with `$n` placeholders. */
  sql(text: string): string {
    return this.positional ? text.replace(/\$\d+/g, '?') : text;
  }

  private statement(shape: EntityShape, clause: string): string {
    const key = `${shape.table}|${clause}`;
    let statement = this.statements.get(key);
    if (statement === undefined) {
      statement = this.sql(`SELECT ${shape.selectList} FROM "${shape.table}" ${clause}`);
      this.statements.set(key, statement);
    }
    return statement;
  }

  private hydrate(shape: EntityShape, row: Record<string, unknown>): ObjectLiteral {
    const metadata = shape.columns[0].entityMetadata;
    const entity = metadata.create() as Record<string, unknown>;
    for (const column of shape.columns) {
      entity[column.propertyName] = this.dataSource.driver.prepareHydratedValue(row[column.databaseName], column);
    }
    return entity;
  }

  private shapeOf(target: EntityTarget<ObjectLiteral>): EntityShape {
    let shape = this.shapes.get(target);
    if (!shape) {
      const metadata = this.dataSource.getMetadata(target);
      const columns = metadata.columns;
      shape = {
        table: metadata.tableName,
        selectList: columns.map((column) => `"${column.databaseName}"`).join(', '),
        columns,
      };
      this.shapes.set(target, shape);
    }
    return shape;
  }
}
