import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { memberProfile, permission } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { agentMember, overviewOf, plainMember } from '../../../agent/components/__tests__/agent-fixtures.ts';
import { AgentCenterPage, MemberCenterPage } from '../member-center-page.tsx';

/* The overview of the last 7 days, without activity (no chart to load). */
const overview = { ...overviewOf('2026-03-05', '2026-03-11', '2026-03-11'), series: [] };

beforeEach(() => {
  window.sessionStorage.setItem('token', 'token-7');
});

/** The consolidated call with the contract flags of `flags` (the others 0). */
const consolidated = (flags: Partial<Record<string, 0 | 1>> = {}) => ({
  balance: '0.00',
  held: '0.00',
  currency: 'BDT',
  currencySymbol: '৳',
  isSingle: 1,
  divtypereq: 0,
  dailysalreqtype: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  ...flags,
});

function site(info: object, more: Record<string, unknown> = {}) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': info,
    'GET /wps/member/profile': memberProfile,
    'GET /wps/agent/team/overview': overview,
    'GET /wps/agent/application': null,
    ...more,
  });
}

const renderCentre = (path: string) =>
  renderRoutes(
    [
      { path: '/member/:page?', element: <MemberCenterPage /> },
      { path: '/agent/:page?', element: <AgentCenterPage /> },
    ],
    path,
  );

const hrefs = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
const agentCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path.startsWith('/wps/agent/'));

describe('agent centre shell', () => {
  it("shows an agent the agent menu, the team's betting record included, and the overview first", async () => {
    site(agentMember);
    renderCentre('/agent');
    const menu = await screen.findByTestId('member-nav-agent');
    expect(hrefs(menu)).toEqual([
      '/agent/agentTeamOverview',
      '/agent/agentAnnouncement',
      '/agent/registerCenter',
      '/agent/downlineManagmentView',
      '/agent/personalHistoryCopy',
      '/agent/palStatementsAgentCopy',
      '/agent/agentRevenueReport',
      '/agent/agentDownlineTransactionDetailsCopy',
    ]);
    expect(within(menu).getByText('টিমের বাজির রেকর্ড')).toBeTruthy();
    expect(screen.getByTestId('member-center').getAttribute('data-page')).toBe('agentTeamOverview');
    expect(within(menu).getByText('টিমের সারসংক্ষেপ').closest('a')?.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByTestId('team-overview', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(/গ্রাহক সেবা দল/)).toBeNull();
  });

  it('hides the contract pages (no contract flags) and opens the overview in their place', async () => {
    site(agentMember);
    renderCentre('/agent/agentDailyWages2');
    const menu = await screen.findByTestId('member-nav-agent');
    for (const page of [
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ])
      expect(hrefs(menu)).not.toContain(`/agent/${page}`);
    expect(screen.getByTestId('member-center').getAttribute('data-page')).toBe('agentTeamOverview');
  });

  it('shows the contract pages whose consolidated flags are 1, and opens one', async () => {
    const { calls } = site(agentMember, {
      'GET /wps/member/info/funds/consolidated': consolidated({ divtypereq: 1, realtimesalreqtype: 1 }),
      'GET /wps/agent/contracts/realtime-salary': {
        type: 'REALTIME_SALARY',
        enabled: true,
        contract: null,
        offers: [],
        history: [],
        answered: [],
        canOffer: false,
      },
      'GET /wps/agent/contracts/realtime-salary/downlines': {
        content: [],
        pageNum: 1,
        totalPages: 0,
        totalElements: 0,
        lastPeriod: {
          start: '2026-03-11T00:00:00.000Z',
          end: '2026-03-12T00:00:00.000Z',
          label: '2026-03-11',
        },
      },
    });
    renderCentre('/agent/agentRealtimeSalary');
    expect(await screen.findByTestId('contract-page-REALTIME_SALARY', {}, { timeout: 3000 })).toBeTruthy();
    const menu = screen.getByTestId('member-nav-agent');
    expect(hrefs(menu)).toContain('/agent/agentDividendRecordCopy2');
    expect(hrefs(menu)).toContain('/agent/agentRealtimeSalary');
    expect(hrefs(menu)).not.toContain('/agent/agentDailyWages2');
    expect(hrefs(menu)).not.toContain('/agent/agentHourSalary');
    expect(screen.getByTestId('member-center').getAttribute('data-page')).toBe('agentRealtimeSalary');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('রিয়েল-টাইম বেতন');
    expect(calls.filter((call) => call.path === '/wps/member/info/funds/consolidated')).toHaveLength(1);
  });

  it('opens the overview in place of a contract page whose flag is 0', async () => {
    site(agentMember, {
      'GET /wps/member/info/funds/consolidated': consolidated({ divtypereq: 1 }),
    });
    renderCentre('/agent/agentDailyWages2');
    expect(await screen.findByTestId('team-overview', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('member-center').getAttribute('data-page')).toBe('agentTeamOverview');
    expect(hrefs(screen.getByTestId('member-nav-agent'))).toEqual(
      expect.arrayContaining(['/agent/agentDividendRecordCopy2']),
    );
  });

  it('switches an agent between the member and the agent menus without leaving the page', async () => {
    site(agentMember);
    renderCentre('/agent/registerCenter');
    fireEvent.click(await screen.findByTestId('member-nav-switch-member'));
    const menu = screen.getByTestId('member-nav-member');
    expect(hrefs(menu)).toContain('/member/personalHistoryCopy');
    expect(hrefs(menu)).not.toContain('/member/affiliateApplication');
    expect(screen.queryByTestId('member-nav-agent')).toBeNull();
    expect(screen.getByTestId('member-center').getAttribute('data-page')).toBe('registerCenter');
    fireEvent.click(screen.getByTestId('member-nav-switch-agent'));
    expect(screen.getByTestId('member-nav-agent')).toBeTruthy();
  });

  it('sends old /member links of agent pages to /agent', async () => {
    site(agentMember);
    const { router } = renderCentre('/member/registerCenter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/registerCenter'));
    expect((await screen.findByTestId('member-center')).getAttribute('data-group')).toBe('agent');
  });

  it("keeps the member's own betting record at /member/personalHistoryCopy", async () => {
    site(agentMember);
    const { router } = renderCentre('/member/personalHistoryCopy');
    expect(await screen.findByTestId('member-nav-member')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member/personalHistoryCopy');
    expect(screen.getByTestId('member-center').getAttribute('data-group')).toBe('member');
  });

  it('never shows a member who is not an agent the agent menu, and sends /agent to the member centre', async () => {
    const { calls } = site(plainMember);
    const { router } = renderCentre('/agent/agentTeamOverview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
    const menu = await screen.findByTestId('member-nav-member');
    expect(hrefs(menu).some((href) => href?.startsWith('/agent/'))).toBe(false);
    expect(hrefs(menu)).toContain('/member/affiliateApplication');
    expect(screen.queryByTestId('member-nav-switch-agent')).toBeNull();
    await screen.findByTestId('security-account');
    expect(agentCalls(calls)).toEqual([]);
    expect(calls.some((call) => call.path === '/wps/member/info/funds/consolidated')).toBe(false);
  });

  it('opens the affiliate application for a member who is not an agent', async () => {
    site(plainMember);
    renderCentre('/member/affiliateApplication');
    expect(await screen.findByTestId('application-form', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('এজেন্ট হোন');
  });
});
