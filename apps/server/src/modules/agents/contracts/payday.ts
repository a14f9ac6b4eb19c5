import { sql } from 'kysely';
import { contractTypes, dividendPeriods, type ContractType } from '@msp/contracts/agent-contracts.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../shared/app-error.ts';
import { writeAudit, type RequestOrigin } from '../../identity/audit.ts';
import {
  lockAccounts,
  memberMainAccountIds,
  postManyLocked,
  shardOf,
  systemAccountId,
  type PostingAudit,
  type PostingRequest,
} from '../../ledger/service.ts';
import { postSystemMessages } from '../../messages/system-messages.ts';
import { catchUpAgentStats } from '../stats-job.ts';
import { teamFigures, noFigures } from './figures.ts';
import { nextPeriod, periodAt, type Period, type PeriodKind } from './periods.ts';
import { computeBill, type StoredTerms } from './terms.ts';

/**
 * Paydays (DESIGN.md §6): for every period that has closed, each contract in force at its end gets one bill,
 * computed from the team's rollups; then every unpaid bill is paid from its upline's balance (a top agent's from
 * the site's SALARY or DIVIDEND account), upper levels first, one ledger posting per payment. Safe with several
 * processes and idempotent: a period's bills are written once (its cursor row is locked, a bill is unique per
 * contract and period), and a bill is paid under its row lock, so running a payday twice pays nothing twice.
 */

/** An unpaid bill is retried until this long after it was written, then it expires. */
export const BILL_RETRY_HOURS = 72;
/** A bill the upline could not pay (in full) is tried again after this long. */
export const BILL_RETRY_EVERY_MS = 10 * 60_000;
/** A period is computed this long after it ends at the earliest (bets in flight at its end land first). */
export const PAYDAY_GRACE_MS = 60_000;
/** Bills paid in one transaction. */
const PAY_BATCH = 5_000;
/** Bills written by one statement. */
const INSERT_BATCH = 10_000;

const legKindOf: Record<ContractType, string> = {
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'SALARY_DAILY',
  HOURLY_SALARY: 'SALARY_HOURLY',
  REALTIME_SALARY: 'SALARY_REALTIME',
};

interface PaydayMerchant {
  id: number;
  currency: string;
  offset: number;
  types: ContractType[];
}

export interface PaydayReport {
  billsWritten: number;
  paymentsPosted: number;
  billsExpired: number;
}

/** The period kinds a type's bills follow: one for salaries, each dividend period for dividends. */
const kindsOf = (type: ContractType): PeriodKind[] =>
  type === 'DIVIDEND'
    ? [...dividendPeriods]
    : [type === 'DAILY_SALARY' ? 'D' : type === 'HOURLY_SALARY' ? 'HOUR' : 'WINDOW'];

/** The payday job: every merchant with contracts, every type it offers. */
export async function runPaydays(
  db: Db,
  { now = new Date(), merchantId }: { now?: Date; merchantId?: number } = {},
): Promise<PaydayReport> {
  const merchants = await sql<{ id: number; currency: string; offset: number; types: ContractType[] }>`
    SELECT m.id, m.currency, m.report_utc_offset_minutes AS offset, m.agent_contract_types AS types
    FROM merchants m
    WHERE EXISTS (SELECT 1 FROM agent_contracts c WHERE c.merchant_id = m.id)
      ${merchantId === undefined ? sql`` : sql`AND m.id = ${merchantId}`}`.execute(db);
  const report: PaydayReport = { billsWritten: 0, paymentsPosted: 0, billsExpired: 0 };
  for (const merchant of merchants.rows) {
    for (const type of contractTypes) {
      if (!merchant.types.includes(type)) continue;
      for (const kind of kindsOf(type))
        report.billsWritten += await writeDueBills(db, merchant, type, kind, now);
    }
    report.paymentsPosted += await payBills(db, merchant, now);
    report.billsExpired += await expireBills(db, merchant.id, now);
  }
  return report;
}

/**
 * True when nothing can still change a period that ended at `end`: no other transaction that began before it is
 * still open (so every bet of the period has committed or rolled back).
 */
async function periodSettled(db: Db, end: Date) {
  const { rows } = await sql<{ open: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
        AND xact_start < ${end}) AS open`.execute(db);
  return !rows[0]?.open;
}

const cursorKey = (type: ContractType, kind: PeriodKind) => (type === 'DIVIDEND' ? kind : '');

async function writeDueBills(
  db: Db,
  merchant: PaydayMerchant,
  type: ContractType,
  kind: PeriodKind,
  now: Date,
): Promise<number> {
  const key = cursorKey(type, kind);
  let written = 0;
  for (;;) {
    const cursor = await db
      .selectFrom('agent_payday_cursor')
      .select('next_start')
      .where('merchant_id', '=', merchant.id)
      .where('type', '=', type)
      .where('period', '=', key)
      .executeTakeFirst();
    if (!cursor) {
      // The first payday of the type starts with the period its first contract started in.
      const first = await sql<{ started_at: Date | null }>`
        SELECT min(started_at) AS started_at FROM agent_contracts
        WHERE merchant_id = ${merchant.id} AND type = ${type}
          ${type === 'DIVIDEND' ? sql`AND terms ->> 'period' = ${kind}` : sql``}`.execute(db);
      const startedAt = first.rows[0]?.started_at;
      if (!startedAt) return written;
      await db
        .insertInto('agent_payday_cursor')
        .values({
          merchant_id: merchant.id,
          type,
          period: key,
          next_start: periodAt(kind, startedAt.getTime(), merchant.offset).start,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      continue;
    }
    const period = periodAt(kind, cursor.next_start.getTime(), merchant.offset);
    if (now.getTime() < period.end.getTime() + PAYDAY_GRACE_MS) return written;
    if (!(await periodSettled(db, period.end))) return written;
    if (type !== 'REALTIME_SALARY') await catchUpAgentStats(db);
    const done = await db.transaction().execute(async (trx) => {
      const locked = await sql<{ next_start: Date }>`
        SELECT next_start FROM agent_payday_cursor
        WHERE merchant_id = ${merchant.id} AND type = ${type} AND period = ${key} FOR UPDATE`.execute(trx);
      // Another process wrote this period meanwhile.
      if (locked.rows[0]?.next_start.getTime() !== period.start.getTime()) return -1;
      const count = await writeBills(trx, merchant, type, period, now);
      await trx
        .updateTable('agent_payday_cursor')
        .set({ next_start: nextPeriod(period, merchant.offset).start })
        .where('merchant_id', '=', merchant.id)
        .where('type', '=', type)
        .where('period', '=', key)
        .execute();
      return count;
    });
    if (done > 0) written += done;
  }
}

export interface ContractInForce {
  id: number;
  agent_id: number;
  upline_id: number | null;
  terms: StoredTerms;
  path: number[];
}

/** The contracts of a type in force when a period ended (a dividend's of that period kind). */
export async function contractsInForceAt(
  db: Db,
  merchantId: number,
  type: ContractType,
  period: Period,
  agentIds?: readonly number[],
): Promise<ContractInForce[]> {
  const { rows } = await sql<ContractInForce>`
    SELECT c.id, c.agent_id, c.upline_id, c.terms, t.path
    FROM agent_contracts c JOIN member_tree t ON t.member_id = c.agent_id
    WHERE c.merchant_id = ${merchantId} AND c.type = ${type}
      AND c.started_at <= ${period.end} AND (c.ended_at IS NULL OR c.ended_at > ${period.end})
      ${type === 'DIVIDEND' ? sql`AND c.terms ->> 'period' = ${period.kind}` : sql``}
      ${agentIds ? sql`AND c.agent_id = ANY (${[...agentIds]}::int[])` : sql``}`.execute(db);
  return rows;
}

/** One period's bills, written once: the arithmetic of `computeBill`, then each agent's sub-agents' sum. */
async function writeBills(db: Db, merchant: PaydayMerchant, type: ContractType, period: Period, now: Date) {
  const contracts = await contractsInForceAt(db, merchant.id, type, period);
  const figures = await teamFigures(db, {
    merchantId: merchant.id,
    type,
    period,
    agents: contracts.map((c) => ({ agentId: c.agent_id, minBet: c.terms.minBet ?? 0 })),
  });
  // From when the bill is written, so a period computed late (a server that was down) still gets its retries.
  const deadline = new Date(now.getTime() + BILL_RETRY_HOURS * 3_600_000);
  const computed = contracts.flatMap((contract) => {
    const teamFigures = figures.get(contract.agent_id);
    // A team that did not play gets no bill.
    if (!teamFigures) return [];
    return [{ contract, ...computeBill(type, contract.terms, teamFigures ?? noFigures) }];
  });
  // What each agent pays its own sub-agents for the same period (their bills of this period).
  const owed = new Map<number, { total: bigint; bills: number }>();
  for (const bill of computed) {
    const upline = bill.contract.upline_id;
    if (upline === null) continue;
    const sum = owed.get(upline) ?? { total: 0n, bills: 0 };
    owed.set(upline, { total: sum.total + bill.amount, bills: sum.bills + 1 });
  }
  const bills = computed.map((bill) => {
    const own = owed.get(bill.contract.agent_id) ?? { total: 0n, bills: 0 };
    return { ...bill, subtracted: own.total, explanation: { ...bill.explanation, subAgentBills: own.bills } };
  });
  let written = 0;
  for (let from = 0; from < bills.length; from += INSERT_BATCH) {
    const chunk = bills.slice(from, from + INSERT_BATCH);
    const result = await sql`
      INSERT INTO agent_bills (merchant_id, type, contract_id, agent_id, upline_id, depth, period_start, period_end,
        period_label, amount, subtracted, explanation, deadline, status, paid_at, created_at)
      SELECT ${merchant.id}, ${type}, b.contract_id, b.agent_id, b.upline_id, b.depth, ${period.start},
        ${period.end}, ${period.label}, b.amount, b.subtracted, b.explanation, ${deadline},
        CASE WHEN b.amount = 0 THEN 'PAID' ELSE 'PENDING' END, CASE WHEN b.amount = 0 THEN ${now}::timestamptz END,
        ${now}
      FROM unnest(${chunk.map((b) => b.contract.id)}::int[], ${chunk.map((b) => b.contract.agent_id)}::int[],
        ${chunk.map((b) => b.contract.upline_id)}::int[], ${chunk.map((b) => b.contract.path.length)}::int[],
        ${chunk.map((b) => String(b.amount))}::bigint[], ${chunk.map((b) => String(b.subtracted))}::bigint[],
        ${chunk.map((b) => JSON.stringify(b.explanation))}::jsonb[])
        AS b(contract_id, agent_id, upline_id, depth, amount, subtracted, explanation)
      ON CONFLICT ON CONSTRAINT agent_bills_once DO NOTHING`.execute(db);
    written += Number(result.numAffectedRows ?? 0);
  }
  return written;
}

interface UnpaidBill {
  id: bigint;
  type: ContractType;
  agent_id: number;
  upline_id: number | null;
  amount: bigint;
  paid: bigint;
  attempts: number;
  period_label: string;
}

/**
 * Pays what is unpaid, level by level from the top, so an upline has been paid its own bill before it pays its
 * sub-agents. Within a level, `PAY_STREAMS` streams run at once, split by payer: no two streams ever lock the
 * same payer (or site shard), and a level's payees are the next level's payers. Answers the payments posted.
 */
async function payBills(db: Db, merchant: PaydayMerchant, now: Date): Promise<number> {
  const levels = await sql<{ depth: number }>`
    SELECT DISTINCT depth FROM agent_bills
    WHERE merchant_id = ${merchant.id} AND ${dueForPayment(now)}
    ORDER BY depth`.execute(db);
  let posted = 0;
  for (const { depth } of levels.rows) {
    const streams = Array.from({ length: PAY_STREAMS }, (_, stream) =>
      payLevel(db, merchant, now, depth, stream),
    );
    for (const count of await Promise.all(streams)) posted += count;
  }
  return posted;
}

/** A bill with something unpaid, before its deadline, not tried in the last `BILL_RETRY_EVERY_MS`. */
const dueForPayment = (now: Date) => sql`
  status IN ('PENDING', 'PARTLY_PAID', 'INSUFFICIENT') AND deadline > ${now}
  AND (status = 'PENDING' OR last_attempt_at <= ${new Date(now.getTime() - BILL_RETRY_EVERY_MS)})`;

/** Concurrent payment streams of one level (the machine's cores). */
const PAY_STREAMS = 2;

async function payLevel(
  db: Db,
  merchant: PaydayMerchant,
  now: Date,
  depth: number,
  stream: number,
): Promise<number> {
  let posted = 0;
  // Each batch reads on past the last: a bill another process holds is left to it.
  let after = 0n;
  for (;;) {
    // The payer decides the stream: the upline, or for a top agent the site's shard (agent id mod 32).
    const candidates = await sql<UnpaidBill>`
      SELECT id, type, agent_id, upline_id, amount, paid, attempts, period_label FROM agent_bills
      WHERE merchant_id = ${merchant.id} AND ${dueForPayment(now)} AND depth = ${depth} AND id > ${String(after)}
        AND coalesce(upline_id, agent_id) % ${PAY_STREAMS} = ${stream}
      ORDER BY id LIMIT ${PAY_BATCH}`.execute(db);
    if (candidates.rows.length === 0) return posted;
    const bills = candidates.rows;
    after = bills.at(-1)!.id;
    // Accounts are opened before the transaction (opening one is idempotent and moves no money).
    const memberAccounts = await memberMainAccountIds(
      db,
      merchant.id,
      bills.flatMap((bill) => (bill.upline_id === null ? [bill.agent_id] : [bill.agent_id, bill.upline_id])),
      merchant.currency,
    );
    // A top agent's bill is paid from the shard of the site's SALARY or DIVIDEND account its id picks.
    const siteKind = (bill: UnpaidBill) => (bill.type === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY');
    const siteKey = (bill: UnpaidBill) => `${siteKind(bill)}:${shardOf(bill.agent_id)}`;
    const siteAccounts = new Map<string, bigint>();
    for (const bill of bills)
      if (bill.upline_id === null && !siteAccounts.has(siteKey(bill)))
        siteAccounts.set(
          siteKey(bill),
          await systemAccountId(db, {
            merchantId: merchant.id,
            kind: siteKind(bill),
            currency: merchant.currency,
            shardKey: bill.agent_id,
          }),
        );
    const payerOf = (bill: UnpaidBill) =>
      bill.upline_id === null ? siteAccounts.get(siteKey(bill))! : memberAccounts.get(bill.upline_id)!;

    await db.transaction().execute(async (trx) => {
      const { rows: locked } = await sql<UnpaidBill>`
        SELECT id, type, agent_id, upline_id, amount, paid, attempts, period_label FROM agent_bills
        WHERE id = ANY (${bills.map((bill) => String(bill.id))}::bigint[]) AND ${dueForPayment(now)}
        ORDER BY id FOR UPDATE SKIP LOCKED`.execute(trx);
      if (locked.length === 0) return;
      const accounts = await lockAccounts(
        trx,
        locked.flatMap((bill) => [payerOf(bill), memberAccounts.get(bill.agent_id)!]),
      );
      const balances = new Map([...accounts].map(([id, account]) => [id, account.balance]));
      const requests: PostingRequest[] = [];
      const audits: PostingAudit[] = [];
      const outcomes: Array<{ bill: UnpaidBill; pay: bigint }> = [];
      for (const bill of locked) {
        const payer = payerOf(bill);
        const payee = memberAccounts.get(bill.agent_id)!;
        const due = bill.amount - bill.paid;
        const available = accounts.get(payer)!.allowNegative ? due : (balances.get(payer) ?? 0n);
        const pay = available < due ? (available > 0n ? available : 0n) : due;
        outcomes.push({ bill, pay });
        if (pay === 0n) continue;
        balances.set(payer, balances.get(payer)! - pay);
        balances.set(payee, balances.get(payee)! + pay);
        requests.push({
          merchantId: merchant.id,
          idempotencyKey: `agent-bill:${bill.id}:${bill.attempts + 1}`,
          kind: 'AGENT_BILL',
          legs: [
            {
              debitAccountId: payer,
              creditAccountId: payee,
              amount: pay,
              kind: legKindOf[bill.type],
              reference: `bill:${bill.id}`,
            },
          ],
        });
        audits.push({
          memberId: bill.agent_id,
          action: 'AGENT_BILL_PAID',
          ip: null,
          userAgent: null,
          detail: { billId: String(bill.id), amount: String(pay), uplineId: bill.upline_id },
        });
      }
      const postingIds = await postManyLocked(trx, requests, audits);
      const paid = outcomes.filter((outcome) => outcome.pay > 0n);
      if (paid.length > 0)
        await sql`
          INSERT INTO agent_bill_payments (bill_id, attempt, posting_id, amount, paid_at)
          SELECT p.*, ${now}::timestamptz FROM unnest(${paid.map((o) => String(o.bill.id))}::bigint[],
            ${paid.map((o) => o.bill.attempts + 1)}::int[], ${postingIds.map(String)}::bigint[],
            ${paid.map((o) => String(o.pay))}::bigint[]) AS p`.execute(trx);
      await sql`
        UPDATE agent_bills b SET paid = b.paid + o.pay, attempts = b.attempts + 1, last_attempt_at = ${now},
          status = CASE WHEN b.paid + o.pay = b.amount THEN 'PAID'
                        WHEN b.paid + o.pay > 0 THEN 'PARTLY_PAID' ELSE 'INSUFFICIENT' END,
          paid_at = CASE WHEN b.paid + o.pay = b.amount THEN ${now}::timestamptz END
        FROM unnest(${outcomes.map((o) => String(o.bill.id))}::bigint[], ${outcomes.map((o) => String(o.pay))}::bigint[])
          AS o(id, pay)
        WHERE b.id = o.id`.execute(trx);
      // The payees' "bill paid" messages: one statement for the batch.
      await postSystemMessages(
        trx,
        merchant.id,
        paid.map(({ bill, pay }) => ({
          memberId: bill.agent_id,
          template: 'BILL_PAID',
          params: {
            billId: String(bill.id),
            type: bill.type,
            period: bill.period_label,
            amount: pay,
            full: bill.paid + pay === bill.amount,
          },
        })),
      );
      posted += requests.length;
    });
    if (bills.length < PAY_BATCH) return posted;
  }
}

/** Bills past their deadline with something unpaid expire (what was paid stays paid). */
async function expireBills(db: Db, merchantId: number, now: Date) {
  const result = await db
    .updateTable('agent_bills')
    .set({ status: 'EXPIRED' })
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', ['PENDING', 'PARTLY_PAID', 'INSUFFICIENT'])
    .where('deadline', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The operator cancels what is unpaid of a bill (what was paid stays paid): 409 `agent.bill.closed` if nothing is. */
export async function cancelBill(
  db: Db,
  merchantId: number,
  operatorId: number,
  billId: number,
  origin: RequestOrigin,
) {
  await db.transaction().execute(async (trx) => {
    const bill = await trx
      .selectFrom('agent_bills')
      .select(['id', 'agent_id', 'status', 'amount', 'paid'])
      .where('id', '=', BigInt(billId))
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!bill) throw new AppError('agent.bill.not.found');
    if (!['PENDING', 'PARTLY_PAID', 'INSUFFICIENT'].includes(bill.status))
      throw new AppError('agent.bill.closed');
    await trx.updateTable('agent_bills').set({ status: 'CANCELLED' }).where('id', '=', bill.id).execute();
    await writeAudit(trx, {
      merchantId,
      memberId: bill.agent_id,
      operatorId,
      action: 'AGENT_BILL_CANCELLED',
      origin,
      detail: { billId: String(bill.id), unpaid: String(bill.amount - bill.paid) },
    });
  });
}
