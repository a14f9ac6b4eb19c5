/**
 * bench:lottery's second phase: one VN Southern (Miền Nam) numero of BENCH_VN_BETS bets (1,000,000), settled by
 * the server's `settleNumero` (a point family: `settlePointBets`), beside a plain UPDATE of a copy of the same
 * bets, on the first phase's database (its merchant, members and MAIN accounts, the same pool shards).
 *
 * Set-up:
 * - a `VN_SOUTH` game (`BENCH_VN_S`: no interval, the default draw weekdays and minute) and two numeros of it with
 *   the default Southern odds: the one settled, with a fresh seed, and a copy that only the baseline touches;
 * - every member funded again through the ledger (one batch posting from DEPOSIT_CLEARING: as much as the
 *   member's bets could cost at most);
 * - the bets, placed in bulk by one set-based INSERT … SELECT (the same every run): about 55 % lô 2 số (`LO2:nn`,
 *   stake = unit × 18), 10 % lô 3 số (× 17), 15 % đề (DE, DE_DAU, DE_DUOI, DE_G1, CANG3: 3 % each), 12 % xiên
 *   2/3/4, 4 % lô trượt 4/8/10 and 4 % đá; unit stakes 1.00–20.00 (whole minor units). The numbers are uniform:
 *   the one-number keys and the pairs (xiên 2, đá) and triples (xiên 3) are drawn from all keys of their kind;
 *   xiên 4 and trượt from a catalogue of uniformly random sets (several times as many as there are such bets);
 * - each member's total stake posted from the member's MAIN account into the pool shard placeSlip uses, in one
 *   batch posting (one transfer per member); the same bets copied onto the copy numero (not paid for);
 * - the numero drawn: DRAWN with the result of `derivePointDraw('VN_SOUTH', seed, 'BENCH_VN_S', numero)`;
 *   then VACUUM ANALYZE and a checkpoint.
 *
 * Measured: the plain UPDATE of the copy's bets (status LOST, settled_at), then `settleNumero` on the numero, each
 * of its statements timed too (statement-timer.ts). Checked: every bet's status and payout as the contracts'
 * `pointWin`/`pointPayout` say (the bets grouped by key and stake in SQL, each group recomputed in TypeScript),
 * the WON count and the total paid, each member's payout transfer = what the member's bets won by that
 * recomputation (from the pool shard the stakes went into), each member's balance and the pool's, the ledger
 * (sum zero, every account equal to its transfers), and a second `settleNumero` (null, nothing posted).
 */
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { sql, type RawBuilder } from 'kysely';
import { newSeed, seedCommitment } from '../../packages/contracts/src/lottery/draw.ts';
import {
  derivePointDraw,
  isPointBetKey,
  payingPointKeys,
  pointCostOf,
  pointDefaultOdds,
  pointPayout,
  pointWin,
  truotEndingsOf,
  vnResultOf,
} from '../../packages/contracts/src/lottery/point-games.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import {
  ledgerHealth,
  postBatch,
  SYSTEM_ACCOUNT_SHARDS,
} from '../../apps/server/src/modules/ledger/service.ts';
import { payingRelation, settleNumero, truotRule } from '../../apps/server/src/modules/lottery/settlement.ts';
import { printTable, round } from '../shared/stats.ts';
import { StatementTimer } from './statement-timer.ts';

const FAMILY = 'VN_SOUTH';
const VN_GAME = 'BENCH_VN_S';
/** Unit stakes: 1.00, 2.00 … 20.00 (minor units). */
const UNITS = 20;
const UNIT_STEP = 100;
/** The settlement the phase aims at (seconds, 1,000,000 bets on a 2-core machine). */
const TARGET_SECONDS = 10;

/** The mix, in bets per thousand: each kind's head and how its numbers are drawn. */
const MIX: Array<{ head: string; perMille: number; numbers: number; digits: number }> = [
  { head: 'LO2', perMille: 550, numbers: 1, digits: 2 },
  { head: 'LO3', perMille: 100, numbers: 1, digits: 3 },
  { head: 'DE', perMille: 30, numbers: 1, digits: 2 },
  { head: 'DE_DAU', perMille: 30, numbers: 1, digits: 1 },
  { head: 'DE_DUOI', perMille: 30, numbers: 1, digits: 1 },
  { head: 'DE_G1', perMille: 30, numbers: 1, digits: 2 },
  { head: 'CANG3', perMille: 30, numbers: 1, digits: 3 },
  { head: 'XIEN2', perMille: 40, numbers: 2, digits: 2 },
  { head: 'XIEN3', perMille: 40, numbers: 3, digits: 2 },
  { head: 'XIEN4', perMille: 40, numbers: 4, digits: 2 },
  { head: 'TRUOT4', perMille: 14, numbers: 4, digits: 2 },
  { head: 'TRUOT8', perMille: 13, numbers: 8, digits: 2 },
  { head: 'TRUOT10', perMille: 13, numbers: 10, digits: 2 },
  { head: 'DA', perMille: 40, numbers: 2, digits: 2 },
];

/** Kinds with at most this many keys are catalogued whole (exactly uniform); larger ones by random sets. */
const WHOLE_CATALOGUE = 200_000;

export interface VnSouthOptions {
  db: Db;
  merchantId: number;
  members: number;
  bets: number;
  /** Print the plans of settlePointBets' three UPDATEs (run and rolled back) before the measured runs. */
  explain: boolean;
}

export interface VnSouthOutcome {
  ok: boolean;
  figures: Record<string, unknown>;
}

const seconds = (started: number) => (performance.now() - started) / 1000;
const load = () => loadavg().map((value) => round(value, 2));
const formatInt = (value: number | bigint) => value.toLocaleString('en');

/** A small deterministic generator (mulberry32): the catalogue is the same every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/** Every key of a kind, in order, or `count` keys of uniformly random sets of distinct numbers. */
function keysOf(kind: (typeof MIX)[number], expectedBets: number, random: () => number): string[] {
  const values = 10 ** kind.digits;
  const pad = (value: number) => String(value).padStart(kind.digits, '0');
  if (kind.numbers === 1) return Array.from({ length: values }, (_, value) => `${kind.head}:${pad(value)}`);
  const all = choose(values, kind.numbers);
  if (all <= WHOLE_CATALOGUE) {
    const keys: string[] = [];
    const pick = (from: number, chosen: number[]) => {
      if (chosen.length === kind.numbers) {
        keys.push(`${kind.head}:${chosen.map(pad).join('-')}`);
        return;
      }
      for (let value = from; value < values; value += 1) pick(value + 1, [...chosen, value]);
    };
    pick(0, []);
    return keys;
  }
  const count = Math.min(WHOLE_CATALOGUE, Math.max(1_000, 4 * expectedBets));
  const deck = Array.from({ length: values }, (_, value) => value);
  return Array.from({ length: count }, () => {
    // A partial Fisher–Yates shuffle: the first `numbers` cards are a uniform random set.
    for (let index = 0; index < kind.numbers; index += 1) {
      const swap = index + Math.floor(random() * (values - index));
      [deck[index], deck[swap]] = [deck[swap]!, deck[index]!];
    }
    return `${kind.head}:${deck
      .slice(0, kind.numbers)
      .sort((a, b) => a - b)
      .map(pad)
      .join('-')}`;
  });
}

/** `expression mod n` in 0 … n − 1 of a (possibly negative) bigint SQL expression. */
const positiveMod = (expression: RawBuilder<unknown>, n: number | RawBuilder<unknown>) =>
  sql`((${expression} % ${n}) + ${n}) % ${n}`;

export async function runVnSouthPhase(options: VnSouthOptions): Promise<VnSouthOutcome> {
  const { db, merchantId, members, bets: betCount } = options;
  const setupStarted = performance.now();
  const perMember = Math.ceil(betCount / members);
  const odds = pointDefaultOdds(FAMILY);

  // The game and its two numeros.
  await sql`
    INSERT INTO lottery_games (merchant_id, game_code, family, interval_minutes, region, station_name)
    VALUES (${merchantId}::integer, ${VN_GAME}, ${FAMILY}, NULL, 'SOUTH', 'Bench')`.execute(db);
  const drawsAt = new Date(Date.now() + 3_600_000);
  const numeroRow = async (name: string, seed: string) =>
    (
      await db
        .insertInto('lottery_numeros')
        .values({
          merchant_id: merchantId,
          game_code: VN_GAME,
          numero: name,
          opens_at: new Date(Date.now() - 60_000),
          closes_at: drawsAt,
          draws_at: drawsAt,
          seed,
          commitment: await seedCommitment(seed),
          odds,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const seed = newSeed();
  const numeroName = 'BENCH-VN-0001';
  const numero = await numeroRow(numeroName, seed);
  const copy = await numeroRow('BENCH-VN-COPY', newSeed());

  // The catalogue of keys by kind (kind = 1-based index in MIX), and the kind of each of 1,000 buckets.
  const random = generator(20_240_601);
  const catalogue = MIX.map((kind) => keysOf(kind, Math.ceil((betCount * kind.perMille) / 1000), random));
  for (const keys of catalogue) {
    const wrong = keys.find((key) => !isPointBetKey(FAMILY, key));
    if (wrong) throw new Error(`the bench's catalogue holds a key that is not a bet: ${wrong}`);
  }
  const costs = catalogue.map((keys) => pointCostOf(FAMILY, keys[0]!));
  const buckets = MIX.flatMap((kind, index) => Array.from({ length: kind.perMille }, () => index + 1));
  if (buckets.length !== 1000) throw new Error('the mix does not add up to 1,000 per mille');
  await sql`
    CREATE TABLE bench_vn_kinds (kind integer PRIMARY KEY, size integer NOT NULL, cost integer NOT NULL)`.execute(
    db,
  );
  await sql`
    INSERT INTO bench_vn_kinds
    SELECT * FROM unnest(${MIX.map((_, index) => index + 1)}::integer[], ${catalogue.map((keys) => keys.length)}::integer[],
                         ${costs}::integer[])`.execute(db);
  await sql`
    CREATE TABLE bench_vn_keys (kind integer NOT NULL, idx integer NOT NULL, bet_key text NOT NULL,
                                PRIMARY KEY (kind, idx))`.execute(db);
  await sql`
    INSERT INTO bench_vn_keys
    SELECT * FROM unnest(${catalogue.flatMap((keys, index) => keys.map(() => index + 1))}::integer[],
                         ${catalogue.flatMap((keys) => keys.map((_, idx) => idx))}::integer[],
                         ${catalogue.flat()}::text[])`.execute(db);
  await sql`ANALYZE bench_vn_kinds, bench_vn_keys`.execute(db);

  // Each member's balance and the pool's before this phase: the checks compare against them.
  await sql`
    CREATE TABLE bench_vn_before AS
    SELECT id, member_id, kind, balance FROM ledger_accounts WHERE merchant_id = ${merchantId}::integer`.execute(
    db,
  );

  // Funds: what a member's bets could cost at most (every one a lô 2 số at the highest unit).
  const maxCost = Math.max(...costs);
  const funds = BigInt(perMember * UNITS * UNIT_STEP * maxCost);
  const mains = await sql<{ id: bigint }>`
    SELECT id FROM ledger_accounts WHERE merchant_id = ${merchantId}::integer AND kind = 'MAIN' ORDER BY id`.execute(
    db,
  );
  const deposits = await sql<{ id: bigint }>`
    SELECT id FROM ledger_accounts
    WHERE merchant_id = ${merchantId}::integer AND member_id IS NULL AND kind = 'DEPOSIT_CLEARING'
    ORDER BY id LIMIT 1`.execute(db);
  const funding = await postBatch(db, {
    merchantId,
    idempotencyKey: 'bench-vn-funds',
    kind: 'TEST_FUNDS',
    legs: mains.rows.map((row) => ({
      debitAccountId: deposits.rows[0]!.id,
      creditAccountId: row.id,
      amount: funds,
      kind: 'TEST_FUNDS',
    })),
  });

  // The bets and what pays for them, in one transaction (as the first phase places its bets).
  const placeStarted = performance.now();
  const placement = await db.transaction().execute(async (trx) => {
    const x = sql`t.x`;
    await sql`
      INSERT INTO lottery_bets (merchant_id, member_id, numero_id, slip_key, bet_key, stake)
      SELECT ${merchantId}::integer, b.member_id, ${numero}::bigint, 'bench-vn-slip', c.bet_key, b.unit * k.cost
      FROM (
        SELECT t.member_id,
          (${buckets}::integer[])[1 + ${positiveMod(sql`hashint8extended(${x}, 11)`, 1000)}] AS kind,
          hashint8extended(${x}, 12) AS pick,
          ${UNIT_STEP} * (1 + ${positiveMod(sql`hashint8extended(${x}, 13)`, UNITS)}) AS unit
        FROM (
          SELECT m.id AS member_id, m.id::bigint * 1000003 + g AS x
          FROM members m, generate_series(1, ${perMember}::integer) AS g
          WHERE m.merchant_id = ${merchantId}::integer
          ORDER BY m.id, g
          LIMIT ${betCount}::integer) AS t
      ) AS b
      JOIN bench_vn_kinds k ON k.kind = b.kind
      JOIN bench_vn_keys c ON c.kind = b.kind AND c.idx = ${positiveMod(sql`b.pick`, sql`k.size`)}`.execute(
      trx,
    );
    await sql`ANALYZE lottery_bets`.execute(trx);
    const stakes = await sql<{ main: bigint; pool: bigint; staked: string }>`
      SELECT main.id AS main, pool.id AS pool, per.staked::text AS staked
      FROM (SELECT member_id, sum(stake) AS staked FROM lottery_bets WHERE numero_id = ${numero}::bigint
            GROUP BY member_id) AS per
      JOIN ledger_accounts main ON main.merchant_id = ${merchantId}::integer
        AND main.member_id = per.member_id AND main.kind = 'MAIN'
      JOIN ledger_accounts pool ON pool.merchant_id = ${merchantId}::integer AND pool.member_id IS NULL
        AND pool.kind = 'LOTTERY_POOL' AND pool.shard = per.member_id % ${SYSTEM_ACCOUNT_SHARDS}
      ORDER BY main.id`.execute(trx);
    const posted = await postBatch(trx, {
      merchantId,
      idempotencyKey: `bench-vn-slips:${numero}`,
      kind: 'LOTTERY_BET',
      legs: stakes.rows.map((row) => ({
        debitAccountId: row.main,
        creditAccountId: row.pool,
        amount: BigInt(row.staked),
        kind: 'LOTTERY_BET',
        reference: numeroName,
      })),
    });
    return { ...posted, betters: stakes.rows.length };
  });
  const placeSeconds = seconds(placeStarted);
  // The baseline's rows: the same bets on the copy numero, in the same table, after the numero's own.
  await sql`
    INSERT INTO lottery_bets (merchant_id, member_id, numero_id, slip_key, bet_key, stake, placed_at)
    SELECT merchant_id, member_id, ${copy}::bigint, slip_key, bet_key, stake, placed_at FROM lottery_bets
    WHERE numero_id = ${numero}::bigint ORDER BY id`.execute(db);

  // The draw, from the committed seed.
  const result = await derivePointDraw(FAMILY, seed, VN_GAME, numeroName);
  await db
    .updateTable('lottery_numeros')
    .set({ status: 'DRAWN', result, drawn_at: new Date() })
    .where('id', '=', numero)
    .execute();
  // No autovacuum between the runs (the first phase's baseline table has none either), fresh statistics.
  await sql`ALTER TABLE lottery_bets SET (autovacuum_enabled = false)`.execute(db);
  await sql`VACUUM ANALYZE lottery_bets`.execute(db);
  await sql`CHECKPOINT`.execute(db);
  const setupSeconds = seconds(setupStarted);

  if (options.explain) {
    await explainPointSettlement(db, numero);
    await sql`VACUUM lottery_bets`.execute(db);
    await sql`CHECKPOINT`.execute(db);
  }

  // Baseline: one plain UPDATE marking the copy's bets lost.
  const baselineStarted = performance.now();
  const baselineRows = await sql`
    UPDATE lottery_bets SET status = 'LOST', settled_at = now()
    WHERE numero_id = ${copy}::bigint AND status = 'OPEN'`.execute(db);
  const baselineSeconds = seconds(baselineStarted);
  await sql`CHECKPOINT`.execute(db);

  const loadAtSettle = load();
  const timer = new StatementTimer();
  const settleStarted = performance.now();
  const settled = await settleNumero(db.withPlugin(timer), numero);
  const settleSeconds = seconds(settleStarted);
  if (!settled) throw new Error('settleNumero settled nothing');

  // Again: the numero is SETTLED, nothing moves.
  const transfersBefore = await transferCount(db, merchantId);
  const again = await settleNumero(db, numero);
  const postedAgain = (await transferCount(db, merchantId)) - transfersBefore;

  // Every bet's status and payout recomputed with the contracts, grouped by key and stake.
  const checkStarted = performance.now();
  const groups = await sql<{
    bet_key: string;
    stake: bigint;
    bets: number;
    won: number;
    lost: number;
    least: bigint;
    most: bigint;
  }>`
    SELECT bet_key, stake, count(*)::integer AS bets, count(*) FILTER (WHERE status = 'WON')::integer AS won,
      count(*) FILTER (WHERE status = 'LOST')::integer AS lost, min(payout) AS least, max(payout) AS most
    FROM lottery_bets WHERE numero_id = ${numero}::bigint GROUP BY bet_key, stake`.execute(db);
  let wrongBets = 0;
  let expectedWon = 0;
  let expectedPaid = 0n;
  let staked = 0n;
  const winners = { keys: [] as string[], stakes: [] as string[], payouts: [] as string[] };
  const byHead = new Map<string, { bets: number; won: number; staked: bigint; paid: bigint }>();
  for (const group of groups.rows) {
    const wins = pointWin(FAMILY, group.bet_key, result, odds).multiplier > 0;
    const each = pointPayout(FAMILY, group.bet_key, group.stake, result, odds);
    const right = wins
      ? group.won === group.bets && group.least === each && group.most === each
      : group.lost === group.bets && group.most === 0n;
    if (!right) wrongBets += group.bets;
    const head = group.bet_key.split(':')[0]!;
    const line = byHead.get(head) ?? { bets: 0, won: 0, staked: 0n, paid: 0n };
    line.bets += group.bets;
    line.staked += group.stake * BigInt(group.bets);
    staked += group.stake * BigInt(group.bets);
    if (wins) {
      expectedWon += group.bets;
      expectedPaid += each * BigInt(group.bets);
      line.won += group.bets;
      line.paid += each * BigInt(group.bets);
      winners.keys.push(group.bet_key);
      winners.stakes.push(String(group.stake));
      winners.payouts.push(String(each));
    }
    byHead.set(head, line);
  }
  // Each member's payout transfer against what the member's bets won by that recomputation.
  const credits = (
    await sql<{ wrong: number; owed: number; credited: number; wrong_accounts: number }>`
      WITH expected AS (
        SELECT * FROM unnest(${winners.keys}::text[], ${winners.stakes}::bigint[], ${winners.payouts}::bigint[])
          AS e (bet_key, stake, payout)
      ), owed AS (
        SELECT b.member_id, sum(e.payout) AS amount FROM lottery_bets b
        JOIN expected e ON e.bet_key = b.bet_key AND e.stake = b.stake
        WHERE b.numero_id = ${numero}::bigint GROUP BY b.member_id
      ), credited AS (
        SELECT main.member_id, sum(t.amount) AS amount,
          count(*) FILTER (WHERE main.kind <> 'MAIN' OR pool.kind <> 'LOTTERY_POOL' OR pool.member_id IS NOT NULL
                             OR pool.shard <> main.member_id % ${SYSTEM_ACCOUNT_SHARDS}) AS wrong_accounts
        FROM ledger_postings p
        JOIN ledger_transfers t ON t.posting_id = p.id
        JOIN ledger_accounts main ON main.id = t.credit_account_id
        JOIN ledger_accounts pool ON pool.id = t.debit_account_id
        WHERE p.merchant_id = ${merchantId}::integer AND p.idempotency_key = ${`lottery-settle:${numero}`}
        GROUP BY main.member_id
      )
      SELECT count(*) FILTER (WHERE o.amount IS DISTINCT FROM c.amount)::integer AS wrong,
        count(o.member_id)::integer AS owed, count(c.member_id)::integer AS credited,
        coalesce(sum(c.wrong_accounts), 0)::integer AS wrong_accounts
      FROM owed o FULL JOIN credited c ON c.member_id = o.member_id`.execute(db)
  ).rows[0]!;
  // The books: each member = before + funds − stakes + payouts of this numero; the pool = before + stakes − paid.
  const books = (
    await sql<{
      bets: number;
      open: number;
      won: number;
      paid: string;
      copy_lost: number;
      status: string;
      wrong_members: number;
      pool_before: string;
      pool_after: string;
    }>`
      WITH per_member AS (
        SELECT member_id, sum(stake) AS staked, sum(payout) AS paid FROM lottery_bets
        WHERE numero_id = ${numero}::bigint GROUP BY member_id
      )
      SELECT
        (SELECT count(*)::integer FROM lottery_bets WHERE numero_id = ${numero}::bigint) AS bets,
        (SELECT count(*)::integer FROM lottery_bets WHERE numero_id = ${numero}::bigint AND status = 'OPEN') AS open,
        (SELECT count(*)::integer FROM lottery_bets WHERE numero_id = ${numero}::bigint AND status = 'WON') AS won,
        (SELECT coalesce(sum(payout), 0)::text FROM lottery_bets WHERE numero_id = ${numero}::bigint) AS paid,
        (SELECT count(*)::integer FROM lottery_bets WHERE numero_id = ${copy}::bigint AND status = 'LOST') AS copy_lost,
        (SELECT status FROM lottery_numeros WHERE id = ${numero}::bigint) AS status,
        (SELECT count(*)::integer FROM ledger_accounts a
          JOIN bench_vn_before b ON b.id = a.id
          LEFT JOIN per_member p ON p.member_id = a.member_id
          WHERE a.merchant_id = ${merchantId}::integer AND a.kind = 'MAIN'
            AND a.balance <> b.balance + ${funds}::bigint - coalesce(p.staked, 0) + coalesce(p.paid, 0)) AS wrong_members,
        (SELECT sum(balance)::text FROM bench_vn_before WHERE kind = 'LOTTERY_POOL') AS pool_before,
        (SELECT sum(balance)::text FROM ledger_accounts
          WHERE merchant_id = ${merchantId}::integer AND kind = 'LOTTERY_POOL') AS pool_after`.execute(db)
  ).rows[0]!;
  const health = await ledgerHealth(db, merchantId);
  const checkSeconds = seconds(checkStarted);

  const paid = BigInt(books.paid);
  const checks = {
    vnSettledAll: settled.bets === betCount && books.bets === betCount && books.open === 0,
    vnNumeroSettled: books.status === 'SETTLED',
    vnStatusesAndPayoutsAsContracts: wrongBets === 0,
    vnWonAsContracts: books.won === expectedWon,
    vnPaidAsContracts: paid === expectedPaid && settled.paid === expectedPaid,
    vnMembersCreditedTheirWins:
      credits.wrong === 0 && credits.wrong_accounts === 0 && credits.owed === credits.credited,
    vnMembersBalanced: books.wrong_members === 0,
    vnPoolBalanced: BigInt(books.pool_after) === BigInt(books.pool_before) + staked - paid,
    vnLedgerSumZero: health.sum === 0n,
    vnAccountsMatchTransfers: health.mismatchedAccounts === 0 && health.negativeMemberAccounts === 0,
    vnSecondRunPostedNothing: again === null && postedAgain === 0,
    vnStakesPosted: funding.transferCount === members && placement.transferCount === placement.betters,
    vnBaselineUpdatedTheCopy:
      Number(baselineRows.numAffectedRows) === betCount && books.copy_lost === betCount,
  };
  const ok = Object.values(checks).every(Boolean);

  // The figures.
  const ratio = settleSeconds / baselineSeconds;
  const sheet = vnResultOf(FAMILY, result);
  const payingKeys = payingPointKeys(FAMILY, result, odds).size;
  const statements = namedStatements(timer);
  console.log(
    `\nVN Southern draw — ${formatInt(betCount)} bets of ${formatInt(placement.betters)} members on one ${FAMILY} ` +
      `numero (${VN_GAME}); set up in ${setupSeconds.toFixed(1)} s (bets placed and paid for in ${placeSeconds.toFixed(1)} s)`,
  );
  console.log(
    `result: ${sheet.prizes.map(({ tier, numbers }) => `${tier} ${numbers.join(' ')}`).join(' · ')}`,
  );
  console.log(
    `lô endings: ${truotEndingsOf(FAMILY, result).sort().join(' ')}; ${formatInt(payingKeys)} paying keys ` +
      `(besides lô trượt)\n`,
  );
  console.log(
    `settled ${formatInt(settled.bets)} bets in ${settleSeconds.toFixed(2)} s ` +
      `(${formatInt(Math.round(settled.bets / settleSeconds))} bets/s; target ≤ ${TARGET_SECONDS} s: ` +
      `${settleSeconds <= TARGET_SECONDS ? 'met' : 'MISSED'})`,
  );
  printTable(
    ['settleNumero, statement by statement', 'seconds', 'rows', 'bets written'],
    statements.map((statement) => [
      statement.name,
      statement.seconds.toFixed(2),
      formatInt(statement.rows),
      statement.bets === undefined
        ? statement.key === 'lost'
          ? formatInt(statement.rows)
          : ''
        : formatInt(statement.bets),
    ]),
  );
  console.log('');
  printTable(
    ['step', 'seconds', 'rows'],
    [
      ['settleNumero (VN_SOUTH: three UPDATEs + payout posting)', settleSeconds.toFixed(2), settled.bets],
      [
        'baseline: plain UPDATE … SET status = LOST (copy numero)',
        baselineSeconds.toFixed(2),
        Number(baselineRows.numAffectedRows),
      ],
    ],
  );
  console.log(`ratio settle / plain UPDATE: ${ratio.toFixed(2)}`);
  console.log(`second settlement: posted ${postedAgain} transfers (returned ${JSON.stringify(again)})\n`);
  printTable(
    ['kind', 'bets', 'won', 'staked', 'paid', 'paid/staked'],
    [...byHead.entries()].map(([head, line]) => [
      head,
      formatInt(line.bets),
      formatInt(line.won),
      String(line.staked),
      String(line.paid),
      line.staked > 0n ? (Number((line.paid * 10_000n) / line.staked) / 10_000).toFixed(4) : '-',
    ]),
  );
  console.log(
    `won ${formatInt(books.won)} of ${formatInt(books.bets)} bets; staked ${staked}, paid ${paid} (minor units); ` +
      `${formatInt(groups.rows.length)} key × stake groups and ${formatInt(credits.credited)} members' credits ` +
      `checked in ${checkSeconds.toFixed(1)} s`,
  );
  console.log(`load average (1/5/15 min) at settlement: ${loadAtSettle.join(' ')}`);
  for (const [check, passed] of Object.entries(checks)) console.log(`${passed ? 'ok  ' : 'FAIL'} ${check}`);

  return {
    ok,
    figures: {
      vnSouthBets: betCount,
      vnSouthMembers: placement.betters,
      vnSouthSettleSeconds: round(settleSeconds, 3),
      vnSouthBaselineSeconds: round(baselineSeconds, 3),
      vnSouthRatio: round(ratio, 2),
      vnSouthWithinTarget: settleSeconds <= TARGET_SECONDS,
      vnSouthStatementSeconds: Object.fromEntries(
        statements.map((statement) => [statement.key, round(statement.seconds, 3)]),
      ),
      vnSouthPayingKeys: payingKeys,
      vnSouthWon: books.won,
      vnSouthPaid: String(paid),
      vnSouthStaked: String(staked),
      vnSouthPayoutTransfers: credits.credited,
      vnSouthPlaceSeconds: round(placeSeconds, 2),
      vnSouthPostedOnSecondRun: postedAgain,
      vnSouthLoadAtSettle: loadAtSettle,
      vnSouthChecks: ok,
    },
  };
}

async function transferCount(db: Db, merchantId: number) {
  const row = await sql<{ n: number }>`
    SELECT count(*)::integer AS n FROM ledger_transfers WHERE merchant_id = ${merchantId}::integer`.execute(
    db,
  );
  return row.rows[0]!.n;
}

/** The timed statements of settleNumero, named by what they are (settlement.ts's order). */
function namedStatements(timer: StatementTimer) {
  const names: Array<[RegExp, string, string]> = [
    [/for update/i, 'lock', 'the numero, locked'],
    [/paying \(bet_key/, 'won', 'UPDATE … FROM unnest(paying keys): wins'],
    [/LIKE 'TRUOT%'/, 'truot', "UPDATE … LIKE 'TRUOT%' AND NOT (numbers && endings): lô trượt wins"],
    [/^update "lottery_bets"/, 'lost', 'UPDATE … SET status = LOST: the rest'],
    [/^SELECT main\.member_id/, 'accounts', 'the winners’ MAIN accounts and pool shards'],
    [/ledger_post/, 'posting', 'payout posting (postBatch)'],
    [/^update "lottery_numeros"/, 'numero', 'the numero, SETTLED'],
  ];
  return timer.statements.map((statement, index) => {
    const named = names.find(([pattern]) => pattern.test(statement.sql));
    return {
      key: named?.[1] ?? `statement${index + 1}`,
      name: named?.[2] ?? statement.sql.slice(0, 60),
      seconds: statement.seconds,
      rows: statement.rows,
      bets: statement.bets,
    };
  });
}

class Rollback extends Error {}

/**
 * The plans of settlePointBets' three UPDATEs (apps/server/src/modules/lottery/settlement.ts, the same text and
 * the same fragments), run in that order in one transaction and rolled back.
 */
async function explainPointSettlement(db: Db, numeroId: bigint) {
  const numero = await db
    .selectFrom('lottery_numeros')
    .select(['id', 'result', 'odds'])
    .where('id', '=', numeroId)
    .executeTakeFirstOrThrow();
  const result = numero.result!;
  const truot = truotRule(FAMILY, result, numero.odds);
  const statements: Array<[string, RawBuilder<unknown>]> = [
    [
      'wins: the paying keys joined to the bets',
      sql`
        WITH won AS (
          UPDATE lottery_bets AS bet
          SET status = 'WON', payout = bet.stake * paying.multiplier / (100 * paying.divisor), settled_at = now()
          FROM ${payingRelation(FAMILY, result, numero.odds)}
          WHERE bet.numero_id = ${numero.id} AND bet.status = 'OPEN' AND bet.bet_key = paying.bet_key
          RETURNING bet.member_id, bet.payout
        )
        SELECT member_id, sum(payout)::text AS amount, count(*)::int AS bets FROM won GROUP BY member_id`,
    ],
    [
      'lô trượt wins',
      sql`
        WITH won AS (
          UPDATE lottery_bets AS bet SET status = 'WON', payout = ${truot.payout}, settled_at = now()
          WHERE bet.numero_id = ${numero.id} AND bet.status = 'OPEN' AND ${truot.wins}
          RETURNING bet.member_id, bet.payout
        )
        SELECT member_id, sum(payout)::text AS amount, count(*)::int AS bets FROM won GROUP BY member_id`,
    ],
    [
      'the rest lost',
      sql`UPDATE lottery_bets SET status = 'LOST', settled_at = now() WHERE numero_id = ${numero.id} AND status = 'OPEN'`,
    ],
  ];
  try {
    await db.transaction().execute(async (trx) => {
      for (const [name, statement] of statements) {
        const plan = await sql<{
          'QUERY PLAN': string;
        }>`EXPLAIN (ANALYZE, BUFFERS, WAL) ${statement}`.execute(trx);
        console.log(`\nplan (VN_SOUTH): ${name}`);
        for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}
