import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, demoPassword, headerBalance, logInAsDemoPlayer, taka } from '../support/member.ts';
import { signInOperatorOverHttp } from '../../apps/server/test/helpers/operators.ts';
import { startSite, type Site } from '../support/site.ts';

/**
 * Wallet journeys of issue 4 in Chromium against the real server: a deposit request made in the page and
 * approved by an operator through the API shows in the header balance after its refresh; a withdrawal goes from
 * binding an account in the page, through the operator's payout, to the member confirming receipt in the spec's
 * withdrawal confirmation dialog. The login pop-up solves a proof-of-work challenge, so logins get 45 s.
 */

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.close());

const paymentPassword = '123456';
/** A 1 x 1 PNG, the proof image of the deposit. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const api = <T>(...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(site)<T>(...args);
const operatorToken = (username: string) =>
  signInOperatorOverHttp(site.baseUrl, { username, password: demoPassword });
const logIn = (page: Page) => logInAsDemoPlayer(page);

describe('the wallet in Chromium', () => {
  it('a deposit request approved by the operator shows in the header balance after a refresh', async () => {
    const page = await site.newPage();
    await logIn(page);
    const before = await headerBalance(page);

    await page.click('[data-testid="header-deposit"]');
    await page.waitForSelector('[data-testid="deposit-page"]');
    await page.click('[data-testid="deposit-channel-BKASH"]');
    await page.fill('#deposit-amount', '500');
    await page.fill('#deposit-payer', '01712345678');
    await page.fill('#deposit-reference', 'E2E9AB3XK27');
    await page.setInputFiles('[data-testid="deposit-proof-input"]', {
      name: 'bkash-receipt.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await page.waitForSelector('text=bkash-receipt.png');
    await page.click('[data-testid="deposit-submit"]');
    const row = page.locator('[data-testid="deposit-row"][data-status="PENDING"]').first();
    await row.waitFor();
    expect(await row.innerText()).toContain('E2E9AB3XK27');

    const cashier = await operatorToken('democashier');
    const pending = await api<{ content: { id: string; amount: string; paymentReference: string }[] }>(
      'GET',
      '/ops/deposits?status=PENDING',
      { token: cashier },
    );
    const ours = pending.content.find((deposit) => deposit.paymentReference === 'E2E9AB3XK27');
    expect(ours?.amount).toBe('500.00');
    await api('POST', `/ops/deposits/${ours!.id}/approve`, { token: cashier });

    /* The header keeps what it had until it is refreshed. */
    expect(await headerBalance(page)).toBe(before);
    await page.click('[data-testid="header-balance"] [data-testid="header-balance-refresh"]');
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).not.toBe(before);
    expect(taka(await headerBalance(page))).toBeCloseTo(taka(before) + 500, 2);
    expect(await headerBalance(page)).toMatch(/^৳\d{1,3}(,\d{3})*\.\d{2}$/);

    /* Masked with asterisks, and shown again. */
    await page.click('[data-testid="header-balance"] [data-testid="header-balance-mask"]');
    expect(
      await page.locator('[data-testid="header-balance"] [data-testid="header-balance-amount"]').innerText(),
    ).toBe('৳******');
    await page.click('[data-testid="header-balance"] [data-testid="header-balance-mask"]');
    expect(taka(await headerBalance(page))).toBeCloseTo(taka(before) + 500, 2);
  }, 180_000);

  it('a withdrawal goes from binding an account to the confirmation of receipt', async () => {
    const page = await site.newPage();
    const { token, memberId } = await logIn(page);
    expect(token).toBeTruthy();

    /* Money to withdraw, and a payment password, through the API. */
    const admin = await operatorToken('demoadmin');
    await api('POST', `/ops/members/${memberId}/adjust`, {
      token: admin,
      headers: { 'Idempotency-Key': randomUUID() },
      body: { amount: '3000.00', direction: 'CREDIT', reason: 'E2E withdrawal journey credit' },
    });
    await api('POST', '/wps/member/password/payment/unsecure', {
      token,
      body: { oldPassword: demoPassword, newPassword: paymentPassword, confirmNewPassword: paymentPassword },
    });

    await page.click('[data-testid="header-withdraw"]');
    await page.waitForSelector('[data-testid="withdraw-page"]');
    await page.reload();
    await page.waitForSelector('[data-testid="withdraw-form"]');
    const balanceBefore = taka(await headerBalance(page));
    expect(balanceBefore).toBeGreaterThanOrEqual(3000);
    expect(await page.locator('[data-testid="payment-password-callout"]').count()).toBe(0);

    /* Bind a bKash wallet with the SMS code from the development outbox. */
    await page.click('[data-testid="withdraw-add-account"]');
    const bind = page.locator('[data-testid="bind-account-modal"]');
    await bind.waitFor();
    await bind.locator('[data-testid="bind-provider-bKash"]').click();
    const name = bind.locator('#bind-account-name');
    if (!(await name.inputValue())) await name.fill('Rahim Uddin');
    await bind.locator('#bind-account-number').fill('01712345678');
    await bind.locator('[data-testid="bind-send-code"]').click();
    /* Sent: the button counts down (minutes x 60 s), and the code is in the outbox. */
    await expect
      .poll(() => bind.locator('[data-testid="bind-send-code"]').innerText(), { timeout: 10_000 })
      .toMatch(/\d/);
    const readCode = async () => {
      const outbox = await api<{ messages: { code: string | null; purpose: string }[] }>(
        'GET',
        '/dev/outbox?to=8801710000001&limit=5',
      );
      return outbox.messages.find((message) => message.purpose === 'BIND_MOBILE')?.code ?? '';
    };
    await expect.poll(readCode, { timeout: 10_000 }).toMatch(/^\d{6}$/);
    const code = await readCode();
    await bind.locator('#bind-code').fill(code);
    await bind.locator('#bind-pin').fill(paymentPassword);
    await bind.locator('[data-testid="bind-submit"]').click();
    await bind.waitFor({ state: 'detached' });
    const account = page.locator('[data-testid="withdraw-account"]');
    await account.waitFor();
    expect(await account.innerText()).toContain('5678');
    expect(await account.getAttribute('aria-checked')).toBe('true');

    /* Withdraw: the amount is held. */
    await page.fill('#withdraw-amount', '1000');
    await page.fill('#withdraw-pin', paymentPassword);
    await page.click('[data-testid="withdraw-submit"]');
    await page.locator('[data-testid="withdrawal-row"][data-status="PENDING"]').waitFor();
    await expect
      .poll(async () => taka(await headerBalance(page)), { timeout: 10_000 })
      .toBeCloseTo(balanceBefore - 1000, 2);
    expect(taka(await page.locator('[data-testid="withdraw-held"]').innerText())).toBeCloseTo(1000, 2);

    /* The operator pays it out. */
    const cashier = await operatorToken('democashier');
    const pending = await api<{ content: { id: string; amount: string; memberId: number }[] }>(
      'GET',
      '/ops/withdrawals?status=PENDING',
      { token: cashier },
    );
    const ours = pending.content.find((item) => item.memberId === memberId && item.amount === '1000.00');
    expect(ours).toBeTruthy();
    await api('POST', `/ops/withdrawals/${ours!.id}/pay`, { token: cashier });

    /* The member confirms receipt in the withdrawal confirmation dialog. */
    await page.reload();
    const paid = page.locator('[data-testid="withdrawal-row"][data-status="PAID"]');
    await paid.waitFor();
    await page.locator('[data-testid="receipt-callout"]').waitFor();
    await paid.locator('[data-testid="withdrawal-confirm"]').click();
    const dialog = page.locator('[data-testid="withdrawal-receipt-modal"]');
    await dialog.waitFor();
    expect(await dialog.locator('[data-testid="receipt-amount"]').innerText()).toBe('৳1,000.00');
    await dialog.locator('[data-testid="receipt-choice-all"]').click();
    await dialog.locator('[data-testid="receipt-submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-testid="withdrawal-row"][data-status="CONFIRMED"]').waitFor();
    expect(await page.locator('[data-testid="withdrawal-confirm"]').count()).toBe(0);

    const mine = await api<{ content: { id: string; status: string; amountReceived: string | null }[] }>(
      'GET',
      '/wps/withdraw/requests',
      { token },
    );
    expect(mine.content.find((item) => item.id === ours!.id)).toMatchObject({
      status: 'CONFIRMED',
      amountReceived: '1000.00',
    });
  }, 180_000);
});
