import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { menu, permission, vendor } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { requireLogin } from '../require-login.ts';
import { createRoutes } from '../routes.tsx';

function mockSite() {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /lgw/games/game_menus': [menu('LOTT', [vendor('LOTT', 'LOTT')]), menu('RNG', [vendor('RNG', 'PG')])],
    'GET /wps/system/helpCenter': [],
    'GET /wps/system/banners': [],
    'GET /wps/system/announcements': [],
    'GET /wps/member/info': { id: 7, account: 'player7', nickname: 'Seven', type: 0, language: 'bn' },
  });
}

describe('login guard', () => {
  it('redirects to /login when there is no session token', () => {
    const result = requireLogin();
    expect(result).toBeInstanceOf(Response);
    expect(result?.status).toBe(302);
    expect(result?.headers.get('Location')).toBe('/login');
  });

  it('lets a visitor with a token through', () => {
    window.sessionStorage.setItem('token', 'abc');
    expect(requireLogin()).toBeNull();
  });

  it('sends a visitor without token from /lottery to /login, which shows home with the login pop-up at /', async () => {
    mockSite();
    const { router } = renderRoutes(createRoutes(), '/lottery');
    expect(await screen.findByTestId('login-popup', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('home-page')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByTestId('lottery-page')).toBeNull();
  });

  it('guards the point mall too', async () => {
    mockSite();
    const { router } = renderRoutes(createRoutes(), '/pointMall');
    expect(await screen.findByTestId('login-popup', {}, { timeout: 3000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the lottery page for a logged-in member', async () => {
    window.sessionStorage.setItem('token', 'abc');
    mockSite();
    renderRoutes(createRoutes(), '/lottery?gameCode=LOTT');
    expect(await screen.findByTestId('lottery-page', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByTestId('login-popup')).toBeNull();
  });
});

describe('routes', () => {
  it('/register renders home and opens the registration pop-up', async () => {
    mockSite();
    const { router } = renderRoutes(createRoutes(), '/register?referralCode=AGENT7');
    expect(await screen.findByTestId('register-popup', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('home-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('marks the game list routes as game pages with header, footer and side menu', async () => {
    mockSite();
    const { container } = renderRoutes(createRoutes(), '/rng?vassalage=PG');
    expect(await screen.findByTestId('game-list-page', {}, { timeout: 3000 })).toBeTruthy();
    const shell = container.querySelector('.app-shell') as HTMLElement;
    expect(shell.dataset.gamePage).toBe('true');
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
    expect(screen.getByTestId('side-menu')).toBeTruthy();
  });

  it('renders /helpmc without the site chrome and /seamless with the header only', async () => {
    mockSite();
    const help = renderRoutes(createRoutes(), '/helpmc');
    expect(await screen.findByTestId('help-page')).toBeTruthy();
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();
    help.unmount();

    renderRoutes(createRoutes(), '/seamless');
    expect(await screen.findByTestId('seamless-page', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.queryByTestId('site-footer')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });
});
