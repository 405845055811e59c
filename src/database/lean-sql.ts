import {
  DataSource,
  EntityManager,
  EntityMetadata,
  EntityTarget,
  ObjectLiteral,
  QueryFailedError,
  QueryRunner,
  QueryRunnerAlreadyReleasedError,
} from 'typeorm';

type ColumnMetadata = EntityMetadata['columns'][number];

/** The part of better-sqlite3 used here. */
interface SqliteStatement {
  reader: boolean;
  all(...parameters: unknown[]): Array<Record<string, unknown>>;
  run(...parameters: unknown[]): unknown;
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}

const JSON_TYPES = new Set(['json', 'jsonb', 'simple-json']);

/**
 * Marks a statement PostgreSQL must plan for its values every time (run unnamed, never prepared by name): one whose
 * best plan depends on them, which a generic plan gets wrong. A named statement's generic plan knows neither a range's
 * width nor where it lies: for `seq > $2 AND seq <= $3 ORDER BY seq LIMIT n` it guessed 16 rows, chose to read every
 * partition's rows in the range and sort them, and so read the rest of the record for every page of an export.
 */
export const PLANNED_FOR_ITS_VALUES = '/* planned for its values */ ';

type Rows = Array<Record<string, unknown>>;

/**
 * A `pg` client: runs a named statement and answers its rows; emits `error` when its connection fails. The pool's
 * clients are CallbackFormClient (data-source-options.ts), which keep the rows out of V8's old generation.
 */
interface Queryable {
  query(query: { name?: string; text: string; values: unknown[] }): Promise<{ rows: Rows }>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  removeListener(event: 'error', listener: (error: Error) => void): unknown;
}

/** What TypeORM's `Driver.obtainMasterConnection()` answers on PostgreSQL: a pooled client and its release. */
type PooledClient = [Queryable, (error?: Error) => void];

interface EntityShape {
  table: string;
  selectList: string;
  columns: ColumnMetadata[];
  /** Each column's key in a plain row: its database name. */
  keys: string[];
  /** By alias and properties: the columns of a joined row (`selectListOf`) and their aliased keys. */
  aliased: Map<string, AliasedColumns>;
}

interface AliasedColumns {
  columns: ColumnMetadata[];
  keys: string[];
  idKey: string;
}

/**
 * Hot-path SQL without the query builder: reads whole entities with hand-written WHERE/ORDER clauses and
 * inserts rows, converting every value with TypeORM's own per-column rules (so both dialects store and
 * read exactly what the ORM would). Statements are built once and cached; clauses use `$1, $2…`
 * placeholders on both dialects (rewritten to `?` for SQLite).
 */
/** Told of every statement LeanSql ran: its text, how long it took, whether it failed (metrics). */
export type QueryObserver = (sql: string, seconds: number, failed: boolean) => void;

export class LeanSql {
  private readonly shapes = new Map<EntityTarget<ObjectLiteral>, EntityShape>();
  private readonly statements = new Map<string, string>();
  private readonly numbered = new Map<string, { sql: string; order: number[] }>();
  private readonly names = new Map<string, string>();
  private readonly sqliteStatements = new Map<string, SqliteStatement>();
  private sqliteConnection?: SqliteConnection;
  private readonly positional: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly observe: QueryObserver = () => undefined,
  ) {
    this.positional = dataSource.options.type !== 'postgres';
  }

  async many<T extends ObjectLiteral>(
    manager: EntityManager,
    target: EntityTarget<T>,
    clause: string,
    parameters: unknown[],
  ): Promise<T[]> {
    const shape = this.shapeOf(target);
    const rows = await this.execute(manager, this.statement(shape, clause), parameters);
    return rows.map((row) => this.hydrate(shape, row, shape.columns, shape.keys) as T);
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
    return (await this.insertRow(manager, target, values, '')) as number;
  }

  /**
   * Inserts one row unless it would break the unique index on `column`; returns the generated id, or
   * null when the value is taken (the statement then changes nothing and leaves a transaction usable).
   */
  insertUnlessTaken<T extends ObjectLiteral>(
    manager: EntityManager,
    target: EntityTarget<T>,
    values: Partial<T>,
    column: keyof T & string,
  ): Promise<number | null> {
    const databaseName = this.columnOf(this.shapeOf(target), column).databaseName;
    return this.insertRow(manager, target, values, ` ON CONFLICT ("${databaseName}") DO NOTHING`);
  }

  /**
   * Runs a hand-written statement with `$n` placeholders, which may repeat or come in any order: on
   * SQLite they become positional `?` and the parameters are laid out to match.
   */
  async run<R = Record<string, unknown>>(manager: EntityManager, text: string, parameters: unknown[]): Promise<R[]> {
    let statement = this.numbered.get(text);
    if (statement === undefined) {
      const order = [...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]) - 1);
      statement = { sql: this.sql(text), order };
      this.numbered.set(text, statement);
    }
    const values = this.positional ? statement.order.map((index) => parameters[index]) : parameters;
    return (await this.execute(manager, statement.sql, values)) as R[];
  }

  /**
   * `"alias"."column" AS "alias__column", …` for the columns of `target` (all, or those of `properties`):
   * its part of a joined read.
   */
  selectListOf<T extends ObjectLiteral>(
    target: EntityTarget<T>,
    alias: string,
    properties?: ReadonlyArray<keyof T & string>,
  ): string {
    return this.columnsOf(this.shapeOf(target), properties)
      .map(
        (column) =>
          `${this.readable(`"${alias}"."${column.databaseName}"`, column)} AS "${alias}__${column.databaseName}"`,
      )
      .join(', ');
  }

  /**
   * The `target` entity (or its `properties`) of a joined row read with `selectListOf`; null when the join
   * found none.
   */
  hydrateAliased<T extends ObjectLiteral, K extends keyof T & string = keyof T & string>(
    target: EntityTarget<T>,
    row: Record<string, unknown>,
    alias: string,
    properties?: readonly K[],
  ): Pick<T, K> | null {
    const shape = this.shapeOf(target);
    const aliased = this.aliasedOf(shape, alias, properties);
    if (row[aliased.idKey] === null || row[aliased.idKey] === undefined) {
      return null;
    }
    return this.hydrate(shape, row, aliased.columns, aliased.keys) as Pick<T, K>;
  }

  /**
   * The aliased keys are built once per list of properties: built per row, each key would be a new string that V8
   * must flatten and hash before it can look the value up (~40 columns × 100 rows a list page).
   */
  private aliasedOf(shape: EntityShape, alias: string, properties?: readonly string[]): AliasedColumns {
    const cacheKey = properties ? `${alias}:${properties.join(',')}` : alias;
    let aliased = shape.aliased.get(cacheKey);
    if (aliased === undefined) {
      const columns = this.columnsOf(shape, properties);
      const keys = columns.map((column) => `${alias}__${column.databaseName}`);
      aliased = { columns, keys, idKey: `${alias}__id` };
      shape.aliased.set(cacheKey, aliased);
    }
    return aliased;
  }

  /**
   * A row as JSON keyed by column name, each value converted by TypeORM's rules, for PostgreSQL's
   * `jsonb_populate_record(set)`: one parameter carries a whole row (or rows) with the table's own types.
   */
  recordJson<T extends ObjectLiteral>(target: EntityTarget<T>, rows: Array<Partial<T>>): string {
    const shape = this.shapeOf(target);
    const columns = shape.columns.filter((column) => !column.isGenerated);
    const records = rows.map((row) => {
      const values = this.persistentValues(columns, row);
      // TypeORM prepares a JSON column as JSON text; nested in this JSON it must stay the value itself.
      const valueOf = (column: ColumnMetadata, index: number) =>
        JSON_TYPES.has(String(column.type)) ? (row as Record<string, unknown>)[column.propertyName] : values[index];
      return Object.fromEntries(columns.map((column, index) => [column.databaseName, valueOf(column, index)]));
    });
    return JSON.stringify(records);
  }

  /** The quoted column names `target` inserts (generated columns left out), in entity order. */
  insertColumnsOf(target: EntityTarget<ObjectLiteral>): string[] {
    return this.shapeOf(target)
      .columns.filter((column) => !column.isGenerated)
      .map((column) => `"${column.databaseName}"`);
  }

  private async insertRow<T extends ObjectLiteral>(
    manager: EntityManager,
    target: EntityTarget<T>,
    values: Partial<T>,
    conflictClause: string,
  ): Promise<number | null> {
    const shape = this.shapeOf(target);
    const columns = shape.columns.filter((column) => !column.isGenerated);
    const key = `insert|${shape.table}|${conflictClause}`;
    let statement = this.statements.get(key);
    if (statement === undefined) {
      const names = columns.map((column) => `"${column.databaseName}"`).join(', ');
      const placeholders = columns.map((_, index) => `$${index + 1}`).join(', ');
      statement = this.sql(
        `INSERT INTO "${shape.table}" (${names}) VALUES (${placeholders})${conflictClause} RETURNING "id"`,
      );
      this.statements.set(key, statement);
    }
    const parameters = this.persistentValues(columns, values as Record<string, unknown>).map((value) =>
      // better-sqlite3 binds text, numbers and buffers only: anything else still an object becomes JSON text.
      this.positional && value !== null && typeof value === 'object' && !Buffer.isBuffer(value)
        ? JSON.stringify(value)
        : value,
    );
    const rows = await this.execute(manager, statement, parameters);
    return rows.length === 0 ? null : Number(rows[0].id);
  }

  /**
   * On PostgreSQL every lean statement is a named prepared statement: each connection parses and plans it
   * once instead of on every execution (measured ~1.6× the statement rate of unnamed ones on this machine).
   */
  private async execute(
    manager: EntityManager,
    sql: string,
    values: unknown[],
  ): Promise<Array<Record<string, unknown>>> {
    const started = performance.now();
    try {
      const rows = await this.executeTimed(manager, sql, values);
      this.observe(sql, (performance.now() - started) / 1000, false);
      return rows;
    } catch (error) {
      this.observe(sql, (performance.now() - started) / 1000, true);
      throw error;
    }
  }

  /** Timed by `execute`, a pooled client's wait included (pool exhaustion shows as slower statements). */
  private async executeTimed(
    manager: EntityManager,
    sql: string,
    values: unknown[],
  ): Promise<Array<Record<string, unknown>>> {
    const runner = manager.queryRunner;
    if (runner?.isReleased) {
      throw new QueryRunnerAlreadyReleasedError();
    }
    if (this.positional) {
      return this.executeOnSqlite(this.sqliteConnection ?? (await this.connectSqlite(runner)), runner, sql, values);
    }
    this.dataSource.logger.logQuery(sql, values, runner);
    const name = this.nameOf(sql);
    const query = name === undefined ? { text: sql, values } : { name, text: sql, values };
    try {
      if (runner) {
        // Inside a transaction: the runner's own client (QueryRunner.connect answers it once connected).
        return (await ((await runner.connect()) as Queryable).query(query)).rows;
      }
      return await this.onPooledClient(manager, (client) => client.query(query));
    } catch (error) {
      throw new QueryFailedError(sql, values, error as Error);
    }
  }

  /**
   * Outside a transaction: a client from the pool through TypeORM's public `Driver.obtainMasterConnection()`,
   * given back at once. While it is out, the pool no longer listens for its connection failing, so we do (as
   * `pg`'s own `pool.query` does): a client whose connection failed goes back with its error and the pool discards
   * it; one the server answered with an error (a constraint, say) is still sound and goes back for reuse.
   */
  private async onPooledClient(
    manager: EntityManager,
    run: (client: Queryable) => Promise<{ rows: Rows }>,
  ): Promise<Rows> {
    // The manager's own DataSource: the primary's, or the read replica's (TransactionRunner.readMayLag).
    const [client, release] = (await manager.dataSource.driver.obtainMasterConnection()) as PooledClient;
    let broken: Error | undefined;
    const onConnectionError = (error: Error) => {
      broken = error;
    };
    client.on('error', onConnectionError);
    try {
      return (await run(client)).rows;
    } catch (error) {
      broken ??= answeredByServer(error) ? undefined : (error as Error);
      throw error;
    } finally {
      client.removeListener('error', onConnectionError);
      release(broken);
    }
  }

  /**
   * On SQLite straight on better-sqlite3's one connection (the one TypeORM uses, so inside a transaction
   * the statement is part of it), synchronously and with the statement prepared once: the TransactionRunner
   * already serialises every unit of work, and TypeORM's asynchronous query path cost more than the query.
   */
  private executeOnSqlite(
    connection: SqliteConnection,
    runner: QueryRunner | undefined,
    sql: string,
    values: unknown[],
  ): Array<Record<string, unknown>> {
    // better-sqlite3 binds no booleans.
    const parameters = values.map((value) => (typeof value === 'boolean' ? Number(value) : value));
    this.dataSource.logger.logQuery(sql, parameters, runner);
    try {
      let statement = this.sqliteStatements.get(sql);
      if (statement === undefined) {
        statement = connection.prepare(sql);
        this.sqliteStatements.set(sql, statement);
      }
      if (statement.reader) {
        return statement.all(...parameters);
      }
      statement.run(...parameters);
      return [];
    } catch (error) {
      throw new QueryFailedError(sql, parameters, error as Error);
    }
  }

  /** better-sqlite3's one connection, as TypeORM's public `QueryRunner.connect()` answers it (SQLite shares one runner). */
  private async connectSqlite(runner: QueryRunner | undefined): Promise<SqliteConnection> {
    this.sqliteConnection = (await (runner ?? this.dataSource.createQueryRunner()).connect()) as SqliteConnection;
    return this.sqliteConnection;
  }

  /** The statement's prepared name; none (run unnamed) when it is PLANNED_FOR_ITS_VALUES. Decided once per text. */
  private nameOf(sql: string): string | undefined {
    let name = this.names.get(sql);
    if (name === undefined) {
      name = sql.includes(PLANNED_FOR_ITS_VALUES) ? '' : `lean_${this.names.size + 1}`;
      this.names.set(sql, name);
    }
    return name === '' ? undefined : name;
  }

  private persistentValues(columns: ColumnMetadata[], record: Record<string, unknown>): unknown[] {
    return columns.map(
      (column) => this.dataSource.driver.preparePersistentValue(record[column.propertyName], column) as unknown,
    );
  }

  private columnsOf(shape: EntityShape, properties?: readonly string[]): ColumnMetadata[] {
    return properties ? properties.map((property) => this.columnOf(shape, property)) : shape.columns;
  }

  private columnOf(shape: EntityShape, propertyName: string): ColumnMetadata {
    const column = shape.columns.find((candidate) => candidate.propertyName === propertyName);
    if (!column) {
      throw new Error(`No column "${propertyName}" on ${shape.table}`);
    }
    return column;
  }

  /** The dialect's form of a statement written with `$n` placeholders (in order; `run` handles any order). */
  private sql(text: string): string {
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

  private hydrate(
    shape: EntityShape,
    row: Record<string, unknown>,
    columns: ColumnMetadata[],
    keys: string[],
  ): ObjectLiteral {
    const entity = shape.columns[0].entityMetadata.create() as Record<string, unknown>;
    const driver = this.dataSource.driver;
    for (let index = 0; index < columns.length; index++) {
      const column = columns[index];
      entity[column.propertyName] = driver.prepareHydratedValue(row[keys[index]], column);
    }
    return entity;
  }

  /**
   * A column as a hand-written SELECT must read it: TypeORM stores a SQLite `jsonb` column it writes as binary JSONB
   * (`jsonb(?)`), which only `json()` turns back into text; rows written as text read the same through it.
   */
  private readable(expression: string, column: ColumnMetadata): string {
    return this.positional && column.type === 'jsonb' ? `json(${expression})` : expression;
  }

  private shapeOf(target: EntityTarget<ObjectLiteral>): EntityShape {
    let shape = this.shapes.get(target);
    if (!shape) {
      const metadata = this.dataSource.getMetadata(target);
      const columns = metadata.columns;
      shape = {
        table: metadata.tableName,
        selectList: columns
          .map((column) => {
            const name = `"${column.databaseName}"`;
            const read = this.readable(name, column);
            return read === name ? name : `${read} AS ${name}`;
          })
          .join(', '),
        columns,
        keys: columns.map((column) => column.databaseName),
        aliased: new Map(),
      };
      this.shapes.set(target, shape);
    }
    return shape;
  }
}

/** `pg` gives errors the server sent a `severity`; a broken connection's errors have none. */
function answeredByServer(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'severity' in error;
}
