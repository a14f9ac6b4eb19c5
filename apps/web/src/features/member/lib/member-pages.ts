import type { ContractType } from '@msp/contracts/enums.ts';
import type { Consolidated } from '@msp/contracts/wallet.ts';

/** Member centre pages (spec §2), securityCenter first (the default). */
export const memberPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  /** A non-agent's application to become an agent (shown to members only: not to agents or trial accounts). */
  'affiliateApplication',
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberPage = (typeof memberPages)[number];

/**
 * Pages the spec names whose feature is not built yet: out of the menu, and their address opens the default page,
 * until the feature lands (none now).
 */
export const pendingMemberPages: readonly MemberPage[] = [];

/** The member pages that exist. */
export const builtMemberPages = memberPages.filter((key) => !pendingMemberPages.includes(key));

/**
 * Agent centre pages (spec §2), agentTeamOverview first (the default), at `/agent/:page`. `personalHistoryCopy`
 * is in both groups: the member's own bets at /member/personalHistoryCopy, the team's at /agent/personalHistoryCopy.
 */
export const agentPages = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof agentPages)[number];

/**
 * The pages of an agent's contracts (dividends and salaries), one per contract type: shown only when the member's
 * consolidated contract flags allow them (1: the site offers the type and the member is an agent).
 */
export const contractAgentPages = [
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const satisfies readonly AgentPage[];
export type ContractAgentPage = (typeof contractAgentPages)[number];

/** The contract type of each contract page. */
export const contractPageTypes = {
  agentDividendRecordCopy2: 'DIVIDEND',
  agentDailyWages2: 'DAILY_SALARY',
  agentHourSalary: 'HOURLY_SALARY',
  agentRealtimeSalary: 'REALTIME_SALARY',
} as const satisfies Record<ContractAgentPage, ContractType>;

/** The consolidated call's flag of each contract type (`/wps/member/info/funds/consolidated`). */
export const contractTypeFlags = {
  DIVIDEND: 'divtypereq',
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
} as const satisfies Record<ContractType, keyof Consolidated>;

export type ContractFlags = Pick<Consolidated, (typeof contractTypeFlags)[ContractType]>;

/** The contract pages the flags allow (none until they are known). */
export function allowedContractPages(flags: ContractFlags | undefined): ContractAgentPage[] {
  return contractAgentPages.filter((page) => flags?.[contractTypeFlags[contractPageTypes[page]]] === 1);
}

export function isContractAgentPage(value: string | undefined): value is ContractAgentPage {
  return (contractAgentPages as readonly string[]).includes(value ?? '');
}

/** The agent pages an agent may open: every page but the contract ones its flags do not allow. */
export function openAgentPages(allowed: readonly ContractAgentPage[] = []): AgentPage[] {
  return agentPages.filter(
    (page) => !isContractAgentPage(page) || (allowed as readonly string[]).includes(page),
  );
}

export const defaultMemberPage: MemberPage = 'securityCenter';
export const defaultAgentPage: AgentPage = 'agentTeamOverview';

export function isMemberPage(value: string | undefined): value is MemberPage {
  return (memberPages as readonly string[]).includes(value ?? '');
}

export function isAgentPage(value: string | undefined): value is AgentPage {
  return (agentPages as readonly string[]).includes(value ?? '');
}

/**
 * Where an old `/member/<agent page>` link goes now: `/agent/<page>`. Null for the member's own pages (also
 * `personalHistoryCopy`, which is in both groups) and unknown names.
 */
export function agentPathOfMemberPath(page: string | undefined): string | null {
  return isAgentPage(page) && !isMemberPage(page) ? `/agent/${page}` : null;
}
