import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The tamper-evident audit trail (migration 0016): rows are written unsealed by whoever audits something, and
 * sealed into a hash chain per merchant by `sealAuditTrail` (the `seal-audit-trail` job of every server
 * process; one sealer works at a time). `verifyAuditChain` recomputes a merchant's chain and names the first
 * broken link.
 */

/** Rows one sealing transaction takes: short transactions, and a backlog is worked through in turns. */
const SEAL_BATCH = 2_000;

/** Seals every unsealed audit row (batch by batch); answers how many it sealed. */
export async function sealAuditTrail(db: Db): Promise<number> {
  let sealed = 0;
  for (;;) {
    const result = await sql<{ sealed: number }>`SELECT audit_seal(${SEAL_BATCH}) AS sealed`.execute(db);
    const batch = result.rows[0]?.sealed ?? 0;
    sealed += batch;
    if (batch < SEAL_BATCH) return sealed;
  }
}

export interface ChainReport {
  merchantId: number;
  /** Rows in the chain. */
  sealed: number;
  /** Rows written since the last sealing (sealed within a job period). */
  unsealed: number;
  /** The first broken link, or null when the chain is whole. */
  firstBreak: { auditId: string; chainSeq: string; reason: string } | null;
}

/** Recomputes a merchant's whole chain in the database. */
export async function verifyAuditChain(db: Db, merchantId: number): Promise<ChainReport> {
  const [counts, broken] = await Promise.all([
    sql<{ sealed: string; unsealed: string }>`
      SELECT count(*) FILTER (WHERE chain_seq IS NOT NULL)::text AS sealed,
             count(*) FILTER (WHERE chain_seq IS NULL)::text AS unsealed
      FROM audit_log WHERE merchant_id = ${merchantId}`.execute(db),
    sql<{ audit_id: string; chain_seq: string; reason: string }>`
      SELECT audit_id::text, chain_seq::text, reason FROM audit_chain_break(${merchantId})`.execute(db),
  ]);
  const first = broken.rows[0];
  return {
    merchantId,
    sealed: Number(counts.rows[0]?.sealed ?? 0),
    unsealed: Number(counts.rows[0]?.unsealed ?? 0),
    firstBreak: first ? { auditId: first.audit_id, chainSeq: first.chain_seq, reason: first.reason } : null,
  };
}
