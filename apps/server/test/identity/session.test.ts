import { sql } from 'kysely';
import { insertMerchant } from '../helpers/merchants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/modules/identity/session-service.ts';
import { createTestApp, loginAs, solvedChallenge, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const info = (token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: '/wps/member/info',
    headers: { ...(token ? { authorization: token } : {}), ...headers },
  });

describe('the session plugin', () => {
  it('answers 401 login.not.session without a session', async () => {
    const response = await info(undefined, { language: 'en' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'login.not.session',
      message: 'You are not logged in, please login',
    });
    expect((await info('not-a-real-token')).statusCode).toBe(401);
  });

  it('logs in with a demo account and keeps only the token hash', async () => {
    const token = await loginAs(t, 'demoplayer');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const response = await info(token);
    expect(response.json()).toMatchObject({ success: true, value: { account: 'demoplayer', type: 0 } });
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('gives a fresh token at every login and reports the previous login', async () => {
    const first = await loginAs(t, 'demoagent');
    const second = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      payload: { username: 'demoagent', password: 'Demo@1234', ...(await solvedChallenge(t)) },
    });
    const value = second.json().value;
    expect(value.token).not.toBe(first);
    expect(value.firstTimeLogin).toBe(false);
    expect(value.lastLoginTime).toEqual(expect.any(Number));
    expect(value.type).toBe(1);
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const attempt = async (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login/unsecure',
        payload: { username, password: 'nope', ...(await solvedChallenge(t)) },
      });
    const wrong = await attempt('demoplayer');
    const unknown = await attempt('ghost');
    expect(wrong.json()).toMatchObject({ errorCode: 'login.invalid.credentials', captchaRequired: true });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    // The failure asks for a captcha next time; start the later tests from a clean slate.
    await t.db.deleteFrom('login_failures').execute();
  });

  it('ends the session on logout', async () => {
    const token = await loginAs(t, 'demoplayer');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
    expect(out.json()).toEqual({ success: true, value: { loggedOut: true } });
    expect((await info(token)).statusCode).toBe(401);
  });

  it('ends an idle session and an expired one', async () => {
    const idle = await loginAs(t, 'demoplayer');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '2 hours'` })
      .where('token_hash', '=', hashToken(idle))
      .execute();
    expect((await info(idle)).statusCode).toBe(401);
    const expired = await loginAs(t, 'demoplayer');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(expired))
      .execute();
    expect((await info(expired)).statusCode).toBe(401);
  });

  it('drops the sessions of a locked account at once', async () => {
    const token = await loginAs(t, 'demodownline');
    await t.db
      .updateTable('members')
      .set({ status: 'LOCKED' })
      .where('username', '=', 'demodownline')
      .execute();
    expect((await info(token)).statusCode).toBe(401);
    await t.db
      .updateTable('members')
      .set({ status: 'ACTIVE' })
      .where('username', '=', 'demodownline')
      .execute();
  });

  it("does not honour one merchant's token at another merchant", async () => {
    await insertMerchant(t.db, 'SECOND', 'Second');
    const token = await loginAs(t, 'demoplayer');
    expect((await info(token, { merchant: 'DEMO' })).statusCode).toBe(200);
    expect((await info(token, { merchant: 'SECOND' })).statusCode).toBe(401);
  });

  it('saves the language of a logged-in member', async () => {
    const token = await loginAs(t, 'demoplayer');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { authorization: token },
      payload: { language: 'en' },
    });
    expect(response.json().value).toEqual({ language: 'en', saved: true });
    expect((await info(token)).json().value.language).toBe('en');
  });

  it('rate-limits login attempts per IP with a localized 429 envelope', async () => {
    let last;
    for (let attempt = 0; attempt < 25; attempt += 1) {
      last = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/unsecure',
        remoteAddress: '10.9.9.9',
        headers: { language: 'en' },
        payload: { username: 'ghost', password: 'x' },
      });
      if (last.statusCode === 429) break;
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toMatchObject({ success: false, errorCode: 'request.too.many' });
    // The real wait: the window is one minute, and the message says what Retry-After says.
    const wait = Number(last?.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(last?.json().message).toBe(`Too many requests, try again in ${wait} seconds`);
  });
});
