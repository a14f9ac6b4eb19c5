import { sql } from 'kysely';
import type { ContractType } from '@msp/contracts/agent-contracts.ts';
import type { Db } from '../../../db/database.ts';
import { roundsPlacedBetween, settledRoundsBetween } from '../../game-wallet/records.ts';
import { lotteryBetsPlacedBetween, settledLotteryBetsBetween } from '../../lottery/queries.ts';
import { pathUpperBound } from '../tree.ts';
import type { Period } from './periods.ts';
import type { BillFigures } from './terms.ts';

/**
 * The team figures bills are computed from, for many agents at once, read from the rollups (never raw bets,
 * but for the real-time salary, which counts settled bets one by one). The definitions, once for every contract
 * and report (docs/agent-contracts.md "Definitions"):
 * - an agent's **team** is its descendants (not itself);
 * - **valid bet**: stakes placed minus stakes returned (refunds, rollbacks, cancels) — the daily rollups'
 *   `valid_bet`; per hour (the hourly salary), the stakes of the rounds and lottery bets placed in the hour less
 *   what of them was returned;
 * - an **active member** of a period: a team member with at least one bet placed in it (`bet_count > 0`);
 * - **net loss**: valid bets − wins − bonuses − rebates (what the site kept from the team);
 * - a **settled bet** of the real-time salary: a game round or lottery bet settled in the window, won when it
 *   paid back at least its stake.
 */

export interface FigureRequest {
  merchantId: number;
  type: ContractType;
  period: Period;
  /** The agents to read, with their real-time salary's minimum bet (minor units; 0 for other types). */
  agents: ReadonlyArray<{ agentId: number; minBet: number }>;
  /** Every agent is inside this member's subtree: the scans stay within it (a simulation, a page). */
  within?: ReadonlyArray<number>;
}

interface FigureRow {
  agent_id: number;
  valid_bet: string | null;
  net_loss: string | null;
  active: string | null;
  win_count: string | null;
  win_stake: string | null;
  loss_count: string | null;
  loss_stake: string | null;
}

const ancestorsOf = (pathColumn: string) =>
  sql`unnest(${sql.ref(pathColumn)}[1:cardinality(${sql.ref(pathColumn)}) - 1])`;

export async function teamFigures(db: Db, request: FigureRequest): Promise<Map<number, BillFigures>> {
  const figures = new Map<number, BillFigures>();
  if (request.agents.length === 0) return figures;
  const ids = request.agents.map((agent) => agent.agentId);
  const within = (column: string) =>
    request.within
      ? sql`AND ${sql.ref(column)} > ${[...request.within]}::int[] AND ${sql.ref(column)} < ${pathUpperBound(request.within)}::int[]`
      : sql``;
  const { period, merchantId } = request;
  // The agents as a relation to join (a hash join), never `= ANY` of a 100,000-element array per row.
  const wanted = sql`(SELECT DISTINCT unnest(${ids}::int[]) AS agent_id) AS w`;
  let rows: FigureRow[];
  if (request.type === 'REALTIME_SALARY') {
    ({ rows } = await sql<FigureRow>`
      WITH wanted AS (
        SELECT * FROM unnest(${ids}::int[], ${request.agents.map((agent) => agent.minBet)}::bigint[])
          AS w(agent_id, min_bet)
      ), bets AS (
        ${settledRoundsBetween(merchantId, period.start, period.end)}
        UNION ALL
        ${settledLotteryBetsBetween(merchantId, period.start, period.end)}
      )
      SELECT w.agent_id,
        count(*) FILTER (WHERE b.won) AS win_count, sum(b.stake) FILTER (WHERE b.won) AS win_stake,
        count(*) FILTER (WHERE NOT b.won) AS loss_count, sum(b.stake) FILTER (WHERE NOT b.won) AS loss_stake,
        sum(b.stake) AS valid_bet, NULL AS net_loss, count(DISTINCT b.member_id) AS active
      FROM bets b
      JOIN member_tree t ON t.member_id = b.member_id
      CROSS JOIN LATERAL ${ancestorsOf('t.path')} AS a(id)
      JOIN wanted w ON w.agent_id = a.id
      WHERE b.stake >= w.min_bet ${within('t.path')}
      GROUP BY w.agent_id`.execute(db));
  } else if (request.type === 'HOURLY_SALARY') {
    ({ rows } = await sql<FigureRow>`
      WITH bets AS (
        ${roundsPlacedBetween(merchantId, period.start, period.end)}
        UNION ALL
        ${lotteryBetsPlacedBetween(merchantId, period.start, period.end)}
      )
      SELECT a.id AS agent_id, sum(b.valid_bet) AS valid_bet, NULL AS net_loss,
        count(DISTINCT b.member_id) AS active
      FROM bets b
      JOIN member_tree t ON t.member_id = b.member_id
      CROSS JOIN LATERAL ${ancestorsOf('t.path')} AS a(id)
      JOIN ${wanted} ON w.agent_id = a.id
      WHERE true ${within('t.path')}
      GROUP BY a.id`.execute(db));
  } else {
    ({ rows } = await sql<FigureRow>`
      WITH money AS (
        SELECT s.agent_id, sum(s.valid_bet) AS valid_bet, sum(s.valid_bet - s.win - s.bonus - s.rebate) AS net_loss
        FROM team_daily_stats s JOIN ${wanted} ON w.agent_id = s.agent_id
        WHERE s.day BETWEEN ${period.firstDay}::date AND ${period.lastDay}::date
        GROUP BY s.agent_id
      ), active AS (
        SELECT a.id AS agent_id, count(*) AS active
        FROM (
          SELECT DISTINCT s.member_id, s.path FROM member_daily_stats s
          WHERE s.merchant_id = ${merchantId} AND s.day BETWEEN ${period.firstDay}::date AND ${period.lastDay}::date
            AND s.bet_count > 0 ${within('s.path')}
        ) x
        CROSS JOIN LATERAL ${ancestorsOf('x.path')} AS a(id)
        JOIN ${wanted} ON w.agent_id = a.id
        GROUP BY a.id
      )
      SELECT coalesce(m.agent_id, x.agent_id) AS agent_id, m.valid_bet, m.net_loss, x.active
      FROM money m FULL JOIN active x ON x.agent_id = m.agent_id`.execute(db));
  }
  for (const row of rows) {
    figures.set(row.agent_id, {
      validBet: BigInt(row.valid_bet ?? 0),
      netLoss: BigInt(row.net_loss ?? 0),
      activeMembers: Number(row.active ?? 0),
      ...(request.type === 'REALTIME_SALARY'
        ? {
            winBets: { count: Number(row.win_count ?? 0), stake: BigInt(row.win_stake ?? 0) },
            lossBets: { count: Number(row.loss_count ?? 0), stake: BigInt(row.loss_stake ?? 0) },
          }
        : {}),
    });
  }
  return figures;
}

export const noFigures: BillFigures = { validBet: 0n, netLoss: 0n, activeMembers: 0 };
