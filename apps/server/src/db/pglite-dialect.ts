import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * A Kysely dialect for the embedded PGlite database. PGlite is a single connection, so the driver hands it
 * out to one user at a time: a transaction holds it from BEGIN to COMMIT and nothing interleaves.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client);
  }

  async init() {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release();
  }

  async destroy() {
    await this.queue;
    if (!this.client.closed) await this.client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // A query without parameters may hold several statements (migrations); the simple protocol runs them.
    if (compiled.parameters.length === 0) {
      const results = await this.client.exec(compiled.sql);
      const last = results.at(-1);
      return { rows: (last?.rows ?? []) as R[], numAffectedRows: BigInt(last?.affectedRows ?? 0) };
    }
    const result = await this.client.query<R>(compiled.sql, compiled.parameters as unknown[]);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}
