import type {
  Bill,
  BillExplanation,
  Contract,
  ContractRequest,
  ContractTerms,
  DownlineContract,
  MyContract,
} from '@msp/contracts/agent-contracts.ts';
import { pageOf } from '../../../components/__tests__/agent-fixtures.ts';

/** The agent contracts' test fixtures: the demo agent (21) under its upline `bigboss` (9), with sub-agents. */

export const me = { memberId: 21, account: 'demoagent' };
export const upline = { memberId: 9, account: 'bigboss' };

/** A time on this device's clock, as the API writes it. */
export const at = (day: number, hour = 10, minute = 0) => new Date(2025, 2, day, hour, minute).toISOString();

/** The daily salary the agent has: 0.30% from 10,000 and 3 members, 0.50% from 50,000 and 10. */
export const dailyTerms: ContractTerms = {
  tiers: [
    { minValidBet: '10000', minActiveMembers: 3, rate: '0.30' },
    { minValidBet: '50000', minActiveMembers: 10, rate: '0.50' },
  ],
};

export function contractOf(terms: ContractTerms, extra: Partial<Contract> = {}): Contract {
  return {
    id: 5,
    type: 'DAILY_SALARY',
    agent: me,
    upline,
    terms,
    status: 'ACTIVE',
    startedAt: at(1, 9, 30),
    endedAt: null,
    endReason: null,
    ...extra,
  };
}

export function offerOf(extra: Partial<ContractRequest> = {}): ContractRequest {
  return {
    id: 77,
    type: 'DAILY_SALARY',
    kind: 'NEW',
    agent: me,
    upline,
    terms: {
      tiers: [
        { minValidBet: '10000', minActiveMembers: 3, rate: '0.40' },
        { minValidBet: '50000', minActiveMembers: 10, rate: '0.45' },
      ],
    },
    status: 'PENDING',
    createdAt: at(14, 12),
    expiresAt: at(17, 12),
    decidedAt: null,
    ...extra,
  };
}

export function myContractOf(extra: Partial<MyContract> = {}): MyContract {
  return {
    type: 'DAILY_SALARY',
    enabled: true,
    contract: contractOf(dailyTerms),
    offers: [],
    history: [],
    answered: [],
    canOffer: true,
    ...extra,
  };
}

export function explanationOf(extra: Partial<BillExplanation> = {}): BillExplanation {
  return {
    teamValidBet: '120000.00',
    netLoss: null,
    activeMembers: 12,
    tier: { index: 2, minValidBet: '50000', minActiveMembers: 10, rate: '0.50' },
    rate: '0.50',
    base: '120000.00',
    winBets: null,
    lossBets: null,
    minBet: null,
    subAgentBills: 2,
    ...extra,
  };
}

export function billOf(extra: Partial<Bill> = {}): Bill {
  return {
    id: 301,
    type: 'DAILY_SALARY',
    contractId: 5,
    period: { start: at(14, 0), end: at(15, 0), label: '2025-03-14' },
    agent: me,
    upline,
    amount: '600.00',
    paid: '600.00',
    subtracted: '150.00',
    net: '450.00',
    status: 'PAID',
    deadline: at(21, 0),
    lastAttemptAt: at(15, 0, 5),
    paidAt: at(15, 0, 5),
    createdAt: at(15, 0, 1),
    explanation: explanationOf(),
    ...extra,
  };
}

export function downlineOf(
  memberId: number,
  account: string,
  extra: Partial<DownlineContract> = {},
): DownlineContract {
  return {
    member: { memberId, account },
    contract: null,
    pending: null,
    lastPeriodCost: null,
    pendingCost: null,
    ...extra,
  };
}

export const lastPeriod = { start: at(14, 0), end: at(15, 0), label: '2025-03-14' };

export function downlinePageOf(rows: DownlineContract[]) {
  return { ...pageOf(rows), lastPeriod };
}

/** The API paths of a contract type's calls. */
export const pathsOf = (slug: string) => ({
  contract: `/wps/agent/contracts/${slug}`,
  downlines: `/wps/agent/contracts/${slug}/downlines`,
  requests: `/wps/agent/contracts/${slug}/requests`,
  simulation: `/wps/agent/contracts/${slug}/simulation`,
  bills: `/wps/agent/contracts/${slug}/bills`,
  termination: `/wps/agent/contracts/${slug}/termination`,
});
