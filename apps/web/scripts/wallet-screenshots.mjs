#!/usr/bin/env node
/**
 * Screenshots of the wallet pages (issue 4): deposit, withdraw and transaction history, in Bangla and English, at
 * 1440 px and 390 px, with Debian's Chromium (playwright-core, never a downloaded browser). Gives the demo member
 * some history first through the API (an operator credit, deposits approved and rejected, a bound bKash account,
 * withdrawals paid, confirmed and waiting), so run it against a server with a fresh data directory:
 *
 *   npm run build
 *   PORT=3300 DATA_DIR=/tmp/msp-wallet-shots node --import tsx apps/server/src/main.ts &
 *   BASE_URL=http://localhost:3300 node apps/web/scripts/wallet-screenshots.mjs
 *
 * Writes docs/screenshots/wallet-<deposit|withdraw|history>-<desktop|phone>-<bn|en>.png.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3300';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = resolve(root, process.env.OUT_DIR ?? 'docs/screenshots');
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const username = process.env.DEMO_USER ?? 'demoplayer';
const password = process.env.DEMO_PASSWORD ?? 'Demo@1234';
const paymentPassword = '123456';

const viewports = {
  desktop: { width: 1440, height: 900, deviceScaleFactor: 1, isMobile: false },
  phone: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

const pages = [
  { name: 'deposit', path: '/member/depositv2', ready: '[data-testid="deposit-row"]' },
  { name: 'withdraw', path: '/member/withdraw', ready: '[data-testid="withdrawal-row"]' },
  { name: 'history', path: '/member/transactionHistory', ready: '[data-testid="transaction-row"]' },
];

// The API ---------------------------------------------------------------------------------------------------

async function call(method, path, { token, body, headers = {} } = {}) {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      Accept: 'application/json',
      Language: 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) {
    const error = new Error(`${method} ${path}: ${answer.errorCode} ${answer.message}`);
    error.code = answer.errorCode;
    throw error;
  }
  return answer.value;
}

/** The proof of work of packages/contracts/src/proof-of-work.ts, with node:crypto (plain node has no .ts). */
function solveProofOfWork(salt, difficulty) {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256').update(`${salt}:${nonce}`).digest();
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= difficulty) return String(nonce);
  }
}

async function memberLogin() {
  const challenge = await call('GET', '/wps/challenge');
  const login = await call('POST', '/wps/session/login/unsecure', {
    body: {
      username,
      password,
      type: 'username',
      challengeId: challenge.challengeId,
      challengeNonce: solveProofOfWork(challenge.salt, challenge.difficulty),
    },
  });
  return login.token;
}

const operatorLogin = (name) =>
  call('POST', '/ops/session/login', { body: { username: name, password: 'Demo@1234' } }).then(
    (answer) => answer.token,
  );

const money = (token, path, body) =>
  call('POST', path, { token, body, headers: { 'Idempotency-Key': randomUUID() } });

/** A demo member with some history: credit, deposits decided both ways, a bound account, withdrawals. */
async function seedHistory() {
  const token = await memberLogin();
  const member = await call('GET', '/wps/member/info', { token });
  const admin = await operatorLogin('demoadmin');
  const cashier = await operatorLogin('democashier');
  const existing = await call('GET', '/wps/records/transactions', { token });
  if (existing.totalElements > 0) {
    console.log('the demo member has history already; not adding more');
    return token;
  }

  await money(admin, `/ops/members/${member.id}/adjust`, {
    amount: '10000.00',
    direction: 'CREDIT',
    reason: 'Welcome credit (demo screenshots)',
  });
  const deposits = [
    { channelCode: 'BKASH', amount: '5000', payerAccount: '01712345678', paymentReference: '9AB3XK27QF' },
    { channelCode: 'NAGAD', amount: '1500', payerAccount: '01812345678', paymentReference: '7HF2LQ93ZA' },
    { channelCode: 'DBBL', amount: '3000', payerAccount: '1021050123456', paymentReference: 'DBBL-553201' },
    { channelCode: 'ROCKET', amount: '800', payerAccount: '016123456789', paymentReference: 'RKT40021' },
  ];
  const created = [];
  for (const deposit of deposits) created.push(await money(token, '/wps/deposit/requests', deposit));
  await call('POST', `/ops/deposits/${created[0].id}/approve`, { token: cashier });
  await call('POST', `/ops/deposits/${created[1].id}/approve`, { token: cashier });
  await call('POST', `/ops/deposits/${created[2].id}/reject`, {
    token: cashier,
    body: { reason: 'No payment with this reference arrived' },
  });

  try {
    await call('POST', '/wps/member/password/payment/unsecure', {
      token,
      body: { oldPassword: password, newPassword: paymentPassword, confirmNewPassword: paymentPassword },
    });
  } catch (error) {
    if (error.code !== 'member.password.payment.exists') throw error;
  }
  await call('POST', '/wps/withdraw/accounts/code', { token });
  /* Newest first: the binding code just sent. */
  const outbox = await call('GET', '/dev/outbox?to=8801710000001&limit=5');
  const { code } = outbox.messages.find((message) => message.purpose === 'BIND_MOBILE') ?? outbox.messages[0];
  const accounts = await call('POST', '/wps/withdraw/accounts', {
    token,
    body: {
      kind: 'MOBILE_WALLET',
      providerName: 'bKash',
      accountName: 'Rahim Uddin',
      accountNumber: '01712345678',
      mobileNum: '01712345678',
      verificationCode: code,
      paymentPassword,
    },
  });
  const accountId = accounts[0].id;
  const withdraw = (amount) => money(token, '/wps/withdraw/requests', { accountId, amount, paymentPassword });
  const confirmed = await withdraw('2000');
  await call('POST', `/ops/withdrawals/${confirmed.id}/pay`, { token: cashier });
  await call('POST', `/wps/withdraw/requests/${confirmed.id}/receipt`, { token, body: { received: true } });
  const paid = await withdraw('1500');
  await call('POST', `/ops/withdrawals/${paid.id}/pay`, { token: cashier });
  await withdraw('700');
  return token;
}

// The browser -----------------------------------------------------------------------------------------------

async function settle(page) {
  await page.waitForSelector('#loading-cover.is-hidden', { state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.waitForTimeout(500);
}

async function shot(browser, { name, path, ready }, viewport, language, token) {
  const { width, height, ...rest } = viewports[viewport];
  const context = await browser.newContext({
    viewport: { width, height },
    ...rest,
    locale: language === 'bn' ? 'bn-BD' : 'en-GB',
    timezoneId: 'Asia/Dhaka',
  });
  await context.addInitScript(
    ({ language, token }) => {
      window.localStorage.setItem('hisLang', language);
      window.localStorage.setItem('lang', language);
      for (const audience of ['B', 'A', 'A,F'])
        window.sessionStorage.setItem(`announcementShown:${audience}`, '1');
      window.sessionStorage.setItem('token', token);
    },
    { language, token },
  );
  const page = await context.newPage();
  page.on('pageerror', (error) =>
    console.error(`[${name} ${viewport}/${language}] page error:`, error.message),
  );
  page.on('console', (message) => {
    if (message.type() === 'error')
      console.error(`[${name} ${viewport}/${language}] console:`, message.text());
  });
  await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(ready, { timeout: 30_000 });
  await settle(page);
  const file = resolve(outDir, `wallet-${name}-${viewport}-${language}.png`);
  await mkdir(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  console.log('wrote', file);
  await context.close();
}

/** A fresh data directory takes a while to migrate and seed: wait for the server to answer. */
async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      await call('GET', '/wps/system/status');
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  throw new Error(`no server at ${baseUrl}`);
}

await waitForServer();
const token = await seedHistory();
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const only = process.env.SHOTS ? process.env.SHOTS.split(',') : null;
  for (const target of pages) {
    if (only && !only.includes(target.name)) continue;
    for (const viewport of ['desktop', 'phone']) {
      for (const language of ['bn', 'en']) await shot(browser, target, viewport, language, token);
    }
  }
} finally {
  await browser.close();
}
