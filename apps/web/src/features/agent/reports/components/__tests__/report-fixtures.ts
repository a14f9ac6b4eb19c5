import type { TeamMoney } from '@msp/contracts/agents.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { vi } from 'vitest';
import type { RecordedCall } from '../../../../../test/fetch-mock.ts';

/** 15 March 2025, 14:30 on this device: every report's "today". */
export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 15, 14, 30));
  window.sessionStorage.setItem('token', 'agent-token');
}

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

export function pageOf<T>(content: T[], extra: Partial<Page<T>> = {}): Page<T> {
  return { content, pageNum: 1, totalPages: 1, totalElements: content.length, ...extra };
}

/** The query of the last call to `path`. */
export function lastQuery(calls: RecordedCall[], path: string): URLSearchParams {
  const matching = calls.filter((call) => call.path === path);
  const last = matching[matching.length - 1];
  if (!last) throw new Error(`no call to ${path}`);
  return last.query;
}
