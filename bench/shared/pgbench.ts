/**
 * pgbench, driven from a benchmark: the database baselines every engine's HTTP path is compared with, run
 * against the same database in the same run. Latencies come from pgbench's per-transaction log.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentileOf } from './stats.ts';

export interface PgbenchResult {
  /** Transactions per second. */
  tps: number;
  p50: number;
  p99: number;
  transactions: number;
}

export interface PgbenchRun {
  url: string;
  clients: number;
  seconds: number;
  /** A script file, or a built-in (`-N`: TPC-B without the branch and teller updates, i.e. no hot rows). */
  script: { file: string } | { builtin: '-N' };
  /** `-D name=value` variables of the script. */
  variables?: Record<string, string | number>;
  /** pgbench's worker threads (2 cores here). */
  threads?: number;
}

function pgbench(args: string[], url: string) {
  const run = spawnSync('pgbench', [...args, url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed: ${run.stderr}`);
  return run;
}

/**
 * Creates pgbench's own tables (scale 1: 100,000 accounts) for the `-N` ceiling, then a checkpoint, so the
 * writes of the set-up are not flushed during the first measured phase (they made it look slower than the rest).
 */
export function initPgbenchTables(url: string) {
  pgbench(['-i', '-q', '-s', '1'], url);
  const checkpoint = spawnSync('psql', ['-q', '-c', 'CHECKPOINT', url], { encoding: 'utf8' });
  if (checkpoint.status !== 0) throw new Error(`CHECKPOINT failed: ${checkpoint.stderr}`);
}

export function runPgbench(run: PgbenchRun): PgbenchResult {
  const logDir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const script = 'file' in run.script ? ['-f', run.script.file] : [run.script.builtin];
    const variables = Object.entries(run.variables ?? {}).flatMap(([name, value]) => [
      '-D',
      `${name}=${value}`,
    ]);
    pgbench(
      [
        '-n',
        '-c',
        String(run.clients),
        '-j',
        String(run.threads ?? 2),
        '-T',
        String(run.seconds),
        '-l',
        '--log-prefix',
        join(logDir, 'log'),
        ...variables,
        ...script,
      ],
      run.url,
    );
    const latencies = readdirSync(logDir)
      .flatMap((file) => readFileSync(join(logDir, file), 'utf8').trim().split('\n'))
      .filter((line) => line.length > 0)
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    return {
      tps: latencies.length / run.seconds,
      p50: percentileOf(latencies, 50),
      p99: percentileOf(latencies, 99),
      transactions: latencies.length,
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
