import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorAnswer, type RecordedCall } from '../../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { freezeToday, mockReport } from '../../../components/__tests__/agent-fixtures.ts';
import { ContractPage } from '../contract-page.tsx';
import {
  contractOf,
  downlineOf,
  downlinePageOf,
  explanationOf,
  lastPeriod,
  myContractOf,
  offerOf,
  pathsOf,
} from './contract-fixtures.ts';

const paths = pathsOf('daily-salary');

beforeEach(freezeToday);

const rahim = downlineOf(30, 'rahim01');
const karim = downlineOf(31, 'karim02', {
  contract: contractOf({ tiers: [{ minValidBet: '20000', minActiveMembers: 5, rate: '0.20' }] }, { id: 8 }),
  lastPeriodCost: '120.00',
});
const selim = downlineOf(32, 'selim03', {
  pendingCost: '95.00',
  pending: offerOf({
    id: 91,
    agent: { memberId: 32, account: 'selim03' },
    upline: { memberId: 21, account: 'demoagent' },
  }),
});

/** What the offered terms would have cost: their first tier's rate on 40,000. */
function simulation(call: RecordedCall) {
  const { terms } = call.body as { terms: { tiers: { rate: string }[] } };
  const rate = terms.tiers[0]!.rate;
  return {
    cost: {
      period: lastPeriod,
      amount: rate === '0.25' ? '100.00' : '0.00',
      subtracted: '0.00',
      net: rate === '0.25' ? '100.00' : '0.00',
      explanation: explanationOf({ teamValidBet: '40000.00', base: '40000.00', rate, subAgentBills: 0 }),
    },
  };
}

function site(routes: Record<string, unknown> = {}) {
  return mockReport(paths.contract, myContractOf(), {
    [`GET ${paths.downlines}`]: downlinePageOf([rahim, karim, selim]),
    [`POST ${paths.simulation}`]: simulation,
    [`POST ${paths.requests}`]: (call: RecordedCall) => ({
      ...offerOf({ id: 99 }),
      ...(call.body as object),
    }),
    'DELETE /wps/agent/contracts/requests/91': { id: 91 },
    ...routes,
  });
}

const renderDownlines = () =>
  renderWithProviders(<ContractPage type="DAILY_SALARY" />, {
    path: '/agent/agentDailyWages2?tab=downlines',
  });

const card = async (account: string) =>
  (await screen.findAllByTestId('downline-contract')).find((element) =>
    element.textContent?.includes(account),
  )!;

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

const offersSent = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === paths.requests);

describe('downlines contracts', () => {
  it('lists direct sub-agents with their terms, pending offers and last period cost', async () => {
    site();
    renderDownlines();
    expect((await card('rahim01')).textContent).toContain('চুক্তি নেই');
    expect(screen.getByTestId('contract-page-DAILY_SALARY').getAttribute('data-tab')).toBe('downlines');
    const karimCard = await card('karim02');
    expect(within(karimCard).getByTestId('downline-terms').textContent).toContain('১টি ধাপ, ০.২০%');
    expect(within(karimCard).getByTestId('downline-cost').textContent).toContain('৳১২০.০০');
    expect(within(karimCard).getByTestId('downline-cost').textContent).toContain('২০২৫-০৩-১৪');
    const selimCard = await card('selim03');
    expect(within(selimCard).getByTestId('downline-pending').textContent).toContain(
      'আপনার প্রস্তাব ২০২৫-০৩-১৭ ১২:০০ পর্যন্ত উত্তরের অপেক্ষায়',
    );
    expect(within(selimCard).getByTestId('downline-pending-cost').textContent).toBe('আপনার প্রস্তাবে: ৳৯৫.০০');
  });

  it('refuses a rate above my own at its thresholds, then sends a valid offer with its cost preview', async () => {
    const { calls } = site();
    renderDownlines();
    fireEvent.click(within(await card('rahim01')).getByTestId('downline-offer'));
    const form = await screen.findByTestId('offer-form');
    /* It starts from my own terms: two tiers, each capped by my own rate there. */
    expect(within(form).getAllByTestId('tier-row')).toHaveLength(2);
    expect(
      within(form)
        .getAllByTestId('tier-cap')
        .map((cap) => cap.textContent),
    ).toEqual(['এখানে আপনার হার: ০.৩০%', 'এখানে আপনার হার: ০.৫০%']);

    type('tier-0-minValidBet', '১০০০০');
    type('tier-0-rate', '0.35');
    expect(await within(form).findByText('এখানে আপনার নিজের হারের (০.৩০%) চেয়ে বেশি')).toBeTruthy();
    expect(within(form).getByTestId('offer-capped').textContent).toContain('প্রস্তাব পাঠাতে সেগুলো কমান');
    fireEvent.click(screen.getByTestId('offer-send'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offersSent(calls)).toEqual([]);

    /* A tier below all of mine may pay nothing. */
    fireEvent.click(within(form).getByTestId('tier-add'));
    type('tier-2-minValidBet', '5000');
    type('tier-2-minActiveMembers', '1');
    type('tier-2-rate', '0.10');
    expect(within(form).getByText('এখানে আপনার নিজের হারের (০.০০%) চেয়ে বেশি')).toBeTruthy();
    fireEvent.click(within(form).getByTestId('tier-2-remove'));
    expect(within(form).getAllByTestId('tier-row')).toHaveLength(2);

    type('tier-0-rate', '0.25');
    expect(within(form).queryByTestId('offer-capped')).toBeNull();
    /* Asked once the typing pauses; the last answer stays on show meanwhile. */
    await waitFor(() => expect(within(form).getByTestId('offer-cost-amount').textContent).toBe('৳১০০.০০'), {
      timeout: 3000,
    });
    expect(within(form).getByTestId('offer-cost').textContent).toContain('২০২৫-০৩-১৪');
    const asked = calls.filter((call) => call.method === 'POST' && call.path === paths.simulation).at(-1);
    expect(asked?.body).toEqual({
      downlineId: 30,
      terms: {
        tiers: [
          { minValidBet: '10000', minActiveMembers: 3, rate: '0.25' },
          { minValidBet: '50000', minActiveMembers: 10, rate: '0.50' },
        ],
      },
    });

    fireEvent.click(screen.getByTestId('offer-send'));
    await waitFor(() => expect(offersSent(calls)).toHaveLength(1));
    expect(offersSent(calls)[0]!.body).toEqual({
      downlineId: 30,
      kind: 'NEW',
      terms: {
        tiers: [
          { minValidBet: '10000', minActiveMembers: 3, rate: '0.25' },
          { minValidBet: '50000', minActiveMembers: 10, rate: '0.50' },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByTestId('offer-form')).toBeNull());
  });

  it("shows the server's refusal of an offer", async () => {
    site({
      [`POST ${paths.requests}`]: new ErrorAnswer(
        400,
        'agent.contract.rate.cap',
        'ডাউনলাইনের হার একই সীমায় আপনার নিজের চুক্তির হারের বেশি হতে পারে না',
      ),
    });
    renderDownlines();
    fireEvent.click(within(await card('karim02')).getByTestId('downline-offer'));
    const form = await screen.findByTestId('offer-form');
    /* Changing terms starts from the sub-agent's current ones. */
    expect((screen.getByTestId('tier-0-rate') as HTMLInputElement).value).toBe('0.20');
    expect(screen.getByTestId('offer-modal').textContent).toContain('karim02-এর জন্য নতুন দৈনিক বেতন শর্ত');
    fireEvent.click(screen.getByTestId('offer-send'));
    expect((await within(form).findByTestId('offer-error')).textContent).toBe(
      'ডাউনলাইনের হার একই সীমায় আপনার নিজের চুক্তির হারের বেশি হতে পারে না',
    );
  });

  it('offers the end of a contract after a confirmation, and withdraws a pending offer', async () => {
    const { calls } = site();
    renderDownlines();
    fireEvent.click(within(await card('karim02')).getByTestId('downline-terminate'));
    const dialog = await screen.findByTestId('terminate-downline-confirm');
    expect(dialog.textContent).toContain('৭২ ঘণ্টা');
    fireEvent.click(within(dialog).getByTestId('terminate-downline-confirm-yes'));
    await waitFor(() => expect(offersSent(calls)).toHaveLength(1));
    expect(offersSent(calls)[0]!.body).toEqual({ downlineId: 31, kind: 'TERMINATE' });

    fireEvent.click(within(await card('selim03')).getByTestId('downline-withdraw'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.path === '/wps/agent/contracts/requests/91'),
      ).toBe(true),
    );
  });

  it('keeps the offer buttons off without a contract of my own', async () => {
    site({ [`GET ${paths.contract}`]: myContractOf({ contract: null, canOffer: false }) });
    renderDownlines();
    expect((await screen.findByTestId('downlines-note')).textContent).toContain('প্রস্তাব দিতে পারবেন না');
    expect((within(await card('rahim01')).getByTestId('downline-offer') as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('real-time salary offer', () => {
  it('caps the rates by mine and the smallest bet from below', async () => {
    const realtime = pathsOf('realtime-salary');
    const mine = { winRate: '0.30', lossRate: '0.50', minBet: '10' };
    const { calls } = mockReport(
      realtime.contract,
      myContractOf({ type: 'REALTIME_SALARY', contract: contractOf(mine, { type: 'REALTIME_SALARY' }) }),
      {
        [`GET ${realtime.downlines}`]: downlinePageOf([rahim]),
        [`POST ${realtime.requests}`]: offerOf(),
      },
    );
    renderWithProviders(<ContractPage type="REALTIME_SALARY" />, {
      path: '/agent/agentRealtimeSalary?tab=downlines',
    });
    fireEvent.click(within(await card('rahim01')).getByTestId('downline-offer'));
    const form = await screen.findByTestId('offer-form');
    expect(within(form).getByTestId('winRate-cap').textContent).toBe('এখানে আপনার হার: ০.৩০%');
    type('offer-winRate', '0.4');
    type('offer-minBet', '5');
    expect(within(form).getByText('এখানে আপনার নিজের হারের (০.৩০%) চেয়ে বেশি')).toBeTruthy();
    expect(within(form).getByText('কমপক্ষে আপনার নিজের সর্বনিম্ন বাজি (৳১০.০০)')).toBeTruthy();
    type('offer-winRate', '0.2');
    type('offer-minBet', '20');
    fireEvent.click(screen.getByTestId('offer-send'));
    await waitFor(() => expect(calls.filter((call) => call.path === realtime.requests)).toHaveLength(1));
    expect(calls.find((call) => call.path === realtime.requests)?.body).toEqual({
      downlineId: 30,
      kind: 'NEW',
      terms: { winRate: '0.2', lossRate: '0.50', minBet: '20' },
    });
  });
});
