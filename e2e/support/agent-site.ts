import { seedDemoContracts } from '../../apps/server/src/modules/demo/agent-contracts.ts';
import { seedDemoAgentTeam } from '../../apps/server/src/modules/demo/agent-team.ts';
import { startSite } from './site.ts';

/** The site with the demo agent's team and its month of play, as `npm start` makes them at the first start. */
export async function startAgentSite() {
  const site = await startSite();
  await seedDemoAgentTeam(site.db);
  await seedDemoContracts(site.db);
  return site;
}

/** The agent center's pages (spec §2) that this issue builds, in the menu's order. */
export const agentCenterPages = [
  ['agentTeamOverview', 'team-overview'],
  ['agentAnnouncement', 'agent-announcements'],
  ['registerCenter', 'register-center'],
  ['downlineManagmentView', 'downline-management-page'],
  ['personalHistoryCopy', 'team-bets-page'],
  ['palStatementsAgentCopy', 'profit-by-downline-page'],
  ['agentRevenueReport', 'revenue-report-page'],
  ['agentDownlineTransactionDetailsCopy', 'team-transactions-page'],
] as const;
