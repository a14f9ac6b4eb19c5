/**
 * The promotions benchmark's shared set-up: the demo merchant as a real start makes it (every demo seed of
 * apps/server/src/main.ts, in its order: promotions, rebates, VIP ladder, referral promotion, missions and the weekly
 * leaderboard), members inserted set-based, their ledger accounts, sessions, and merchants of the bench's own.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import { seedDemoContracts } from '../../apps/server/src/modules/demo/agent-contracts.ts';
import { seedDemoAgentTeam } from '../../apps/server/src/modules/demo/agent-team.ts';
import { demoOperators } from '../../apps/server/src/modules/demo/demo-content.ts';
import { seedDemoMissions } from '../../apps/server/src/modules/demo/missions.ts';
import { seedDemoPlayerDeposit } from '../../apps/server/src/modules/demo/player-deposit.ts';
import { seedDemoPromotions } from '../../apps/server/src/modules/demo/promotions.ts';
import { seedDemoRebates } from '../../apps/server/src/modules/demo/rebates.ts';
import { seedDemoReferral } from '../../apps/server/src/modules/demo/referral.ts';
import { retimeDemoMatches, seedDemoMerchant } from '../../apps/server/src/modules/demo/seed.ts';
import { seedDemoVip } from '../../apps/server/src/modules/demo/vip.ts';
import { createSession } from '../../apps/server/src/modules/identity/session-service.ts';
import type { Merchant } from '../../apps/server/src/modules/merchant/service.ts';
import type { countingDatabase } from './measure.ts';

/** The demo merchant and its catalogue, exactly as `apps/server/src/main.ts` seeds them at a first start. */
export async function seedLikeAFirstStart(db: Db) {
  await seedDemoMerchant(db);
  await seedDemoAgentTeam(db);
  await seedDemoContracts(db);
  await seedDemoPlayerDeposit(db);
  await seedDemoPromotions(db);
  await seedDemoRebates(db);
  await seedDemoVip(db);
  await seedDemoReferral(db);
  await seedDemoMissions(db);
  await retimeDemoMatches(db);
}

/** The demo admin operator's id (the catalogue services audit who made what). */
export async function demoAdminId(db: Db, merchantId: number): Promise<number> {
  const name = demoOperators.find((operator) => operator.role === 'ADMIN')!.username;
  const row = await db
    .selectFrom('operators')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface MemberRange {
  first: number;
  last: number;
  count: number;
}

/**
 * `count` players `<prefix><n>` (n = 1…count) in one statement, registered at `createdAt` (an SQL expression of
 * `g`, the member's n). Answers their id range: ids are consecutive (one statement, nothing else inserts).
 */
export async function insertMembers(
  db: Db,
  merchantId: number,
  { prefix, count, createdAt }: { prefix: string; count: number; createdAt: RawBuilder<unknown> },
): Promise<MemberRange> {
  const { rows } = await sql<{ first: number; last: number; n: string }>`
    WITH inserted AS (
      INSERT INTO members (merchant_id, username, password_hash, nickname, language, created_at)
      SELECT ${merchantId}::integer, ${prefix} || g, 'bench', 'Bench ' || g, 'en', ${createdAt}
      FROM generate_series(1, ${count}::integer) AS g
      ORDER BY g
      RETURNING id
    )
    SELECT min(id) AS first, max(id) AS last, count(*)::text AS n FROM inserted`.execute(db);
  const range = { first: rows[0]!.first, last: rows[0]!.last, count: Number(rows[0]!.n) };
  if (range.last - range.first + 1 !== range.count)
    throw new Error(`${prefix}: member ids are not consecutive`);
  return range;
}

/** The members' own accounts of the given kinds (MAIN, HOLD), as the wallet opens them. */
export async function openMemberAccounts(
  db: Db,
  merchant: { id: number; currency: string },
  range: MemberRange,
  kinds: Array<'MAIN' | 'HOLD'>,
) {
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, allow_negative)
    SELECT ${merchant.id}::integer, m, k, ${merchant.currency}, false
    FROM generate_series(${range.first}::integer, ${range.last}::integer) AS m
    CROSS JOIN unnest(${kinds}::text[]) AS k
    ORDER BY m, k`.execute(db);
}

/** A live session per member (as a login makes it); answers the tokens, in the order of `memberIds`. */
export async function openSessions(db: Db, merchantId: number, memberIds: readonly number[]) {
  const tokens: string[] = [];
  for (const memberId of memberIds)
    tokens.push(
      await createSession(db, {
        merchantId,
        memberId,
        ip: '10.20.0.1',
        maxHours: 24,
        firstLogin: false,
        userAgent: 'bench',
      }),
    );
  return tokens;
}

/** A merchant of the bench's own (the defaults: BDT, UTC+6 report days), answered as the jobs read merchants. */
export async function benchMerchant(db: Db, code: string) {
  const { rows } = await sql<{ id: number; currency: string; offset: number }>`
    INSERT INTO merchants (code, name, main_domain, theme)
    VALUES (${code}, ${`Bench ${code}`}, ${`${code.toLowerCase()}.bench.example`}, '{}')
    RETURNING id, currency, report_utc_offset_minutes AS offset`.execute(db);
  return rows[0]!;
}

/** What every phase is given. */
export interface PhaseContext {
  /** The bench database (the server's pool size). */
  db: Db;
  /** The real app (apps/server/src/app.ts) on `counting.db`, for `inject`. */
  app: FastifyInstance;
  /** The app's database, counting statements. */
  counting: ReturnType<typeof countingDatabase>;
  /** A plain client on the bench database, for the baselines' hand-written SQL. */
  client: pg.Client;
  /** The demo merchant, as the server resolves it for `Merchant: DEMO`. */
  merchant: Merchant;
  utcOffsetMinutes: number;
  poolSize: number;
}

/** What a phase answers: its checks (all must hold) and its figures for the RESULT line. */
export interface PhaseOutcome {
  checks: Record<string, boolean>;
  result: Record<string, unknown>;
}
