/**
 * The agents benchmark's data, written set-based in SQL on the bench's own database: one top agent's tree of
 * members (level by level, parents first, so the `members_attach_to_tree` trigger finds every parent's path),
 * their ledger accounts, and 30 days of play as ledger postings and transfers (GAME_BET, GAME_WIN, DEPOSIT)
 * with running balances, chunked by days.
 *
 * The shape of the tree is drawn in JS with a seeded generator (the same every run): how many sub-agents each
 * agent has, how many players each agent has directly. Who plays on which day, how many bets, the stakes, the
 * wins and the times are drawn in SQL from `bench_u` (a hash of a key, so the same every run too).
 */
import { performance } from 'node:perf_hooks';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { SYSTEM_ACCOUNT_SHARDS } from '../../apps/server/src/modules/ledger/service.ts';
import {
  addDays,
  nextDay,
  reportDayOf,
  reportDayStart,
} from '../../apps/server/src/modules/agents/rollups.ts';

const DAY_MS = 86_400_000;
/** Days of play, ending today (the merchant's report day; today is partial). */
export const PLAY_DAYS = 30;

/** Sub-agents per level (1 = the top agent's direct sub-agents) for 100,000 descendants; scaled linearly. */
const AGENTS_PER_LEVEL = [10, 80, 480, 1_900, 5_600];
/**
 * How many players an agent of a level (0 = the top agent) has directly, relatively: the deepest agents have a
 * handful, the upper ones a hundred or two (each also varies ×0.5–1.5).
 */
const PLAYER_WEIGHT_BY_LEVEL = [150, 100, 60, 25, 12, 5];

/** Player kinds: a minority of regulars make most bets. `active` is the chance to play on a given day. */
const REGULAR_SHARE = 0.15;
const CASUAL_SHARE = 0.35;

export interface TreeInfo {
  topId: number;
  topPath: number[];
  /** A deepest agent with a handful of players (the median of its level's player counts). */
  leafAgentId: number;
  leafAgentPlayers: number;
  agents: number;
  players: number;
  agentsPerLevel: number[];
}

/** A small seeded generator (mulberry32): the tree's shape is the same every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `total` split over `weights` in whole numbers that add up to `total` exactly (cumulative rounding). */
function split(total: number, weights: number[]) {
  const sum = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  let given = 0;
  return weights.map((weight, index) => {
    cumulative += weight;
    const upTo = index === weights.length - 1 ? total : Math.round((cumulative / sum) * total);
    const share = upTo - given;
    given = upTo;
    return share;
  });
}

/** Helper functions the generating statements use (the bench database is dropped afterwards). */
export async function createHelpers(db: Db) {
  // A uniform number in [0, 1) from a key and a seed.
  await sql`
    CREATE FUNCTION bench_u(k bigint, seed integer) RETURNS double precision
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT ((hashint8extended(k, seed) >> 11) & 9007199254740991)::double precision / 9007199254740992
    $$`.execute(db);
}

/**
 * The tree: the top agent (a root), AGENTS_PER_LEVEL sub-agents over 5 levels, each agent's sub-agents drawn
 * ×0.4–1.6 around the level's mean, then the players under every agent (the deepest agents' players are the 6th
 * level below the top agent). Inserted level by level with generate_series; the trigger writes member_tree.
 */
export async function buildTree(db: Db, merchantId: number, descendants: number): Promise<TreeInfo> {
  const random = seeded(20_260_426);
  const scale = descendants / 100_000;
  const agentsPerLevel = AGENTS_PER_LEVEL.map((base) => Math.max(1, Math.round(base * scale)));
  const agents = agentsPerLevel.reduce((a, b) => a + b, 0);
  const players = descendants - agents;
  if (players < agents) throw new Error(`${descendants} descendants is too few for the tree's shape`);

  const top = (
    await sql<{ id: number }>`
      INSERT INTO members (merchant_id, username, password_hash, type, nickname, created_at)
      VALUES (${merchantId}::integer, 'benchtop', 'bench', 2, 'Bench top agent', now() - interval '420 days')
      RETURNING id`.execute(db)
  ).rows[0]!.id;
  const levels: number[][] = [[top]];
  for (const [index, count] of agentsPerLevel.entries()) {
    const level = index + 1;
    const parents = levels[index]!;
    const counts = split(
      count,
      parents.map(() => 0.4 + 1.2 * random()),
    );
    await sql`
      INSERT INTO members (merchant_id, username, password_hash, type, nickname, parent_member_id, created_at)
      SELECT ${merchantId}::integer, 'ba' || ${level}::integer || '_' || p.id || '_' || g, 'bench', 1, 'agent',
        p.id, now() - make_interval(days => 200) - (bench_u(p.id::bigint * 1000 + g, 1) * interval '200 days')
      FROM unnest(${parents}::int[], ${counts}::int[]) AS p(id, n)
      CROSS JOIN LATERAL generate_series(1, p.n) AS g
      ORDER BY p.id, g`.execute(db);
    const rows = await sql<{ id: number }>`
      SELECT t.member_id AS id FROM member_tree t JOIN members m ON m.id = t.member_id
      WHERE t.path[1] = ${top}::integer AND cardinality(t.path) = ${level + 1}::integer AND m.type = 1
      ORDER BY t.member_id`.execute(db);
    levels.push(rows.rows.map((row) => row.id));
  }

  // Players under every agent; 6 % joined in the last 30 days, the others 31–365 days ago.
  const everyAgent = levels.flatMap((ids, level) => ids.map((id) => ({ id, level })));
  const playerCounts = split(
    players,
    everyAgent.map(({ level }) => PLAYER_WEIGHT_BY_LEVEL[level]! * (0.5 + random())),
  );
  await sql`
    INSERT INTO members (merchant_id, username, password_hash, type, nickname, parent_member_id, created_at)
    SELECT ${merchantId}::integer, 'bp' || p.id || '_' || g, 'bench', 0, 'player', p.id,
      CASE WHEN u.u < 0.06 THEN now() - interval '2 hours' - (u.u / 0.06) * interval '29 days 20 hours'
           ELSE now() - interval '31 days' - ((u.u - 0.06) / 0.94) * interval '334 days' END
    FROM unnest(${everyAgent.map((agent) => agent.id)}::int[], ${playerCounts}::int[]) AS p(id, n)
    CROSS JOIN LATERAL generate_series(1, p.n) AS g
    CROSS JOIN LATERAL (SELECT bench_u(p.id::bigint * 100000 + g, 11) AS u) AS u
    ORDER BY p.id, g`.execute(db);

  // The leaf agent measured: a deepest agent whose player count is its level's median.
  const deepest = levels.length - 1;
  const leaves = everyAgent
    .map((agent, index) => ({ ...agent, players: playerCounts[index]! }))
    .filter((agent) => agent.level === deepest)
    .sort((a, b) => a.players - b.players || a.id - b.id);
  const leaf = leaves[Math.floor(leaves.length / 2)]!;
  return {
    topId: top,
    topPath: [top],
    leafAgentId: leaf.id,
    leafAgentPlayers: leaf.players,
    agents,
    players,
    agentsPerLevel,
  };
}

/** MAIN accounts for the whole team, and the system accounts the play goes through (every shard). */
export async function openAccounts(
  db: Db,
  merchant: { id: number; currency: string },
  topId: number,
  vendors: string[],
) {
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, allow_negative)
    SELECT ${merchant.id}::integer, t.member_id, 'MAIN', ${merchant.currency}, false
    FROM member_tree t WHERE t.path[1] = ${topId}::integer AND t.member_id <> ${topId}::integer
    ORDER BY t.member_id`.execute(db);
  await openSystemAccounts(db, merchant, vendors);
}

/** DEPOSIT_CLEARING and the vendors' HOUSE accounts, every shard (already open ones are left alone). */
export async function openSystemAccounts(
  db: Db,
  merchant: { id: number; currency: string },
  vendors: string[],
) {
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, kind, vendor_code, shard, currency, allow_negative)
    SELECT ${merchant.id}::integer, NULL, k.kind, k.vendor, s.shard, ${merchant.currency}, true
    FROM (SELECT 'DEPOSIT_CLEARING' AS kind, NULL::text AS vendor
          UNION ALL SELECT 'HOUSE', v FROM unnest(${vendors}::text[]) AS v) AS k
    CROSS JOIN generate_series(0, ${SYSTEM_ACCOUNT_SHARDS - 1}::integer) AS s(shard)
    ON CONFLICT ON CONSTRAINT ledger_accounts_one_per_kind DO NOTHING`.execute(db);
}

export interface PlayPlan {
  /** Bets per day index (0 = the first of the 30 days). */
  betsByDay: number[];
  playerDays: number;
  /** Members who played (a valid bet) per day, over the team size: average, lowest, highest. */
  activeShare: { average: number; lowest: number; highest: number };
  /** The share of all bets the most active tenth of the players made. */
  topTenthShare: number;
  firstDayStart: Date;
}

/**
 * Who plays when: `bench_players` (every player with its accounts, its kind and how much it plays) and
 * `bench_player_days` (each day a player plays, with its number of bets, which add up to `bets` exactly; weights
 * in whole numbers so the split is exact). Fridays and Saturdays are busier, the month grows a little, today
 * counts as far as it has gone.
 */
export async function planPlay(
  db: Db,
  merchant: { id: number; utcOffsetMinutes: number },
  tree: TreeInfo,
  vendors: string[],
  bets: number,
  descendants: number,
  now = Date.now(),
): Promise<PlayPlan> {
  const today = reportDayOf(now, merchant.utcOffsetMinutes);
  const days = Array.from({ length: PLAY_DAYS }, (_, index) => {
    const day = addDays(today, index - (PLAY_DAYS - 1));
    const start = reportDayStart(day, merchant.utcOffsetMinutes);
    const fullEnd = reportDayStart(nextDay(day), merchant.utcOffsetMinutes);
    // Today: up to five minutes ago (a win lands up to two minutes after its bet).
    const end = new Date(Math.min(fullEnd.getTime(), now - 5 * 60_000));
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const elapsed = Math.max(0.05, (end.getTime() - start.getTime()) / DAY_MS);
    const factor =
      (weekday === 5 || weekday === 6 ? 1.2 : 1) * (0.85 + (0.3 * index) / (PLAY_DAYS - 1)) * elapsed;
    return { start, end, factor };
  });

  await sql`
    CREATE TABLE bench_players AS
    SELECT m.id AS member_id, main.id AS main, clearing.id AS clearing, house.id AS house, m.created_at AS joined_at,
      CASE WHEN k.u < ${REGULAR_SHARE} THEN 0.5 WHEN k.u < ${REGULAR_SHARE + CASUAL_SHARE} THEN 0.08 ELSE 0.02 END
        AS p_active,
      CASE WHEN k.u < ${REGULAR_SHARE} THEN 2 + 4 * bench_u(m.id, 12) ^ 2
           WHEN k.u < ${REGULAR_SHARE + CASUAL_SHARE} THEN 1 + bench_u(m.id, 12)
           ELSE 0.3 + 0.7 * bench_u(m.id, 12) END AS intensity
    FROM member_tree t
    JOIN members m ON m.id = t.member_id
    JOIN ledger_accounts main ON main.merchant_id = m.merchant_id AND main.member_id = m.id AND main.kind = 'MAIN'
    JOIN ledger_accounts clearing ON clearing.merchant_id = m.merchant_id AND clearing.member_id IS NULL
      AND clearing.kind = 'DEPOSIT_CLEARING' AND clearing.vendor_code IS NULL
      AND clearing.shard = m.id % ${SYSTEM_ACCOUNT_SHARDS}::integer
    JOIN ledger_accounts house ON house.merchant_id = m.merchant_id AND house.member_id IS NULL
      AND house.kind = 'HOUSE' AND house.shard = m.id % ${SYSTEM_ACCOUNT_SHARDS}::integer
      AND house.vendor_code = (${vendors}::text[])[1 + m.id % ${vendors.length}::integer]
    CROSS JOIN LATERAL (SELECT bench_u(m.id, 2) AS u) AS k
    WHERE t.path[1] = ${tree.topId}::integer AND m.type = 0`.execute(db);

  await sql`
    CREATE TABLE bench_player_days AS
    WITH days AS (
      SELECT (d.n - 1)::integer AS d, d.day_start, d.day_end, d.factor
      FROM unnest(${days.map((day) => day.start)}::timestamptz[], ${days.map((day) => day.end)}::timestamptz[],
        ${days.map((day) => day.factor)}::float8[]) WITH ORDINALITY AS d(day_start, day_end, factor, n)
    ), playing AS (
      SELECT p.member_id, p.main, p.clearing, p.house, p.joined_at, days.d, days.day_start, days.day_end,
        round(1000 * p.intensity * (0.5 + bench_u(p.member_id::bigint * 64 + days.d, 4)) * days.factor)::bigint + 1
          AS w
      FROM bench_players p CROSS JOIN days
      WHERE days.day_end > p.joined_at + interval '10 minutes'
        AND bench_u(p.member_id::bigint * 64 + days.d, 3) < p.p_active * days.factor
    ), running AS (
      SELECT playing.*, sum(w) OVER (ORDER BY d, member_id) AS c, sum(w) OVER () AS total FROM playing
    )
    SELECT member_id, main, clearing, house, joined_at, d, day_start, day_end,
      (floor(c * ${bets}::bigint / total) - floor((c - w) * ${bets}::bigint / total))::integer AS bets,
      bench_u(member_id::bigint * 64 + d, 5) < 0.2 AS deposits
    FROM running`.execute(db);

  const byDay = await sql<{ d: number; bets: string; active: string }>`
    SELECT d, sum(bets)::text AS bets, count(*) FILTER (WHERE bets > 0)::text AS active
    FROM bench_player_days GROUP BY d ORDER BY d`.execute(db);
  const betsByDay = Array.from({ length: PLAY_DAYS }, () => 0);
  const activeByDay = Array.from({ length: PLAY_DAYS }, () => 0);
  for (const row of byDay.rows) {
    betsByDay[row.d] = Number(row.bets);
    activeByDay[row.d] = Number(row.active) / descendants;
  }
  const shares = await sql<{ player_days: string; top_tenth: string }>`
    WITH per AS (SELECT member_id, sum(bets) AS bets FROM bench_player_days GROUP BY member_id),
    ranked AS (SELECT bets, ntile(10) OVER (ORDER BY bets DESC) AS tenth FROM per
               UNION ALL SELECT 0, 10 FROM bench_players p WHERE NOT EXISTS (
                 SELECT 1 FROM per WHERE per.member_id = p.member_id))
    SELECT (SELECT count(*) FROM bench_player_days)::text AS player_days,
      (sum(bets) FILTER (WHERE tenth = 1) / nullif(sum(bets), 0))::text AS top_tenth FROM ranked`.execute(db);
  const fullDays = activeByDay.slice(0, -1);
  return {
    betsByDay,
    playerDays: Number(shares.rows[0]!.player_days),
    activeShare: {
      average: fullDays.reduce((a, b) => a + b, 0) / fullDays.length,
      lowest: Math.min(...fullDays),
      highest: Math.max(...fullDays),
    },
    topTenthShare: Number(shares.rows[0]!.top_tenth ?? 0),
    firstDayStart: days[0]!.start,
  };
}

/** Thrown to roll back `postLegs`'s transaction (`rollBack`), carrying what it wrote. */
class RolledBack extends Error {
  constructor(readonly transfers: number) {
    super('rolled back');
  }
}

/**
 * Posts the legs a query gives (kind, debit, credit, amount, at), oldest first, one posting each, in one
 * statement: posting ids from the sequence in time order, each account's balance after every leg (its balance
 * before plus the running sum of its movements), and the accounts' balances moved. Returns the transfers written.
 * `rollBack`: the transaction is rolled back after the statement (a baseline that must leave the books as they
 * were); `workMem` the statement's work_mem.
 */
export async function postLegs(
  db: Db,
  merchantId: number,
  legs: RawBuilder<unknown>,
  { rollBack = false, workMem = '512MB' }: { rollBack?: boolean; workMem?: string } = {},
): Promise<number> {
  try {
    return await postLegsOnce(db, merchantId, legs, rollBack, workMem);
  } catch (error) {
    if (error instanceof RolledBack) return error.transfers;
    throw error;
  }
}

async function postLegsOnce(
  db: Db,
  merchantId: number,
  legs: RawBuilder<unknown>,
  rollBack: boolean,
  workMem: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // One statement sorts and windows a million-odd legs: give it memory (this transaction only).
    await sql`SELECT set_config('work_mem', ${workMem}, true)`.execute(trx);
    const result = await sql<{ transfers: string }>`
      WITH legs AS (${legs}),
      ordered AS MATERIALIZED (
        SELECT l.*, nextval('ledger_postings_id_seq') AS posting_id
        FROM (SELECT * FROM legs ORDER BY at) AS l
      ), moves AS (
        SELECT posting_id, debit AS account, -amount AS delta, true AS is_debit FROM ordered
        UNION ALL
        SELECT posting_id, credit, amount, false FROM ordered
      ), running AS (
        SELECT m.posting_id, m.is_debit,
          a.balance + sum(m.delta) OVER (PARTITION BY m.account ORDER BY m.posting_id) AS after
        FROM moves m JOIN ledger_accounts a ON a.id = m.account
      ), postings AS (
        INSERT INTO ledger_postings (id, merchant_id, idempotency_key, request_hash, kind, created_at)
        SELECT posting_id, ${merchantId}::integer, 'bench:' || posting_id, 'bench', kind, at FROM ordered
      ), written AS (
        INSERT INTO ledger_transfers (posting_id, merchant_id, debit_account_id, credit_account_id, amount, kind,
          debit_balance_after, credit_balance_after, created_at)
        SELECT o.posting_id, ${merchantId}::integer, o.debit, o.credit, o.amount, o.kind, d.after, c.after, o.at
        FROM ordered o
        JOIN running d ON d.posting_id = o.posting_id AND d.is_debit
        JOIN running c ON c.posting_id = o.posting_id AND NOT c.is_debit
        ORDER BY o.posting_id
        RETURNING 1
      ), moved AS (
        UPDATE ledger_accounts a SET balance = a.balance + n.net, version = a.version + n.legs
        FROM (SELECT account, sum(delta) AS net, count(*) AS legs FROM moves GROUP BY account) AS n
        WHERE a.id = n.account
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM written)::text AS transfers, (SELECT count(*) FROM moved) AS accounts`.execute(
      trx,
    );
    const transfers = Number(result.rows[0]!.transfers);
    if (rollBack) throw new RolledBack(transfers);
    return transfers;
  });
}

/**
 * Each player's first deposit, before its first bet: enough for every bet it will make at the highest stake, so
 * no member balance ever goes below zero. Before the 30 days for those who joined earlier (1–29 days before),
 * else just after joining.
 */
export async function postOpeningDeposits(db: Db, merchantId: number, firstDayStart: Date) {
  return postLegs(
    db,
    merchantId,
    sql`
      SELECT 'DEPOSIT'::text AS kind, p.clearing AS debit, p.main AS credit,
        (s.bets * 50000 + 100000)::bigint AS amount,
        CASE WHEN p.joined_at > ${firstDayStart}::timestamptz - interval '1 day'
             THEN p.joined_at + interval '30 seconds'
             ELSE greatest(p.joined_at + interval '1 hour',
               ${firstDayStart}::timestamptz - (1 + 28 * bench_u(p.member_id, 13)) * interval '1 day') END AS at
      FROM bench_players p
      JOIN (SELECT member_id, sum(bets) AS bets FROM bench_player_days GROUP BY member_id) AS s
        ON s.member_id = p.member_id
      WHERE s.bets > 0`,
  );
}

/**
 * The play of days `fromDay`..`toDay` (indexes): every bet a GAME_BET from the member's MAIN account to its
 * vendor's HOUSE shard at a random time of its day (stakes 10.00–500.00, mostly small), 45 % of them a GAME_WIN
 * back 5–120 s later (1.2–3× the stake), and a DEPOSIT on a fifth of the days a player plays (500.00–5,000.00).
 */
export async function postPlay(db: Db, merchantId: number, fromDay: number, toDay: number) {
  return postLegs(
    db,
    merchantId,
    sql`
      WITH bets AS (
        SELECT pd.main, pd.house,
          greatest(pd.day_start + (pd.day_end - pd.day_start) * bench_u(k.k, 6), pd.joined_at + interval '1 minute')
            AS at,
          (10 + floor(490 * bench_u(k.k, 7) ^ 3))::bigint * 100 AS stake,
          bench_u(k.k, 8) < 0.45 AS won, bench_u(k.k, 9) AS multiple, bench_u(k.k, 10) AS delay
        FROM bench_player_days pd
        CROSS JOIN LATERAL generate_series(1, pd.bets) AS g
        CROSS JOIN LATERAL (SELECT pd.member_id::bigint * 1000000 + pd.d * 10000 + g AS k) AS k
        WHERE pd.d BETWEEN ${fromDay}::integer AND ${toDay}::integer
      )
      SELECT 'GAME_BET'::text AS kind, main AS debit, house AS credit, stake AS amount, at FROM bets
      UNION ALL
      SELECT 'GAME_WIN', house, main, round(stake * (1.2 + 1.8 * multiple))::bigint,
        at + (5 + 115 * delay) * interval '1 second'
      FROM bets WHERE won
      UNION ALL
      SELECT 'DEPOSIT', pd.clearing, pd.main, (500 + floor(4500 * bench_u(pd.member_id::bigint * 64 + pd.d, 14) ^ 2))::bigint * 100,
        greatest(pd.day_start + (pd.day_end - pd.day_start) * bench_u(pd.member_id::bigint * 64 + pd.d, 15),
          pd.joined_at + interval '45 seconds')
      FROM bench_player_days pd
      WHERE pd.d BETWEEN ${fromDay}::integer AND ${toDay}::integer AND pd.deposits`,
  );
}

/** Consecutive days grouped into statements of about `chunk` bets each. */
export function chunksOf(betsByDay: number[], chunk: number) {
  const chunks: Array<{ from: number; to: number; bets: number }> = [];
  let current: { from: number; to: number; bets: number } | undefined;
  for (const [day, bets] of betsByDay.entries()) {
    if (!current || current.bets >= chunk) {
      current = { from: day, to: day, bets: 0 };
      chunks.push(current);
    }
    current.to = day;
    current.bets += bets;
  }
  return chunks;
}

/** The books of the merchant: the sum of all balances, members below zero, accounts unlike their transfers. */
export async function books(db: Db, merchantId: number) {
  const row = await sql<{ sum: string; negative: string; mismatched: string; transfers: string }>`
    WITH moved AS (
      SELECT account, sum(net) AS net, sum(n) AS n FROM (
        SELECT credit_account_id AS account, sum(amount) AS net, count(*) AS n FROM ledger_transfers
        WHERE merchant_id = ${merchantId}::integer GROUP BY 1
        UNION ALL
        SELECT debit_account_id, -sum(amount), 0 FROM ledger_transfers
        WHERE merchant_id = ${merchantId}::integer GROUP BY 1
      ) AS legs GROUP BY account
    )
    SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE merchant_id = ${merchantId}::integer)::text
        AS sum,
      (SELECT count(*) FROM ledger_accounts WHERE merchant_id = ${merchantId}::integer
        AND member_id IS NOT NULL AND balance < 0)::text AS negative,
      (SELECT count(*) FROM ledger_accounts a LEFT JOIN moved ON moved.account = a.id
        WHERE a.merchant_id = ${merchantId}::integer AND a.balance <> coalesce(moved.net, 0))::text AS mismatched,
      (SELECT coalesce(sum(n), 0) FROM moved)::text AS transfers`.execute(db);
  const books = row.rows[0]!;
  return {
    sum: BigInt(books.sum),
    negativeMembers: Number(books.negative),
    mismatchedAccounts: Number(books.mismatched),
    transfers: Number(books.transfers),
  };
}

export const elapsedSeconds = (started: number) => (performance.now() - started) / 1000;
