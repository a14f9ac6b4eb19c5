import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Ledger transfer ids one run of `agent_stats_catch_up` covers at most (one transaction each). */
export const STATS_BATCH = 50_000;

/**
 * Brings the daily rollups (per member, per agent's team) up to the ledger: batches of `STATS_BATCH` transfer
 * ids, each in its own transaction under the cursor's lock (migration 0026), until the cursor reaches the newest
 * transfer. Safe with several processes: they take turns on the cursor, and a transfer is added once. Returns
 * how far the cursor moved.
 */
export async function catchUpAgentStats(db: Db, batch = STATS_BATCH): Promise<number> {
  let moved = 0;
  for (;;) {
    const { rows } = await sql<{
      moved: string;
    }>`select agent_stats_catch_up(${batch}::int) as moved`.execute(db);
    const step = Number(rows[0]?.moved ?? 0);
    moved += step;
    if (step < batch) return moved;
  }
}

/**
 * How far the rollups have read the ledger: the cursor's last transfer id. Figures read from the rollups change
 * only when it moves, so a reader may keep what it computed for as long as it stays.
 */
export async function rollupsCursor(db: Db): Promise<bigint> {
  const { rows } = await sql<{ id: bigint }>`
    select last_transfer_id as id from agent_stats_cursor`.execute(db);
  return BigInt(rows[0]?.id ?? 0n);
}

/**
 * Whether the rollups hold every committed transfer made before `time`: none past the cursor is older. A transfer
 * still uncommitted is not seen here; readers of a closed period wait some minutes past its end as well.
 */
export async function rollupsCoverBefore(db: Db, time: Date): Promise<boolean> {
  const { rows } = await sql<{ behind: boolean }>`
    select exists (
      select 1 from ledger_transfers t
      where t.id > (select last_transfer_id from agent_stats_cursor) and t.created_at < ${time}
    ) as behind`.execute(db);
  return rows[0]?.behind === false;
}
