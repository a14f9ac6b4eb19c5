import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { reportDayStart } from '../agents/rollups.ts';
import { memberAccountId, postBatch, systemAccountId, type TransferLeg } from '../ledger/service.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import { latestDueDay, runRebates } from '../rebates/job.ts';
import { demoBrand } from './demo-content.ts';
import { DEMO_WELCOME_DEPOSIT } from './player-deposit.ts';

/**
 * DEMO ONLY: a rebate for the demo player to claim from the first start. The demo merchant pays rebates by CLAIM
 * with the spec's default rates (its settings row says so); the demo player plays a few slot, live and fishing
 * rounds on the last report day the rebate job computes (paid from its own balance, through the ledger in one
 * posting dated that evening with `msp.demo_time`, as the agent team's play is), and the job itself then runs
 * for the merchant: it computes that day (the team's play included) and the player's rebate waits in the reward
 * center. Once: the posting's key (a later start, or a second server starting at once, finds it and stops).
 * Nothing when the player's balance cannot pay the rounds (the browser tests' site, whose player starts empty:
 * a screenshot script funds it first, then calls this).
 */

/** Stake and win of each round, major units; the category picks a demo game of it. */
const rounds: Array<{ category: 'RNG' | 'LIVE' | 'FISH'; stake: number; win: number }> = [
  { category: 'RNG', stake: 200, win: 0 },
  { category: 'LIVE', stake: 500, win: 950 },
  { category: 'RNG', stake: 100, win: 260 },
  { category: 'FISH', stake: 150, win: 0 },
  { category: 'LIVE', stake: 500, win: 0 },
  { category: 'RNG', stake: 200, win: 120 },
  { category: 'LIVE', stake: 300, win: 570 },
  { category: 'FISH', stake: 100, win: 80 },
];
const playKey = (memberId: number) => `demo-rebate-play:${memberId}`;

export async function seedDemoRebates(db: Db, now = new Date()): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  const player = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('username', '=', DEMO_WELCOME_DEPOSIT.username)
    .executeTakeFirst();
  if (!player) return false;
  const played = await db
    .selectFrom('ledger_postings')
    .select('id')
    .where('idempotency_key', '=', playKey(player.id))
    .executeTakeFirst();
  if (played) return false;
  await db
    .insertInto('rebate_settings')
    .values({ merchant_id: merchant.id, payout_mode: 'CLAIM', turnover_multiple: 1, min_payout: 100n })
    .onConflict((conflict) => conflict.column('merchant_id').doNothing())
    .execute();

  const { report_utc_offset_minutes: offset } = await db
    .selectFrom('merchants')
    .select('report_utc_offset_minutes')
    .where('id', '=', merchant.id)
    .executeTakeFirstOrThrow();
  const day = latestDueDay(now, offset);
  // A day the job has computed already would never pay these rounds.
  const computed = await db
    .selectFrom('rebate_days')
    .select('day')
    .where('merchant_id', '=', merchant.id)
    .where('day', '>=', day)
    .executeTakeFirst();
  if (computed) return false;

  const games = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select(['vendors.code as vendor', 'games.game_code', 'games.game_type'])
    .where('games.merchant_id', '=', merchant.id)
    .where('games.game_type', 'in', ['RNG', 'LIVE', 'FISH'])
    .orderBy('games.id')
    .execute();
  const gameOf = new Map(games.map((game) => [game.game_type, game]));
  if (rounds.some((round) => !gameOf.has(round.category))) return false;

  const base = { merchantId: merchant.id, currency: merchant.currency };
  const main = await memberAccountId(db, { ...base, memberId: player.id, kind: 'MAIN' });
  const balance = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', main)
    .executeTakeFirstOrThrow();
  const stakes = BigInt(rounds.reduce((sum, round) => sum + round.stake, 0) * 100);
  if (balance.balance < stakes) return false;

  const legs: TransferLeg[] = [];
  for (const round of rounds) {
    const game = gameOf.get(round.category)!;
    const house = await systemAccountId(db, {
      ...base,
      kind: 'HOUSE',
      vendorCode: game.vendor,
      shardKey: player.id,
    });
    legs.push({
      debitAccountId: main,
      creditAccountId: house,
      amount: BigInt(round.stake * 100),
      kind: 'GAME_BET',
      reference: 'demo',
    });
    if (round.win > 0)
      legs.push({
        debitAccountId: house,
        creditAccountId: main,
        amount: BigInt(round.win * 100),
        kind: 'GAME_WIN',
        reference: 'demo',
      });
  }
  // The evening of the day (20:00 local), a minute between rounds.
  const evening = reportDayStart(day, offset).getTime() + 20 * 3_600_000;
  const done = await db.transaction().execute(async (trx) => {
    await sql`select set_config('msp.demo_time', ${new Date(evening).toISOString()}, true)`.execute(trx);
    const posting = await postBatch(trx, {
      merchantId: merchant.id,
      idempotencyKey: playKey(player.id),
      kind: 'DEMO_PLAY',
      legs,
    });
    // Another server starting at the same moment played them first.
    if (posting.replayed) return false;
    await trx
      .insertInto('game_rounds')
      .values(
        rounds.map((round, index) => {
          const game = gameOf.get(round.category)!;
          const at = new Date(evening + index * 60_000);
          return {
            merchant_id: merchant.id,
            member_id: player.id,
            vendor_code: game.vendor,
            game_code: game.game_code,
            game_type: game.game_type,
            round_id: `demo-rebate-${player.id}-${index}`,
            wallet_mode: 'SEAMLESS' as const,
            stake: BigInt(round.stake * 100),
            win: BigInt(round.win * 100),
            status: 'SETTLED' as const,
            started_at: at,
            settled_at: at,
          };
        }),
      )
      .execute();
    return true;
  });
  if (!done) return false;
  // The job's own path: `day` is the last day due at `now`, so this run computes it.
  await runRebates(db, { now, merchantId: merchant.id });
  return true;
}
