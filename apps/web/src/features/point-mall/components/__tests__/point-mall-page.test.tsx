import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ToastHost } from '../../../../shared/ui/toast-host.tsx';
import { PointMallPage } from '../point-mall-page.tsx';
import {
  entry,
  item,
  mallPermission,
  member,
  pageOf,
  pointsBalance,
  pointsConfig,
  redemption,
  rewardOf,
  walletBalance,
} from './point-fixtures.ts';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

const gift = item({
  id: 4,
  kind: 'PHYSICAL',
  name: 'Team jersey (DEMO)',
  imageUrl: '/demo-assets/points/jersey.svg',
  pointsCost: 300,
  bonusAmount: null,
  turnoverMultiple: 0,
  quantityLeft: 30,
  maxQuantity: 4,
});
const phone = item({
  id: 6,
  kind: 'PHYSICAL',
  name: 'Smartphone (DEMO)',
  pointsCost: 25_000,
  cashCost: '2000.00',
  bonusAmount: null,
  quantityLeft: 3,
  maxQuantity: 0,
  shortOf: 'POINTS',
});
const voucher = item({
  id: 9,
  kind: 'VOUCHER',
  name: 'Movie tickets for two (DEMO)',
  pointsCost: 1_500,
  bonusAmount: null,
  quantityLeft: 0,
  maxQuantity: 0,
  shortOf: 'STOCK',
});

function site(routes: Record<string, unknown> = {}, open = true) {
  return mockFetch({
    'GET /wps/system/permission': mallPermission(open),
    'GET /wps/member/info': member,
    'GET /wps/v2/wallets/balance': walletBalance,
    'GET /wps/points/balance': pointsBalance(),
    'GET /wps/points/config': pointsConfig(),
    'GET /wps/points/reward': rewardOf([item(), gift, phone, voucher]),
    'GET /wps/points/redemptions': pageOf([redemption()]),
    'GET /wps/points/transactions': pageOf([entry()]),
    ...routes,
  });
}

const renderPage = () =>
  renderWithProviders(
    <>
      <PointMallPage />
      <ToastHost />
    </>,
    { path: '/pointMall' },
  );
const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('the points mall', () => {
  it('shows the points, the ratios and the items with what each costs and why one cannot be redeemed', async () => {
    const { calls } = site();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('points-balance-value').textContent).toBe('1,340'));
    expect(screen.getByTestId('points-balance-inProcess').textContent).toContain('1');
    expect(screen.getByTestId('points-ratio-RNG').textContent).toContain('Slots');
    expect(screen.getByTestId('points-ratio-RNG').textContent).toContain('1 point per ৳10.00');
    expect(screen.getByTestId('points-ratio-cash').textContent).toContain('100 points = ৳1.00');

    const bonus = await screen.findByTestId('points-item-1');
    expect(bonus.textContent).toContain('৳20 bonus (DEMO)');
    expect(bonus.textContent).toContain('৳20.00 to your wallet');
    expect(bonus.textContent).toContain('1× turnover');
    expect(within(bonus).getByTestId('points-item-1-price').textContent).toContain('250 pts');
    expect(within(bonus).getByTestId('points-item-1-left').textContent).toBe('500 left');
    const dear = screen.getByTestId('points-item-6');
    expect(dear.textContent).toContain('+ ৳2,000.00 cash');
    expect(screen.getByTestId('points-item-6-short').textContent).toBe('23,660 more points needed');
    expect((screen.getByTestId('points-item-6-redeem') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('points-item-9-left').textContent).toBe('Sold out');
    expect(screen.getByTestId('points-items-count').textContent).toBe('4 items');

    const reward = callsTo(calls, 'GET', '/wps/points/reward')[0]!;
    expect([reward.headers.authorization, reward.headers.language]).toEqual(['member-token', 'en']);
  });

  it('filters by kind and by what the member can afford, through the server', async () => {
    const { calls } = site({
      'GET /wps/points/reward': (call: RecordedCall) => {
        const kind = call.query.get('kind');
        const affordable = call.query.get('affordable') === 'true';
        const all = [item(), gift, phone, voucher];
        return rewardOf(
          all.filter((one) => (!kind || one.kind === kind) && (!affordable || one.maxQuantity > 0)),
        );
      },
    });
    const { router } = renderPage();
    await screen.findByTestId('points-item-1');
    fireEvent.click(screen.getByTestId('points-filter-PHYSICAL'));
    await waitFor(() => expect(screen.queryByTestId('points-item-1')).toBeNull());
    expect(screen.getByTestId('points-item-4')).toBeTruthy();
    expect(screen.getByTestId('points-item-6')).toBeTruthy();
    expect(router.state.location.search).toBe('?kind=PHYSICAL');

    fireEvent.click(within(screen.getByTestId('points-filter-affordable')).getByRole('checkbox'));
    await waitFor(() => expect(screen.queryByTestId('points-item-6')).toBeNull());
    expect(screen.getByTestId('points-item-4')).toBeTruthy();
    const last = callsTo(calls, 'GET', '/wps/points/reward').at(-1)!;
    expect(last.query.get('kind')).toBe('PHYSICAL');
    expect(last.query.get('affordable')).toBe('true');
  });

  it('redeems a gift: quantity, what it costs, a note and the payment password, then what happens next', async () => {
    let redeemed = false;
    const { calls } = site({
      'GET /wps/points/balance': () => pointsBalance(redeemed ? { points: 740, inProcess: 2 } : {}),
      'POST /wps/relay/passwordCheck/PTS_redeem/unsecure': () => {
        redeemed = true;
        return {
          redemption: redemption({ id: '12', quantity: 2, points: 600, memberNote: 'House 3' }),
          points: 740,
          balance: '100.00',
        };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('points-item-4-redeem'));
    const dialog = await screen.findByTestId('redeem-dialog');
    fireEvent.click(within(dialog).getByTestId('redeem-increase'));
    expect(within(dialog).getByTestId('redeem-quantity').textContent).toBe('2');
    expect(within(dialog).getByTestId('redeem-points').textContent).toBe('600');
    expect(within(dialog).getByTestId('redeem-after').textContent).toBe('740');
    expect(within(dialog).queryByTestId('redeem-cash')).toBeNull();

    // Without the payment password: asked for it, nothing sent.
    fireEvent.click(within(dialog).getByTestId('redeem-submit'));
    expect(await within(dialog).findByText('Input cannot be empty')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/wps/relay/passwordCheck/PTS_redeem/unsecure')).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('redeem-note'), { target: { value: 'House 3' } });
    fireEvent.change(within(dialog).getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByTestId('redeem-submit'));
    const done = await within(dialog).findByTestId('redeem-done');
    expect(within(done).getByTestId('redemption-status').textContent).toBe('In process');
    expect(within(done).getByTestId('redeem-done-points').textContent).toBe('740');
    expect(await screen.findByText('Redeemed: Team jersey (DEMO)')).toBeTruthy();

    const [sent] = callsTo(calls, 'POST', '/wps/relay/passwordCheck/PTS_redeem/unsecure');
    expect(sent!.body).toEqual({ itemId: 4, quantity: 2, paymentPassword: '246810', note: 'House 3' });
    expect(sent!.headers['idempotency-key']).toMatch(/^[\w-]{16,}$/);
    // The points refetch after the redemption.
    await waitFor(() => expect(screen.getByTestId('points-balance-value').textContent).toBe('740'));
  });

  it('shows the server’s refusal in the dialog, the payment password’s at its field, and keeps the key on a retry', async () => {
    let answer: unknown = Object.assign(
      new ErrorAnswer(400, 'withdraw.payment.password.incorrect', 'The payment password is not correct'),
      { field: 'paymentPassword' },
    );
    const { calls } = site({ 'POST /wps/relay/passwordCheck/PTS_redeem/unsecure': () => answer });
    renderPage();
    fireEvent.click(await screen.findByTestId('points-item-1-redeem'));
    const dialog = await screen.findByTestId('redeem-dialog');
    expect(within(dialog).getByTestId('redeem-bonus').textContent).toBe('+৳20.00');
    expect(within(dialog).queryByTestId('redeem-note')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Payment password'), { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByTestId('redeem-submit'));
    expect(await within(dialog).findByText('The payment password is not correct')).toBeTruthy();

    answer = new ErrorAnswer(409, 'points.insufficient', 'Not enough points: this needs 250 and you have 90');
    fireEvent.click(within(dialog).getByTestId('redeem-submit'));
    expect((await within(dialog).findByTestId('redeem-error')).textContent).toBe(
      'Not enough points: this needs 250 and you have 90',
    );
    const sent = callsTo(calls, 'POST', '/wps/relay/passwordCheck/PTS_redeem/unsecure');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
  });

  it('lists my redemptions with their statuses and my points history', async () => {
    site({
      'GET /wps/points/redemptions': (call: RecordedCall) =>
        pageOf(
          [
            redemption(),
            redemption({ id: '10', status: 'APPROVED', operatorNote: 'Sent, tracking 1234' }),
            redemption({ id: '9', status: 'REJECTED', operatorNote: 'Out of stock' }),
          ].filter((row) => !call.query.get('status') || row.status === call.query.get('status')),
        ),
      'GET /wps/points/transactions': pageOf([
        entry({
          id: '8',
          kind: 'REDEEM',
          points: -300,
          balanceAfter: 1_340,
          itemName: 'Team jersey (DEMO)',
          quantity: 1,
        }),
        entry(),
        entry({
          id: '3',
          kind: 'DEMO_GRANT',
          points: 1_500,
          balanceAfter: 1_500,
          validBet: null,
          categories: [],
        }),
      ]),
    });
    renderPage();
    const list = await screen.findByTestId('points-redemptions');
    await within(list).findByTestId('redemption-11');
    expect(
      within(list)
        .getAllByTestId('redemption-status')
        .map((chip) => chip.textContent),
    ).toEqual(['In process', 'Approved', 'Rejected']);
    expect(within(list).getByTestId('redemption-10').textContent).toContain('Operator: Sent, tracking 1234');
    fireEvent.click(within(list).getByTestId('redemptions-filter-REJECTED'));
    await waitFor(() => expect(within(list).queryByTestId('redemption-11')).toBeNull());
    expect(within(list).getByTestId('redemption-9')).toBeTruthy();

    fireEvent.click(screen.getByTestId('points-tab-history'));
    const history = await screen.findByTestId('points-history');
    const earned = await within(history).findByTestId('points-entry-5');
    expect(earned.textContent).toContain('Earned on bets');
    expect(earned.textContent).toContain('Live Casino, Fishing, Slots · valid bets ৳2,050.00');
    expect(within(earned).getByTestId('points-entry-change').textContent).toBe('+140');
    const spent = within(history).getByTestId('points-entry-8');
    expect(spent.textContent).toContain('Team jersey (DEMO) × 1');
    expect(within(spent).getByTestId('points-entry-change').textContent).toBe('-300');
    expect(within(history).getByTestId('points-entry-3').textContent).toContain('Welcome points (DEMO)');
  });

  it('converts points to cash at the merchant’s rate', async () => {
    const { calls } = site({
      'POST /wps/relay/passwordCheck/PTS_convert/unsecure': {
        points: 1_300,
        amount: '13.00',
        turnoverRequired: '13.00',
        pointsBalance: 40,
        balance: '113.00',
        time: '2026-11-24T11:00:00.000Z',
      },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('points-convert-open'));
    const dialog = await screen.findByTestId('convert-dialog');
    expect((within(dialog).getByTestId('convert-points') as HTMLInputElement).value).toBe('1300');
    expect(within(dialog).getByTestId('convert-cash').textContent).toBe('৳13.00');
    fireEvent.change(within(dialog).getByTestId('convert-points'), { target: { value: '450' } });
    fireEvent.change(within(dialog).getByLabelText('Payment password'), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByTestId('convert-submit'));
    expect(
      await within(dialog).findByText('Convert from 500 to 100,000 points, in steps of 100.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('convert-points'), { target: { value: '1300' } });
    fireEvent.click(within(dialog).getByTestId('convert-submit'));
    expect(await screen.findByText('৳13.00 added to your wallet')).toBeTruthy();
    const [sent] = callsTo(calls, 'POST', '/wps/relay/passwordCheck/PTS_convert/unsecure');
    expect(sent!.body).toEqual({ points: 1_300, paymentPassword: '246810' });
    expect(sent!.headers['idempotency-key']).toBeTruthy();
  });

  it('is closed where the merchant’s PTSYS3 switch is off, and asks the server nothing about points', async () => {
    const { calls } = site({}, false);
    renderPage();
    expect((await screen.findByTestId('points-closed')).textContent).toContain('The points mall is closed');
    expect(calls.some((call) => call.path.startsWith('/wps/points'))).toBe(false);
  });

  it('is closed when the server refuses the mall, and speaks Bangla', async () => {
    await i18n.changeLanguage('bn');
    site({
      'GET /wps/points/balance': new ErrorAnswer(403, 'points.disabled', 'এই সাইটে পয়েন্ট মল চালু নেই'),
    });
    renderPage();
    expect((await screen.findByTestId('points-closed')).textContent).toContain('পয়েন্ট মল বন্ধ');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('পয়েন্ট মল');
  });
});
