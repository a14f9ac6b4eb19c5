import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTypes } from '@msp/contracts/enums.ts';
import { errorCatalogue } from '@msp/contracts/errors.ts';
import { postSystemMessage } from '../../src/modules/messages/system-messages.ts';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { vipCalls } from '../vip/fixture.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { messageCalls, otherMerchant, texts } from './fixture.ts';

/**
 * The inbox through the API: who sees a message of each audience (decided when the member reads), the unread
 * count against the list, read, delete and "read all" (idempotent), the operators' list and withdrawal, refusals
 * that change nothing, and tenants that see nothing of each other.
 */

let t: TestApp;
let c: ReturnType<typeof cashier>;
let m: ReturnType<typeof messageCalls>;
let v: ReturnType<typeof vipCalls>;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  m = messageCalls(t);
  v = vipCalls(t);
  await v.ladder();
}, 120_000);
afterAll(async () => t?.close());

const errorOf = (response: { statusCode: number; body: string }) => [
  response.statusCode,
  (JSON.parse(response.body) as { errorCode?: string }).errorCode,
];

describe('a message to one member', () => {
  it('reaches that member only: another member can neither list, open, read nor delete it', async () => {
    const a = await c.newMember();
    const b = await c.newMember();
    const message = await m.send({ audience: 'MEMBER', memberId: a.id, ...texts('one') });
    expect(message).toMatchObject({ audience: 'MEMBER', memberId: a.id, account: a.username, reads: 0 });

    expect(await m.idsOf(a)).toEqual([message.id]);
    expect(await m.idsOf(b)).toEqual([]);
    expect([await m.unread(a), await m.infoUnread(a)]).toEqual([1, 1]);
    expect([await m.unread(b), await m.infoUnread(b)]).toEqual([0, 0]);
    for (const response of [
      await m.detail(b, message.id),
      await m.read(b, message.id),
      await m.remove(b, message.id),
    ])
      expect(errorOf(response)).toEqual([404, 'message.not.found']);
    // B's attempts changed nothing of A's message.
    expect((await m.inbox(a))[0]).toMatchObject({ id: message.id, read: false });

    const opened = await m.opened(a, message.id);
    expect(opened).toMatchObject({ title: 'Message one', content: '<p>Content of one</p>', read: false });
    expect((await m.opened(a, message.id, 'bn')).title).toBe('বার্তা one');
    expect(m.stateOf(await m.read(a, message.id))).toEqual({
      id: message.id,
      read: true,
      deleted: false,
      unread: 0,
    });
    expect((await m.sent(`?memberId=${a.id}`)).content[0]).toMatchObject({ id: message.id, reads: 1 });
  });
});

describe('a message to a VIP level', () => {
  it('reaches the members at the level when they read: one who reaches it later sees it, one who leaves it does not', async () => {
    const gold = await c.newMember();
    const silver = await c.newMember();
    const none = await c.newMember();
    await v.level(gold.id, 3);
    await v.level(silver.id, 2);
    const message = await m.send({ audience: 'VIP_LEVEL', vipRank: 3 });
    expect(message).toMatchObject({ audience: 'VIP_LEVEL', vipRank: 3 });

    expect(await m.idsOf(gold)).toContain(message.id);
    expect(await m.idsOf(silver)).not.toContain(message.id);
    expect(await m.idsOf(none)).not.toContain(message.id);
    expect(errorOf(await m.detail(silver, message.id))).toEqual([404, 'message.not.found']);

    // Silver reaches Gold after the message was sent: it is its now, unread.
    await v.level(silver.id, 3);
    expect(await m.idsOf(silver)).toContain(message.id);
    expect(await m.unread(silver)).toBe(1);
    // Gold drops to Silver: the message is no longer its, nor counted.
    await v.level(gold.id, 2);
    expect(await m.idsOf(gold)).not.toContain(message.id);
    expect(await m.unread(gold)).toBe(0);
    expect(errorOf(await m.read(gold, message.id))).toEqual([404, 'message.not.found']);
  });
});

describe('a message to an agent branch', () => {
  it('reaches the whole downline at any depth, not the agent nor another branch; a member moved in sees it, one moved out does not', async () => {
    const top = await c.newMember({ type: memberTypes.agent });
    const sub = await c.newMember({ type: memberTypes.agentSub, parentId: top.id });
    const deep = await c.newMember({ parentId: sub.id });
    const direct = await c.newMember({ parentId: top.id });
    const other = await c.newMember({ type: memberTypes.agent });
    const outsider = await c.newMember({ parentId: other.id });
    const message = await m.send({ audience: 'BRANCH', agentId: top.id });
    expect(message).toMatchObject({ audience: 'BRANCH', agentId: top.id, account: top.username });

    for (const member of [sub, deep, direct]) expect(await m.idsOf(member)).toContain(message.id);
    for (const member of [top, other, outsider]) expect(await m.idsOf(member)).not.toContain(message.id);

    const move = async (member: TestMember, newParentId: number) => {
      const moved = await m.ops('POST', '/ops/agents/move', {
        memberId: member.id,
        newParentId,
        reason: 'messages test',
      });
      expect(moved.statusCode, moved.body).toBe(200);
    };
    await move(outsider, sub.id);
    await move(direct, other.id);
    expect(await m.idsOf(outsider)).toContain(message.id);
    expect(await m.unread(outsider)).toBe(1);
    expect(await m.idsOf(direct)).not.toContain(message.id);
    expect(await m.unread(direct)).toBe(0);
  });
});

describe('a message to all', () => {
  it('reaches every member of the merchant registered by then, as one row; not another merchant’s members', async () => {
    const before = await c.newMember();
    const rowsBefore = await m.count('inbox_messages');
    const statesBefore = await m.count('inbox_message_states');
    const message = await m.send({ audience: 'ALL', ...texts('all') });
    expect(await m.count('inbox_messages')).toBe(rowsBefore + 1);
    expect(await m.count('inbox_message_states')).toBe(statesBefore);

    const later = await c.newMember();
    expect(await m.idsOf(before)).toContain(message.id);
    expect(await m.idsOf(later)).not.toContain(message.id);

    const other = await otherMerchant(t, 'MSGB');
    const foreign = await cashier(t, 'MSGB').newMember();
    expect(await other.calls.idsOf(foreign)).toEqual([]);
    expect(await other.calls.unread(foreign)).toBe(0);
    expect(errorOf(await other.calls.detail(foreign, message.id))).toEqual([404, 'message.not.found']);
    // The other merchant's operators neither list nor withdraw it; its own message stays its own.
    expect((await other.calls.sent()).content.map((item) => item.id)).not.toContain(message.id);
    expect(errorOf(await other.calls.ops('DELETE', `/ops/messages/${message.id}`))).toEqual([
      404,
      'message.not.found',
    ]);
    const theirs = await other.calls.send({ audience: 'ALL', ...texts('theirs') });
    expect(await other.calls.idsOf(foreign)).toEqual([theirs.id]);
    expect(await m.idsOf(before)).not.toContain(theirs.id);
    expect(errorOf(await m.read(before, theirs.id))).toEqual([404, 'message.not.found']);
    // A member of the demo merchant named as the audience at the other merchant is no member of it.
    expect(
      errorOf(
        await other.calls.ops('POST', '/ops/messages', {
          audience: 'MEMBER',
          memberId: before.id,
          ...texts(),
        }),
      ),
    ).toEqual([400, 'message.member.not.found']);
  });
});

describe('the unread count', () => {
  it('is the list’s, through reads, deletions and messages of every audience', async () => {
    const agent = await c.newMember({ type: memberTypes.agent });
    const member = await c.newMember({ parentId: agent.id });
    await v.level(member.id, 1);
    const sent = [
      await m.send({ audience: 'MEMBER', memberId: member.id }),
      await m.send({ audience: 'VIP_LEVEL', vipRank: 1 }),
      await m.send({ audience: 'BRANCH', agentId: agent.id }),
      await m.send({ audience: 'ALL' }),
      await m.send({ audience: 'MEMBER', memberId: member.id }),
    ];
    const merchantId = await v.merchantId();
    await t.db.transaction().execute((trx) =>
      postSystemMessage(trx, merchantId, member.id, {
        template: 'DEPOSIT_APPROVED',
        params: { amount: 150_000n, depositId: 'dep-1' },
      }),
    );

    const consistent = async () => {
      const items = await m.inbox(member);
      const listed = items.filter((item) => !item.read).length;
      const page = await m.page(member, '?pageSize=2');
      expect([await m.unread(member), await m.infoUnread(member), page.unread]).toEqual([
        listed,
        listed,
        listed,
      ]);
      expect(page.totalElements).toBe(items.length);
      return { listed, ids: items.map((item) => item.id) };
    };
    const first = await consistent();
    expect(first.listed).toBeGreaterThanOrEqual(6);
    // Newest first, the system message on top.
    expect(first.ids.slice(0, 6)).toEqual([...first.ids.slice(0, 6)].sort((x, y) => y - x));
    // Pages of two, own messages and messages to many interleaved by id, give the same order.
    const paged: number[] = [];
    for (let pageNo = 1; pageNo <= 4; pageNo += 1)
      paged.push(...(await m.page(member, `?pageNo=${pageNo}&pageSize=2`)).content.map((item) => item.id));
    expect(paged).toEqual(first.ids.slice(0, 8));
    const [system] = await m.inbox(member);
    expect(system).toMatchObject({ kind: 'SYSTEM', topic: 'DEPOSIT', title: 'Deposit approved: ৳1,500.00' });

    await m.read(member, sent[0]!.id);
    await m.read(member, sent[1]!.id);
    expect((await consistent()).listed).toBe(first.listed - 2);
    await m.remove(member, sent[2]!.id);
    await m.remove(member, sent[0]!.id);
    const after = await consistent();
    expect(after.listed).toBe(first.listed - 3);
    expect(after.ids).not.toContain(sent[2]!.id);
    expect(after.ids).not.toContain(sent[0]!.id);

    const all = await m.readAll(member);
    expect(all).toEqual({ marked: after.listed, unread: 0 });
    expect((await consistent()).listed).toBe(0);
    expect(await m.readAll(member)).toEqual({ marked: 0, unread: 0 });
    // Deleted stays deleted after "read all".
    expect(await m.idsOf(member)).not.toContain(sent[2]!.id);
  });
});

describe('read and delete', () => {
  it('are idempotent: one state row per member and message, the same answer again', async () => {
    const member = await c.newMember();
    const other = await c.newMember();
    const message = await m.send({ audience: 'ALL' });
    const own = await m.send({ audience: 'MEMBER', memberId: member.id });
    const states = () => m.count('inbox_message_states', sql`message_id = ${message.id}`);

    const first = m.stateOf(await m.read(member, message.id));
    const again = m.stateOf(await m.read(member, message.id));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ read: true, deleted: false });
    expect(await states()).toBe(1);
    const readAt = async () =>
      (
        await t.db
          .selectFrom('inbox_messages')
          .select('read_at')
          .where('id', '=', BigInt(own.id))
          .executeTakeFirstOrThrow()
      ).read_at?.getTime();
    await m.read(member, own.id);
    const stamped = await readAt();
    await m.read(member, own.id);
    expect(await readAt()).toBe(stamped);

    const deleted = m.stateOf(await m.remove(member, message.id));
    expect(deleted).toMatchObject({ id: message.id, read: true, deleted: true });
    expect(m.stateOf(await m.remove(member, message.id))).toEqual(deleted);
    expect(await states()).toBe(1);
    expect(errorOf(await m.detail(member, message.id))).toEqual([404, 'message.not.found']);
    expect(errorOf(await m.read(member, message.id))).toEqual([404, 'message.not.found']);
    expect(await m.idsOf(member)).not.toContain(message.id);
    // Deleting it from one inbox leaves it in the others.
    expect(await m.idsOf(other)).toContain(message.id);

    expect(m.stateOf(await m.remove(member, own.id))).toMatchObject({ read: true, deleted: true });
    expect(m.stateOf(await m.remove(member, own.id))).toMatchObject({ read: true, deleted: true });
    expect(await m.idsOf(member)).not.toContain(own.id);
  });
});

describe('the operators', () => {
  it('list what they sent with reads and deletions, and withdraw a message from every inbox', async () => {
    const a = await c.newMember();
    const b = await c.newMember();
    const message = await m.send({ audience: 'ALL', ...texts('withdrawn') });
    await m.read(a, message.id);
    await m.read(b, message.id);
    await m.remove(b, message.id);
    const listed = (await m.sent('?pageSize=100')).content.find((item) => item.id === message.id);
    expect(listed).toMatchObject({
      reads: 2,
      deletions: 1,
      kind: 'OPERATOR',
      title: { en: 'Message withdrawn' },
    });

    const unreadBefore = await m.unread(b);
    const fresh = await m.send({ audience: 'ALL' });
    expect(await m.unread(b)).toBe(unreadBefore + 1);
    const withdrawn = await m.withdraw(fresh.id);
    expect(withdrawn.withdrawnAt).not.toBeNull();
    expect(await m.unread(b)).toBe(unreadBefore);
    expect(await m.idsOf(a)).not.toContain(fresh.id);
    expect(errorOf(await m.read(a, fresh.id))).toEqual([404, 'message.not.found']);
    const audits = () => m.count('audit_log', sql`action = 'MESSAGE_WITHDRAWN'`);
    const audited = await audits();
    expect((await m.withdraw(fresh.id)).withdrawnAt).toBe(withdrawn.withdrawnAt);
    expect(await audits()).toBe(audited);
  });

  it('cannot withdraw a system message: it records an event', async () => {
    const member = await c.newMember();
    const merchantId = await v.merchantId();
    await t.db.transaction().execute((trx) =>
      postSystemMessage(trx, merchantId, member.id, {
        template: 'WITHDRAWAL_PAID',
        params: { amount: 1000n, withdrawalId: '7' },
      }),
    );
    const [system] = (await m.sent(`?memberId=${member.id}`)).content;
    expect(system).toMatchObject({
      kind: 'SYSTEM',
      topic: 'WITHDRAWAL',
      title: { en: 'Withdrawal paid: ৳10.00' },
    });
    expect(errorOf(await m.ops('DELETE', `/ops/messages/${system!.id}`))).toEqual([
      409,
      'message.system.fixed',
    ]);
    expect(await m.idsOf(member)).toEqual([system!.id]);
  });

  it('write sanitized HTML, whatever was sent', async () => {
    const member = await c.newMember();
    const message = await m.send({
      audience: 'MEMBER',
      memberId: member.id,
      title: { bn: 'নিরাপদ', en: 'Safe' },
      content: {
        bn: '<p onclick="steal()">হ্যালো<script>steal()</script> <a href="javascript:steal()">লিংক</a></p>',
        en: '<p style="position:fixed">Hello <img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe><b>bold</b></p>',
      },
    });
    const stored = await t.db
      .selectFrom('inbox_messages')
      .select('content')
      .where('id', '=', BigInt(message.id))
      .executeTakeFirstOrThrow();
    const html = JSON.stringify(stored.content);
    for (const bad of ['script', 'onclick', 'javascript:', 'onerror', 'iframe', 'position'])
      expect(html).not.toContain(bad);
    expect((await m.opened(member, message.id)).content).toContain('<b>bold</b>');
    expect((await m.inbox(member, 'bn'))[0]!.preview).toBe('হ্যালো লিংক');
  });
});

describe('bad input', () => {
  it('is refused with a localized error, and nothing is written', async () => {
    const member = await c.newMember();
    const plain = await c.newMember();
    const before = await m.footprint();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { audience: 'ALL', ...texts(), content: { bn: '<script>x()</script>', en: '<p>ok</p>' } },
        400,
        'message.content.empty',
      ],
      [{ audience: 'MEMBER', memberId: 2_000_000_000, ...texts() }, 400, 'message.member.not.found'],
      [{ audience: 'BRANCH', agentId: plain.id, ...texts() }, 400, 'message.agent.invalid'],
      [{ audience: 'VIP_LEVEL', vipRank: 9, ...texts() }, 400, 'vip.level.not.found'],
      [
        { audience: 'ALL', title: { bn: '', en: 'x' }, content: texts().content },
        400,
        'request.invalid.field',
      ],
      [{ audience: 'SOME', ...texts() }, 400, 'request.invalid.field'],
      [
        { audience: 'ALL', ...texts(), title: { bn: 'x'.repeat(121), en: 'x' } },
        400,
        'request.invalid.field',
      ],
    ];
    for (const [body, status, code] of cases) {
      for (const language of ['bn', 'en'] as const) {
        const response = await m.ops('POST', '/ops/messages', body, language);
        const answer = JSON.parse(response.body) as { errorCode: string; message: string };
        expect([response.statusCode, answer.errorCode]).toEqual([status, code]);
        if (code !== 'request.invalid.field')
          expect(
            answer.message.startsWith(
              errorCatalogue[code as 'message.content.empty'][language].split('{{')[0]!,
            ),
          ).toBe(true);
      }
    }
    const bn = JSON.parse((await m.ops('POST', '/ops/messages', cases[0]![0], 'bn')).body) as {
      message: string;
    };
    expect(bn.message).toBe('বার্তার বিষয়বস্তু (bn) খালি: অনিরাপদ অংশ বাদ দেওয়ার পর পড়ার মতো কিছু থাকেনি');

    for (const url of ['/wps/messages/abc', '/wps/messages/0', '/wps/messages/99999999999']) {
      const response = await m.call('GET', member.token, url);
      expect(errorOf(response)).toEqual([400, 'request.invalid.field']);
    }
    const missing = await m.call('GET', member.token, '/wps/messages/2000000000', undefined, 'bn');
    expect(JSON.parse(missing.body)).toMatchObject({
      errorCode: 'message.not.found',
      message: errorCatalogue['message.not.found'].bn,
    });
    expect(errorOf(await m.call('GET', member.token, '/wps/messages?pageSize=1000'))).toEqual([
      400,
      'request.invalid.field',
    ]);
    expect(await m.footprint()).toEqual(before);
  });

  it('leaves visitors and trial players out: no session 401, a trial counts 0 and reads nothing', async () => {
    expect(errorOf(await m.call('GET', null, '/wps/relay/CSP_unreadCount'))).toEqual([
      401,
      'login.not.session',
    ]);
    expect(errorOf(await m.call('GET', null, '/wps/messages'))).toEqual([401, 'login.not.session']);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: 'DEMO' },
      remoteAddress: randomPrivateIp(),
      payload: {},
    });
    const token = trial.json().value.token as string;
    expect(m.valueOf<{ count: number }>(await m.call('GET', token, '/wps/relay/CSP_unreadCount'))).toEqual({
      count: 0,
    });
    expect(errorOf(await m.call('GET', token, '/wps/messages'))).toEqual([403, 'login.trial.forbidden']);
  });
});
