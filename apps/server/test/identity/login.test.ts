import { encryptForServer } from '@msp/contracts/hybrid-crypto.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/identity/password.ts';
import { updateMerchants } from '../helpers/merchants.ts';
import { createTestApp, solvedChallenge, type TestApp } from '../helpers/test-app.ts';
import {
  auth,
  knownCaptcha,
  latestCode,
  loginRequest,
  register,
  registration,
  setSwitch,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type NewMember = ReturnType<typeof registration> & { id: number; token: string };

async function newMember(overrides: Record<string, unknown> = {}): Promise<NewMember> {
  const body = registration(overrides);
  const value = (await register(t, body)).json().value;
  return { ...body, id: value.id as number, token: value.token as string };
}

describe('login protection', () => {
  it('asks for a captcha after a failure, and accepts the right one', async () => {
    const member = await newMember();
    const failed = await loginRequest(
      t,
      { username: member.username, password: 'Wrong1234' },
      { headers: { language: 'en' } },
    );
    expect(failed.json()).toMatchObject({ errorCode: 'login.invalid.credentials', captchaRequired: true });
    const noCaptcha = await loginRequest(t, { username: member.username, password: member.password });
    expect(noCaptcha.json()).toMatchObject({
      errorCode: 'captcha.required',
      captchaRequired: true,
      field: 'captcha',
    });
    const { captchaId } = await knownCaptcha(t);
    const wrongCaptcha = await loginRequest(t, {
      username: member.username,
      password: member.password,
      captchaId,
      captcha: 'ZZZZ',
    });
    expect(wrongCaptcha.json()).toMatchObject({ errorCode: 'captcha.invalid', captchaRequired: true });
    const ok = await loginRequest(t, {
      username: member.username,
      password: member.password,
      ...(await knownCaptcha(t)),
    });
    expect(ok.json().success).toBe(true);
    // Success clears the run: no captcha next time.
    expect(
      (await loginRequest(t, { username: member.username, password: member.password })).json().success,
    ).toBe(true);
  });

  it('locks an account name after a run of failures, alike for real and unknown accounts', async () => {
    const member = await newMember();
    const lockOut = async (username: string) => {
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await loginRequest(
          t,
          { username, password: 'Wrong1234', ...(await knownCaptcha(t)) },
          { headers: { language: 'en' } },
        );
        answers.push(response.json());
      }
      return answers;
    };
    const real = await lockOut(member.username);
    const unknown = await lockOut('nosuchplayer1');
    expect(real.map((answer) => answer.errorCode)).toEqual(unknown.map((answer) => answer.errorCode));
    expect(real.at(-1)).toMatchObject({ errorCode: 'login.too.many.attempts' });
    expect(real.at(-1)).toEqual(unknown.at(-1));
    // Even the right password is refused while locked.
    const locked = await loginRequest(t, {
      username: member.username,
      password: member.password,
      ...(await knownCaptcha(t)),
    });
    expect(locked.json().errorCode).toBe('login.too.many.attempts');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('member_id', '=', member.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['LOGIN_FAILED', 'ACCOUNT_LOCKED']),
    );
    // When the lock runs out the right password works (with a captcha, as after any failure).
    await t.db
      .updateTable('login_failures')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .execute();
    const after = await loginRequest(t, {
      username: member.username,
      password: member.password,
      ...(await knownCaptcha(t)),
    });
    expect(after.json().success).toBe(true);
  });

  it('refuses a username login without a solved proof-of-work challenge', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      payload: { username: 'demoplayer', password: 'Demo@1234' },
    });
    expect(response.json()).toMatchObject({ errorCode: 'challenge.required' });
    // A solved challenge is good for one login only: a replay is refused.
    const solved = await solvedChallenge(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      payload: { username: 'demoplayer', password: 'Demo@1234', ...solved },
    });
    expect(first.json().success).toBe(true);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      payload: { username: 'demoplayer', password: 'Demo@1234', ...solved },
    });
    expect(replay.json()).toMatchObject({ errorCode: 'challenge.required' });
  });
});

describe('login by SMS code', () => {
  it('logs in with a code read from the outbox, once, and never with a code of another purpose', async () => {
    const member = await newMember();
    const send = async (type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: {
          mobileNum: member.mobileNum,
          countryDialingCode: '880',
          type,
          ...(await solvedChallenge(t)),
        },
      });
    expect((await send('forgot')).json().value.expiredMinutes).toBeGreaterThan(0);
    const forgotCode = await latestCode(t, `880${String(member.mobileNum).slice(1)}`, 'FORGOT');
    const wrongPurpose = await loginRequest(t, {
      username: member.mobileNum,
      password: forgotCode,
      type: 'sms',
    });
    expect(wrongPurpose.json()).toMatchObject({ errorCode: 'login.invalid.credentials' });
    await t.db.deleteFrom('verification_codes').execute(); // the send throttle is per minute; start over
    await t.db.deleteFrom('login_failures').execute();
    await send('login');
    const code = await latestCode(t, `880${String(member.mobileNum).slice(1)}`, 'LOGIN');
    const ok = await loginRequest(t, { username: member.mobileNum, password: code, type: 'sms' });
    expect(ok.json().value).toMatchObject({ account: member.username });
    await t.db.deleteFrom('login_failures').execute();
    const again = await loginRequest(t, { username: member.mobileNum, password: code, type: 'sms' });
    expect(again.json()).toMatchObject({ errorCode: 'login.invalid.credentials' });
  });
});

describe('encrypted login', () => {
  it('accepts a hybrid-encrypted body and refuses a tampered one', async () => {
    const permission = (await t.app.inject({ url: '/wps/system/permission' })).json().value;
    const { header, body } = await encryptForServer(permission.encryption.publicKey, {
      username: 'demoplayer',
      password: 'Demo@1234',
      type: 'username',
      ...(await solvedChallenge(t)),
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { encryption: header },
      payload: body,
    });
    expect(ok.json().value.account).toBe('demoplayer');
    const tampered = { data: body.data.slice(0, -4) + (body.data.endsWith('AAAA') ? 'BBBB' : 'AAAA') };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { encryption: header, language: 'en' },
      payload: tampered,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'crypto.invalid' });
    const plainToEncrypted = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demoplayer', password: 'Demo@1234' },
    });
    expect(plainToEncrypted.json().errorCode).toBe('crypto.invalid');
  });

  it('answers the plain twin only where the merchant allows it', async () => {
    await updateMerchants(t, { unsecure_login: false });
    try {
      const response = await loginRequest(t, { username: 'demoplayer', password: 'Demo@1234' });
      expect(response.statusCode).toBe(404);
    } finally {
      await updateMerchants(t, { unsecure_login: true });
    }
  });
});

describe('passwords', () => {
  it('ends the other sessions when the password changes; the old token is refused', async () => {
    const member = await newMember();
    const other = (await loginRequest(t, { username: member.username, password: member.password })).json()
      .value.token;
    const change = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/unsecure',
      headers: auth(member.token),
      payload: { oldPassword: member.password, newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' },
    });
    expect(change.json()).toEqual({ success: true, value: { changed: true } });
    expect((await t.app.inject({ url: '/wps/member/info', headers: auth(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/wps/member/info', headers: auth(member.token) })).statusCode).toBe(
      200,
    );
    expect((await loginRequest(t, { username: member.username, password: 'Fresh5678' })).json().success).toBe(
      true,
    );
  });

  it('refuses a wrong old password, a mismatched confirmation and a weak new password', async () => {
    const member = await newMember();
    const change = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/unsecure',
        headers: auth(member.token),
        payload,
      });
    expect(
      (
        await change({ oldPassword: 'Nope1234', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' })
      ).json().errorCode,
    ).toBe('password.old.incorrect');
    expect(
      (
        await change({
          oldPassword: member.password,
          newPassword: 'Fresh5678',
          confirmNewPassword: 'Fresh5679',
        })
      ).json().errorCode,
    ).toBe('password.confirm.mismatch');
    expect(
      (
        await change({ oldPassword: member.password, newPassword: 'short', confirmNewPassword: 'short' })
      ).json().errorCode,
    ).toBe('password.too.weak');
  });

  it('forces a change of the default password before anything else works', async () => {
    const member = await newMember();
    await t.db
      .updateTable('members')
      .set({ must_change_password: true })
      .where('id', '=', member.id)
      .execute();
    const login = (await loginRequest(t, { username: member.username, password: member.password })).json()
      .value;
    expect(login).toMatchObject({ mustChangePassword: true, restriction: 'PASSWORD_CHANGE' });
    expect((await t.app.inject({ url: '/wps/member/info', headers: auth(login.token) })).statusCode).toBe(
      200,
    );
    const blocked = await t.app.inject({
      url: '/wps/member/profile',
      headers: { ...auth(login.token), language: 'en' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('password.change.required');
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/unsecure',
      headers: auth(login.token),
      payload: { oldPassword: member.password, newPassword: 'Better123', confirmNewPassword: 'Better123' },
    });
    expect((await t.app.inject({ url: '/wps/member/profile', headers: auth(login.token) })).statusCode).toBe(
      200,
    );
  });

  it('forces a change of an expired password only while PWDEXPFORCECHANGE3 is on', async () => {
    const member = await newMember();
    await t.db
      .updateTable('members')
      .set({ password_changed_at: sql<Date>`now() - interval '200 days'` })
      .where('id', '=', member.id)
      .execute();
    const on = (await loginRequest(t, { username: member.username, password: member.password })).json().value;
    expect(on).toMatchObject({ passwordExpired: true, restriction: 'PASSWORD_CHANGE' });
    await setSwitch(t, 'PWDEXPFORCECHANGE3', false);
    try {
      const off = (await loginRequest(t, { username: member.username, password: member.password })).json()
        .value;
      expect(off).toMatchObject({ passwordExpired: false, restriction: null });
    } finally {
      await setSwitch(t, 'PWDEXPFORCECHANGE3', true);
    }
  });

  it('resets by phone with an SMS code and logs the member in', async () => {
    const member = await newMember();
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: {
        mobileNum: member.mobileNum,
        countryDialingCode: '880',
        type: 'forgot',
        ...(await solvedChallenge(t)),
      },
    });
    const code = await latestCode(t, `880${String(member.mobileNum).slice(1)}`, 'FORGOT');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification/unsecure',
      payload: {
        mobileNum: member.mobileNum,
        countryDialingCode: '880',
        verificationCode: code,
        newPassword: 'Phone1234',
      },
    });
    expect(reset.json().value).toMatchObject({ account: member.username });
    expect((await t.app.inject({ url: '/wps/member/info', headers: auth(member.token) })).statusCode).toBe(
      401,
    );
    expect((await loginRequest(t, { username: member.username, password: 'Phone1234' })).json().success).toBe(
      true,
    );
  });

  it('resets by email without telling whether the account exists', async () => {
    const member = await newMember({ email: `reset${Date.now()}@example.com` });
    const ask = (username: string, email: string) =>
      t.app.inject({ method: 'POST', url: '/wps/member/password/email', payload: { username, email } });
    const real = await ask(member.username, String(member.email));
    const fake = await ask('nosuchplayer', 'nobody@example.com');
    expect(real.json()).toEqual(fake.json());
    const code = await latestCode(t, String(member.email));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email/reset',
      payload: {
        username: member.username,
        email: member.email,
        verificationCode: code,
        newPassword: 'Mail1234',
        confirmNewPassword: 'Mail1234',
      },
    });
    expect(reset.json()).toEqual({ success: true, value: { changed: true } });
    expect((await loginRequest(t, { username: member.username, password: 'Mail1234' })).json().success).toBe(
      true,
    );
  });

  it('sets and changes the payment password', async () => {
    const member = await newMember();
    const set = (oldPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/payment/unsecure',
        headers: auth(member.token),
        payload: { oldPassword, newPassword, confirmNewPassword: newPassword },
      });
    expect((await set(member.password, '123456')).json().success).toBe(true);
    expect((await set(member.password, '654321')).json().errorCode).toBe('password.old.incorrect');
    expect((await set('123456', '654321')).json().success).toBe(true);
    const profile = (await t.app.inject({ url: '/wps/member/profile', headers: auth(member.token) })).json()
      .value;
    expect(profile.hasPaymentPassword).toBe(true);
  });
});

describe('agent site, new IP, trial', () => {
  it('lets only agents log in on the agent site', async () => {
    const player = await loginRequest(
      t,
      { username: 'demoplayer', password: 'Demo@1234', agentSite: true },
      { headers: { language: 'en' } },
    );
    expect(player.json()).toMatchObject({
      errorCode: 'login.not.agent',
      message: 'Non-agents cannot log in',
    });
    const agent = await loginRequest(t, { username: 'demoagent', password: 'Demo@1234', agentSite: true });
    expect(agent.json().value.type).toBe(1);
  });

  it('asks for the bank account name when a member logs in from a new IP', async () => {
    const member = await newMember({ payeeName: 'Rahim Uddin' });
    await updateMerchants(t, { new_ip_verification: 'BANK_NAME' });
    // The sign-up address is the member's first known one; log in once from home to make it known too.
    await t.db.insertInto('member_known_ips').values({ member_id: member.id, ip: '103.4.145.1' }).execute();
    try {
      const home = '103.4.145.1';
      const first = (
        await loginRequest(
          t,
          { username: member.username, password: member.password },
          { remoteAddress: home },
        )
      ).json().value;
      expect(first.restriction).toBeNull();
      const away = (
        await loginRequest(
          t,
          { username: member.username, password: member.password },
          { remoteAddress: '8.8.8.8' },
        )
      ).json().value;
      expect(away).toMatchObject({ restriction: 'NEW_IP', verificationMethod: 'BANK_NAME' });
      expect(
        (await t.app.inject({ url: '/wps/member/profile', headers: auth(away.token) })).json().errorCode,
      ).toBe('login.new.ip.verification');
      const verify = (answer: string) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/session/verify',
          headers: auth(away.token),
          remoteAddress: '8.8.8.8',
          payload: { answer },
        });
      expect((await verify('Someone Else')).json().errorCode).toBe('member.verification.failed');
      expect((await verify('  rahim   UDDIN ')).json().success).toBe(true);
      expect((await t.app.inject({ url: '/wps/member/profile', headers: auth(away.token) })).statusCode).toBe(
        200,
      );
      const back = (
        await loginRequest(
          t,
          { username: member.username, password: member.password },
          { remoteAddress: '8.8.8.8' },
        )
      ).json().value;
      expect(back.restriction).toBeNull();
    } finally {
      await updateMerchants(t, { new_ip_verification: 'NONE' });
    }
  });

  it('starts a trial with demo credit that cannot use the account centre', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W', gatewayVersion: 3 },
    });
    const trial = response.json().value;
    expect(trial.type).toBe(4);
    const profile = (await t.app.inject({ url: '/wps/member/profile', headers: auth(trial.token) })).json()
      .value;
    expect(profile.trialCredit).toBe('2000.00');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info',
      headers: { ...auth(trial.token), language: 'en' },
      payload: { nickname: 'x' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'login.trial.forbidden',
      message: 'Please Register An Account First',
    });
    await setSwitch(t, 'FREEPLAY3', false);
    try {
      const off = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
      expect(off.json().errorCode).toBe('login.freeplay.disabled');
    } finally {
      await setSwitch(t, 'FREEPLAY3', true);
    }
  });

  it('keeps the profile, avatar and login history of the member', async () => {
    const member = await newMember();
    const updated = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info',
      headers: auth(member.token),
      payload: { nickname: 'Tiger', telegram: '@tiger', birthday: '1995-04-14' },
    });
    expect(updated.json().value).toMatchObject({
      nickname: 'Tiger',
      telegram: '@tiger',
      birthday: '1995-04-14',
    });
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: auth(member.token),
      payload: { avatar: 'falcon' },
    });
    expect(avatar.json().value.avatar).toBe('falcon');
    const history = (await t.app.inject({ url: '/wps/session/history', headers: auth(member.token) })).json()
      .value;
    expect(history.some((item: { current: boolean }) => item.current)).toBe(true);
  });

  it.each(['1353-86-11', '2023-02-29', '2024-04-31', '0000-01-01', '1995-00-10'])(
    'refuses the birthday %s, which no calendar has, with 400 and changes nothing',
    async (birthday) => {
      const member = await newMember();
      const response = await t.app.inject({
        method: 'POST',
        url: '/wps/member/info',
        headers: { ...auth(member.token), language: 'en' },
        payload: { nickname: 'Changed', birthday },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'request.invalid.field', field: 'birthday' });
      const info = (await t.app.inject({ url: '/wps/member/profile', headers: auth(member.token) })).json();
      expect(info.value.birthday).toBeNull();
      expect(info.value.nickname).not.toBe('Changed');
    },
  );

  it('binds a new email with the password and a code sent to it', async () => {
    const member = await newMember();
    const email = `bind${Date.now()}@example.com`;
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/contact/code',
      headers: auth(member.token),
      payload: { channel: 'EMAIL', value: email },
    });
    const code = await latestCode(t, email);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/wps/member/contact/email',
      headers: auth(member.token),
      payload: { password: 'Nope1234', value: email, verificationCode: code },
    });
    expect(wrongPassword.json().errorCode).toBe('password.old.incorrect');
    const bound = await t.app.inject({
      method: 'POST',
      url: '/wps/member/contact/email',
      headers: auth(member.token),
      payload: { password: member.password, value: email, verificationCode: code },
    });
    expect(bound.json().value.email).toBe(email);
  });

  it('drops the sessions of a closed account at once', async () => {
    const member = await newMember();
    await t.db.updateTable('members').set({ status: 'CLOSED' }).where('id', '=', member.id).execute();
    expect((await t.app.inject({ url: '/wps/member/info', headers: auth(member.token) })).statusCode).toBe(
      401,
    );
    await t.db
      .updateTable('members')
      .set({ password_hash: await hashPassword('x') })
      .where('id', '=', member.id)
      .execute();
  });
});

describe('authenticator enrolment', () => {
  it('keeps a TOTP secret once a code confirms it, then asks for a code from a new IP', async () => {
    const { generate } = await import('otplib');
    const member = await newMember();
    const setup = (
      await t.app.inject({ method: 'POST', url: '/wps/member/totp/setup', headers: auth(member.token) })
    ).json().value;
    expect(setup.otpauthUri).toContain('otpauth://totp/');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/wps/member/totp/confirm',
      headers: auth(member.token),
      payload: {
        secret: setup.secret,
        code: '000000' === (await generate({ secret: setup.secret })) ? '111111' : '000000',
      },
    });
    expect(wrong.json().errorCode).toBe('verification.code.invalid');
    // A secret no setup gives (too short, not base32, a base32 length no encoder makes): 400 on the secret.
    for (const secret of ['A'.repeat(16), 'A'.repeat(25), 'a1!'.repeat(10), 'A'.repeat(33)]) {
      const odd = await t.app.inject({
        method: 'POST',
        url: '/wps/member/totp/confirm',
        headers: auth(member.token),
        payload: { secret, code: '123456' },
      });
      expect(odd.statusCode, secret).toBe(400);
      expect(odd.json(), secret).toMatchObject({ errorCode: 'request.invalid.field', field: 'secret' });
    }
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/wps/member/totp/confirm',
      headers: auth(member.token),
      payload: { secret: setup.secret, code: await generate({ secret: setup.secret }) },
    });
    expect(confirmed.json().success).toBe(true);
    await updateMerchants(t, { new_ip_verification: 'TOTP' });
    try {
      const away = (
        await loginRequest(
          t,
          { username: member.username, password: member.password },
          { remoteAddress: '9.9.9.9' },
        )
      ).json().value;
      expect(away).toMatchObject({ restriction: 'NEW_IP', verificationMethod: 'TOTP' });
      const verified = await t.app.inject({
        method: 'POST',
        url: '/wps/session/verify',
        headers: auth(away.token),
        remoteAddress: '9.9.9.9',
        payload: { answer: await generate({ secret: setup.secret }) },
      });
      expect(verified.json().success).toBe(true);
    } finally {
      await updateMerchants(t, { new_ip_verification: 'NONE' });
    }
  });
});
