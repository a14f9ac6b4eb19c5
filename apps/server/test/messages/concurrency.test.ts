import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier } from '../withdrawals/cashier-fixture.ts';
import { messageCalls } from './fixture.ts';

/**
 * At the same moment, on PostgreSQL (PGlite is one connection, so nothing runs at once there): one member marking
 * the same message read from many requests, with deletes and "read all" among them, leaves one state row per
 * message, and the unread count asked all along is never below zero and ends equal to the list's.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let c: ReturnType<typeof cashier>;
let m: ReturnType<typeof messageCalls>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ poolSize: 24 });
  c = cashier(t);
  m = messageCalls(t);
}, 120_000);
afterAll(async () => t?.close());

describe('at the same moment', () => {
  it.skipIf(!onPostgres)(
    '20 requests marking one message read write one state row; the count never goes below zero',
    async () => {
      const member = await c.newMember();
      const toAll = await m.send({ audience: 'ALL' });
      const own = await m.send({ audience: 'MEMBER', memberId: member.id });
      expect(await m.unread(member)).toBe(2);

      const counts: number[] = [];
      let reading = true;
      const watcher = (async () => {
        while (reading) counts.push(await m.unread(member));
      })();
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, () => m.read(member, toAll.id)),
        ...Array.from({ length: 10 }, () => m.read(member, own.id)),
      ]);
      reading = false;
      await watcher;

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
      const states = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM inbox_message_states WHERE message_id = ${toAll.id}`.execute(t.db);
      expect(states.rows[0]!.n).toBe(1);
      for (const answer of answers) expect(m.stateOf(answer).unread).toBeGreaterThanOrEqual(0);
      expect(counts.length).toBeGreaterThan(0);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(0);
      expect(await m.unread(member)).toBe(0);
    },
  );

  it.skipIf(!onPostgres)(
    'reads, deletes and "read all" of the same messages at once: one state row each, counts equal to the list',
    async () => {
      const member = await c.newMember();
      const messages = [];
      for (let i = 0; i < 4; i += 1) messages.push(await m.send({ audience: 'ALL' }));
      const mine = await m.send({ audience: 'MEMBER', memberId: member.id });

      const counts: number[] = [];
      let reading = true;
      const watcher = (async () => {
        while (reading) counts.push(await m.unread(member));
      })();
      const calls = [];
      for (let round = 0; round < 6; round += 1) {
        for (const message of messages) calls.push(m.read(member, message.id));
        calls.push(m.remove(member, messages[0]!.id));
        calls.push(m.read(member, mine.id));
        calls.push(m.call('POST', member.token, '/wps/messages/read-all'));
      }
      const answers = await Promise.all(calls);
      reading = false;
      await watcher;

      // A read racing the delete of the same message may find it gone (404): nothing else.
      for (const answer of answers) expect([200, 404], answer.body).toContain(answer.statusCode);
      const states = await sql<{ message_id: string; n: number }>`
        SELECT message_id::text, count(*)::int AS n FROM inbox_message_states
        WHERE member_id = ${member.id} GROUP BY message_id`.execute(t.db);
      expect(states.rows).toHaveLength(messages.length);
      expect(states.rows.every((row) => row.n === 1)).toBe(true);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(0);

      const listed = await m.inbox(member);
      expect(listed.map((item) => item.id)).not.toContain(messages[0]!.id);
      expect(listed.filter((item) => !item.read)).toEqual([]);
      expect([await m.unread(member), (await m.page(member)).unread]).toEqual([0, 0]);
    },
  );
});
