import type { TeamMoney, TeamOverview } from '@msp/contracts/agents.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { onTestFinished, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';

/** The agent centre's test fixtures: members, money, pages, the frozen clock and the mocked report API. */

export const agentMember = {
  id: 21,
  account: 'demoagent',
  nickname: 'Agent',
  type: 1,
  language: 'bn' as const,
};
export const plainMember = { id: 7, account: 'player7', nickname: 'Seven', type: 0, language: 'bn' as const };

/** A team's (or a member's) money: zero but for `extra`. */
export function money(extra: Partial<TeamMoney> = {}): TeamMoney {
  return {
    deposit: '0.00',
    depositCount: 0,
    withdrawal: '0.00',
    bet: '0.00',
    betCount: 0,
    validBet: '0.00',
    win: '0.00',
    memberProfit: '0.00',
    bonus: '0.00',
    rebate: '0.00',
    ...extra,
  };
}

/** An overview of `from`–`to` answered by a server whose today is `today`. */
export function overviewOf(from: string, to: string, today: string): TeamOverview {
  return {
    from,
    to,
    today,
    teamSize: { direct: 12, all: 1234 },
    newMembers: 5,
    activeMembers: 87,
    money: money({
      deposit: '123456.78',
      depositCount: 42,
      withdrawal: '2500.00',
      bet: '98765.00',
      betCount: 1500,
      validBet: '98000.50',
      win: '90000.00',
      memberProfit: '-8000.50',
      bonus: '300.00',
      rebate: '45.25',
    }),
    series: [
      {
        day: from,
        deposit: '100.00',
        withdrawal: '0.00',
        validBet: '50.00',
        memberProfit: '-10.00',
        newMembers: 2,
      },
      {
        day: to,
        deposit: '0.00',
        withdrawal: '20.00',
        validBet: '0.00',
        memberProfit: '0.00',
        newMembers: 0,
      },
    ],
  };
}

export function pageOf<T>(content: T[], extra: Partial<Page<T>> = {}): Page<T> {
  return { content, pageNum: 1, totalPages: 1, totalElements: content.length, ...extra };
}

/** This device's clock stopped at `now` (its Date only) until the test ends, with an agent's session. */
export function freezeClock(now: Date) {
  window.sessionStorage.setItem('token', 'agent-token');
  vi.useFakeTimers({ toFake: ['Date'], now });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** 15 March 2025, 14:30 on this device: every report's "today". */
export const freezeToday = () => freezeClock(new Date(2025, 2, 15, 14, 30));

/** The report API at `path` answering `answer`, with the site's permission (its currency) and any `more`. */
export function mockReport(path: string, answer: unknown, more: Record<string, unknown> = {}) {
  return mockFetch({ 'GET /wps/system/permission': permission(), [`GET ${path}`]: answer, ...more });
}

/** The query of the last call to `path`. */
export function lastQuery(calls: RecordedCall[], path: string): URLSearchParams {
  const matching = calls.filter((call) => call.path === path);
  const last = matching[matching.length - 1];
  if (!last) throw new Error(`no call to ${path}`);
  return last.query;
}
