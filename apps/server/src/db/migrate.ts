import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.ts';

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));
/** Any constant: servers starting together against one database take turns applying migrations. */
const MIGRATION_LOCK_KEY = 724_311_001;

/** Applies the versioned SQL files of migrations/ that this database has not seen, in name order. */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(trx);
    const done = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(trx);
    const applied = new Set(done.rows.map((row) => row.version));
    const fresh: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (applied.has(version)) continue;
      await sql.raw(await readFile(migrationsDir + file, 'utf8')).execute(trx);
      await sql`INSERT INTO schema_migrations (version) VALUES (${version})`.execute(trx);
      fresh.push(version);
    }
    return fresh;
  });
}
