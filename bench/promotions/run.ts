/**
 * Promotions benchmark (PostgreSQL only): the promotion engines as members and jobs use them, each beside a
 * baseline measured in the same run and database.
 *
 * On a fresh database of its own (dropped afterwards): migrations and the demo merchant with everything a first
 * start of the server seeds (apps/server/src/main.ts: the demo promotions, the rebate settings and a rebate, the VIP
 * ladder, the REFERRAL promotion, the 5 missions and the weekly leaderboard), then the phases BENCH_PROMO_PHASES
 * names (all by default), in this order, each with its own members (each file's header tells its phase in full):
 *
 * 1. `public-state` (public-state.ts): `GET /wps/member/info` through the real app (`inject`) for members with
 *    deposits, 21 days of bets, BUTTON promotions joined, the AUTO sign-up gift, rewards paid with turnover still
 *    open, VIP levels, rebates to claim and referrals; 1 and 8 concurrent callers; the SQL statements per call;
 *    baseline: the same call's plain member part (the session, `getMemberInfo`), measured the same way.
 * 2. `rebate-job` (rebate-job.ts): the daily rebate job for 20,000 members × 50 settled bets of one report day,
 *    for a CLAIM merchant and an AUTO one (paid through the ledger); its time, rows/s, the re-run; baseline: one
 *    plain SELECT member, category, sum(stake − refunded) over the same rows.
 * 3. `claims` (claims.ts): 2,000 members claiming a first-deposit bonus (claim.ts) with 16 concurrent callers;
 *    baseline: as many plain ledger postings (`postTransfers`) at the same concurrency.
 * 4. `leaderboard` (leaderboard.ts): `GET /wps/missions/leaderboard` for a merchant with 100,000 members and
 *    their `member_daily_stats` of last week and this one; baseline: the plain SUM / ORDER BY / LIMIT 20.
 *
 * The app (apps/server/src/app.ts, as the tests build it: development mode, no Redis, a stand-in web app) runs in
 * this process on the bench database with the server's pool size (DATABASE_POOL_SIZE, else its default); its
 * database counts the statements it runs. The jobs are not scheduled: the bench runs them when it measures them.
 *
 * Prints each phase's figures, the checks (booleans proving the work was done right; the phases' headers say
 * which) and as its last line `RESULT {json}`. Any failed check: exit code 1.
 *
 *   npm run bench:promotions    (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
 *
 * Environment:
 *   BENCH_PROMO_PHASES          the phases to run, comma-separated (all: public-state,rebate-job,claims,leaderboard)
 *   BENCH_PROMO_INFO_MEMBERS    members of the public-state phase (1,000)
 *   BENCH_PROMO_INFO_CALLS      calls per public-state run (2,000)
 *   BENCH_PROMO_REBATE_MEMBERS  members of each rebate merchant (20,000)
 *   BENCH_PROMO_REBATE_BETS     settled bets per member on the report day (50)
 *   BENCH_PROMO_CLAIM_MEMBERS   members claiming (2,000)
 *   BENCH_PROMO_CLAIM_CALLERS   concurrent claims (16)
 *   BENCH_PROMO_BOARD_MEMBERS   members of the leaderboard (100,000)
 *   BENCH_PROMO_BOARD_ACTIVE    the share of days each of them played (0.6)
 *   BENCH_PROMO_BOARD_RUNS      cold calls of each period, and baseline runs (30)
 *   BENCH_PROMO_KEEP_DATABASE   1: keep the bench database afterwards (drop it by hand)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { memberInfoSchema } from '@msp/contracts/session.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { readConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { agentSettings } from '../../apps/server/src/modules/agents/rollups.ts';
import { demoBrand } from '../../apps/server/src/modules/demo/demo-content.ts';
import { getMemberInfo } from '../../apps/server/src/modules/identity/member-service.ts';
import { resolveMerchant } from '../../apps/server/src/modules/merchant/service.ts';
import type {} from '../../apps/server/src/plugins/session.ts';
import { envelopeOf, ok } from '../../apps/server/src/shared/envelope.ts';
import { printResult, round } from '../shared/stats.ts';
import { createHelpers } from '../agents/data.ts';
import { claimsPhase } from './claims.ts';
import { seedLikeAFirstStart, type PhaseContext, type PhaseOutcome } from './data.ts';
import { leaderboardPhase } from './leaderboard.ts';
import { countingDatabase, seconds } from './measure.ts';
import { PLAIN_INFO_PATH, publicStatePhase } from './public-state.ts';
import { rebateJobPhase } from './rebate-job.ts';

const PHASES: Record<string, (ctx: PhaseContext) => Promise<PhaseOutcome>> = {
  'public-state': publicStatePhase,
  'rebate-job': rebateJobPhase,
  claims: claimsPhase,
  leaderboard: leaderboardPhase,
};
const KNOWN_PHASES = Object.keys(PHASES);
const asked = (process.env.BENCH_PROMO_PHASES ?? KNOWN_PHASES.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
for (const name of asked)
  if (!KNOWN_PHASES.includes(name))
    throw new Error(`BENCH_PROMO_PHASES: unknown phase ${name} (${KNOWN_PHASES.join(', ')})`);
/** In the order above, whatever the order given. */
const phases = KNOWN_PHASES.filter((name) => asked.includes(name));
if (phases.length === 0) throw new Error(`BENCH_PROMO_PHASES names no phase (${KNOWN_PHASES.join(', ')})`);

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `msp_bench_promotions_${process.pid}`;
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString();
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);
const poolSize = readConfig(process.env).databasePoolSize;
const handle = await openDatabase({ url: databaseUrl, poolSize });
const { db } = handle;
const client = new pg.Client({ connectionString: databaseUrl });
const webDist = await mkdtemp(join(tmpdir(), 'msp-bench-web-'));
const load = () => loadavg().map((value) => round(value, 2));

try {
  const loadBefore = load();
  const started = performance.now();
  await migrate(db);
  await seedLikeAFirstStart(db);
  await createHelpers(db);
  const merchant = await resolveMerchant(db, { code: demoBrand.code, host: undefined });
  if (!merchant) throw new Error('demo merchant not found');
  const { utcOffsetMinutes } = await agentSettings(db, merchant.id);
  await client.connect();

  // The real app, on the bench database counting its statements; the baseline route beside its own.
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html><body>bench</body></html>');
  const counting = countingDatabase(db);
  const app = await buildApp({
    database: { db: counting.db, kind: 'postgres', close: async () => {} },
    config: { production: false, redisUrl: undefined, webDist, logLevel: 'silent' },
    logger: false,
  });
  app.get(PLAIN_INFO_PATH, { schema: { response: { 200: envelopeOf(memberInfoSchema) } } }, async (request) =>
    ok(
      await getMemberInfo(counting.db, await request.requireSession({ allowRestriction: 'PASSWORD_CHANGE' })),
    ),
  );
  await app.ready();
  console.log(
    `promotions benchmark — PostgreSQL, database ${database}; merchant ${merchant.code} (report offset ` +
      `${utcOffsetMinutes} min), pool ${poolSize}; phases ${phases.join(', ')}; demo start seeded in ` +
      `${seconds(started).toFixed(1)} s\n`,
  );

  const ctx: PhaseContext = { db, app, counting, client, merchant, utcOffsetMinutes, poolSize };
  const result: Record<string, unknown> = { bench: 'promotions', phases, poolSize };
  const checks: Record<string, boolean> = {};
  try {
    for (const name of phases) {
      const outcome = await PHASES[name]!(ctx);
      result[name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] = outcome.result;
      Object.assign(checks, outcome.checks);
      console.log('');
    }
  } finally {
    await app.close();
  }
  for (const [check, passed] of Object.entries(checks)) console.log(`check: ${check} ${passed}`);
  const all = Object.values(checks).every(Boolean);
  if (!all) process.exitCode = 1;
  const loadAfter = load();
  console.log(`load average (1/5/15 min): before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`);
  printResult({
    ...result,
    seconds: round(seconds(started), 1),
    loadBefore,
    loadAfter,
    checks: { ...checks, all },
  });
} finally {
  await client.end().catch(() => undefined);
  await handle.close();
  await rm(webDist, { recursive: true, force: true });
  // The pool's end() resolves before its connections are closed: wait until the database has none left (at most
  // 5 s) before dropping it (as bench/lottery does).
  for (let waited = 0; waited < 50; waited += 1) {
    const left = await admin.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (left.rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (process.env.BENCH_PROMO_KEEP_DATABASE === '1') console.log(`kept database ${database}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
