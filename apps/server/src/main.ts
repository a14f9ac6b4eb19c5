import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { serverJobs } from './jobs/server-jobs.ts';
import { migrate } from './db/migrate.ts';
import { merchantsChanged } from './modules/merchant/merchant-cache.ts';
import { DEMO_OPERATOR_TOTP_SECRET, demoOperators } from './modules/demo/demo-content.ts';
import { linkDemoVendor } from './modules/demo/demo-vendor-link.ts';
import { seedDemoContracts } from './modules/demo/agent-contracts.ts';
import { seedDemoContentPages } from './modules/demo/content-pages.ts';
import { seedDemoAgentTeam } from './modules/demo/agent-team.ts';
import { seedDemoPlayerDeposit } from './modules/demo/player-deposit.ts';
import { seedDemoMessages } from './modules/demo/messages.ts';
import { seedDemoMissions } from './modules/demo/missions.ts';
import { seedDemoPoints } from './modules/demo/points.ts';
import { seedDemoPromotions } from './modules/demo/promotions.ts';
import { seedDemoRebates } from './modules/demo/rebates.ts';
import { seedDemoReferral } from './modules/demo/referral.ts';
import { demoAccounts, retimeDemoMatches, seedDemoMerchant } from './modules/demo/seed.ts';
import { seedDemoVip } from './modules/demo/vip.ts';

const config = readConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
const applied = await migrate(database.db);
const seed = await seedDemoMerchant(database.db);
// DEMO ONLY: the demo agent's team and a month of its play, made once (modules/demo/agent-team.ts).
await seedDemoAgentTeam(database.db);
await seedDemoContracts(database.db);
// DEMO ONLY: the demo player's welcome deposit through the demo gateway (modules/demo/player-deposit.ts).
await seedDemoPlayerDeposit(database.db);
// DEMO ONLY: the demo promotions, made once through the catalogue service (modules/demo/promotions.ts).
await seedDemoPromotions(database.db);
// DEMO ONLY: the demo player's play of the last closed day and its rebate to claim (modules/demo/rebates.ts).
await seedDemoRebates(database.db);
// DEMO ONLY: the demo VIP ladder, set once; the welcome deposit makes the demo player Silver (demo/vip.ts).
await seedDemoVip(database.db);
// DEMO ONLY: the referral promotion and the demo player's two friends, made once (modules/demo/referral.ts).
await seedDemoReferral(database.db);
// DEMO ONLY: the demo missions and weekly leaderboard, made once (modules/demo/missions.ts).
await seedDemoMissions(database.db);
// DEMO ONLY: the points mall's ratios, items and the demo player's points, made once (modules/demo/points.ts).
await seedDemoPoints(database.db);
// DEMO ONLY: a few DEMO messages of each audience for the demo accounts' inboxes (modules/demo/messages.ts).
await seedDemoMessages(database.db);
// DEMO ONLY: the demo pages, news and blog articles, made once through the content service (demo/content-pages.ts).
await seedDemoContentPages(database.db);
await retimeDemoMatches(database.db);
const demoVendorLinked = config.demoVendor ? await linkDemoVendor(database.db, config.demoVendor) : false;
const app = await buildApp({
  database,
  config: { ...config, trustProxy: process.env.TRUST_PROXY === 'true' },
});

// Processes already running may hold the demo merchant as it was before this start.
if (seed.created || demoVendorLinked) await merchantsChanged(app.bus);

app.log.info({ database: database.kind, migrations: applied, demoCreated: seed.created }, 'database ready');
await app.listen({ port: config.port, host: config.host });
// Jobs (withdrawal receipt time-outs, …): in every server process; each is safe with several of them.
const scheduler = startScheduler({
  jobs: serverJobs(database.db, config.jobPeriodMs, {
    staleRoundAfterMs: config.staleRoundAfterMs,
    log: app.log,
  }),
  log: app.log,
});

const notice = [
  '',
  `  Member site: http://localhost:${config.port}`,
  database.kind === 'pglite'
    ? `  Database: embedded PGlite in ${config.dataDir} — for trying out only. Real money needs DATABASE_URL (PostgreSQL).`
    : '  Database: PostgreSQL (DATABASE_URL)',
  !config.production ? `  API reference: http://localhost:${config.port}/docs` : '',
  demoVendorLinked && config.demoVendor
    ? `  Demo game vendor: ${config.demoVendor.url} (slots, fishing, live tables; labelled DEMO)`
    : '  Demo game vendor: not linked (npm start runs it; DEMO_VENDOR_URL and DEMO_VENDOR_SECRET)',
  '  DEMO accounts (demo merchant only):',
  ...demoAccounts.map(
    (account) => `    ${account.role.padEnd(16)} ${account.username} / ${account.password}`,
  ),
  ...demoOperators.map(
    (operator) =>
      `    ${`operator ${operator.role.toLowerCase()}`.padEnd(16)} ${operator.username} / ${operator.password} (operator API /ops)`,
  ),
  `    operators' authenticator (TOTP) secret: ${DEMO_OPERATOR_TOTP_SECRET} (published demo secret)`,
  '',
].filter((line) => line !== '');
console.log(notice.join('\n'));

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Draining: /readyz answers 503 at once, so the load balancer stops sending requests; after
    // SHUTDOWN_DRAIN_SECONDS (its health-check interval) the server stops accepting connections, answers the
    // requests under way and closes the database.
    app.startDraining();
    app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'shutting down');
    new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000))
      .then(() => scheduler.stop())
      .then(() => app.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
