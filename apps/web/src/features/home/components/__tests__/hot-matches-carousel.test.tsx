import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { getPopups } from '../../../../shared/lib/popup-store.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { HotMatchesCarousel } from '../hot-matches-carousel.tsx';
import { hotMatch } from './home-fixtures.ts';

/* The member's local time: Dhaka (UTC+6) makes a UTC evening kick-off the next morning. */
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Dhaka';
});
afterAll(() => {
  process.env.TZ = originalTz;
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

function renderMatches(count: number, extra: Parameters<typeof hotMatch>[1] = {}) {
  const matches = Array.from({ length: count }, (_, index) => hotMatch(index + 1, extra));
  mockFetch({ 'GET /lgw/sports/hot-matches': matches, 'GET /wps/system/permission': permission() });
  return renderWithProviders(<HotMatchesCarousel />);
}

describe('HotMatchesCarousel', () => {
  it('shows no arrows and no pagination with 3 matches', async () => {
    renderMatches(3);
    expect(await screen.findAllByTestId('hot-match')).toHaveLength(3);
    const section = screen.getByTestId('hot-matches');
    expect(within(section).queryByTestId('carousel-prev')).toBeNull();
    expect(within(section).queryByTestId('carousel-next')).toBeNull();
    expect(within(section).queryByTestId('carousel-dots')).toBeNull();
  });

  it('shows arrows and pagination dots with 4 matches', async () => {
    renderMatches(4);
    expect(await screen.findAllByTestId('hot-match')).toHaveLength(4);
    const section = screen.getByTestId('hot-matches');
    expect(within(section).getByTestId('carousel-prev')).toBeTruthy();
    expect(within(section).getByTestId('carousel-next')).toBeTruthy();
    expect(within(section).getByTestId('carousel-dots')).toBeTruthy();
  });

  it('spaces the cards 20 px apart', async () => {
    renderMatches(2);
    await screen.findAllByTestId('hot-match');
    expect(screen.getByTestId('hot-matches-viewport').style.getPropertyValue('--carousel-gap')).toBe('20px');
  });

  it('shows kick-off as HH:mm and YYYY-MM-DD in the local time zone, with both teams', async () => {
    renderMatches(1, { startTime: '2025-03-15T18:30:00.000Z' });
    const card = await screen.findByTestId('hot-match');
    expect(within(card).getByTestId('match-time').textContent).toBe('00:30');
    expect(within(card).getByTestId('match-date').textContent).toBe('2025-03-16');
    expect(within(card).getByTestId('match-home').textContent).toBe('Home 1');
    expect(within(card).getByTestId('match-away').textContent).toBe('Away 1');
    expect(within(card).getByText('Premier League 1')).toBeTruthy();
  });

  it('puts the Live NOW badge on live matches only', async () => {
    const matches = [hotMatch(1, { live: true }), hotMatch(2)];
    mockFetch({ 'GET /lgw/sports/hot-matches': matches, 'GET /wps/system/permission': permission() });
    renderWithProviders(<HotMatchesCarousel />);
    const [live, later] = await screen.findAllByTestId('hot-match');
    expect(within(live!).getByTestId('live-badge').textContent).toBe('Live NOW');
    expect(within(later!).queryByTestId('live-badge')).toBeNull();
  });

  it('says so when there are no matches', async () => {
    renderMatches(0);
    expect(await screen.findByText('No hot matches right now')).toBeTruthy();
  });

  it('starts a match through the launch flow (a guest gets the login pop-up), or opens the vendor page', async () => {
    const matches = [hotMatch(1, { nodeId: 42 }), hotMatch(2, { nodeId: null, vassalage: 'SABA' })];
    mockFetch({ 'GET /lgw/sports/hot-matches': matches, 'GET /wps/system/permission': permission() });
    const { router } = renderWithProviders(<HotMatchesCarousel />);
    const [launchable, page] = await screen.findAllByTestId('hot-match');
    fireEvent.click(launchable!);
    expect(getPopups().loginPopupModal).toBeTruthy();
    fireEvent.click(page!);
    expect(router.state.location.pathname).toBe('/sports');
    expect(router.state.location.search).toBe('?vassalage=SABA');
  });
});
