/**
 * The statements the agents module's reports really send: a second Kysely instance on the bench database whose
 * `log` hook records every statement as the dialect compiled it (the SQL and its parameters, as they reach
 * PostgreSQL) with its duration, so the bench explains and times exactly what reports.ts runs, never a copy of it.
 * (A plugin keyed by query id cannot tell apart two statements built from one builder and run side by side, as
 * profitByDownline's page and count are.)
 */
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';

export interface CapturedStatement {
  sql: string;
  parameters: readonly unknown[];
  ms: number;
  /** performance.now() when it ended. */
  endedAt: number;
}

const INT8_OID = 20;
const DATE_OID = 1082;

/** A Kysely like `openDatabase`'s for PostgreSQL (the same value parsers), recording every statement. */
export function openCapturingDatabase(url: string, poolSize: number) {
  let statements: CapturedStatement[] = [];
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => BigInt(value)
          : oid === DATE_OID
            ? (value: string) => value
            : pg.types.getTypeParser(oid, format),
    },
  });
  const db: Db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      const query: CompiledQuery = event.query;
      statements.push({
        sql: query.sql,
        parameters: query.parameters,
        ms: event.queryDurationMillis,
        endedAt: performance.now(),
      });
    },
  });
  return {
    db,
    /** The statements recorded since the last call. */
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
    close: () => db.destroy(),
  };
}

/** What a statement of reports.ts is, from its text. */
export function labelOf(text: string) {
  const sql = text.replace(/\s+/g, ' ');
  if (sql.includes('count(distinct played.member_id)'))
    return 'active members, past range (member_daily_stats_active, per day)';
  if (sql.includes('as bet_since')) return 'team size + joined + active since (member_tree, one scan)';
  if (sql.includes('filter (where cardinality(t.path)')) return 'team size (member_tree path range)';
  if (sql.includes('as joined')) return 'joined per day (member_tree path range)';
  if (/from team_daily_stats s where s\.agent_id = \$/.test(sql))
    return 'team money per day (team_daily_stats)';
  if (sql.includes('as "team_size"')) return 'page of direct downlines + team sizes';
  if (sql.includes('count(*) as "total"')) return 'direct downlines count';
  if (/from "team_daily_stats" s where s\."agent_id" = any/.test(sql))
    return 'team sums by agent (team_daily_stats)';
  if (/from "member_daily_stats" s where s\."member_id" = any/.test(sql))
    return 'own sums by member (member_daily_stats)';
  if (sql.includes('"report_utc_offset_minutes"')) return 'settings (merchants)';
  if (/from "members" where "merchant_id" = \$1 and "id" in/.test(sql)) return 'trail accounts (members)';
  return sql.slice(0, 60);
}

const ATTACHED = [
  'Buffers:',
  'Heap Fetches:',
  'Sort Method:',
  'Rows Removed by Filter:',
  'Workers Launched:',
];

/**
 * The key lines of an `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)`: each plan node (with its index, actual rows and
 * time), the buffers, heap fetches, sort method and filtered rows of the node put on its line, the JIT's time
 * when it compiled, and the times.
 */
export function keyLines(plan: string[]) {
  const lines: string[] = [];
  let planning = false;
  for (const line of plan) {
    const trimmed = line.trim();
    if (trimmed === 'Planning:') planning = true;
    else if (trimmed.startsWith('Timing:') && trimmed.includes('Emission')) lines.push(`    JIT ${trimmed}`);
    else if (trimmed.startsWith('Planning Time') || trimmed.startsWith('Execution Time')) lines.push(line);
    else if (planning) continue;
    else if (lines.length === 0 || trimmed.startsWith('->') || /^(SubPlan|InitPlan|CTE) /.test(trimmed))
      lines.push(line);
    else if (ATTACHED.some((prefix) => trimmed.startsWith(prefix)))
      lines[lines.length - 1] += `  [${trimmed}]`;
  }
  return lines;
}
