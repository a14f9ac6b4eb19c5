import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { contractAgentPages } from '../../member/lib/member-pages.ts';

/*
 * Each agent page loads with its first visit (its own chunk: the overview's chart library never reaches a member
 * who is not an agent), with the route chunks' time-out and error screen. The four contract pages (dividends and
 * salaries) share one chunk and one page, of their contract type.
 */
const pages: Record<string, ComponentType> = {
  agentTeamOverview: lazyComponent(
    () => import('./team-overview-page.tsx'),
    (module) => module.TeamOverviewPage,
  ),
  agentAnnouncement: lazyComponent(
    () => import('./agent-announcements-page.tsx'),
    (module) => module.AgentAnnouncementsPage,
  ),
  registerCenter: lazyComponent(
    () => import('./register-center-page.tsx'),
    (module) => module.RegisterCenterPage,
  ),
  downlineManagmentView: lazyComponent(
    () => import('../reports/components/downline-management-page.tsx'),
    (module) => module.DownlineManagementPage,
  ),
  personalHistoryCopy: lazyComponent(
    () => import('../reports/components/team-bets-page.tsx'),
    (module) => module.TeamBetsPage,
  ),
  palStatementsAgentCopy: lazyComponent(
    () => import('../reports/components/profit-by-downline-page.tsx'),
    (module) => module.ProfitByDownlinePage,
  ),
  agentRevenueReport: lazyComponent(
    () => import('../reports/components/revenue-report-page.tsx'),
    (module) => module.RevenueReportPage,
  ),
  agentDownlineTransactionDetailsCopy: lazyComponent(
    () => import('../reports/components/team-transactions-page.tsx'),
    (module) => module.TeamTransactionsPage,
  ),
  ...Object.fromEntries(
    contractAgentPages.map((page) => [
      page,
      lazyComponent(
        () => import('../contracts/components/contract-page.tsx'),
        (module) => module.contractPages[page],
      ),
    ]),
  ),
};

/** One page of the agent center (/agent/:page, by its spec name), loaded with its first visit. */
export function AgentCenterPageView({ page }: { page: string }) {
  const Page = Object.hasOwn(pages, page) ? pages[page] : undefined;
  if (!Page) return null;
  return (
    <Suspense fallback={<LoadingBlock height={360} />}>
      <Page />
    </Suspense>
  );
}
