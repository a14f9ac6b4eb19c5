import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../src/modules/demo/demo-content.ts';
import { hashPassword } from '../../src/modules/identity/password.ts';
import { operatorSessionsChanged } from '../../src/modules/operators/service.ts';
import { TOTP_STEP_SECONDS } from '../../src/modules/operators/totp.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';

/** Operators move money: their login locks a name after a run of failures, and their sessions time out. */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t?.close());

const login = (
  username: string,
  password: string,
  secondFactor: { code?: string; recoveryCode?: string } = {},
  ip = randomPrivateIp(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/session/login',
    remoteAddress: ip,
    headers: { language: 'en' },
    payload: { username, password, ...secondFactor },
  });
/** The authenticator's code `offset` steps from now (the server takes the step before and after too). */
const codeAt = (secret: string, offset = 0) =>
  generate({
    secret,
    epoch: (Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS) + offset) * TOTP_STEP_SECONDS,
  });
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: randomPrivateIp(),
    headers: { language: 'en', ...(token ? { authorization: token } : {}) },
    payload,
  });
const auditsOf = (username: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'detail'])
    .where('merchant_id', '=', merchantId)
    .where('action', 'in', ['OPERATOR_LOGIN', 'OPERATOR_LOGIN_FAILED'])
    .where((eb) => eb.or([eb('detail', '@>', { username }), eb('action', '=', 'OPERATOR_LOGIN')]))
    .orderBy('id')
    .execute();

describe('operator login', () => {
  it('locks a name after 5 failures from any addresses, refusing even the right password, and audits each', async () => {
    await t.db.deleteFrom('login_failures').execute();
    const before = (await auditsOf('democashier')).length;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await login('democashier', 'not-the-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().errorCode).toBe('login.invalid.credentials');
    }
    const right = await login('democashier', 'Demo@1234');
    expect(right.json()).toMatchObject({ success: false, errorCode: 'login.too.many.attempts' });
    expect(right.json().message).toMatch(/15 minutes?/);
    const audits = (await auditsOf('democashier')).slice(before);
    expect(audits.map((row) => [row.action, row.detail.reason])).toEqual([
      ...Array(5).fill(['OPERATOR_LOGIN_FAILED', 'BAD_CREDENTIALS']),
      ['OPERATOR_LOGIN_FAILED', 'LOCKED'],
    ]);
    expect(audits[4]!.detail).toMatchObject({ failures: 5, locked: true });
    await t.db.deleteFrom('login_failures').execute();
    const unlocked = await login('democashier', 'Demo@1234', {
      code: await codeAt(DEMO_OPERATOR_TOTP_SECRET),
    });
    expect(unlocked.statusCode).toBe(200);
  });

  it('locks a name that does not exist the same way, so the lock tells nothing', async () => {
    const ghost = `ghost${Date.now().toString(36)}`;
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await login(ghost, 'whatever')).json());
    expect(answers.slice(0, 5).every((answer) => answer.errorCode === 'login.invalid.credentials')).toBe(
      true,
    );
    expect(answers[5].errorCode).toBe('login.too.many.attempts');
    // A member of the same name is not locked by it.
    const state = await t.db
      .selectFrom('login_failures')
      .select('username')
      .where('username', '=', ghost)
      .execute();
    expect(state).toEqual([]);
  });

  it('ends a session after 30 minutes without a call', async () => {
    const session = await operatorLogin(t, 'demoadmin');
    const call = () =>
      t.app
        .inject({ url: '/ops/audit/verify', headers: { authorization: session } })
        .then((r) => r.statusCode);
    expect(await call()).toBe(200);
    // As another process sees it (no cache of this session): the database's last call decides.
    const row = await t.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('ended_at', 'is', null)
      .returning('operator_id')
      .execute();
    for (const { operator_id } of row) await operatorSessionsChanged(t.app.bus, operator_id);
    expect(await call()).toBe(401);
  });
});

describe('the operator second factor', () => {
  /** A new operator of the demo merchant, who has never logged in. */
  async function newOperator() {
    const username = `op${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const operator = await t.db
      .insertInto('operators')
      .values({
        merchant_id: merchantId,
        username,
        password_hash: await hashPassword('Shift@2026'),
        role: 'CASHIER',
        totp_secret: null,
        totp_last_step: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { username, id: operator.id };
  }
  const sessionWorks = async (token: string) =>
    (await t.app.inject({ url: '/ops/deposits', headers: { authorization: token } })).statusCode !== 401;
  /** The operator's audit rows (a refusal while locked names the operator only by the name typed). */
  const auditReasons = async ({ id, username }: { id: number; username: string }) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select(['action', 'detail'])
        .where((eb) => eb.or([eb('operator_id', '=', id), eb('detail', '@>', { username })]))
        .orderBy('id')
        .execute()
    ).map((row) => `${row.action}${row.detail.reason ? `:${row.detail.reason}` : ''}`);

  /** Runs the first login through enrolment; returns the secret and the recovery codes shown once. */
  async function enrol(username: string) {
    const first = (await login(username, 'Shift@2026')).json();
    expect(first).toMatchObject({ success: true, value: { step: 'ENROL_TOTP' } });
    expect(first.value).not.toHaveProperty('token');
    const { enrolmentToken, secret, otpauthUri } = first.value;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    const wrong = await post('/ops/session/totp/enrol', { enrolmentToken, code: '000000' });
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'verification.code.invalid' });
    const enrolled = (
      await post('/ops/session/totp/enrol', { enrolmentToken, code: await codeAt(secret) })
    ).json();
    expect(enrolled).toMatchObject({ success: true, value: { step: 'SIGNED_IN', recoveryCodesLeft: 10 } });
    expect(enrolled.value.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.value.recoveryCodes).size).toBe(10);
    expect(await sessionWorks(enrolled.value.token)).toBe(true);
    // The enrolment is used up: a second confirmation opens nothing.
    const again = await post('/ops/session/totp/enrol', { enrolmentToken, code: await codeAt(secret, 1) });
    expect(again.json()).toMatchObject({ success: false, errorCode: 'operator.enrolment.expired' });
    return { secret: secret as string, recoveryCodes: enrolled.value.recoveryCodes as string[] };
  }

  it('enrols an authenticator at the first login before any session opens, then asks for its code', async () => {
    const operator = await newOperator();
    const { username, id } = operator;
    const { secret } = await enrol(username);
    const stored = await t.db
      .selectFrom('operators')
      .select(['totp_secret'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toBe(secret);
    // Only the hashes of the recovery codes are kept.
    const hashes = await t.db
      .selectFrom('operator_recovery_codes')
      .select('code_hash')
      .where('operator_id', '=', id)
      .execute();
    expect(hashes).toHaveLength(10);
    expect(hashes.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);

    // From now on the password alone opens nothing.
    const passwordOnly = await login(username, 'Shift@2026');
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json()).toMatchObject({ errorCode: 'operator.totp.required', field: 'code' });
    expect(passwordOnly.json().message).toMatch(/authenticator/);
    const bangla = await t.app.inject({
      method: 'POST',
      url: '/ops/session/login',
      headers: { language: 'bn' },
      payload: { username, password: 'Shift@2026' },
    });
    expect(bangla.json().message).toMatch(/অথেনটিকেটর/);
    const signedIn = await login(username, 'Shift@2026', { code: await codeAt(secret, 1) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().value).toMatchObject({
      step: 'SIGNED_IN',
      role: 'CASHIER',
      recoveryCodesLeft: 10,
    });
    expect(await auditReasons(operator)).toEqual([
      'OPERATOR_TOTP_ENABLED',
      'OPERATOR_LOGIN',
      'OPERATOR_LOGIN_FAILED:TOTP_REQUIRED',
      'OPERATOR_LOGIN_FAILED:TOTP_REQUIRED',
      'OPERATOR_LOGIN',
    ]);
  });

  it('takes each code once, even when it is sent twice at the same moment', async () => {
    const { username } = await newOperator();
    const { secret } = await enrol(username);
    // The enrolment used the current step; the next step's code is fresh.
    const code = await codeAt(secret, 1);
    const answers = await Promise.all([
      login(username, 'Shift@2026', { code }),
      login(username, 'Shift@2026', { code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const replay = await login(username, 'Shift@2026', { code });
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'operator.totp.invalid' });
    // A code of a step before one already used is refused too.
    const older = await login(username, 'Shift@2026', { code: await codeAt(secret, -1) });
    expect(older.json()).toMatchObject({ success: false, errorCode: 'operator.totp.invalid' });
  });

  it('locks the name after 5 wrong codes, as after wrong passwords, and audits each', async () => {
    const operator = await newOperator();
    const { username } = operator;
    const { secret } = await enrol(username);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await login(username, 'Shift@2026', { code: attempt % 2 ? '123456' : '654321' });
      expect(wrong.json()).toMatchObject({ success: false, errorCode: 'operator.totp.invalid' });
    }
    const right = await login(username, 'Shift@2026', { code: await codeAt(secret, 1) });
    expect(right.json()).toMatchObject({ success: false, errorCode: 'login.too.many.attempts' });
    const reasons = await auditReasons(operator);
    expect(reasons.filter((reason) => reason === 'OPERATOR_LOGIN_FAILED:BAD_TOTP')).toHaveLength(5);
    expect(reasons.at(-1)).toBe('OPERATOR_LOGIN_FAILED:LOCKED');
  });

  it('signs in with a recovery code once per code, and renews the codes with a fresh authenticator code', async () => {
    const { username } = await newOperator();
    const { secret, recoveryCodes } = await enrol(username);
    const [firstCode, secondCode] = recoveryCodes;
    // Typed as people do: upper case, without the dashes.
    const typed = firstCode!.toUpperCase().replaceAll('-', '');
    const recovered = await login(username, 'Shift@2026', { recoveryCode: typed });
    expect(recovered.json()).toMatchObject({
      success: true,
      value: { step: 'SIGNED_IN', recoveryCodesLeft: 9 },
    });
    const reused = await login(username, 'Shift@2026', { recoveryCode: firstCode! });
    expect(reused.json()).toMatchObject({ success: false, errorCode: 'operator.totp.invalid' });
    // Another operator's code is nothing to this one.
    const other = await newOperator();
    const otherEnrolment = await enrol(other.username);
    const foreign = await login(username, 'Shift@2026', { recoveryCode: otherEnrolment.recoveryCodes[0]! });
    expect(foreign.json()).toMatchObject({ success: false, errorCode: 'operator.totp.invalid' });

    const token = recovered.json().value.token as string;
    const noCode = await post('/ops/session/recovery-codes', { code: '000000' }, token);
    expect(noCode.json()).toMatchObject({ success: false, errorCode: 'operator.totp.invalid' });
    const renewed = await post('/ops/session/recovery-codes', { code: await codeAt(secret, 1) }, token);
    expect(renewed.json().value.recoveryCodes).toHaveLength(10);
    const unsigned = await post('/ops/session/recovery-codes', { code: await codeAt(secret, 1) });
    expect(unsigned.statusCode).toBe(401);
    // The old codes ended with the renewal; a new one works.
    const old = await login(username, 'Shift@2026', { recoveryCode: secondCode! });
    expect(old.json()).toMatchObject({ success: false, errorCode: 'operator.totp.invalid' });
    const fresh = await login(username, 'Shift@2026', {
      recoveryCode: renewed.json().value.recoveryCodes[0],
    });
    expect(fresh.json()).toMatchObject({ success: true, value: { recoveryCodesLeft: 9 } });
  });

  it('lets an enrolment run out after 10 minutes', async () => {
    const { username } = await newOperator();
    const first = (await login(username, 'Shift@2026')).json().value;
    await t.db
      .updateTable('operator_totp_enrolments')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const late = await post('/ops/session/totp/enrol', {
      enrolmentToken: first.enrolmentToken,
      code: await codeAt(first.secret),
    });
    expect(late.json()).toMatchObject({ success: false, errorCode: 'operator.enrolment.expired' });
  });
});
