import { sql } from 'kysely';
import { mulberry32 } from '@msp/contracts/testing/seeded-random.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { createDownline } from '../agents/downlines.ts';
import { createAnnouncement } from '../content/service.ts';
import { catchUpAgentStats } from '../agents/stats-job.ts';
import { requireAgent } from '../agents/tree.ts';
import { memberAccountId, postBatch, systemAccountId, type TransferLeg } from '../ledger/service.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import { demoBrand } from './demo-content.ts';

/**
 * DEMO ONLY: a believable team for the demo agent — three sub-agents (one with a sub-agent of its own) and two
 * dozen players, every account named `demo…` — and a month of their play (deposits, slot, fishing and live
 * rounds, wins, a few withdrawals), so the agent center has something true to show on a fresh install.
 *
 * The accounts are made by the agents' own service (`createDownline`, as the register center does); the play is
 * posted through the ledger (`postBatch`, one posting per day) with the rounds it pays for, each day inside a
 * transaction that sets `msp.demo_time` so the ledger dates it on that day (migration 0026); the rollups are
 * then built by the same job that keeps them in production. Runs once: the first sub-agent's account marks it
 * (two servers starting at once: the one that takes that account makes the team).
 */

const DAYS = 30;

interface TeamSpec {
  username: string;
  nickname: string;
  kind: 'PLAYER' | 'AGENT';
  /** The upline's account; the demo agent when absent. */
  parent?: string;
}

const team: TeamSpec[] = [
  { username: 'demorafiq', nickname: 'Rafiq (demo sub-agent)', kind: 'AGENT' },
  { username: 'demomitu', nickname: 'Mitu (demo sub-agent)', kind: 'AGENT' },
  { username: 'demosohel', nickname: 'Sohel (demo sub-agent)', kind: 'AGENT' },
  { username: 'demojoy', nickname: 'Joy (demo sub-agent)', kind: 'AGENT', parent: 'demomitu' },
  ...['Tanvir', 'Farzana', 'Arif', 'Sumaiya', 'Imran'].map((name) => ({
    username: `demo${name.toLowerCase()}`,
    nickname: `${name} (demo)`,
    kind: 'PLAYER' as const,
  })),
  ...['Nadia', 'Habib', 'Rupa', 'Shakil', 'Moni', 'Tareq'].map((name) => ({
    username: `demo${name.toLowerCase()}`,
    nickname: `${name} (demo)`,
    kind: 'PLAYER' as const,
    parent: 'demorafiq',
  })),
  ...['Anika', 'Babu', 'Lima', 'Sajib', 'Popy'].map((name) => ({
    username: `demo${name.toLowerCase()}`,
    nickname: `${name} (demo)`,
    kind: 'PLAYER' as const,
    parent: 'demomitu',
  })),
  ...['Rasel', 'Sathi', 'Mamun', 'Keya'].map((name) => ({
    username: `demo${name.toLowerCase()}`,
    nickname: `${name} (demo)`,
    kind: 'PLAYER' as const,
    parent: 'demosohel',
  })),
  ...['Polash', 'Rima', 'Sabbir'].map((name) => ({
    username: `demo${name.toLowerCase()}`,
    nickname: `${name} (demo)`,
    kind: 'PLAYER' as const,
    parent: 'demojoy',
  })),
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** DEMO ONLY: announcements for the agent center (audience AGENTS). */
const agentNotes = [
  {
    title: { en: 'Demo: salary and dividend contracts are open', bn: 'ডেমো: বেতন ও ডিভিডেন্ড চুক্তি চালু' },
    content: {
      en: '<p>Daily, hourly and real-time salaries and dividends are paid on your team figures. Every bill shows its arithmetic, and the next payday can be previewed on each contract page.</p>',
      bn: '<p>দৈনিক, ঘণ্টাভিত্তিক ও রিয়েল-টাইম বেতন এবং ডিভিডেন্ড আপনার দলের হিসাবের ওপর দেওয়া হয়। প্রতিটি বিলে তার হিসাব দেখানো থাকে, আর প্রতিটি চুক্তির পাতায় পরের বেতন দিবসের আগাম হিসাব দেখা যায়।</p>',
    },
  },
  {
    title: { en: 'Demo: invitation links with their own counts', bn: 'ডেমো: আলাদা গণনাসহ আমন্ত্রণ লিংক' },
    content: {
      en: '<p>Make a link per channel in the <strong>register center</strong> (Facebook group, WhatsApp, shop) and see which one brings players.</p>',
      bn: '<p><strong>রেজিস্টার সেন্টারে</strong> প্রতিটি মাধ্যমের জন্য আলাদা লিংক বানান (ফেসবুক গ্রুপ, হোয়াটসঅ্যাপ, দোকান) এবং দেখুন কোনটি খেলোয়াড় আনে।</p>',
    },
  },
];
const demoOrigin = { ip: '127.0.0.1', userAgent: 'demo seed' };

/** Creates the demo agent's team and its month of play once; later starts change nothing. */
export async function seedDemoAgentTeam(db: Db, now = Date.now()): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  const exists = () =>
    db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', team[0]!.username)
      .executeTakeFirst();
  if (await exists()) return false;
  const lead = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('username', '=', 'demoagent')
    .executeTakeFirst();
  if (!lead) return false;

  const ids = new Map<string, number>();
  try {
    for (const member of team) {
      const agent = await requireAgent(db, merchant, member.parent ? ids.get(member.parent)! : lead.id);
      const created = await createDownline(db, merchant, agent, member, demoOrigin);
      ids.set(member.username, created.memberId);
    }
  } catch (error) {
    // Another server starting at the same time made the team first (its first account is taken).
    if (ids.size === 0 && error instanceof AppError && error.code === 'register.username.taken') return false;
    throw error;
  }
  // Joined over the month, agents first: the overview's new members have a history too.
  for (const [index, id] of [...ids.values()].entries()) {
    const joined = new Date(now - (DAYS - Math.floor((index / ids.size) * (DAYS - 3))) * DAY_MS);
    await db.updateTable('members').set({ created_at: joined }).where('id', '=', id).execute();
    await db.updateTable('member_tree').set({ joined_at: joined }).where('member_id', '=', id).execute();
  }
  const players = team
    .filter((member) => member.kind === 'PLAYER')
    .map((member) => ids.get(member.username)!);
  await postMonthOfPlay(db, merchant, players, mulberry32(20261124), now);
  for (const [index, note] of agentNotes.entries())
    await createAnnouncement(db, {
      merchant_id: merchant.id,
      type: 'B',
      execution: 'A',
      audience: 'AGENTS',
      title: note.title,
      content: note.content,
      promotion_type: null,
      start_date: new Date(now - (index * 9 + 2) * DAY_MS),
      end_date: null,
    });
  await catchUpAgentStats(db);
  return true;
}

async function postMonthOfPlay(
  db: Db,
  merchant: { id: number; currency: string },
  players: number[],
  random: () => number,
  now: number,
) {
  const games = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select(['vendors.code as vendor', 'games.game_code', 'games.game_type'])
    .where('games.merchant_id', '=', merchant.id)
    .where('games.game_type', 'in', ['RNG', 'FISH', 'LIVE'])
    .orderBy('games.id')
    .limit(12)
    .execute();
  if (games.length === 0) return;
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const accounts = new Map<number, { main: bigint; hold: bigint }>();
  for (const memberId of players)
    accounts.set(memberId, {
      main: await memberAccountId(db, { ...base, memberId, kind: 'MAIN' }),
      hold: await memberAccountId(db, { ...base, memberId, kind: 'HOLD' }),
    });
  const system = async (memberId: number, kind: 'DEPOSIT_CLEARING' | 'WITHDRAWAL_CLEARING') =>
    systemAccountId(db, { ...base, kind, shardKey: memberId });
  const house = async (memberId: number, vendor: string) =>
    systemAccountId(db, { ...base, kind: 'HOUSE', vendorCode: vendor, shardKey: memberId });
  const balances = new Map(players.map((id) => [id, 0n]));
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  // Regulars play most days, the rest now and then.
  const keenness = new Map(players.map((id) => [id, 0.15 + random() * 0.7]));

  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const dayStart = now - daysAgo * DAY_MS;
    const legs: TransferLeg[] = [];
    const rounds: {
      memberId: number;
      vendor: string;
      game: (typeof games)[number];
      stake: bigint;
      win: bigint;
      at: Date;
    }[] = [];
    for (const memberId of players) {
      if (random() > keenness.get(memberId)!) continue;
      const own = accounts.get(memberId)!;
      let balance = balances.get(memberId)!;
      if (balance < 50_000n) {
        const deposit = BigInt(500 + Math.floor(random() * 10) * 500) * 100n;
        legs.push({
          debitAccountId: await system(memberId, 'DEPOSIT_CLEARING'),
          creditAccountId: own.main,
          amount: deposit,
          kind: 'DEPOSIT',
          reference: 'demo',
        });
        balance += deposit;
      }
      const bets = 5 + Math.floor(random() * 25);
      for (let bet = 0; bet < bets; bet += 1) {
        const game = pick(games);
        const stake = BigInt(pick([10, 20, 50, 100, 200, 500])) * 100n;
        if (stake > balance) break;
        const roll = random();
        // About a 4 % house edge: most rounds lose, some pay back a little, a few pay big.
        const win =
          roll < 0.55
            ? 0n
            : roll < 0.9
              ? (stake * BigInt(100 + Math.floor(random() * 120))) / 100n
              : stake * BigInt(2 + Math.floor(random() * 4));
        const houseAccount = await house(memberId, game.vendor);
        legs.push({
          debitAccountId: own.main,
          creditAccountId: houseAccount,
          amount: stake,
          kind: 'GAME_BET',
          reference: 'demo',
        });
        if (win > 0n)
          legs.push({
            debitAccountId: houseAccount,
            creditAccountId: own.main,
            amount: win,
            kind: 'GAME_WIN',
            reference: 'demo',
          });
        balance += win - stake;
        rounds.push({
          memberId,
          vendor: game.vendor,
          game,
          stake,
          win,
          at: new Date(dayStart - Math.floor(random() * 6 * 60 * 60 * 1000)),
        });
      }
      if (balance > 400_000n && random() < 0.3) {
        const amount = (balance / 200_000n) * 100_000n;
        legs.push({
          debitAccountId: own.main,
          creditAccountId: own.hold,
          amount,
          kind: 'WITHDRAWAL_HOLD',
          reference: 'demo',
        });
        legs.push({
          debitAccountId: own.hold,
          creditAccountId: await system(memberId, 'WITHDRAWAL_CLEARING'),
          amount,
          kind: 'WITHDRAWAL_PAID',
          reference: 'demo',
        });
        balance -= amount;
      }
      balances.set(memberId, balance);
    }
    if (legs.length === 0) continue;
    const at = new Date(dayStart - 3 * 60 * 60 * 1000);
    await db.transaction().execute(async (trx) => {
      await sql`select set_config('msp.demo_time', ${at.toISOString()}, true)`.execute(trx);
      await postBatch(trx, {
        merchantId: merchant.id,
        idempotencyKey: `demo-team:${daysAgo}:${now}`,
        kind: 'DEMO_PLAY',
        legs,
      });
      if (rounds.length > 0)
        await trx
          .insertInto('game_rounds')
          .values(
            rounds.map((round, index) => ({
              merchant_id: merchant.id,
              member_id: round.memberId,
              vendor_code: round.vendor,
              game_code: round.game.game_code,
              game_type: round.game.game_type,
              round_id: `demo-${round.memberId}-${daysAgo}-${index}-${now}`,
              wallet_mode: 'SEAMLESS' as const,
              stake: round.stake,
              win: round.win,
              status: 'SETTLED' as const,
              started_at: round.at,
              settled_at: round.at,
            })),
          )
          .execute();
    });
  }
}
