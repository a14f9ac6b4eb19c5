import type { Db } from '../db/database.ts';
import { sealAuditTrail } from '../modules/audit/chain.ts';
import { reconcileVendorTransfers } from '../modules/vendor-transfers/service.ts';
import { confirmOverdueWithdrawals } from '../modules/withdrawals/receipt-timeout.ts';
import type { ScheduledJob } from './scheduler.ts';

/**
 * The jobs every server process runs (each safe with several processes against one database), every
 * `periodMs` (a minute; `JOB_PERIOD_MS` shortens it for tests of several processes).
 */
export function serverJobs(db: Db, periodMs = 60_000): ScheduledJob[] {
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
  ];
}
