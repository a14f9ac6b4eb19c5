/**
 * The wallet benchmark's database baseline: the ledger's posting transaction for one credit (posting.pgbench.sql,
 * what postTransfers runs for an operator adjustment) driven by pgbench against a database the server has
 * migrated and seeded. Shared by bench/wallet and bench/vendor, so both compare their HTTP path to the same
 * floor.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface BaselineOptions {
  /** postgres://… of the database the server uses. */
  url: string;
  /** The schema the server's tables are in (search_path); the database's default when absent. */
  schema?: string;
  merchantId: number;
  clients: number;
  seconds: number;
}

export interface BaselineResult {
  /** Posting transactions per second. */
  tps: number;
  p50: number;
  p99: number;
  transactions: number;
  /** Member MAIN accounts the postings spread over. */
  members: number;
}

/**
 * Runs the posting transaction with pgbench: `clients` connections for `seconds`, each crediting a random
 * member MAIN account of the merchant from its ADJUSTMENT account (the same hot-account shape as the API). Needs
 * at least one MAIN account and the ADJUSTMENT account (a credit through the API opens both).
 */
export async function runPostingBaseline(options: BaselineOptions): Promise<BaselineResult> {
  const searchPath = options.schema ? `-c search_path=${options.schema}` : undefined;
  const db = new pg.Client({ connectionString: options.url, ...(searchPath ? { options: searchPath } : {}) });
  await db.connect();
  let members: number;
  let adjustment: string;
  try {
    await db.query(`DROP TABLE IF EXISTS bench_accounts`);
    await db.query(`CREATE TABLE bench_accounts (n integer PRIMARY KEY, account_id bigint NOT NULL)`);
    const inserted = await db.query(
      `INSERT INTO bench_accounts SELECT row_number() OVER (ORDER BY id), id FROM ledger_accounts
        WHERE kind = 'MAIN' AND merchant_id = $1`,
      [options.merchantId],
    );
    members = inserted.rowCount ?? 0;
    const row = await db.query(
      `SELECT id FROM ledger_accounts WHERE kind = 'ADJUSTMENT' AND merchant_id = $1`,
      [options.merchantId],
    );
    if (members === 0 || !row.rows[0])
      throw new Error('baseline needs MAIN accounts and the ADJUSTMENT account');
    adjustment = String(row.rows[0].id);
  } finally {
    await db.end();
  }

  const logDir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const bench = spawnSync(
      'pgbench',
      [
        '-n',
        '-c',
        String(options.clients),
        '-j',
        '2',
        '-T',
        String(options.seconds),
        '-l',
        '--log-prefix',
        join(logDir, 'log'),
        '-D',
        `merchant=${options.merchantId}`,
        '-D',
        `adjustment=${adjustment}`,
        '-D',
        `members=${members}`,
        '-f',
        fileURLToPath(new URL('./posting.pgbench.sql', import.meta.url)),
        options.url,
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, ...(searchPath ? { PGOPTIONS: searchPath } : {}) },
      },
    );
    if (bench.status !== 0) throw new Error(`pgbench failed: ${bench.stderr}`);
    const latencies = readdirSync(logDir)
      .flatMap((file) => readFileSync(join(logDir, file), 'utf8').trim().split('\n'))
      .filter((line) => line.length > 0)
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const percentile = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    return {
      tps: latencies.length / options.seconds,
      p50: percentile(50),
      p99: percentile(99),
      transactions: latencies.length,
      members,
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
