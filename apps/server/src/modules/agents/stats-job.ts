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
