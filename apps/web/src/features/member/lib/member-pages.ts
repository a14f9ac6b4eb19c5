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
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberPage = (typeof memberPages)[number];

/** Agent centre pages (spec §2), agentTeamOverview first (the default). */
export const agentPages = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof agentPages)[number];

export const defaultMemberPage: MemberPage = 'securityCenter';
export const defaultAgentPage: AgentPage = 'agentTeamOverview';

export function isMemberPage(value: string | undefined): value is MemberPage {
  return (memberPages as readonly string[]).includes(value ?? '');
}

export function isAgentPage(value: string | undefined): value is AgentPage {
  return (agentPages as readonly string[]).includes(value ?? '');
}
