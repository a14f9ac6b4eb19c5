import { sql } from 'kysely';
import type {
  Bill,
  BillDetail,
  Contract,
  ContractRequest,
  ContractTerms,
  ContractType,
  DownlineContract,
  MyContract,
  SimulatedBill,
  billQuerySchema,
  downlineContractQuerySchema,
} from '@msp/contracts/agent-contracts.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { agentMemberTypes } from '@msp/contracts/enums.ts';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../shared/app-error.ts';
import { formatMinor } from '../../../shared/money.ts';
import { pageOf } from '../../../shared/page.ts';
import type { Merchant } from '../../merchant/service.ts';
import { agentSettings, nextDay, reportDayStart } from '../rollups.ts';
import { requireTeamMember, type Agent } from '../tree.ts';
import { teamFigures, noFigures } from './figures.ts';
import { enabledContractTypes, expireRequests } from './life-cycle.ts';
import { contractsInForceAt } from './payday.ts';
import { apiPeriod, lastEndedPeriod, periodAt, periodKindOf, type Period } from './periods.ts';
import { apiTerms, computeBill, storedTerms, type StoredTerms } from './terms.ts';

/** What the contract pages read: the caller's contract and offers, its sub-agents', bills and simulations. */

const party = (id: number | null, account: string | null) =>
  id === null ? null : { memberId: id, account: account ?? '' };

interface ContractRow {
  id: number;
  type: ContractType;
  agent_id: number;
  agent_account: string;
  upline_id: number | null;
  upline_account: string | null;
  terms: StoredTerms;
  status: 'ACTIVE' | 'ENDED';
  started_at: Date;
  ended_at: Date | null;
  end_reason: Contract['endReason'];
}

const contractSelect = sql`
  SELECT c.id, c.type, c.agent_id, a.username AS agent_account, c.upline_id, u.username AS upline_account,
    c.terms, c.status, c.started_at, c.ended_at, c.end_reason
  FROM agent_contracts c JOIN members a ON a.id = c.agent_id LEFT JOIN members u ON u.id = c.upline_id`;

const presentContract = (row: ContractRow): Contract => ({
  id: row.id,
  type: row.type,
  agent: party(row.agent_id, row.agent_account)!,
  upline: party(row.upline_id, row.upline_account),
  terms: apiTerms(row.type, row.terms),
  status: row.status,
  startedAt: row.started_at.toISOString(),
  endedAt: row.ended_at?.toISOString() ?? null,
  endReason: row.end_reason,
});

interface RequestRow {
  id: number;
  type: ContractType;
  kind: 'NEW' | 'TERMINATE';
  agent_id: number;
  agent_account: string;
  upline_id: number | null;
  upline_account: string | null;
  terms: StoredTerms | null;
  status: ContractRequest['status'];
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
}

const requestSelect = sql`
  SELECT r.id, r.type, r.kind, r.agent_id, a.username AS agent_account, r.upline_id, u.username AS upline_account,
    r.terms, r.status, r.created_at, r.expires_at, r.decided_at
  FROM agent_contract_requests r JOIN members a ON a.id = r.agent_id LEFT JOIN members u ON u.id = r.upline_id`;

const presentRequest = (row: RequestRow): ContractRequest => ({
  id: row.id,
  type: row.type,
  kind: row.kind,
  agent: party(row.agent_id, row.agent_account)!,
  upline: party(row.upline_id, row.upline_account),
  terms: row.terms ? apiTerms(row.type, row.terms) : null,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

export async function myContract(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  type: ContractType,
  now = new Date(),
): Promise<MyContract> {
  await expireRequests(db, now, agent.memberId);
  const [enabled, contracts, requests] = await Promise.all([
    enabledContractTypes(db, merchant.id),
    sql<ContractRow>`${contractSelect}
      WHERE c.agent_id = ${agent.memberId} AND c.type = ${type}
      ORDER BY c.status = 'ACTIVE' DESC, c.started_at DESC LIMIT 11`.execute(db),
    sql<RequestRow>`${requestSelect}
      WHERE r.agent_id = ${agent.memberId} AND r.type = ${type}
      ORDER BY r.status = 'PENDING' DESC, r.created_at DESC LIMIT 20`.execute(db),
  ]);
  const active = contracts.rows.find((row) => row.status === 'ACTIVE');
  return {
    type,
    enabled: enabled.includes(type),
    contract: active ? presentContract(active) : null,
    offers: requests.rows.filter((row) => row.status === 'PENDING').map(presentRequest),
    history: contracts.rows
      .filter((row) => row.status === 'ENDED')
      .slice(0, 10)
      .map(presentContract),
    answered: requests.rows
      .filter((row) => row.status !== 'PENDING')
      .slice(0, 10)
      .map(presentRequest),
    canOffer: Boolean(active),
  };
}

/** The terms of the agent's own contract of a type in force, if any. */
async function ownTerms(db: Db, agent: Agent, type: ContractType) {
  const own = await db
    .selectFrom('agent_contracts')
    .select('terms')
    .where('agent_id', '=', agent.memberId)
    .where('type', '=', type)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return own?.terms as StoredTerms | undefined;
}

/** The period kind the caller's pages use: a dividend's is its own contract's (monthly without one). */
async function pageKind(db: Db, agent: Agent, type: ContractType) {
  if (type !== 'DIVIDEND') return periodKindOf(type);
  return periodKindOf(type, (await ownTerms(db, agent, type))?.period ?? 'M');
}

/** What contracts would pay over a period, computed as a payday would and not written. */
async function simulate(
  db: Db,
  merchant: Merchant,
  type: ContractType,
  period: Period,
  within: readonly number[],
  contracts: ReadonlyArray<{ agentId: number; terms: StoredTerms }>,
) {
  const figures = await teamFigures(db, {
    merchantId: merchant.id,
    type,
    period,
    within,
    agents: contracts.map((c) => ({ agentId: c.agentId, minBet: c.terms.minBet ?? 0 })),
  });
  return contracts.map((c) => computeBill(type, c.terms, figures.get(c.agentId) ?? noFigures));
}

const simulated = (
  period: Period,
  bill: ReturnType<typeof computeBill>,
  subtracted: bigint,
  subAgentBills: number,
): SimulatedBill => ({
  period: apiPeriod(period),
  amount: formatMinor(bill.amount),
  subtracted: formatMinor(subtracted),
  net: formatMinor(bill.amount - subtracted),
  explanation: { ...bill.explanation, subAgentBills },
});

export async function downlineContracts(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  type: ContractType,
  query: z.infer<typeof downlineContractQuerySchema>,
  now = new Date(),
): Promise<Page<DownlineContract> & { lastPeriod: ReturnType<typeof apiPeriod> }> {
  const { utcOffsetMinutes } = await agentSettings(db, merchant.id);
  const lastPeriod = lastEndedPeriod(await pageKind(db, agent, type), now.getTime(), utcOffsetMinutes);
  let members = db
    .selectFrom('members')
    .where('parent_member_id', '=', agent.memberId)
    .where('merchant_id', '=', merchant.id)
    .where('type', 'in', [...agentMemberTypes]);
  if (query.account) members = members.where('username', 'like', `${query.account.toLowerCase()}%`);
  const [{ total }, rows] = await Promise.all([
    members.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    members
      .select(['id', 'username'])
      .orderBy('username')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  const ids = rows.map((row) => row.id);
  const [contracts, pending] = ids.length
    ? await Promise.all([
        sql<ContractRow>`${contractSelect}
          WHERE c.agent_id = ANY (${ids}::int[]) AND c.type = ${type} AND c.status = 'ACTIVE'`.execute(db),
        sql<RequestRow>`${requestSelect}
          WHERE r.agent_id = ANY (${ids}::int[]) AND r.type = ${type} AND r.status = 'PENDING'
            AND r.upline_id = ${agent.memberId} AND r.expires_at > ${now}`.execute(db),
      ])
    : [{ rows: [] }, { rows: [] }];
  const contractOf = new Map(contracts.rows.map((row) => [row.agent_id, row]));
  const inForceLast = await contractsInForceAt(db, merchant.id, type, lastPeriod, ids);
  const costs = await simulate(
    db,
    merchant,
    type,
    lastPeriod,
    agent.path,
    inForceLast.map((c) => ({ agentId: c.agent_id, terms: c.terms })),
  );
  const costOf = new Map(inForceLast.map((c, index) => [c.agent_id, costs[index]!.amount]));
  const offered = pending.rows.filter((request) => request.kind === 'NEW' && request.terms);
  const offerCosts = await simulate(
    db,
    merchant,
    type,
    lastPeriod,
    agent.path,
    offered.map((request) => ({ agentId: request.agent_id, terms: request.terms! })),
  );
  const offerCostOf = new Map(offered.map((request, index) => [request.agent_id, offerCosts[index]!.amount]));
  return {
    ...pageOf(
      rows.map((row) => {
        const contract = contractOf.get(row.id);
        const cost = costOf.get(row.id);
        return {
          member: { memberId: row.id, account: row.username },
          contract: contract ? presentContract(contract) : null,
          pending: (() => {
            const request = pending.rows.find((r) => r.agent_id === row.id);
            return request ? presentRequest(request) : null;
          })(),
          lastPeriodCost: cost === undefined ? null : formatMinor(cost),
          pendingCost: offerCostOf.has(row.id) ? formatMinor(offerCostOf.get(row.id)!) : null,
        };
      }),
      query.pageNo,
      query.pageSize,
      Number(total),
    ),
    lastPeriod: apiPeriod(lastPeriod),
  };
}

interface BillRow {
  id: bigint;
  type: ContractType;
  contract_id: number;
  agent_id: number;
  agent_account: string;
  upline_id: number | null;
  upline_account: string | null;
  period_start: Date;
  period_end: Date;
  period_label: string;
  amount: bigint;
  paid: bigint;
  subtracted: bigint;
  explanation: Bill['explanation'];
  status: Bill['status'];
  deadline: Date;
  last_attempt_at: Date | null;
  paid_at: Date | null;
  created_at: Date;
}

const billSelect = sql`
  SELECT b.id, b.type, b.contract_id, b.agent_id, a.username AS agent_account, b.upline_id,
    u.username AS upline_account, b.period_start, b.period_end, b.period_label, b.amount, b.paid, b.subtracted,
    b.explanation, b.status, b.deadline, b.last_attempt_at, b.paid_at, b.created_at
  FROM agent_bills b JOIN members a ON a.id = b.agent_id LEFT JOIN members u ON u.id = b.upline_id`;

const presentBill = (row: BillRow): Bill => ({
  id: Number(row.id),
  type: row.type,
  contractId: row.contract_id,
  period: {
    start: row.period_start.toISOString(),
    end: row.period_end.toISOString(),
    label: row.period_label,
  },
  agent: party(row.agent_id, row.agent_account)!,
  upline: party(row.upline_id, row.upline_account),
  amount: formatMinor(row.amount),
  paid: formatMinor(row.paid),
  subtracted: formatMinor(row.subtracted),
  net: formatMinor(row.amount - row.subtracted),
  status: row.status,
  deadline: row.deadline.toISOString(),
  lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
  paidAt: row.paid_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  explanation: row.explanation,
});

export async function listBills(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  type: ContractType,
  query: z.infer<typeof billQuerySchema>,
): Promise<Page<Bill>> {
  if (query.downlineId !== undefined) {
    const downline = await requireTeamMember(db, merchant, agent, { id: query.downlineId });
    if (downline.path.at(-2) !== agent.memberId) throw new AppError('agent.contract.not.direct');
  }
  const { utcOffsetMinutes } = await agentSettings(db, merchant.id);
  const where = sql`
    WHERE b.merchant_id = ${merchant.id} AND b.type = ${type}
      AND ${query.scope === 'MINE' ? sql`b.agent_id = ${agent.memberId}` : sql`b.upline_id = ${agent.memberId}`}
      ${query.downlineId !== undefined ? sql`AND b.agent_id = ${query.downlineId}` : sql``}
      ${query.status ? sql`AND b.status = ${query.status}` : sql``}
      ${query.from ? sql`AND b.period_start >= ${reportDayStart(query.from, utcOffsetMinutes)}` : sql``}
      ${query.to ? sql`AND b.period_start < ${reportDayStart(nextDay(query.to), utcOffsetMinutes)}` : sql``}`;
  const [count, rows] = await Promise.all([
    sql<{ total: bigint }>`SELECT count(*) AS total FROM agent_bills b ${where}`.execute(db),
    sql<BillRow>`${billSelect} ${where}
      ORDER BY b.period_start DESC, b.id DESC
      LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`.execute(db),
  ]);
  return pageOf(rows.rows.map(presentBill), query.pageNo, query.pageSize, Number(count.rows[0]?.total ?? 0));
}

/** One bill of the caller's (paid to it or by it): 404 `agent.bill.not.found` for any other. */
export async function billDetail(db: Db, merchant: Merchant, agent: Agent, id: number): Promise<BillDetail> {
  const { rows } = await sql<BillRow>`${billSelect}
    WHERE b.id = ${id} AND b.merchant_id = ${merchant.id}
      AND (b.agent_id = ${agent.memberId} OR b.upline_id = ${agent.memberId})`.execute(db);
  const row = rows[0];
  if (!row) throw new AppError('agent.bill.not.found');
  const [payments, subBills] = await Promise.all([
    db
      .selectFrom('agent_bill_payments')
      .select(['paid_at', 'amount'])
      .where('bill_id', '=', row.id)
      .orderBy('attempt')
      .execute(),
    sql<BillRow>`${billSelect}
      WHERE b.merchant_id = ${merchant.id} AND b.type = ${row.type} AND b.period_start = ${row.period_start}
        AND b.upline_id = ${row.agent_id}
      ORDER BY b.amount DESC, b.id LIMIT 200`.execute(db),
  ]);
  return {
    ...presentBill(row),
    payments: payments.map((p) => ({ at: p.paid_at.toISOString(), amount: formatMinor(p.amount) })),
    subAgentBills: subBills.rows.map(presentBill),
  };
}

/** The caller's next payday if its current period ended now (null without a contract). */
export async function mySimulation(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  type: ContractType,
  now = new Date(),
): Promise<SimulatedBill | null> {
  const terms = await ownTerms(db, agent, type);
  if (!terms) return null;
  const { utcOffsetMinutes } = await agentSettings(db, merchant.id);
  const period = periodAt(periodKindOf(type, terms.period), now.getTime(), utcOffsetMinutes);
  const given = await db
    .selectFrom('agent_contracts')
    .select(['agent_id', 'terms'])
    .where('upline_id', '=', agent.memberId)
    .where('type', '=', type)
    .where('status', '=', 'ACTIVE')
    .execute();
  const [mine, ...theirs] = await simulate(db, merchant, type, period, agent.path, [
    { agentId: agent.memberId, terms },
    ...given.map((c) => ({ agentId: c.agent_id, terms: c.terms as StoredTerms })),
  ]);
  const paying = theirs.filter((bill) => bill.amount > 0n);
  const subtracted = paying.reduce((sum, bill) => sum + bill.amount, 0n);
  return simulated(period, mine!, subtracted, paying.length);
}

/** What offering `terms` to a direct sub-agent would have cost the caller over the last ended period. */
export async function offerSimulation(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  type: ContractType,
  body: { downlineId: number; terms: ContractTerms },
  now = new Date(),
): Promise<SimulatedBill> {
  const downline = await requireTeamMember(db, merchant, agent, { id: body.downlineId });
  if (downline.path.at(-2) !== agent.memberId) throw new AppError('agent.contract.not.direct');
  const terms = storedTerms(type, body.terms);
  const { utcOffsetMinutes } = await agentSettings(db, merchant.id);
  const period = lastEndedPeriod(periodKindOf(type, terms.period), now.getTime(), utcOffsetMinutes);
  const [bill] = await simulate(db, merchant, type, period, downline.path, [
    { agentId: downline.memberId, terms },
  ]);
  return simulated(period, bill!, 0n, 0);
}
