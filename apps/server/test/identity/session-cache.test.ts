import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/modules/identity/session-service.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, createTestAppPair, type TestApp } from '../helpers/test-app.ts';
import { loginRequest, register, registration } from './helpers.ts';

const REDIS_URL = process.env.REDIS_URL || undefined;
const DATABASE_URL = process.env.DATABASE_URL || undefined;

const memberInfo = (server: TestApp, token: string) =>
  server.app.inject({ url: '/wps/member/info', headers: { authorization: token } });
const memberStatus = async (server: TestApp, token: string) => (await memberInfo(server, token)).statusCode;
const operatorStatus = async (server: TestApp, token: string) =>
  (await server.app.inject({ url: '/ops/deposits', headers: { authorization: token } })).statusCode;

/** Polls until `read` gives `wanted` (the revocation is on its way through Redis), for at most 2 s. */
async function eventually<T>(read: () => Promise<T>, wanted: T) {
  let value = await read();
  for (let waited = 0; value !== wanted && waited < 2_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

async function newMember(server: TestApp) {
  const body = registration();
  const value = (await register(server, body)).json().value;
  return {
    id: value.id as number,
    token: value.token as string,
    username: body.username,
    password: body.password,
  };
}

const lastSeen = async (server: TestApp, token: string) =>
  (
    await server.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow()
  ).last_seen_at.getTime();

/**
 * What every process must see at once: a member's logout, lock and password change, and an operator's logout.
 * `a` acts; `b` (the same app, or another process) must refuse the old token right after.
 */
function revocations(
  label: string,
  servers: () => Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }>,
) {
  describe(label, () => {
    let a: TestApp;
    let b: TestApp;
    let close: () => Promise<void>;
    let admin: string;
    beforeAll(async () => {
      ({ a, b, close } = await servers());
      admin = await operatorLogin(a, 'demoadmin');
    });
    afterAll(async () => close?.());

    it('serves a live session from memory', async () => {
      const member = await newMember(a);
      expect(await memberStatus(b, member.token)).toBe(200);
      // Ended behind the cache's back (nothing announced): still answered from memory.
      await b.db
        .updateTable('sessions')
        .set({ ended_at: new Date() })
        .where('token_hash', '=', hashToken(member.token))
        .execute();
      expect(await memberStatus(b, member.token)).toBe(200);
    });

    it('refuses a token at once after the member logs out', async () => {
      const member = await newMember(a);
      expect(await memberStatus(b, member.token)).toBe(200);
      const out = await a.app.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: { authorization: member.token },
      });
      expect(out.json().value).toEqual({ loggedOut: true });
      expect(await eventually(() => memberStatus(b, member.token), 401)).toBe(401);
    });

    it('refuses every token of a member an operator locks, and keeps them ended after reopening', async () => {
      const member = await newMember(a);
      expect(await memberStatus(b, member.token)).toBe(200);
      const lock = await a.app.inject({
        method: 'POST',
        url: `/ops/members/${member.id}/status`,
        headers: { authorization: admin },
        payload: { status: 'LOCKED' },
      });
      expect(lock.json()).toEqual({ success: true, value: { memberId: member.id, status: 'LOCKED' } });
      expect(await eventually(() => memberStatus(b, member.token), 401)).toBe(401);

      const reopen = await a.app.inject({
        method: 'POST',
        url: `/ops/members/${member.id}/status`,
        headers: { authorization: admin },
        payload: { status: 'ACTIVE' },
      });
      expect(reopen.json().value.status).toBe('ACTIVE');
      expect(await memberStatus(b, member.token)).toBe(401);
      const audit = await a.db
        .selectFrom('audit_log')
        .select(['operator_id', 'detail'])
        .where('member_id', '=', member.id)
        .where('action', '=', 'MEMBER_STATUS_CHANGED')
        .orderBy('id')
        .execute();
      expect(audit.map((row) => row.detail)).toEqual([
        { from: 'ACTIVE', to: 'LOCKED' },
        { from: 'LOCKED', to: 'ACTIVE' },
      ]);
      expect(audit.every((row) => row.operator_id !== null)).toBe(true);
    });

    it('ends the other sessions everywhere when the password changes', async () => {
      const member = await newMember(a);
      const second = await newLogin(a, member);
      expect(await memberStatus(b, second)).toBe(200);
      expect(await memberStatus(b, member.token)).toBe(200);
      const change = await a.app.inject({
        method: 'POST',
        url: '/wps/member/password/unsecure',
        headers: { authorization: member.token },
        payload: { oldPassword: member.password, newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' },
      });
      expect(change.json()).toEqual({ success: true, value: { changed: true } });
      expect(await eventually(() => memberStatus(b, second), 401)).toBe(401);
      expect(await memberStatus(b, member.token)).toBe(200);
    });

    it('refuses an operator token at once after the operator logs out', async () => {
      const cashier = await operatorLogin(a, 'democashier');
      expect(await operatorStatus(b, cashier)).toBe(200);
      const out = await a.app.inject({
        method: 'DELETE',
        url: '/ops/session/logout',
        headers: { authorization: cashier },
      });
      expect(out.json().value).toEqual({ loggedOut: true });
      expect(await eventually(() => operatorStatus(b, cashier), 401)).toBe(401);
      expect(await operatorStatus(b, admin)).toBe(200);
    });
  });
}

async function newLogin(server: TestApp, member: { username: string; password: string }) {
  const response = await loginRequest(server, { username: member.username, password: member.password });
  return response.json().value.token as string;
}

revocations('session caches in one process', async () => {
  const app = await createTestApp();
  return { a: app, b: app, close: () => app.close() };
});

describe.runIf(REDIS_URL && DATABASE_URL)('with Redis and PostgreSQL', () => {
  revocations('session caches of two server processes', () => createTestAppPair({ redisUrl: REDIS_URL! }));
});

describe('member status by an operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is for admins of the member’s own merchant', async () => {
    const member = await newMember(t);
    const call = (token: string, memberId = member.id) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/members/${memberId}/status`,
        headers: { authorization: token },
        payload: { status: 'CLOSED' },
      });
    const cashier = await operatorLogin(t, 'democashier');
    expect((await call(cashier)).json().errorCode).toBe('operator.forbidden');
    expect((await call('no-such-token')).statusCode).toBe(401);
    const admin = await operatorLogin(t, 'demoadmin');
    expect((await call(admin, 2_000_000_000)).json().errorCode).toBe('member.not.found');
    expect(await memberStatus(t, member.token)).toBe(200);
    expect((await call(admin)).json().value.status).toBe('CLOSED');
    expect(await memberStatus(t, member.token)).toBe(401);
  });
});

describe('the idle clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  it('moves at most once a minute, and still ends an idle session', async () => {
    const member = await newMember(t);
    const start = await lastSeen(t, member.token);
    for (let n = 0; n < 5; n += 1) expect(await memberStatus(t, member.token)).toBe(200);
    expect(await lastSeen(t, member.token)).toBe(start);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 90_000);
    expect(await memberStatus(t, member.token)).toBe(200);
    expect(await lastSeen(t, member.token)).toBe(start + 90_000);
    vi.setSystemTime(start + 120_000);
    expect(await memberStatus(t, member.token)).toBe(200);
    expect(await lastSeen(t, member.token)).toBe(start + 90_000);

    // The demo merchant allows 30 idle minutes.
    vi.setSystemTime(start + 90_000 + 31 * 60_000);
    expect(await memberStatus(t, member.token)).toBe(401);
  });

  it('ends a session at its absolute end even while it is remembered', async () => {
    const member = await newMember(t);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() + interval '3 seconds'` })
      .where('token_hash', '=', hashToken(member.token))
      .execute();
    expect(await memberStatus(t, member.token)).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    expect(await memberStatus(t, member.token)).toBe(401);
  });
});
