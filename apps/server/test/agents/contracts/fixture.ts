import type { TestApp } from '../../helpers/test-app.ts';
import type { TestMember } from '../../withdrawals/cashier-fixture.ts';
import { runPaydays, type PaydayReport } from '../../../src/modules/agents/contracts/payday.ts';
import { periodAt, type PeriodKind } from '../../../src/modules/agents/contracts/periods.ts';

/** Calls of the contract pages and the operator, and paydays run as the job runs them. */
export function contractCalls(t: TestApp, adminToken: string) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    member: TestMember | null,
    url: string,
    payload?: unknown,
    merchant = 'DEMO',
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: member ? member.token : adminToken,
        merchant,
        language: 'en',
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The site offers a top agent a contract; the agent accepts it. */
  async function siteContract(agent: TestMember, type: string, terms: unknown) {
    const offered = await call('POST', null, '/ops/agents/contracts', {
      memberId: agent.id,
      type,
      kind: 'NEW',
      terms,
    });
    if (offered.statusCode !== 200) throw new Error(offered.body);
    await decide(agent, offered.json().value.id, 'ACCEPT');
  }

  async function decide(agent: TestMember, requestId: number, decision: 'ACCEPT' | 'REJECT') {
    const decided = await call('POST', agent, `/wps/agent/contracts/requests/${requestId}/decision`, {
      decision,
    });
    if (decided.statusCode !== 200) throw new Error(decided.body);
  }

  /** An upline's offer (the raw answer). */
  const offer = (upline: TestMember, slug: string, downline: TestMember, terms?: unknown, kind = 'NEW') =>
    call('POST', upline, `/wps/agent/contracts/${slug}/requests`, { downlineId: downline.id, kind, terms });

  /** An upline's offer the downline accepts. */
  async function contract(upline: TestMember, slug: string, downline: TestMember, terms: unknown) {
    const offered = await offer(upline, slug, downline, terms);
    if (offered.statusCode !== 200) throw new Error(offered.body);
    await decide(downline, offered.json().value.id, 'ACCEPT');
  }

  return { call, siteContract, decide, offer, contract };
}

/** Just after the period of a kind running now (in UTC+6, the demo merchant's) has ended and settled. */
export const afterCurrentPeriod = (kind: PeriodKind, extraMs = 0) =>
  new Date(periodAt(kind, Date.now(), 360).end.getTime() + 2 * 60_000 + extraMs);

/**
 * Paydays until `done` says so: a period is computed only once no transaction that began before its end is still
 * open, and tests of other files may hold one for a moment.
 */
export async function payUntil(
  t: TestApp,
  now: Date,
  done: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<PaydayReport[]> {
  const reports: PaydayReport[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    reports.push(await runPaydays(t.db, { now }));
    if (await done()) return reports;
    if (Date.now() > until) throw new Error(`payday did not finish: ${JSON.stringify(reports)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
