import { randomUUID } from 'node:crypto';
import { serverJobs } from '../../apps/server/src/jobs/server-jobs.ts';
import { startScheduler, type Scheduler } from '../../apps/server/src/jobs/scheduler.ts';
import { signInOperatorOverHttp } from '../../apps/server/test/helpers/operators.ts';
import { apiOf, demoPassword } from './member.ts';
import { startSite, type Site } from './site.ts';

/**
 * The site with the lottery's numero jobs running as `npm start` runs them (startSite runs no jobs), the first
 * numeros already open; `close` stops both.
 */
export async function startLotterySite(): Promise<{ site: Site; jobs: Scheduler; close(): Promise<void> }> {
  const site = await startSite();
  const jobs = startScheduler({
    jobs: serverJobs(site.db, 60_000).filter((job) => job.name.includes('lottery')),
    log: { debug: () => undefined, info: () => undefined, error: console.error },
  });
  await jobs.runNow('open-lottery-numeros');
  return {
    site,
    jobs,
    async close() {
      await jobs.stop();
      await site.close();
    },
  };
}

/** Credits a member `amount` (major units) through the operator API, as a cashier's adjustment. */
export async function fundMember(
  site: Pick<Site, 'baseUrl'>,
  memberId: number,
  amount: string,
  reason: string,
) {
  const token = await signInOperatorOverHttp(site.baseUrl, { username: 'demoadmin', password: demoPassword });
  await apiOf(site)('POST', `/ops/members/${memberId}/adjust`, {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: { amount, direction: 'CREDIT', reason },
  });
}
