/**
 * Phase `claims`: BENCH_PROMO_CLAIM_MEMBERS members claiming a first-deposit bonus (promotions/claim.ts,
 * `claimReward`, as `POST /wps/promotions/:id/claim` calls it) with BENCH_PROMO_CLAIM_CALLERS concurrent callers,
 * all on one promotion: every claim reserves its reward on the promotion's row (the budget guarantee), so claims of
 * one promotion take turns for that row.
 *
 * Set-up: a FIRST_DEPOSIT promotion by BUTTON (100 % up to ৳2,000, minimum ৳200, 10× turnover) made and published
 * by the catalogue service as the demo admin, with a budget of exactly the rewards it will pay; the members
 * registered two hours ago, joined it a minute later and made their first deposit (৳200–৳5,000) ten minutes after
 * registering (set-based, through bench/agents' `postLegs`).
 *
 * Measured: claims/s and p50/p99 of the claims; then 200 of them claimed again (answered from the first claim,
 * nothing paid). The baseline is as many plain ledger postings of the same amounts, BONUS → MAIN (the ledger's
 * `postTransfers`, which shares commits between concurrent postings), at the same concurrency.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { promotionBodySchema } from '@msp/contracts/promotions.ts';
import {
  SYSTEM_ACCOUNT_SHARDS,
  ledgerHealth,
  postTransfers,
} from '../../apps/server/src/modules/ledger/service.ts';
import { createPromotion, setPromotionStatus } from '../../apps/server/src/modules/promotions/catalogue.ts';
import { claimReward } from '../../apps/server/src/modules/promotions/claim.ts';
import { formatMinor } from '../../apps/server/src/shared/money.ts';
import { printTable, round } from '../shared/stats.ts';
import { postLegs } from '../agents/data.ts';
import {
  demoAdminId,
  insertMembers,
  openMemberAccounts,
  type PhaseContext,
  type PhaseOutcome,
} from './data.ts';
import { fmt, latencyCells, seconds, underLoad } from './measure.ts';

const MEMBERS = Number(process.env.BENCH_PROMO_CLAIM_MEMBERS ?? 2_000);
const CALLERS = Number(process.env.BENCH_PROMO_CLAIM_CALLERS ?? 16);
const REPEATS = Math.min(200, MEMBERS);
/** The promotion's cap, minor units. */
const CAP = 200_000n;
const origin = { ip: '10.40.0.1', userAgent: 'bench' };

export async function claimsPhase(ctx: PhaseContext): Promise<PhaseOutcome> {
  const { db, merchant } = ctx;
  const step = performance.now();
  const range = await insertMembers(db, merchant.id, {
    prefix: 'bcl',
    count: MEMBERS,
    createdAt: sql`now() - interval '2 hours'`,
  });
  await openMemberAccounts(db, merchant, range, ['MAIN', 'HOLD']);
  await sql`
    CREATE TABLE bench_claim_deposits AS
    SELECT m.id AS member_id, main.id AS main, clearing.id AS clearing, m.created_at + interval '10 minutes' AS at,
      (200 + floor(4800 * bench_u(m.id, 401) ^ 2))::bigint * 100 AS amount
    FROM members m
    JOIN ledger_accounts main ON main.member_id = m.id AND main.kind = 'MAIN'
    JOIN ledger_accounts clearing ON clearing.merchant_id = m.merchant_id AND clearing.member_id IS NULL
      AND clearing.kind = 'DEPOSIT_CLEARING' AND clearing.shard = m.id % ${SYSTEM_ACCOUNT_SHARDS}::integer
    WHERE m.id BETWEEN ${range.first}::integer AND ${range.last}::integer`.execute(db);
  const deposits = new Map(
    (
      await sql<{ member_id: number; amount: bigint }>`
        SELECT member_id, amount FROM bench_claim_deposits`.execute(db)
    ).rows.map((row) => [row.member_id, BigInt(row.amount)]),
  );
  const rewardOf = (memberId: number) => {
    const deposit = deposits.get(memberId)!;
    return deposit < CAP ? deposit : CAP;
  };
  const budget = [...deposits.keys()].reduce((sum, memberId) => sum + rewardOf(memberId), 0n);

  const adminId = await demoAdminId(db, merchant.id);
  const promotion = await createPromotion(
    db,
    merchant.id,
    adminId,
    promotionBodySchema.parse({
      code: 'BENCH_FIRST_DEPOSIT',
      type: 'FIRST_DEPOSIT',
      category: 'newPlayer',
      tags: ['newbie'],
      title: { bn: 'বেঞ্চ: প্রথম ডিপোজিট বোনাস', en: 'Bench: first deposit bonus' },
      summary: { bn: 'বেঞ্চমার্ক', en: 'Benchmark' },
      content: { bn: '<p>বেঞ্চমার্ক</p>', en: '<p>Benchmark</p>' },
      startsAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      joinMode: 'BUTTON',
      rules: { percent: '100', cap: formatMinor(CAP), minDeposit: '200', turnoverMultiple: 10 },
      budget: formatMinor(budget),
    }),
    origin,
  );
  await setPromotionStatus(db, merchant.id, adminId, promotion.id, 'ACTIVE', origin);
  await sql`
    INSERT INTO promotion_entries (merchant_id, promotion_id, member_id, status, created_at)
    SELECT ${merchant.id}::integer, ${promotion.id}::integer, member_id, 'JOINED', at - interval '9 minutes'
    FROM bench_claim_deposits ORDER BY member_id`.execute(db);
  await postLegs(
    db,
    merchant.id,
    sql`SELECT 'DEPOSIT'::text AS kind, clearing AS debit, main AS credit, amount, at FROM bench_claim_deposits`,
  );
  await sql`DROP TABLE bench_claim_deposits`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
  const setupSeconds = seconds(step);
  console.log(
    `claims set-up: ${fmt(MEMBERS)} members joined ${promotion.code} and made their first deposit; budget ` +
      `${formatMinor(budget)} (exactly the rewards), in ${setupSeconds.toFixed(1)} s`,
  );

  // The claims, then some of them again.
  const members = Array.from({ length: range.count }, (_, index) => range.first + index);
  const answers = new Map<number, string>();
  let refused = 0;
  let firstRefusal: unknown;
  const claims = await underLoad(members.length, CALLERS, async (n) => {
    const memberId = members[n]!;
    try {
      answers.set(memberId, (await claimReward(db, merchant, memberId, promotion.id, origin)).reward);
    } catch (error) {
      refused += 1;
      firstRefusal ??= error;
    }
  });
  if (firstRefusal) console.log(`${refused} claims refused; the first: ${String(firstRefusal)}`);
  const postingsBefore = await postingCount(ctx);
  let repeatsAgree = true;
  await underLoad(REPEATS, CALLERS, async (n) => {
    const memberId = members[(n * 7) % members.length]!;
    const again = await claimReward(db, merchant, memberId, promotion.id, origin);
    if (again.reward !== answers.get(memberId)) repeatsAgree = false;
  });
  const repeatPaidNothing = repeatsAgree && (await postingCount(ctx)) === postingsBefore;

  // Checks: the budget, the books, each member paid once and what the rule gives.
  const { rows } = await sql<{
    spent: string;
    budget: string;
    entries: string;
    rewards: string | null;
    transfers: string;
    paid_members: string;
    transferred: string | null;
    requirements: string;
  }>`
    SELECT p.spent::text AS spent, p.budget::text AS budget,
      (SELECT count(*) FROM promotion_entries e WHERE e.promotion_id = p.id AND e.status = 'CLAIMED')::text
        AS entries,
      (SELECT sum(reward) FROM promotion_entries e WHERE e.promotion_id = p.id AND e.status = 'CLAIMED')::text
        AS rewards,
      (SELECT count(*) FROM ledger_transfers t WHERE t.merchant_id = p.merchant_id
        AND t.reference = 'promotion:' || p.id)::text AS transfers,
      (SELECT count(DISTINCT t.credit_account_id) FROM ledger_transfers t WHERE t.merchant_id = p.merchant_id
        AND t.reference = 'promotion:' || p.id)::text AS paid_members,
      (SELECT sum(amount) FROM ledger_transfers t WHERE t.merchant_id = p.merchant_id
        AND t.reference = 'promotion:' || p.id)::text AS transferred,
      (SELECT count(*) FROM turnover_requirements r WHERE r.promotion_id = p.id)::text AS requirements
    FROM promotions p WHERE p.id = ${promotion.id}`.execute(db);
  const paid = rows[0]!;
  const books = await ledgerHealth(db, merchant.id);

  // The baseline: the same amounts as plain postings BONUS → MAIN, at the same concurrency.
  const accounts = new Map(
    (
      await sql<{ member_id: number; main: string; bonus: string }>`
        SELECT main.member_id, main.id::text AS main, bonus.id::text AS bonus
        FROM ledger_accounts main
        JOIN ledger_accounts bonus ON bonus.merchant_id = main.merchant_id AND bonus.member_id IS NULL
          AND bonus.kind = 'BONUS' AND bonus.shard = main.member_id % ${SYSTEM_ACCOUNT_SHARDS}::integer
        WHERE main.kind = 'MAIN' AND main.member_id BETWEEN ${range.first}::integer AND ${range.last}::integer`.execute(
        db,
      )
    ).rows.map((row) => [row.member_id, { main: BigInt(row.main), bonus: BigInt(row.bonus) }]),
  );
  const baseline = await underLoad(members.length, CALLERS, async (n) => {
    const memberId = members[n]!;
    const { main, bonus } = accounts.get(memberId)!;
    const amount = rewardOf(memberId);
    await postTransfers(db, {
      merchantId: merchant.id,
      idempotencyKey: `bench-baseline:${memberId}`,
      kind: 'BONUS',
      legs: [
        { debitAccountId: bonus, creditAccountId: main, amount, kind: 'BONUS', reference: 'bench-baseline' },
      ],
    });
  });
  const booksAfter = await ledgerHealth(db, merchant.id);

  console.log(
    `\nclaims: ${fmt(MEMBERS)} members claim one promotion, ${CALLERS} concurrent callers (in-process, the ` +
      `server's pool ${ctx.poolSize})`,
  );
  printTable(
    ['run', 'p50 ms', 'p99 ms', 'mean ms', 'per s'],
    [
      ['claimReward (claim.ts)', ...latencyCells(claims)],
      ['baseline: postTransfers BONUS → MAIN', ...latencyCells(baseline)],
    ],
  );
  const ratio = round(baseline.perSecond / claims.perSecond, 2);
  const p50Ratio = round(claims.p50 / baseline.p50, 2);
  console.log(`ratio postings/s / claims/s: ${ratio}; claim p50 / posting p50: ${p50Ratio}`);

  const expectedAll = members.every((memberId) => answers.get(memberId) === formatMinor(rewardOf(memberId)));
  const checks = {
    claimsAllPaidAsTheRuleSays: refused === 0 && expectedAll,
    claimsBudgetSpentEqualsRewards:
      paid.spent === paid.rewards && paid.spent === paid.transferred && paid.spent === paid.budget,
    claimsEachMemberPaidOnce:
      Number(paid.entries) === MEMBERS &&
      Number(paid.transfers) === MEMBERS &&
      Number(paid.paid_members) === MEMBERS &&
      Number(paid.requirements) === MEMBERS,
    claimsRepeatPaidNothing: repeatPaidNothing,
    claimsBooksBalanced:
      books.sum === 0n &&
      books.negativeMemberAccounts === 0 &&
      books.mismatchedAccounts === 0 &&
      booksAfter.sum === 0n &&
      booksAfter.mismatchedAccounts === 0,
  };
  return {
    checks,
    result: {
      members: MEMBERS,
      callers: CALLERS,
      setupSeconds: round(setupSeconds, 1),
      claims,
      baseline,
      ratio,
      p50Ratio,
      refused,
      spent: paid.spent,
    },
  };
}

async function postingCount(ctx: PhaseContext) {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM ledger_postings WHERE merchant_id = ${ctx.merchant.id}`.execute(ctx.db);
  return Number(rows[0]!.n);
}
