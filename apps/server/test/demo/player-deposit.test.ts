import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WELCOME_DEPOSIT, seedDemoPlayerDeposit } from '../../src/modules/demo/player-deposit.ts';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('the demo player’s welcome deposit', () => {
  it('is paid once through the demo gateway, labelled demo, and the books balance', async () => {
    const headers = { authorization: await loginAs(t, 'demoplayer') };
    const balance = async () =>
      (await t.app.inject({ url: '/wps/v2/wallets/balance', headers })).json().value.balance as string;
    expect(await balance()).toBe('0.00');

    expect(await seedDemoPlayerDeposit(t.db)).toBe(true);
    expect(await seedDemoPlayerDeposit(t.db)).toBe(false);

    expect(await balance()).toBe(DEMO_WELCOME_DEPOSIT.amount);
    // The member's own deposit history shows it, approved, with its demo label.
    const history = (await t.app.inject({ url: '/wps/deposit/requests', headers })).json();
    expect(JSON.stringify(history)).toContain('DEMO welcome deposit');
    const deposits = await t.db
      .selectFrom('deposit_requests')
      .innerJoin('members', 'members.id', 'deposit_requests.member_id')
      .innerJoin('deposit_channels', 'deposit_channels.id', 'deposit_requests.channel_id')
      .select([
        'deposit_requests.merchant_id',
        'deposit_requests.status',
        'deposit_requests.amount',
        'deposit_requests.payer_account',
        'deposit_channels.gateway_provider',
      ])
      .where('members.username', '=', DEMO_WELCOME_DEPOSIT.username)
      .execute();
    expect(deposits).toEqual([
      {
        merchant_id: deposits[0]!.merchant_id,
        status: 'APPROVED',
        amount: 500_000n,
        payer_account: 'DEMO welcome deposit',
        gateway_provider: 'DEMO_PAY',
      },
    ]);
    expect(await ledgerHealth(t.db, deposits[0]!.merchant_id)).toMatchObject({
      sum: 0n,
      negativeMemberAccounts: 0,
      mismatchedAccounts: 0,
    });
  });
});
