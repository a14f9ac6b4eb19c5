import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { AgentHomePage } from '../agent-home-page.tsx';
import { agentMember, plainMember } from './agent-fixtures.ts';

const renderHome = () =>
  renderRoutes(
    [
      { path: '/agentHome', element: <AgentHomePage /> },
      // Only where the redirect lands is under test here; the agent centre has tests of its own.
      { path: '/agent/:page', element: <p data-testid="redirect-landed" /> },
    ],
    '/agentHome',
  );

describe('agent home', () => {
  it('asks a visitor to log in on the agent site', async () => {
    mockFetch({ 'GET /wps/system/permission': permission() });
    renderHome();
    expect(await screen.findByTestId('agent-login-button')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('এজেন্ট লগইন');
  });

  it('takes an agent on to the agent centre', async () => {
    window.sessionStorage.setItem('token', 'agent-token');
    mockFetch({ 'GET /wps/member/info': agentMember });
    const { router } = renderHome();
    expect(await screen.findByTestId('redirect-landed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent/agentTeamOverview');
  });

  it('tells a member who is not an agent that the agent centre is not for them', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    mockFetch({ 'GET /wps/member/info': plainMember });
    const { router } = renderHome();
    await waitFor(() =>
      expect(screen.getByTestId('agent-home').textContent).toContain(
        'এজেন্ট নন এমন অ্যাকাউন্ট এজেন্ট সেন্টারে লগইন করতে পারে না।',
      ),
    );
    expect(router.state.location.pathname).toBe('/agentHome');
  });
});
