import { sql } from 'kysely';
import type { TeamBet, TeamTransaction, TeamTransactionType } from '@msp/contracts/agents.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import type { Language } from '@msp/contracts/errors.ts';
import { recordCountPagesAhead } from '@msp/contracts/records.ts';
import type { Db } from '../../db/database.ts';
import { formatMinor } from '../../shared/money.ts';
import { describeRounds } from '../game-wallet/records.ts';
import type { Merchant } from '../merchant/service.ts';
import { agentSettings, dayRange, nextDay, reportDayStart } from './rollups.ts';
import { isDescendantPath, requireTeamMember, type Agent } from './tree.ts';

/**
 * The team's raw records, a page at a time: its game rounds (`personalHistoryCopy` of the agent center) and its
 * cash movements (`agentDownlineTransactionDetailsCopy`). A filter naming someone outside the team is refused
 * (403 `agent.not.downline`), never answered with an empty page.
 */

interface PageQuery {
  pageNo: number;
  pageSize: number;
  from?: string | undefined;
  to?: string | undefined;
  account?: string | undefined;
}

/** The range's instants in the merchant's report days, and the one member a filter names (if any). */
async function scope(db: Db, merchant: Merchant, agent: Agent, query: PageQuery) {
  const { utcOffsetMinutes } = await agentSettings(db, merchant.id);
  const range = dayRange(query, utcOffsetMinutes);
  const member = query.account
    ? await requireTeamMember(db, merchant, agent, { username: query.account })
    : undefined;
  return {
    start: reportDayStart(range.from, utcOffsetMinutes),
    end: reportDayStart(nextDay(range.to), utcOffsetMinutes),
    member,
  };
}

/** Counts rows up to `recordCountPagesAhead` pages past this one (a big team's month is millions of rounds). */
const countCap = (query: PageQuery) => query.pageNo * query.pageSize + query.pageSize * recordCountPagesAhead;

function pageOf<T>(content: T[], counted: number, query: PageQuery): Page<T> {
  return {
    content,
    pageNum: query.pageNo,
    totalPages: Math.ceil(counted / query.pageSize),
    totalElements: counted,
  };
}

/** The team's game rounds that started in the range, newest first. */
export async function teamBets(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  language: Language,
  query: PageQuery & { gameType?: string | undefined; vendor?: string | undefined },
): Promise<Page<TeamBet>> {
  const { start, end, member } = await scope(db, merchant, agent, query);
  let base = db
    .selectFrom('game_rounds as r')
    .where('r.merchant_id', '=', merchant.id)
    .where('r.started_at', '>=', start)
    .where('r.started_at', '<', end);
  base = member
    ? base.where('r.member_id', '=', member.memberId)
    : base.where('r.member_id', 'in', (eb) =>
        eb.selectFrom('member_tree as t').select('t.member_id').where(isDescendantPath('t.path', agent.path)),
      );
  if (query.gameType) base = base.where('r.game_type', '=', query.gameType.toUpperCase());
  if (query.vendor) base = base.where('r.vendor_code', '=', query.vendor.toUpperCase());
  const [counted, rounds] = await Promise.all([
    db
      .selectFrom(base.select('r.id').limit(countCap(query)).as('matching'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    base
      .selectAll('r')
      .orderBy('r.started_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  const accounts = new Map(
    (
      await db
        .selectFrom('members')
        .select(['id', 'username'])
        .where('merchant_id', '=', merchant.id)
        .where('id', 'in', rounds.length > 0 ? [...new Set(rounds.map((round) => round.member_id))] : [0])
        .execute()
    ).map((row) => [row.id, row.username]),
  );
  const records = await describeRounds(db, merchant.id, rounds, language);
  return pageOf(
    records.map((record, index) => ({
      id: record.id,
      account: accounts.get(rounds[index]!.member_id) ?? '',
      vendor: record.vendor,
      gameCode: record.gameCode,
      gameName: record.gameName,
      gameType: record.gameType,
      stake: record.stake,
      win: record.win,
      profit: record.profit,
      status: record.status,
      startedAt: record.startedAt,
    })),
    Number(counted.total),
    query,
  );
}

const cashKinds: Record<TeamTransactionType, { credited: string[]; debited: string[] }> = {
  DEPOSIT: { credited: ['DEPOSIT'], debited: [] },
  WITHDRAWAL: { credited: [], debited: ['WITHDRAWAL_PAID'] },
  TRANSFER: { credited: ['TRANSFER'], debited: ['TRANSFER'] },
};

const typeOfKind = (kind: string): TeamTransactionType =>
  kind === 'DEPOSIT' ? 'DEPOSIT' : kind === 'WITHDRAWAL_PAID' ? 'WITHDRAWAL' : 'TRANSFER';

/**
 * The team's deposits (credited), paid withdrawals and transfers in the range, newest first, each from the team
 * member's side (a transfer between two team members shows on both sides). Reads the ledger's cash index
 * (migration 0026).
 */
export async function teamTransactions(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  query: PageQuery & { type?: TeamTransactionType | undefined },
): Promise<Page<TeamTransaction>> {
  const { start, end, member } = await scope(db, merchant, agent, query);
  const types = query.type ? [query.type] : (['DEPOSIT', 'WITHDRAWAL', 'TRANSFER'] as const);
  const credited = types.flatMap((type) => cashKinds[type].credited);
  const debited = types.flatMap((type) => cashKinds[type].debited);
  const side = (column: 'credit_account_id' | 'debit_account_id', kinds: string[], sign: number) => sql`
    select t.id, t.kind, t.created_at, a.member_id, t.amount * ${sql.lit(sign)} as amount, ${sql.lit(column === 'credit_account_id' ? 'c' : 'd')}::text as side
    from ledger_transfers t join ledger_accounts a on a.id = t.${sql.ref(column)}
    where t.merchant_id = ${merchant.id} and t.kind = any(${kinds}::text[])
      and t.kind in ('DEPOSIT', 'WITHDRAWAL_PAID', 'TRANSFER')
      and t.created_at >= ${start} and t.created_at < ${end} and a.member_id is not null`;
  const legs = sql.join(
    [
      ...(credited.length > 0 ? [side('credit_account_id', credited, 1)] : []),
      ...(debited.length > 0 ? [side('debit_account_id', debited, -1)] : []),
    ],
    sql` union all `,
  );
  const inTeam = member
    ? sql`l.member_id = ${member.memberId}`
    : sql`exists (select 1 from member_tree tr where tr.member_id = l.member_id and ${isDescendantPath('tr.path', agent.path)})`;
  const [counted, rows] = await Promise.all([
    sql<{ total: string }>`
      select count(*) as total from (select 1 from (${legs}) l where ${inTeam} limit ${countCap(query)}) matching`.execute(
      db,
    ),
    sql<{
      id: string;
      kind: string;
      created_at: Date;
      member_id: number;
      amount: string;
      side: string;
      username: string;
    }>`
      select l.*, m.username from (${legs}) l join members m on m.id = l.member_id
      where ${inTeam}
      order by l.created_at desc, l.id desc, l.side
      limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`.execute(db),
  ]);
  return pageOf(
    rows.rows.map((row) => ({
      id: `${row.id}${row.side}`,
      account: row.username,
      type: typeOfKind(row.kind),
      amount: formatMinor(BigInt(row.amount)),
      time: row.created_at.toISOString(),
    })),
    Number(counted.rows[0]?.total ?? 0),
    query,
  );
}
