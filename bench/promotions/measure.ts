/**
 * How the promotions benchmark measures: calls under a fixed number of concurrent callers (latency percentiles and
 * throughput), and the SQL statements the server sends, counted by a Kysely plugin on the database the app uses.
 */
import { performance } from 'node:perf_hooks';
import type { KyselyPlugin } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { percentileOf, round } from '../shared/stats.ts';

export interface Latency {
  calls: number;
  concurrency: number;
  p50: number;
  p99: number;
  mean: number;
  /** Calls completed per second of wall time. */
  perSecond: number;
}

/**
 * `calls` calls of `run` (given the call's number, 0…calls−1) by `concurrency` callers: each caller starts its next
 * call as soon as its last one has answered. Latencies in ms.
 */
export async function underLoad(
  calls: number,
  concurrency: number,
  run: (n: number) => Promise<unknown>,
): Promise<Latency> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let n = next++; n < calls; n = next++) {
        const callStarted = performance.now();
        await run(n);
        samples.push(performance.now() - callStarted);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    calls,
    concurrency,
    p50: round(percentileOf(samples, 50), 2),
    p99: round(percentileOf(samples, 99), 2),
    mean: round(samples.reduce((sum, sample) => sum + sample, 0) / Math.max(1, samples.length), 2),
    perSecond: round(calls / seconds, 1),
  };
}

/**
 * The bench database as the app sees it, counting every statement it runs (the plugin sees each result; BEGIN and
 * COMMIT are not statements of the modules and are not counted). It shares the pool of `db`.
 */
export function countingDatabase(db: Db) {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements += 1;
      return args.result;
    },
  };
  return {
    db: db.withPlugin(counter),
    /** Statements run since the start. */
    get statements() {
      return statements;
    },
  };
}

/** The statements `run` sends through `counting`, and its result (run alone: nothing else may use the db). */
export async function statementsOf<T>(
  counting: { statements: number },
  run: () => Promise<T>,
): Promise<{ statements: number; value: T }> {
  const before = counting.statements;
  const value = await run();
  return { statements: counting.statements - before, value };
}

export const fmt = (value: number) => value.toLocaleString('en');
export const seconds = (started: number) => (performance.now() - started) / 1000;

/** A table row of a latency: p50, p99, mean and calls per second. */
export const latencyCells = (latency: Latency) => [
  latency.p50.toFixed(2),
  latency.p99.toFixed(2),
  latency.mean.toFixed(2),
  latency.perSecond.toFixed(0),
];
