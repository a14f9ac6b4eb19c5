import { sql, type RawBuilder } from 'kysely';
import { maxAgentRangeDays, type TeamMoney } from '@msp/contracts/agents.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';

/**
 * Reading the daily rollups (migration 0026): the merchant's report days, and the sums of a range of them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AgentSettings {
  maxDepth: number;
  utcOffsetMinutes: number;
}

export async function agentSettings(db: Db, merchantId: number): Promise<AgentSettings> {
  const row = await db
    .selectFrom('merchants')
    .select(['agent_max_depth', 'report_utc_offset_minutes'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return { maxDepth: row.agent_max_depth, utcOffsetMinutes: row.report_utc_offset_minutes };
}

/** A calendar day of the merchant's report time zone. */
export const reportDayOf = (time: number, utcOffsetMinutes: number) =>
  new Date(time + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);

/** When a report day starts, as an instant. */
export const reportDayStart = (day: string, utcOffsetMinutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * 60_000);

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const nextDay = (day: string) => addDays(day, 1);

export interface DayRange {
  from: string;
  to: string;
  today: string;
}

/**
 * The inclusive day range of a report: today by default (a lone `from` runs to today, a lone `to` is one day);
 * 400 `agent.range.invalid` when `from` is after `to` or the range is over `maxAgentRangeDays`.
 */
export function dayRange(
  query: { from?: string | undefined; to?: string | undefined },
  utcOffsetMinutes: number,
  now = Date.now(),
): DayRange {
  const today = reportDayOf(now, utcOffsetMinutes);
  const to = query.to ?? today;
  const from = query.from ?? to;
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (Number.isNaN(span) || span < 0 || span >= maxAgentRangeDays)
    throw new AppError('agent.range.invalid', { days: String(maxAgentRangeDays) }, 'from');
  return { from, to, today };
}

/** Every day of the range, in order. */
export function daysOf(range: { from: string; to: string }) {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = nextDay(day)) days.push(day);
  return days;
}

export const moneyColumns = [
  'deposit',
  'deposit_count',
  'withdrawal',
  'bet',
  'bet_count',
  'valid_bet',
  'win',
  'bonus',
  'rebate',
  'salary',
  'dividend',
] as const;
export type MoneyColumn = (typeof moneyColumns)[number];
export type MoneySums = Record<MoneyColumn, string>;

/** `sum(<alias>.<column>)` of every money column, as text (0 when there are no rows). */
export function sumsOf(alias: string): RawBuilder<unknown>[] {
  return moneyColumns.map(
    (column) => sql`coalesce(sum(${sql.ref(`${alias}.${column}`)}), 0)::text as ${sql.ref(column)}`,
  );
}

export const zeroSums: MoneySums = Object.fromEntries(
  moneyColumns.map((column) => [column, '0']),
) as MoneySums;

export function addSums(a: MoneySums, b: MoneySums): MoneySums {
  return Object.fromEntries(
    moneyColumns.map((column) => [column, String(BigInt(a[column]) + BigInt(b[column]))]),
  ) as MoneySums;
}

/** The API's figures of some sums. */
export function teamMoneyOf(sums: MoneySums): TeamMoney {
  const validBet = BigInt(sums.valid_bet);
  const win = BigInt(sums.win);
  return {
    deposit: formatMinor(BigInt(sums.deposit)),
    depositCount: Number(sums.deposit_count),
    withdrawal: formatMinor(BigInt(sums.withdrawal)),
    bet: formatMinor(BigInt(sums.bet)),
    betCount: Number(sums.bet_count),
    validBet: formatMinor(validBet),
    win: formatMinor(win),
    memberProfit: formatMinor(win - validBet),
    bonus: formatMinor(BigInt(sums.bonus)),
    rebate: formatMinor(BigInt(sums.rebate)),
  };
}

/** Sums of `team_daily_stats` (by agent) or `member_daily_stats` (by member) over a range, per owner id. */
export async function sumsByOwner(
  db: Db,
  table: 'team_daily_stats' | 'member_daily_stats',
  ids: ReadonlyArray<number>,
  range: { from: string; to: string },
) {
  const found = new Map<number, MoneySums>();
  if (ids.length === 0) return found;
  const owner = table === 'team_daily_stats' ? 'agent_id' : 'member_id';
  const { rows } = await sql<MoneySums & { owner: number }>`
    select s.${sql.ref(owner)} as owner, ${sql.join(sumsOf('s'))}
    from ${sql.table(table)} s
    where s.${sql.ref(owner)} = any(${[...ids]}::int[]) and s.day between ${range.from}::date and ${range.to}::date
    group by s.${sql.ref(owner)}`.execute(db);
  for (const row of rows) found.set(row.owner, row);
  return found;
}
