import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorAnswer, type RecordedCall } from '../../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { freezeToday, mockReport } from '../../../components/__tests__/agent-fixtures.ts';
import { ContractPage } from '../contract-page.tsx';
import {
  at,
  contractOf,
  dailyTerms,
  downlineOf,
  downlinePageOf,
  myContractOf,
  offerOf,
  pathsOf,
} from './contract-fixtures.ts';

const paths = pathsOf('daily-salary');

beforeEach(freezeToday);

/** A server with the agent's daily salary `mine` (answered again after every change) and no sub-agents. */
function site(mine: () => unknown, more: Record<string, unknown> = {}) {
  return mockReport(paths.contract, mine, { [`GET ${paths.downlines}`]: downlinePageOf([]), ...more });
}

const renderPage = () =>
  renderWithProviders(<ContractPage type="DAILY_SALARY" />, { path: '/agent/agentDailyWages2' });

describe('my contract', () => {
  it('shows the terms in force, the upline and the start', async () => {
    site(() => myContractOf({ canOffer: false }));
    renderPage();
    const panel = await screen.findByTestId('my-contract');
    expect(panel.textContent).toContain('আমার দৈনিক বেতন চুক্তি');
    expect(panel.textContent).toContain('bigboss-এর সঙ্গে · ২০২৫-০৩-০১ ০৯:৩০ থেকে');
    const tiers = within(panel).getAllByTestId('terms-tier');
    expect(tiers).toHaveLength(2);
    expect(tiers[0]!.textContent).toContain('১০,০০০');
    expect(tiers[0]!.textContent).not.toContain('১০,০০০.০০');
    expect(tiers[0]!.textContent).toContain('০.৩০%');
    expect(tiers[1]!.textContent).toContain('০.৫০%');
    /* Without the right to offer and without sub-agents, the downline tabs stay hidden. */
    expect(screen.queryByTestId('contract-tab-downlines')).toBeNull();
    expect(screen.getByTestId('contract-tab-bills')).toBeTruthy();
  });

  it("shows the sub-agents' tabs to an agent that may offer, or that has sub-agents", async () => {
    site(() => myContractOf({ contract: null, canOffer: false }), {
      [`GET ${paths.downlines}`]: downlinePageOf([downlineOf(30, 'rahim01')]),
    });
    renderPage();
    expect(await screen.findByTestId('contract-tab-downlines')).toBeTruthy();
    expect(screen.getByTestId('contract-tab-paying')).toBeTruthy();
  });

  it('says "the site" for a top agent', async () => {
    site(() => myContractOf({ contract: contractOf(dailyTerms, { upline: null }) }));
    renderPage();
    expect((await screen.findByTestId('my-contract')).textContent).toContain(
      'সাইটের সঙ্গে · ২০২৫-০৩-০১ ০৯:৩০ থেকে',
    );
  });

  it('shows an offer against the terms in force and accepts it', async () => {
    let offers = [offerOf()];
    const { calls } = site(() => myContractOf({ offers }), {
      'POST /wps/agent/contracts/requests/77/decision': (call: RecordedCall) => {
        offers = [];
        return {
          ...offerOf(),
          status: (call.body as { decision: string }).decision === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED',
        };
      },
    });
    renderPage();
    const card = await screen.findByTestId('offer-77');
    expect(card.textContent).toContain('bigboss আপনাকে নতুন শর্তের প্রস্তাব দিয়েছে');
    expect(card.textContent).toContain('২০২৫-০৩-১৭ ১২:০০-এর মধ্যে উত্তর দিন');
    /* Tier 1 goes up from 0.30% to 0.40%, tier 2 down from 0.50% to 0.45%. */
    const changes = within(card).getAllByTestId('terms-tier-change');
    expect(changes.map((change) => change.getAttribute('data-change'))).toEqual(['up', 'down']);
    expect(changes[0]!.textContent).toContain('০.৩০%→০.৪০%');
    expect(changes[1]!.textContent).toContain('০.৫০%→০.৪৫%');
    /* It pays less at tier 2: the sub-agents' contracts above it would end. */
    expect(within(card).getByTestId('offer-77-warning').textContent).toContain('সাব-এজেন্টদের');
    expect(screen.getByTestId('contract-tab-contract').textContent).toContain('১');

    fireEvent.click(within(card).getByTestId('offer-77-accept'));
    await waitFor(() => expect(screen.queryByTestId('offer-77')).toBeNull());
    const decision = calls.find((call) => call.method === 'POST');
    expect(decision?.path).toBe('/wps/agent/contracts/requests/77/decision');
    expect(decision?.body).toEqual({ decision: 'ACCEPT' });
  });

  it('rejects an offer, and shows the server message when it is refused', async () => {
    const { calls } = site(() => myContractOf({ contract: null, offers: [offerOf({ id: 78 })] }), {
      'POST /wps/agent/contracts/requests/78/decision': new ErrorAnswer(
        409,
        'agent.contract.request.decided',
        'এই অফারের উত্তর ইতিমধ্যে দেওয়া হয়েছে বা এর মেয়াদ শেষ',
      ),
    });
    renderPage();
    const card = await screen.findByTestId('offer-78');
    expect(card.textContent).toContain('bigboss আপনাকে একটি চুক্তির প্রস্তাব দিয়েছে');
    expect(within(card).queryByTestId('terms-tier-change')).toBeNull();
    expect(screen.getByTestId('my-contract').textContent).toContain('ওপরে আপনার আপলাইনের প্রস্তাব আছে');
    fireEvent.click(within(card).getByTestId('offer-78-reject'));
    expect((await within(card).findByTestId('offer-78-error')).textContent).toBe(
      'এই অফারের উত্তর ইতিমধ্যে দেওয়া হয়েছে বা এর মেয়াদ শেষ',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'REJECT' });
  });

  it('ends the contract after a warning about the sub-agents', async () => {
    let ended = false;
    const { calls } = site(() => myContractOf(ended ? { contract: null } : {}), {
      [`POST ${paths.termination}`]: () => {
        ended = true;
        return {};
      },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('terminate-mine'));
    const dialog = await screen.findByTestId('terminate-mine-confirm');
    expect(dialog.textContent).toContain('সাব-এজেন্টদের দেওয়া এই ধরনের চুক্তিগুলোও');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('terminate-mine-confirm-yes'));
    await waitFor(() =>
      expect(screen.getByTestId('my-contract').textContent).toContain('আপনার কোনো দৈনিক বেতন চুক্তি নেই'),
    );
    expect(calls.filter((call) => call.path === paths.termination)).toHaveLength(1);
  });

  it('lists ended contracts with why they ended, and answered offers', async () => {
    site(() =>
      myContractOf({
        history: [
          contractOf(dailyTerms, {
            id: 2,
            status: 'ENDED',
            endedAt: at(1, 9, 30),
            endReason: 'UPLINE_RATE_LOWERED',
          }),
        ],
        answered: [offerOf({ id: 60, status: 'REJECTED', decidedAt: at(2) })],
      }),
    );
    renderPage();
    const history = await screen.findByTestId('contract-history');
    expect(within(history).getByTestId('ended-contract').textContent).toContain(
      'আপনার আপলাইনের নিজের হার কমেছে',
    );
    expect(within(history).getByTestId('ended-contract').textContent).toContain('২টি ধাপ, সর্বোচ্চ ০.৫০%');
    expect(within(history).getByTestId('answered-offer').textContent).toContain('প্রত্যাখ্যাত');
  });
});
