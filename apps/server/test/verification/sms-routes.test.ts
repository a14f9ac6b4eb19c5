import { sql } from 'kysely';
import { insertMerchant } from '../helpers/merchants.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkProofOfWork } from '@msp/contracts/proof-of-work.ts';
import { recordVerificationCode, sendCapPerIp } from '../../src/modules/verification/service.ts';
import { createTestApp, solvedChallenge, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let merchantId: number;
let secondMerchantId: number;
/** The demo player's number, as members stores it, and its SMS destination. */
const knownMobile = '01712345678';
const knownDestination = '8801712345678';

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  await t.db
    .updateTable('members')
    .set({ mobile_num: knownMobile, country_dialing_code: '880' })
    .where('merchant_id', '=', merchantId)
    .where('username', '=', 'demoplayer')
    .execute();
  secondMerchantId = await insertMerchant(t.db, 'SECOND', 'Second Brand');
});
afterAll(async () => t.close());

let addresses = 0;
/** Each test sends from its own address: the route limit (10/min) and the send cap (5/15 min) are per IP. */
const freshIp = () => `10.3.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;

let numbers = 0;
/** A Bangladesh number no member has and no other test uses. */
const freshMobile = () => `0181${String(1_000_000 + (numbers += 1)).slice(-7)}`;
const destinationOf = (mobile: string) => `880${mobile.slice(1)}`;

const sendRegister = async (mobileNo: string, { ip = freshIp(), language = 'en', challenge = true } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: ip,
    headers: { language },
    payload: { mobileNo, countryDialingCode: '880', ...(challenge ? await solvedChallenge(t) : {}) },
  });

const sendNoLogin = async (
  mobileNum: string,
  type: 'login' | 'forgot',
  { ip = freshIp(), language = 'en' } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: ip,
    headers: { language },
    payload: { mobileNum, countryDialingCode: '880', type, ...(await solvedChallenge(t)) },
  });

interface OutboxMessage {
  channel: string;
  to: string;
  purpose: string;
  code: string;
  text: string;
  time: string;
}
const outbox = async (to?: string): Promise<OutboxMessage[]> => {
  const response = await t.app.inject({ url: `/dev/outbox${to ? `?to=${to}` : ''}` });
  expect(response.statusCode).toBe(200);
  return response.json().value.messages;
};

/** Moves every code of a destination back past the one-minute resend gap. */
const age = (destination: string) =>
  t.db
    .updateTable('verification_codes')
    .set({ created_at: sql<Date>`created_at - interval '61 seconds'` })
    .where('destination', '=', destination)
    .execute();

const consume = (destination: string, purpose: 'REGISTER' | 'LOGIN' | 'FORGOT', code: string) =>
  import('../../src/modules/verification/service.ts').then(({ consumeVerificationCode }) =>
    consumeVerificationCode(t.db, { merchantId, channel: 'SMS', destination, purpose, code }),
  );

describe('POST /wps/verification/sms/register', () => {
  it('sends a code the dev outbox shows; it works once', async () => {
    const mobile = freshMobile();
    const response = await sendRegister(mobile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });

    const [message, ...rest] = await outbox(destinationOf(mobile));
    expect(rest).toHaveLength(0);
    expect(message).toMatchObject({ channel: 'SMS', to: destinationOf(mobile), purpose: 'REGISTER' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toBe(`Your Shapla Play code is ${message?.code}. It expires in 5 minutes.`);
    expect(Date.now() - Date.parse(message?.time ?? '')).toBeLessThan(60_000);

    await consume(destinationOf(mobile), 'REGISTER', message?.code ?? '');
    await expect(consume(destinationOf(mobile), 'REGISTER', message?.code ?? '')).rejects.toMatchObject({
      code: 'verification.code.invalid',
    });
  });

  it('writes the text in the request language', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile, { language: 'bn' });
    const [message] = await outbox(destinationOf(mobile));
    expect(message?.text).toBe(`আপনার Shapla Play কোড ${message?.code}। এর মেয়াদ ৫ মিনিটে শেষ হবে।`);
  });

  it('accepts a Bangladesh number without its leading 0 and keys it the same', async () => {
    const mobile = freshMobile();
    expect((await sendRegister(mobile.slice(1))).statusCode).toBe(200);
    expect(await outbox(destinationOf(mobile))).toHaveLength(1);
  });

  it.each(['0171234567', '01212345678', '1712345678999', 'abc', ''])(
    'refuses the mobile number %j',
    async (mobileNo) => {
      const response = await sendRegister(mobileNo);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        errorCode: 'verification.mobile.invalid',
        message: 'Invalid or missing mobile number',
      });
    },
  );

  it('checks other countries for 6–14 digits', async () => {
    const send = async (mobileNo: string, countryDialingCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: freshIp(),
        payload: { mobileNo, countryDialingCode, ...(await solvedChallenge(t)) },
      });
    expect((await send('9123456789', '+91')).statusCode).toBe(200);
    expect(await outbox('919123456789')).toHaveLength(1);
    expect((await send('12345', '91')).json().errorCode).toBe('verification.mobile.invalid');
    expect((await send('123456789012345', '91')).json().errorCode).toBe('verification.mobile.invalid');
    expect((await send('9123456789', 'x1')).json().errorCode).toBe('verification.mobile.invalid');
  });

  it('needs a solved challenge, used once', async () => {
    const mobile = freshMobile();
    const without = await sendRegister(mobile, { challenge: false });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      errorCode: 'challenge.required',
      message: 'Please complete verification first',
    });

    const challenge = await solvedChallenge(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: freshIp(),
      payload: { mobileNo: mobile, countryDialingCode: '880', ...challenge },
    });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: freshIp(),
      payload: { mobileNo: freshMobile(), countryDialingCode: '880', ...challenge },
    });
    expect(replay.json().errorCode).toBe('challenge.required');
    // A nonce that does not solve its challenge (at a light test difficulty, a random one might).
    const fresh = (await t.app.inject({ url: '/wps/challenge', remoteAddress: freshIp() })).json().value;
    let wrong = 0;
    while (await checkProofOfWork(fresh.salt, String(wrong), fresh.difficulty)) wrong += 1;
    const wrongNonce = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: freshIp(),
      payload: {
        mobileNo: freshMobile(),
        countryDialingCode: '880',
        challengeId: fresh.challengeId,
        challengeNonce: String(wrong),
      },
    });
    expect(wrongNonce.json().errorCode).toBe('challenge.required');
  });

  it('sends at most once a minute to a number', async () => {
    const mobile = freshMobile();
    expect((await sendRegister(mobile)).statusCode).toBe(200);
    const again = await sendRegister(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ errorCode: 'verification.too.frequent' });
    expect(await outbox(destinationOf(mobile))).toHaveLength(1);
    await age(destinationOf(mobile));
    expect((await sendRegister(mobile)).statusCode).toBe(200);
    expect(await outbox(destinationOf(mobile))).toHaveLength(2);
  });

  it('caps a number at five sends in 15 minutes, with the localized message', async () => {
    const mobile = freshMobile();
    for (let send = 0; send < 5; send += 1) {
      expect((await sendRegister(mobile)).statusCode).toBe(200);
      await age(destinationOf(mobile));
    }
    const en = await sendRegister(mobile, { language: 'en' });
    expect(en.statusCode).toBe(429);
    expect(en.json()).toEqual({
      success: false,
      errorCode: 'verification.too.many',
      message: 'Too many requests, retry after 5 minutes',
    });
    const bn = await sendRegister(mobile, { language: 'bn' });
    expect(bn.json()).toEqual({
      success: false,
      errorCode: 'verification.too.many',
      message: 'অনেক বেশি অনুরোধ, ৫ মিনিট পরে আবার চেষ্টা করুন',
    });
    expect(await outbox(destinationOf(mobile))).toHaveLength(5);
    // Out of the 15-minute window, the number may be sent to again.
    await t.db
      .updateTable('verification_codes')
      .set({ created_at: sql<Date>`created_at - interval '15 minutes'` })
      .where('destination', '=', destinationOf(mobile))
      .execute();
    expect((await sendRegister(mobile)).statusCode).toBe(200);
  });

  it('caps an IP at thirty sends in 15 minutes', async () => {
    const ip = freshIp();
    // Earlier sends from this address (the route's own per-minute limit keeps a test from making them live).
    const merchant = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    for (let send = 0; send < sendCapPerIp - 1; send += 1) {
      await recordVerificationCode(t.db, {
        merchantId: merchant.id,
        channel: 'SMS',
        destination: `88017${String(send).padStart(8, '0')}`,
        purpose: 'REGISTER',
        language: 'en',
        ip,
      });
    }
    expect((await sendRegister(freshMobile(), { ip })).statusCode).toBe(200);
    const sixth = await sendRegister(freshMobile(), { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorCode).toBe('verification.too.many');
    expect((await sendRegister(freshMobile())).statusCode).toBe(200);
  });

  it('rate-limits the route per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let call = 0; call < 11; call += 1)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/wps/verification/sms/register',
            remoteAddress: ip,
            payload: { mobileNo: 'bad', countryDialingCode: '880' },
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /wps/verification/sms/noLogin', () => {
  /** Waits until the outbox of `destination` has `count` messages (known numbers are sent after the answer). */
  const outboxOf = async (destination: string, count: number) => {
    let messages: OutboxMessage[] = [];
    await vi.waitFor(
      async () => {
        messages = await outbox(destination);
        expect(messages.length).toBeGreaterThanOrEqual(count);
      },
      { timeout: 5_000, interval: 20 },
    );
    return messages;
  };

  it('answers alike for unknown and known numbers, but only the known one is sent', async () => {
    const unknownMobile = freshMobile();
    const unknown = await sendNoLogin(unknownMobile, 'login');
    const known = await sendNoLogin(knownMobile, 'login');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });

    const [message] = await outboxOf(knownDestination, 1);
    expect(message).toMatchObject({ purpose: 'LOGIN', to: knownDestination });
    expect(await outbox(destinationOf(unknownMobile))).toHaveLength(0);
    const unknownRow = await t.db
      .selectFrom('verification_codes')
      .select(['voided_at'])
      .where('destination', '=', destinationOf(unknownMobile))
      .executeTakeFirstOrThrow();
    expect(unknownRow.voided_at).not.toBeNull();
    await consume(knownDestination, 'LOGIN', message?.code ?? '');

    // The throttle treats both alike too.
    const unknownAgain = await sendNoLogin(unknownMobile, 'forgot');
    const knownAgain = await sendNoLogin(knownMobile, 'forgot');
    expect(unknownAgain.statusCode).toBe(429);
    expect(knownAgain.json()).toEqual(unknownAgain.json());
  });

  it('sends forgot-password codes under their own purpose', async () => {
    await age(knownDestination);
    expect((await sendNoLogin(knownMobile, 'forgot')).statusCode).toBe(200);
    const messages = await vi.waitFor(
      async () => {
        const found = (await outbox(knownDestination)).filter((message) => message.purpose === 'FORGOT');
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 5_000, interval: 20 },
    );
    const code = messages[0]?.code ?? '';
    await expect(consume(knownDestination, 'LOGIN', code)).rejects.toMatchObject({
      code: 'verification.code.invalid',
    });
    await consume(knownDestination, 'FORGOT', code);
  });

  it('does not send to a member of another merchant', async () => {
    await age(knownDestination);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: freshIp(),
      headers: { merchant: 'SECOND' },
      payload: {
        mobileNum: knownMobile,
        countryDialingCode: '880',
        type: 'forgot',
        ...(await solvedChallenge(t, 'SECOND')),
      },
    });
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    // What was written for SECOND is a decoy: born void, so nothing was or will be sent.
    const rows = await t.db
      .selectFrom('verification_codes')
      .select(['voided_at'])
      .where('merchant_id', '=', secondMerchantId)
      .where('destination', '=', knownDestination)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.voided_at).not.toBeNull();
  });

  it('refuses a bad type and a bad number', async () => {
    const badType = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: freshIp(),
      payload: { mobileNum: knownMobile, countryDialingCode: '880', type: 'register' },
    });
    expect(badType.json()).toMatchObject({ errorCode: 'request.invalid.field', field: 'type' });
    const badNumber = await sendNoLogin('12345', 'login');
    expect(badNumber.json().errorCode).toBe('verification.mobile.invalid');
  });
});

describe('GET /dev/outbox', () => {
  it('lists the newest first, for the request merchant only, and honours limit', async () => {
    const all = await outbox();
    const times = all.map((message) => Date.parse(message.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const one = await t.app.inject({ url: '/dev/outbox?limit=1' });
    expect(one.json().value.messages).toHaveLength(1);
    const mobile = freshMobile();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: freshIp(),
      headers: { merchant: 'SECOND' },
      payload: { mobileNo: mobile, countryDialingCode: '880', ...(await solvedChallenge(t, 'SECOND')) },
    });
    expect(sent.statusCode).toBe(200);
    const second = await t.app.inject({
      url: `/dev/outbox?to=${destinationOf(mobile)}`,
      headers: { merchant: 'SECOND' },
    });
    expect(second.json().value.messages).toHaveLength(1);
    expect(await outbox(destinationOf(mobile))).toHaveLength(0);
    const unknown = await t.app.inject({ url: '/dev/outbox', headers: { merchant: 'NOPE' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('is absent in production, answering the JSON 404 envelope', async () => {
    vi.stubEnv('SMS_WEBHOOK_URL', 'http://127.0.0.1:9/sms');
    vi.stubEnv('EMAIL_WEBHOOK_URL', 'http://127.0.0.1:9/email');
    const production = await createTestApp({ production: true });
    try {
      const response = await production.app.inject({ url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
    } finally {
      await production.close();
      vi.unstubAllEnvs();
    }
  });
});
