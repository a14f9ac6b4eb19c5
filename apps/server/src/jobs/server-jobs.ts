import type { Db } from '../db/database.ts';
import { reconcileVendorTransfers } from '../modules/vendor-transfers/service.ts';
import { confirmOverdueWithdrawals } from '../modules/withdrawals/receipt-timeout.ts';
import type { ScheduledJob } from './scheduler.ts';

/** The jobs every server process runs (each safe with several processes against one database). */
export function serverJobs(db: Db): ScheduledJob[] {
  return [
    {
      name: 'confirm-overdue-withdrawals',
      periodMs: 60_000,
      run: (now) => confirmOverdueWithdrawals(db, now),
    },
    {
      name: 'reconcile-vendor-transfers',
      periodMs: 60_000,
      run: (now) => reconcileVendorTransfers(db, now),
    },
  ];
}
