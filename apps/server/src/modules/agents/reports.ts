import { sql } from 'kysely';
import type { ProfitByDownlinePage, Revenue, TeamOverview } from '@msp/contracts/agents.ts';
import { isAgentType } from '@msp/contracts/enums.ts';
import type { Db } from '../../db/database.ts';
import { formatMinor } from '../../shared/money.ts';
import type { Merchant } from '../merchant/service.ts';
import {
  addSums,
  agentSettings,
  dayRange,
  daysOf,
  nextDay,
  reportDayStart,
  sumsByOwner,
  sumsOf,
  teamMoneyOf,
  zeroSums,
  type MoneySums,
} from './rollups.ts';
import { accountsOf, isDescendantPath, requireTeamMember, type Agent } from './tree.ts';

interface RangeQuery {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * `agentTeamOverview`: the agent's team (its descendants) over a range of days: its size (direct and all levels),
 * who joined, who played (distinct members who placed a bet), and its money per day and in total. Reads the
 * rollups only: the agent's own team row per day and one scan of the tree's path index (plus, for a range that
 * ends before today, the day-by-day index of who bet).
 */
export async function teamOverview(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  query: RangeQuery,
): Promise<TeamOverview> {
  const settings = await agentSettings(db, merchant.id);
  const range = dayRange(query, settings.utcOffsetMinutes);
  const start = reportDayStart(range.from, settings.utcOffsetMinutes);
  const end = reportDayStart(nextDay(range.to), settings.utcOffsetMinutes);
  const offset = sql.lit(settings.utcOffsetMinutes);
  const team = isDescendantPath('t.path', agent.path);
  const joinedDay = sql<string>`((t.joined_at + make_interval(mins => ${offset})) at time zone 'UTC')::date::text`;
  const endsToday = range.to >= range.today;
  const [tree, days, active] = await Promise.all([
    // One scan of the team's path range: its size, who joined in the range (by day), and — for a range that
    // ends today — who has bet since it began.
    sql<{ direct: string; all: string; bet_since: string; joined_days: string[] }>`
      select count(*) filter (where cardinality(t.path) = ${agent.path.length + 1}) as direct, count(*) as all,
        count(*) filter (where t.last_bet_day >= ${range.from}::date) as bet_since,
        coalesce(array_agg(${joinedDay}) filter (where t.joined_at >= ${start} and t.joined_at < ${end}), '{}')
          as joined_days
      from member_tree t where ${team}`.execute(db),
    sql<MoneySums & { day: string }>`
      select s.day::text as day, ${sql.join(sumsOf('s'))}
      from team_daily_stats s
      where s.agent_id = ${agent.memberId} and s.day between ${range.from}::date and ${range.to}::date
      group by s.day`.execute(db),
    // A range in the past: one range of the (day, path) index per day, the team's members who bet that day.
    endsToday
      ? undefined
      : sql<{ active: string }>`
      select count(distinct played.member_id) as active
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
      cross join lateral (
        select s.member_id from member_daily_stats s
        where s.day = d.day::date and s.day between ${range.from}::date and ${range.to}::date
          and s.bet_count > 0 and ${isDescendantPath('s.path', agent.path)}
      ) as played`.execute(db),
  ]);
  const size = tree.rows[0];
  const joined = new Map<string, number>();
  for (const day of size?.joined_days ?? []) joined.set(day, (joined.get(day) ?? 0) + 1);
  const sumsByDay = new Map(days.rows.map((row) => [row.day, row as MoneySums]));
  let total = zeroSums;
  const series = daysOf(range).map((day) => {
    const sums = sumsByDay.get(day) ?? zeroSums;
    total = addSums(total, sums);
    const money = teamMoneyOf(sums);
    return {
      day,
      deposit: money.deposit,
      withdrawal: money.withdrawal,
      validBet: money.validBet,
      memberProfit: money.memberProfit,
      newMembers: joined.get(day) ?? 0,
    };
  });
  return {
    ...range,
    teamSize: { direct: Number(size?.direct ?? 0), all: Number(size?.all ?? 0) },
    newMembers: [...joined.values()].reduce((sum, count) => sum + count, 0),
    activeMembers: Number((active ? active.rows[0]?.active : size?.bet_since) ?? 0),
    money: teamMoneyOf(total),
    series,
  };
}

/**
 * `palStatementsAgentCopy`: profit and loss by direct downline of the agent, or of a member of its team (the
 * drill-down, one level at a time): each with its own play and its whole team's (itself included), a page at a
 * time, with the parent's whole-team totals and the trail from the agent down to the parent.
 */
export async function profitByDownline(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  query: RangeQuery & { parentId?: number | undefined; pageNo: number; pageSize: number },
): Promise<ProfitByDownlinePage> {
  const settings = await agentSettings(db, merchant.id);
  const range = dayRange(query, settings.utcOffsetMinutes);
  const parent =
    query.parentId === undefined || query.parentId === agent.memberId
      ? agent
      : await requireTeamMember(db, merchant, agent, { id: query.parentId });
  // Direct downlines by their parent column (its index), not by scanning the whole team's path range.
  const children = db
    .selectFrom('members as m')
    .innerJoin('member_tree as t', 't.member_id', 'm.id')
    .where('m.merchant_id', '=', merchant.id)
    .where('m.parent_member_id', '=', parent.memberId);
  const [count, page, totals, trailAccounts] = await Promise.all([
    children.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    children
      .select([
        't.member_id',
        'm.username',
        'm.type',
        sql<string>`(select count(*) from member_tree d
          where d.path > t.path and d.path < tree_path_upper(t.path))`.as('team_size'),
      ])
      .orderBy('m.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    sumsByOwner(db, 'team_daily_stats', [parent.memberId], range),
    accountsOf(db, merchant.id, parent.path.slice(agent.path.length - 1)),
  ]);
  const ids = page.map((row) => row.member_id);
  const [own, teams] = await Promise.all([
    sumsByOwner(db, 'member_daily_stats', ids, range),
    sumsByOwner(db, 'team_daily_stats', ids, range),
  ]);
  const total = Number(count.total);
  return {
    from: range.from,
    to: range.to,
    trail: parent.path
      .slice(agent.path.length - 1)
      .map((memberId) => ({ memberId, account: trailAccounts.get(memberId) ?? '' })),
    totals: teamMoneyOf(totals.get(parent.memberId) ?? zeroSums),
    content: page.map((row) => {
      const ownSums = own.get(row.member_id) ?? zeroSums;
      return {
        memberId: row.member_id,
        account: row.username,
        isAgent: isAgentType(row.type),
        teamSize: Number(row.team_size),
        own: teamMoneyOf(ownSums),
        team: teamMoneyOf(addSums(ownSums, teams.get(row.member_id) ?? zeroSums)),
      };
    }),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalElements: total,
  };
}

/** `agentRevenueReport`: the agent's own income over the range (salaries, dividends, rebates), by day. */
export async function agentRevenue(
  db: Db,
  merchant: Merchant,
  agent: Agent,
  query: RangeQuery,
): Promise<Revenue> {
  const settings = await agentSettings(db, merchant.id);
  const range = dayRange(query, settings.utcOffsetMinutes);
  const rows = await db
    .selectFrom('member_daily_stats')
    .select([sql<string>`day::text`.as('day'), 'salary', 'dividend', 'rebate'])
    .where('member_id', '=', agent.memberId)
    .where(sql<boolean>`day between ${range.from}::date and ${range.to}::date`)
    .where((eb) => eb.or([eb('salary', '<>', 0n), eb('dividend', '<>', 0n), eb('rebate', '<>', 0n)]))
    .orderBy('day')
    .execute();
  let salary = 0n;
  let dividend = 0n;
  let rebate = 0n;
  for (const row of rows) {
    salary += BigInt(row.salary);
    dividend += BigInt(row.dividend);
    rebate += BigInt(row.rebate);
  }
  return {
    from: range.from,
    to: range.to,
    salary: formatMinor(salary),
    dividend: formatMinor(dividend),
    rebate: formatMinor(rebate),
    total: formatMinor(salary + dividend + rebate),
    days: rows.map((row) => ({
      day: row.day,
      salary: formatMinor(BigInt(row.salary)),
      dividend: formatMinor(BigInt(row.dividend)),
      rebate: formatMinor(BigInt(row.rebate)),
    })),
  };
}
