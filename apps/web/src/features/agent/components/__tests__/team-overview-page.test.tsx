import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { TeamOverviewPage } from '../team-overview-page.tsx';
import { freezeClock, overviewOf } from './agent-fixtures.ts';

/* The merchant's today, one day behind this device's (another time zone). */
const serverToday = '2026-03-11';

beforeEach(() => freezeClock(new Date(2026, 2, 12, 1, 30)));

function site() {
  return mockFetch({
    'GET /wps/agent/team/overview': (call: RecordedCall) =>
      overviewOf(call.query.get('from') ?? serverToday, call.query.get('to') ?? serverToday, serverToday),
  });
}

const overviewCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/wps/agent/team/overview').map((call) => call.query.toString());

describe('team overview', () => {
  it('shows the team figures with Bangla digits in Bangla', async () => {
    site();
    renderWithProviders(<TeamOverviewPage />);
    expect((await screen.findByTestId('overview-team-size-value')).textContent).toBe('১,২৩৪');
    expect(screen.getByTestId('overview-team-size').textContent).toContain('সরাসরি ১২ জন');
    expect(screen.getByTestId('overview-new-members-value').textContent).toBe('৫');
    expect(screen.getByTestId('overview-active-members-value').textContent).toBe('৮৭');
    expect(screen.getByTestId('overview-deposit-value').textContent).toBe('১,২৩,৪৫৬.৭৮');
    expect(screen.getByTestId('overview-deposit').textContent).toContain('৪২টি জমা');
    expect(screen.getByTestId('overview-withdrawal-value').textContent).toBe('২,৫০০.০০');
    expect(screen.getByTestId('overview-valid-bet-value').textContent).toBe('৯৮,০০০.৫০');
    const profit = screen.getByTestId('overview-member-profit');
    expect(screen.getByTestId('overview-member-profit-value').textContent).toBe('-৮,০০০.৫০');
    expect(profit.className).toContain('agc-stat--danger');
    expect(screen.getByTestId('overview-bonus').textContent).toContain('রিবেট: ৪৫.২৫');
  });

  it("counts the presets from the merchant's today once the API has told it", async () => {
    const { calls } = site();
    renderWithProviders(<TeamOverviewPage />);
    /* First from this device's today (last 7 days), then again from the server's. */
    await waitFor(() =>
      expect(overviewCalls(calls)).toEqual([
        'from=2026-03-06&to=2026-03-12',
        'from=2026-03-05&to=2026-03-11',
      ]),
    );
    expect((await screen.findByTestId('agent-range-shown')).textContent).toBe('২০২৬-০৩-০৫ – ২০২৬-০৩-১১');
    expect(screen.getByTestId('agent-preset-last7').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('agent-preset-yesterday'));
    await waitFor(() => expect(overviewCalls(calls).at(-1)).toBe('from=2026-03-10&to=2026-03-10'));
    fireEvent.click(screen.getByTestId('agent-range-prev30'));
    await waitFor(() => expect(overviewCalls(calls).at(-1)).toBe('from=2026-02-08&to=2026-03-09'));
    expect(screen.getByTestId('agent-preset-yesterday').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('agent-range-next7').hasAttribute('disabled')).toBe(false);
  });

  it('exports the per-day series as CSV with translated headers', async () => {
    await i18n.changeLanguage('en');
    site();
    let blob: Blob | undefined;
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, {
      createObjectURL: (value: Blob) => {
        blob = value;
        return 'blob:overview';
      },
      revokeObjectURL: () => undefined,
    });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    let fileName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    renderWithProviders(<TeamOverviewPage />);
    await waitFor(() => expect(screen.getByTestId('agent-range-shown').textContent).toContain('2026-03-05'));
    fireEvent.click(await screen.findByTestId('overview-export'));
    expect(fileName).toBe('team-overview_2026-03-05_2026-03-11.csv');
    const text = new TextDecoder().decode((await blob!.arrayBuffer()).slice(3));
    expect(text.split('\r\n')).toEqual([
      "Day,Deposits,Withdrawals,Valid bets,Members' win/loss,New members",
      '2026-03-05,100.00,0.00,50.00,-10.00,2',
      '2026-03-11,0.00,20.00,0.00,0.00,0',
    ]);
  });

  it('offers a retry when the overview cannot load', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<TeamOverviewPage />);
    expect(await screen.findByTestId('overview-error')).toBeTruthy();
    const before = overviewCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    await waitFor(() => expect(overviewCalls(calls).length).toBeGreaterThan(before));
  });
});
