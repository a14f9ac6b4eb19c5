import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant } from '../helpers/merchants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auth, knownCaptcha, register, registration, setSwitch } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('registration', () => {
  it('registers, logs in, and the token works until logout', async () => {
    const body = registration({ nickname: 'Karim', email: 'karim@example.com' });
    const response = await register(t, body, { language: 'en' });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ account: body.username, type: 0, firstTimeLogin: true, restriction: null });
    const info = await t.app.inject({ url: '/wps/member/info', headers: auth(value.token) });
    expect(info.json().value).toMatchObject({ account: body.username, nickname: 'Karim' });
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(value.token) });
    expect((await t.app.inject({ url: '/wps/member/info', headers: auth(value.token) })).statusCode).toBe(
      401,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('member_id', '=', value.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['REGISTER', 'LOGIN', 'LOGOUT']));
  });

  // Each rule of the demo merchant's field config, with a value it refuses and one it accepts.
  const cases: Array<{
    name: string;
    bad: Record<string, unknown>;
    good: Record<string, unknown>;
    field: string;
    code: string;
  }> = [
    {
      name: 'username required',
      bad: { username: '' },
      good: {},
      field: 'username',
      code: 'register.field.required',
    },
    {
      name: 'username too short',
      bad: { username: 'ab1' },
      good: { username: 'abc123' },
      field: 'username',
      code: 'register.field.length',
    },
    {
      name: 'username letter first',
      bad: { username: '1player' },
      good: { username: 'p1ayer9' },
      field: 'username',
      code: 'register.field.format',
    },
    {
      name: 'password pattern',
      bad: { password: 'onlyletters', confirmPassword: 'onlyletters' },
      good: { password: 'letters123', confirmPassword: 'letters123' },
      field: 'password',
      code: 'register.field.format',
    },
    {
      name: 'password length',
      bad: { password: 'a1', confirmPassword: 'a1' },
      good: { password: 'a1b2c3', confirmPassword: 'a1b2c3' },
      field: 'password',
      code: 'register.field.length',
    },
    {
      name: 'mobile required',
      bad: { mobileNum: '' },
      good: {},
      field: 'mobileNum',
      code: 'register.field.required',
    },
    {
      name: 'mobile format',
      bad: { mobileNum: '01212345678' },
      good: {},
      field: 'mobileNum',
      code: 'register.field.format',
    },
    {
      name: 'email format',
      bad: { email: 'not-an-email' },
      good: { email: `ok${Date.now()}@example.com` },
      field: 'email',
      code: 'register.field.format',
    },
    {
      name: 'payee name letters',
      bad: { payeeName: 'Rahim 123' },
      good: { payeeName: 'Rahim Uddin' },
      field: 'payeeName',
      code: 'register.field.format',
    },
    {
      name: 'confirmation',
      bad: { confirmPassword: 'Other1234' },
      good: {},
      field: 'confirmPassword',
      code: 'password.confirm.mismatch',
    },
    {
      name: 'terms',
      bad: { acceptTerms: false },
      good: {},
      field: 'acceptTerms',
      code: 'register.terms.required',
    },
  ];

  it.each(cases)('refuses and then accepts: $name', async ({ bad, good, field, code }) => {
    const base = registration();
    const refused = await register(t, { ...base, ...bad }, { language: 'en' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json()).toMatchObject({ success: false, errorCode: code, field });
    const before = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', String(base.username))
      .execute();
    expect(before).toHaveLength(0);
    const accepted = await register(t, { ...registration(), ...good });
    expect(accepted.json()).toMatchObject({ success: true });
  });

  it('gives field messages in Bangla and English', async () => {
    const bn = (await register(t, registration({ username: '1badname' }), { language: 'bn' })).json();
    const en = (await register(t, registration({ username: '1badname' }), { language: 'en' })).json();
    expect(bn.message).toMatch(/[\u0980-\u09FF]/);
    expect(en.message).toBe('Username: the format is not valid');
  });

  it('refuses a duplicate username, email or mobile number', async () => {
    const first = registration({ email: `dup${Date.now()}@example.com` });
    expect((await register(t, first)).statusCode).toBe(200);
    const sameName = await register(t, registration({ username: String(first.username).toUpperCase() }));
    expect(sameName.json()).toMatchObject({ errorCode: 'register.username.taken', field: 'username' });
    const sameEmail = await register(t, registration({ email: String(first.email).toUpperCase() }));
    expect(sameEmail.json()).toMatchObject({ errorCode: 'register.email.taken' });
    const sameMobile = await register(t, registration({ mobileNum: first.mobileNum }));
    expect(sameMobile.json()).toMatchObject({ errorCode: 'register.mobile.taken' });
  });

  it('places the new member under the agent of a valid invitation code, refuses an unknown one', async () => {
    const agent = await t.db
      .selectFrom('members')
      .select(['id', 'affiliate_code'])
      .where('username', '=', 'demoagent')
      .executeTakeFirstOrThrow();
    const check = await t.app.inject({
      url: `/wps/agent/affiliate?code=${agent.affiliate_code}&domain=localhost`,
    });
    expect(check.json().value).toEqual({ valid: true, agentAccount: 'demoagent' });
    const response = await register(t, registration({ affiliateCode: agent.affiliate_code }));
    const member = await t.db
      .selectFrom('members')
      .select('parent_member_id')
      .where('id', '=', response.json().value.id)
      .executeTakeFirstOrThrow();
    expect(member.parent_member_id).toBe(agent.id);
    const viaReferral = await register(t, registration({ referralCode: agent.affiliate_code }));
    expect(viaReferral.json().success).toBe(true);
    const bad = await register(t, registration({ affiliateCode: 'NOPE9999' }));
    expect(bad.json()).toMatchObject({ errorCode: 'register.affiliate.invalid', field: 'affiliateCode' });
    expect((await t.app.inject({ url: '/wps/agent/affiliate?code=NOPE9999' })).json().value.valid).toBe(
      false,
    );
  });

  it('refuses a birthday that is not a day of the calendar with 400, registering no one', async () => {
    for (const birthday of ['', 'abc', '1999-13-01', '2023-02-29']) {
      const body = registration({ birthday });
      const response = await register(t, body, { language: 'en' });
      expect(response.statusCode, birthday).toBe(400);
      expect(response.json(), birthday).toMatchObject({
        errorCode: 'request.invalid.field',
        field: 'birthday',
      });
      const stored = await t.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', body.username)
        .executeTakeFirst();
      expect(stored, birthday).toBeUndefined();
    }
    const accepted = await register(t, registration({ birthday: '2000-02-29' }));
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses registration when direct registration is switched off', async () => {
    await setSwitch(t, 'DIRECTREG3', false);
    try {
      expect((await register(t, registration())).json()).toMatchObject({ errorCode: 'register.disabled' });
    } finally {
      await setSwitch(t, 'DIRECTREG3', true);
    }
  });

  it('registers in mobile mode with the number as the username, only when the switch is on', async () => {
    const body = registration({ username: undefined });
    const closed = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile/unsecure',
      payload: body,
    });
    expect(closed.json()).toMatchObject({ errorCode: 'register.mobile.mode' });
    await setSwitch(t, 'MOBILENUMREG3', true);
    try {
      const { solvedChallenge } = await import('../helpers/test-app.ts');
      const open = await t.app.inject({
        method: 'PUT',
        url: '/wps/member/register/mobile/unsecure',
        payload: { ...body, ...(await knownCaptcha(t)), ...(await solvedChallenge(t)) },
      });
      expect(open.json().value.account).toBe(body.mobileNum);
    } finally {
      await setSwitch(t, 'MOBILENUMREG3', false);
    }
  });

  it('keeps registrations of two merchants apart', async () => {
    const body = registration();
    const response = await register(t, body);
    expect(response.statusCode).toBe(200);
    await insertMerchant(t.db, 'OTHER', 'Other');
    const { loginRequest } = await import('./helpers.ts');
    const elsewhere = await loginRequest(
      t,
      { username: body.username, password: body.password },
      { headers: { merchant: 'OTHER' } },
    );
    expect(elsewhere.json()).toMatchObject({ success: false, errorCode: 'login.invalid.credentials' });
  });
});

describe('registration under concurrency', () => {
  it('lets exactly one of several simultaneous sign-ups with the same username through', async () => {
    const username = `race${Date.now() % 100_000_000}`;
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => register(t, registration({ username }))),
    );
    const succeeded = attempts.filter((response) => response.json().success);
    expect(succeeded).toHaveLength(1);
    for (const response of attempts.filter((candidate) => !candidate.json().success)) {
      expect(response.json()).toMatchObject({ errorCode: 'register.username.taken' });
    }
    const rows = await t.db.selectFrom('members').select('id').where('username', '=', username).execute();
    expect(rows).toHaveLength(1);
  });
});
