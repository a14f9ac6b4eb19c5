import type { Db } from '../db/database.ts';
import { expireRequests } from '../modules/agents/contracts/life-cycle.ts';
import { runPaydays } from '../modules/agents/contracts/payday.ts';
import { catchUpAgentStats } from '../modules/agents/stats-job.ts';
import { sealAuditTrail } from '../modules/audit/chain.ts';
import {
  settleStaleRounds,
  STALE_ROUND_AFTER_MS,
  type StaleRoundLog,
} from '../modules/game-wallet/stale-rounds.ts';
import { drawDueNumeros, openNumeros } from '../modules/lottery/numeros.ts';
import { payLeaderboardPrizes } from '../modules/missions/prizes.ts';
import { settleDrawnNumeros } from '../modules/lottery/settlement.ts';
import { runPointsAccrual } from '../modules/points/accrual.ts';
import { runRebates } from '../modules/rebates/job.ts';
import { reconcileVendorTransfers } from '../modules/vendor-transfers/service.ts';
import { runVipLevels } from '../modules/vip/job.ts';
import { confirmOverdueWithdrawals } from '../modules/withdrawals/receipt-timeout.ts';
import type { ScheduledJob } from './scheduler.ts';

export interface ServerJobOptions {
  /** When an open seamless round counts as stale (10 minutes; `STALE_ROUND_AFTER_MS`). */
  staleRoundAfterMs?: number;
  /** Where jobs report what they did round by round (the server's logger). */
  log?: StaleRoundLog;
}

/**
 * The jobs every server process runs (each safe with several processes against one database), every
 * `periodMs` (a minute; `JOB_PERIOD_MS` shortens it for tests of several processes).
 */
export function serverJobs(db: Db, periodMs = 60_000, options: ServerJobOptions = {}): ScheduledJob[] {
  return [
    {
      name: 'confirm-overdue-withdrawals',
      periodMs,
      run: (now) => confirmOverdueWithdrawals(db, now),
    },
    {
      // Sealed within seconds: a row is out of the chain for at most this long.
      name: 'seal-audit-trail',
      periodMs: Math.min(periodMs, 5_000),
      run: () => sealAuditTrail(db),
    },
    {
      name: 'reconcile-vendor-transfers',
      periodMs,
      run: (now) => reconcileVendorTransfers(db, now),
    },
    {
      // Seamless rounds left open (a settle the vendor could not deliver): asked of the vendor, then settled
      // or refunded (docs/vendor-protocol.md "Round status").
      name: 'settle-stale-rounds',
      periodMs,
      run: (now) =>
        settleStaleRounds(db, {
          now,
          staleAfterMs: options.staleRoundAfterMs ?? STALE_ROUND_AFTER_MS,
          log: options.log,
        }),
    },
    {
      // The agent center's daily rollups follow the ledger within seconds.
      name: 'agent-stats',
      periodMs: Math.min(periodMs, 5_000),
      run: () => catchUpAgentStats(db),
    },
    {
      // Contract bills of every closed period (the real-time salary's every 5 minutes), paid from the uplines;
      // offers past their time expire.
      name: 'agent-paydays',
      periodMs,
      run: async (now) => {
        await expireRequests(db, now);
        await runPaydays(db, { now });
      },
    },
    {
      // The mission leaderboards' prizes of every closed week or month, once its figures have settled.
      name: 'leaderboard-prizes',
      periodMs,
      run: (now) => payLeaderboardPrizes(db, now),
    },
    {
      // VIP levels: the monthly keep check, upgrades by the members' figures with their level-up bonuses, and
      // birthday bonuses (docs/vip.md); a quiet run answers 0.
      name: 'vip-levels',
      periodMs,
      run: async (now) => {
        const report = await runVipLevels(db, { now });
        return Object.values(report).some((count) => count > 0) ? report : 0;
      },
    },
    {
      // Our own lottery: the next numeros stay open ahead; a due numero is drawn within a second of its time.
      name: 'open-lottery-numeros',
      periodMs: Math.min(periodMs, 10_000),
      run: (now) => openNumeros(db, now),
    },
    {
      name: 'draw-lottery-numeros',
      periodMs: Math.min(periodMs, 1_000),
      run: (now) => drawDueNumeros(db, now),
    },
    {
      name: 'settle-lottery-numeros',
      periodMs: Math.min(periodMs, 1_000),
      run: () => settleDrawnNumeros(db),
    },
    {
      // Rebates of each closed report day (10 minutes after it ends), once; AUTO merchants' paid (docs/rebates.md).
      name: 'rebates',
      periodMs,
      run: async (now) => {
        const report = await runRebates(db, { now });
        return report.days > 0 || report.payouts > 0 ? report : 0;
      },
    },
    {
      // Points on the valid bets of each closed 5-minute window, once whatever runs it (docs/points.md).
      name: 'points-accrual',
      periodMs,
      run: async (now) => {
        const report = await runPointsAccrual(db, { now });
        return report.entries > 0 ? { ...report, points: String(report.points) } : 0;
      },
    },
  ];
}
