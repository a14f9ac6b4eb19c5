import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSessionsChanged } from '../../src/modules/operators/service.ts';
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

const login = (username: string, password: string, ip = randomPrivateIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/session/login',
    remoteAddress: ip,
    headers: { language: 'en' },
    payload: { username, password },
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
    expect((await login('democashier', 'Demo@1234')).statusCode).toBe(200);
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
    const session = (await login('demoadmin', 'Demo@1234')).json().value.token as string;
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
