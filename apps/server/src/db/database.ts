import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… — when absent, the embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite's folder; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** A schema to work in (tests give each run its own); created when missing. */
  schema?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

/** Opens PostgreSQL when a URL is given, else PGlite; both behind the same Kysely instance. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);

  if (options.url) {
    if (schema) {
      const setup = new pg.Client({ connectionString: options.url });
      await setup.connect();
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await setup.end();
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
      // Money is bigint: never let it pass through a float.
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? (value: string) => BigInt(value)
            : oid === DATE_OID
              ? (value: string) => value // a calendar date, not a moment: keep 'YYYY-MM-DD'
              : pg.types.getTypeParser(oid, format),
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    parsers: {
      [INT8_OID]: (value: string) => BigInt(value),
      [NUMERIC_OID]: (value: string) => value,
      [DATE_OID]: (value: string) => value,
    },
  });
  if (schema) await client.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}`);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
