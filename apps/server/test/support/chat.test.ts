import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCloseCodes, chatRateLimits } from '@msp/contracts/support.ts';
import { createOtherMerchant } from '../deposits/fixture.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { dataUrl, PNG_1X1 } from '../uploads/images.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { ChatSocket } from './chat-socket.ts';

/**
 * The live chat on one server: members and visitors (guest tokens) chat with the support team over HTTP and
 * real WebSockets; nobody reads or hears another's conversation; the per-identity and per-address rate limits
 * hold, even when sends race; unread marks go both ways; another merchant sees nothing.
 */
let t: TestApp;
let base: string;
let alice: TestMember;
let bob: TestMember;
let admin: string;
let cashierToken: string;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown, ip?: string) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'DEMO', language: 'en', ...headers },
    ...(ip ? { remoteAddress: ip } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const asMember = (member: TestMember): Headers => ({ authorization: member.token });
const asGuest = (token: string): Headers => ({ 'support-guest': token });
const asOperator = (token: string): Headers => ({ authorization: token });

const newGuest = async (ip = randomPrivateIp(), merchant = 'DEMO') => {
  const response = await call('POST', '/wps/support/chat/guest', { merchant }, undefined, ip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.guestToken as string;
};
const send = (headers: Headers, text: string, extra: Record<string, unknown> = {}, ip?: string) =>
  call('POST', '/wps/support/chat/messages', headers, { clientId: `c-${randomUUID()}`, text, ...extra }, ip);
const conversation = async (headers: Headers) => {
  const response = await call('GET', '/wps/support/chat', headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};
const conversationIdOf = async (headers: Headers) => (await conversation(headers)).conversationId as string;
const reply = (operator: string, conversationId: string, text: string) =>
  call('POST', `/ops/support/chat/conversations/${conversationId}/messages`, asOperator(operator), { text });

beforeAll(async () => {
  // Connections enough for the racing sends of the rate-limit test to really overlap on PostgreSQL.
  t = await createTestApp({ poolSize: 12 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  const desk = cashier(t);
  alice = await desk.newMember();
  bob = await desk.newMember();
  admin = await operatorLogin(t, 'demoadmin');
  cashierToken = await operatorLogin(t, 'democashier');
});
afterAll(async () => t?.close());

const memberSocket = (member: TestMember) =>
  ChatSocket.join(`${base}/wps/support/chat/ws?lang=en`, { token: member.token }, { merchant: 'DEMO' });
const guestSocket = (guestToken: string) =>
  ChatSocket.join(`${base}/wps/support/chat/ws?lang=en`, { guestToken }, { merchant: 'DEMO' });
const operatorSocket = (token: string, merchant = 'DEMO') =>
  ChatSocket.join(`${base}/ops/support/chat/ws`, { token }, { merchant });

describe('a member’s conversation over HTTP', () => {
  it('keeps the messages in order, answers a repeated send once, and shows them to the member alone', async () => {
    const first = await send(asMember(alice), 'Hello, I need help with a deposit');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ sender: 'MEMBER', text: 'Hello, I need help with a deposit' });
    const clientId = `c-${randomUUID()}`;
    const once = await call('POST', '/wps/support/chat/messages', asMember(alice), {
      clientId,
      text: 'bKash',
    });
    const twice = await call('POST', '/wps/support/chat/messages', asMember(alice), {
      clientId,
      text: 'bKash',
    });
    expect(twice.json().value.id).toBe(once.json().value.id);

    const view = await conversation(asMember(alice));
    expect(view.identity).toBe('MEMBER');
    expect(view.messages.map((message: { text: string }) => message.text)).toEqual([
      'Hello, I need help with a deposit',
      'bKash',
    ]);
    const rows = await t.db
      .selectFrom('support_messages')
      .select('id')
      .where('conversation_id', '=', BigInt(view.conversationId))
      .execute();
    expect(rows).toHaveLength(2);

    // Bob has a conversation of his own, and never sees Alice's.
    const bobs = await conversation(asMember(bob));
    expect(bobs.conversationId).toBeNull();
    expect(bobs.messages).toEqual([]);
    await send(asMember(bob), 'Bob here');
    const bobsNow = await conversation(asMember(bob));
    expect(bobsNow.conversationId).not.toBe(view.conversationId);
    expect(JSON.stringify(bobsNow)).not.toContain('deposit');
  });

  it('pages back through older messages', async () => {
    const carol = await cashier(t).newMember();
    for (let n = 1; n <= 5; n += 1) await send(asMember(carol), `message ${n}`);
    const latest = (await call('GET', '/wps/support/chat?limit=2', asMember(carol))).json().value;
    expect(latest.messages.map((message: { text: string }) => message.text)).toEqual([
      'message 4',
      'message 5',
    ]);
    expect(latest.hasMore).toBe(true);
    const older = (
      await call('GET', `/wps/support/chat?limit=10&before=${latest.messages[0].id}`, asMember(carol))
    ).json().value;
    expect(older.messages.map((message: { text: string }) => message.text)).toEqual([
      'message 1',
      'message 2',
      'message 3',
    ]);
    expect(older.hasMore).toBe(false);
  });

  it('refuses an empty message, a too long one and text PostgreSQL cannot keep, in the caller’s language', async () => {
    const empty = await send(asMember(alice), '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errorCode: 'support.chat.empty',
      message: 'Type a message or attach an image',
    });
    const long = await call(
      'POST',
      '/wps/support/chat/messages',
      { ...asMember(alice), language: 'bn' },
      { clientId: `c-${randomUUID()}`, text: 'ক'.repeat(1001) },
    );
    expect(long.json()).toMatchObject({
      errorCode: 'support.chat.too.long',
      message: 'একটি বার্তা সর্বোচ্চ 1000 অক্ষরের হতে পারে',
    });
    const exact = await send(asMember(alice), 'ক'.repeat(1000));
    expect(exact.statusCode).toBe(200);
    const nul = await send(asMember(alice), 'bad \u0000 text');
    expect(nul.statusCode).toBe(400);
  });

  it('sends a member’s own image, refuses another member’s, and refuses images from visitors', async () => {
    const upload = await call('POST', '/wps/support/images', asMember(alice), { image: dataUrl(PNG_1X1) });
    const imageId = upload.json().value.id as string;
    const withImage = await send(asMember(alice), '', { imageId });
    expect(withImage.statusCode, withImage.body).toBe(200);
    expect(withImage.json().value.image).toEqual({ id: imageId, url: `/wps/uploads/${imageId}` });
    const borrowed = await send(asMember(bob), 'look', { imageId });
    expect(borrowed.json().errorCode).toBe('support.image.invalid');
    const guest = await newGuest();
    const fromGuest = await send(asGuest(guest), 'look', { imageId });
    expect(fromGuest.statusCode).toBe(403);
    expect(fromGuest.json()).toMatchObject({
      errorCode: 'support.chat.guest.image',
      message: 'Log in to send images',
    });
  });
});

describe('visitors', () => {
  it('chat under a signed guest token, each in a conversation of its own', async () => {
    const first = await newGuest();
    const second = await newGuest();
    expect(first).not.toBe(second);
    expect((await send(asGuest(first), 'I cannot log in')).statusCode).toBe(200);
    const mine = await conversation(asGuest(first));
    expect(mine.identity).toBe('GUEST');
    expect(mine.messages.map((message: { text: string }) => message.text)).toEqual(['I cannot log in']);
    const theirs = await conversation(asGuest(second));
    expect(theirs.messages).toEqual([]);
    expect(theirs.conversationId).toBeNull();
  });

  it('refuse a token that is forged, altered or from another merchant', async () => {
    const genuine = await newGuest();
    const [prefix, guestId, signature] = genuine.split('.') as [string, string, string];
    const other = await newGuest();
    const otherId = other.split('.')[1]!;
    await createOtherMerchant(t, 'CHATOTHER');
    const foreign = await newGuest(randomPrivateIp(), 'CHATOTHER');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    for (const token of [
      `${prefix}.${otherId}.${signature}`,
      `${prefix}.${guestId}.${flipped}`,
      `${prefix}.${guestId}`,
      'g1.not-a-guest-token.xxx',
      foreign,
      '',
    ]) {
      const response = await call('GET', '/wps/support/chat', asGuest(token));
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toMatchObject({
        errorCode: 'support.chat.guest.invalid',
        message: 'This chat session is not valid, please open the chat again',
      });
    }
    // The foreign token is genuine at its own merchant.
    expect(
      (await call('GET', '/wps/support/chat', { ...asGuest(foreign), merchant: 'CHATOTHER' })).statusCode,
    ).toBe(200);
  });

  it(`may send ${chatRateLimits.guestPerMinute} messages a minute, then are told how long to wait`, async () => {
    const ip = randomPrivateIp();
    const guest = await newGuest(ip);
    for (let n = 0; n < chatRateLimits.guestPerMinute; n += 1)
      expect((await send(asGuest(guest), `line ${n}`, {}, ip)).statusCode).toBe(200);
    const refused = await send(asGuest(guest), 'one too many', {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('support.chat.too.fast');
    expect(refused.json().message).toMatch(/^You are sending messages too fast, try again in \d+ seconds$/);
    const kept = await conversation(asGuest(guest));
    expect(kept.messages).toHaveLength(chatRateLimits.guestPerMinute);
    // Another visitor from elsewhere is not held back.
    expect((await send(asGuest(await newGuest()), 'hello')).statusCode).toBe(200);
  });

  it(`count ${chatRateLimits.addressPerMinute} messages a minute per address, exactly, when sends race`, async () => {
    const ip = randomPrivateIp();
    // The address has sent all but 5 of its messages this minute (from a visitor's conversation)…
    const earlier = await newGuest(ip);
    await send(asGuest(earlier), 'first', {}, ip);
    const { id: conversationId } = await t.db
      .selectFrom('support_conversations')
      .select('id')
      .where('id', '=', BigInt(await conversationIdOf(asGuest(earlier))))
      .executeTakeFirstOrThrow();
    const merchantId = (
      await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
    ).id;
    const prefilled = chatRateLimits.addressPerMinute - 5;
    await t.db
      .insertInto('support_messages')
      .values(
        Array.from({ length: prefilled - 1 }, (_, n) => ({
          merchant_id: merchantId,
          conversation_id: conversationId,
          sender: 'GUEST' as const,
          body: `earlier ${n}`,
          sender_ip: ip,
        })),
      )
      .execute();
    // …then 8 other visitors behind it send 4 messages each, all at once: 5 of the 32 may go.
    const guests = await Promise.all(Array.from({ length: 8 }, () => newGuest(ip)));
    const answers = await Promise.all(
      guests.flatMap((guest) =>
        Array.from({ length: 4 }, (_, n) => send(asGuest(guest), `race ${n}`, {}, ip)),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    for (const answer of answers)
      if (answer.statusCode !== 200) expect(answer.json().errorCode).toBe('support.chat.too.fast');
    const stored = await t.db
      .selectFrom('support_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sender_ip', '=', ip)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(chatRateLimits.addressPerMinute);
  });
});

describe('the support team', () => {
  it('sees conversations with unread counts, answers, and the marks move both ways', async () => {
    const dave = await cashier(t).newMember();
    await send(asMember(dave), 'First question');
    await send(asMember(dave), 'Second question');
    const id = await conversationIdOf(asMember(dave));

    const inbox = (
      await call('GET', '/ops/support/chat/conversations?pageSize=100', asOperator(cashierToken))
    ).json().value;
    const entry = inbox.content.find((item: { id: string }) => item.id === id);
    expect(entry).toMatchObject({
      kind: 'MEMBER',
      memberId: dave.id,
      username: dave.username,
      unread: 2,
      memberUnread: 0,
      lastMessage: { sender: 'MEMBER', text: 'Second question', hasImage: false },
    });
    expect(inbox.unreadConversations).toBeGreaterThanOrEqual(1);
    const waiting = (
      await call('GET', '/ops/support/chat/conversations?unreadOnly=true&pageSize=100', asOperator(admin))
    ).json().value;
    expect(waiting.content.every((item: { unread: number }) => item.unread > 0)).toBe(true);

    const history = (
      await call('GET', `/ops/support/chat/conversations/${id}/messages`, asOperator(admin))
    ).json().value;
    const [firstMessage] = history.messages;
    const read = await call('POST', `/ops/support/chat/conversations/${id}/read`, asOperator(admin), {
      upTo: firstMessage.id,
    });
    expect(read.json().value).toEqual({ unread: 1 });
    expect((await conversation(asMember(dave))).supportReadUpTo).toBe(firstMessage.id);

    const answer = await reply(cashierToken, id, 'Hello Dave, how can we help?');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toMatchObject({ sender: 'OPERATOR', operator: 'democashier' });
    const after = (
      await call('GET', `/ops/support/chat/conversations/${id}/messages`, asOperator(admin))
    ).json().value;
    expect(after.conversation).toMatchObject({ unread: 0, memberUnread: 1 });

    expect((await call('GET', '/wps/support/chat/unread', asMember(dave))).json().value).toEqual({
      unread: 1,
    });
    expect((await call('GET', '/wps/support/chat/unread', asMember(bob))).json().value.unread).toBe(0);
    const view = await conversation(asMember(dave));
    const last = view.messages.at(-1);
    expect(last).toMatchObject({ sender: 'OPERATOR', text: 'Hello Dave, how can we help?', clientId: null });
    expect(JSON.stringify(view)).not.toContain('democashier');
    // Someone else marking it read changes nothing for Dave.
    await call('POST', '/wps/support/chat/read', asMember(bob), { upTo: last.id });
    expect((await call('GET', '/wps/support/chat/unread', asMember(dave))).json().value.unread).toBe(1);
    const marked = await call('POST', '/wps/support/chat/read', asMember(dave), { upTo: last.id });
    expect(marked.json().value).toEqual({ unread: 0 });
    const seen = (
      await call('GET', `/ops/support/chat/conversations/${id}/messages`, asOperator(admin))
    ).json().value;
    expect(seen.conversation).toMatchObject({ memberUnread: 0, memberReadUpTo: last.id });
  });

  it('is the only one that can read or answer a conversation by its id', async () => {
    const id = await conversationIdOf(asMember(alice));
    // A member's token is no operator session.
    for (const [method, url, payload] of [
      ['GET', `/ops/support/chat/conversations/${id}/messages`, undefined],
      ['POST', `/ops/support/chat/conversations/${id}/messages`, { text: 'I am not support' }],
      ['GET', '/ops/support/chat/conversations', undefined],
    ] as const) {
      const response = await call(method, url, asMember(bob), payload);
      expect(response.statusCode).toBe(401);
    }
    const missing = await reply(admin, '999999999', 'Anybody?');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('support.conversation.not.found');
  });
});

describe('WebSockets', () => {
  it('push the support team’s reply to its member live, and to nobody else', async () => {
    const erin = await cashier(t).newMember();
    await send(asMember(erin), 'Are you there?');
    const id = await conversationIdOf(asMember(erin));
    const { socket: erins, ready } = await memberSocket(erin);
    expect(ready).toMatchObject({ type: 'ready', identity: 'MEMBER', conversationId: id, unread: 0 });
    expect(ready.messages.map((message: { text: string }) => message.text)).toEqual(['Are you there?']);
    const { socket: bobs } = await memberSocket(bob);
    const guest = await guestSocket(await newGuest());
    const { socket: desk } = await operatorSocket(admin);

    await reply(cashierToken, id, 'Yes, we are here!');
    const pushed = await erins.next(
      (event) => event.type === 'message' && event.message.sender === 'OPERATOR',
    );
    expect(pushed).toMatchObject({ message: { text: 'Yes, we are here!' }, unread: 1 });
    const atDesk = await desk.next(
      (event) => event.type === 'message' && event.message.text === 'Yes, we are here!',
    );
    expect(atDesk.conversation).toMatchObject({ id, username: erin.username });

    // The member sends over the socket: it hears its own message back (with its client id), the desk hears it.
    const clientId = erins.say('Thanks, one more question');
    const echo = await erins.next((event) => event.type === 'message' && event.message.clientId === clientId);
    expect(echo.message.sender).toBe('MEMBER');
    await desk.next(
      (event) => event.type === 'message' && event.message.text === 'Thanks, one more question',
    );

    const elsewhere = [
      ...(await bobs.quietFor(300)),
      ...guest.socket.events.filter((e) => e.type === 'message'),
    ];
    expect(elsewhere.filter((event) => event.type === 'message')).toEqual([]);
    for (const socket of [erins, bobs, guest.socket, desk]) socket.close();
  });

  it('tells the member (every tab) when support read its messages, and both sides when the member read', async () => {
    const fay = await cashier(t).newMember();
    await send(asMember(fay), 'Read me');
    const id = await conversationIdOf(asMember(fay));
    const [{ socket: tab1 }, { socket: tab2 }] = await Promise.all([memberSocket(fay), memberSocket(fay)]);
    const { socket: desk } = await operatorSocket(cashierToken);
    const last = (await conversation(asMember(fay))).messages.at(-1).id as string;
    await call('POST', `/ops/support/chat/conversations/${id}/read`, asOperator(admin), { upTo: last });
    for (const tab of [tab1, tab2])
      expect(await tab.next((event) => event.type === 'read' && event.reader === 'SUPPORT')).toMatchObject({
        upTo: last,
      });
    const answer = (await reply(admin, id, 'Answer')).json().value;
    await tab1.next((event) => event.type === 'message' && event.message.id === answer.id);
    tab1.send({ type: 'read', upTo: answer.id });
    expect(await tab2.next((event) => event.type === 'read' && event.reader === 'MEMBER')).toMatchObject({
      upTo: answer.id,
      unread: 0,
    });
    expect(
      await desk.next(
        (event) => event.type === 'read' && event.reader === 'MEMBER' && event.conversation.id === id,
      ),
    ).toMatchObject({ upTo: answer.id, conversation: { memberUnread: 0 } });
    for (const socket of [tab1, tab2, desk]) socket.close();
  });

  it('closes a socket without a valid first `auth`, and keeps the first identity of one that has it', async () => {
    const silent = await ChatSocket.connect(`${base}/wps/support/chat/ws`, { merchant: 'DEMO' });
    silent.send({ type: 'send', clientId: 'c-00000000', text: 'no auth first' });
    expect((await silent.closed).code).toBe(chatCloseCodes.unauthorized);
    for (const auth of [{ token: 'not-a-session' }, { guestToken: 'g1.forged.token' }, {}]) {
      const socket = await ChatSocket.connect(`${base}/wps/support/chat/ws`, { merchant: 'DEMO' });
      socket.send({ type: 'auth', ...auth });
      expect((await socket.closed).code).toBe(chatCloseCodes.unauthorized);
      expect(socket.events.find((event) => event.type === 'error')).toBeDefined();
    }
    const garbage = await ChatSocket.connect(`${base}/wps/support/chat/ws`, { merchant: 'DEMO' });
    garbage.sendRaw('{not json');
    expect((await garbage.closed).code).toBe(chatCloseCodes.unauthorized);

    // A second `auth` with Alice's token does not move Bob's socket to Alice's conversation.
    const { socket } = await memberSocket(bob);
    socket.send({ type: 'auth', token: alice.token });
    await socket.next((event) => event.type === 'error');
    const clientId = socket.say('still Bob');
    await socket.next((event) => event.type === 'message' && event.message.clientId === clientId);
    const bobs = await conversation(asMember(bob));
    expect(bobs.messages.at(-1).text).toBe('still Bob');
    expect(
      (await conversation(asMember(alice))).messages.some((m: { text: string }) => m.text === 'still Bob'),
    ).toBe(false);
    socket.close();
  });

  it('reports a refused send on the socket in the socket’s language', async () => {
    const guest = await newGuest();
    const { socket } = await ChatSocket.join(
      `${base}/wps/support/chat/ws?lang=bn`,
      { guestToken: guest },
      { merchant: 'DEMO' },
    );
    const clientId = socket.say('   ');
    const error = await socket.next((event) => event.type === 'error' && event.clientId === clientId);
    expect(error).toMatchObject({
      errorCode: 'support.chat.empty',
      message: 'একটি বার্তা লিখুন বা ছবি যুক্ত করুন',
    });
    socket.close();
  });

  it('closes a member’s socket when the member logs out', async () => {
    const gina = await cashier(t).newMember();
    const { socket } = await memberSocket(gina);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { merchant: 'DEMO', authorization: gina.token },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect((await socket.closed).code).toBe(chatCloseCodes.unauthorized);
  });

  it('answers a plain GET of a socket address like an unknown address', async () => {
    const response = await call('GET', '/wps/support/chat/ws');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('request.not.found');
  });
});

describe('another merchant', () => {
  it('sees none of the demo merchant’s conversations and cannot answer them', async () => {
    const { operatorToken } = await createOtherMerchant(t, 'CHATTENANT');
    const other = { ...asOperator(operatorToken), merchant: 'CHATTENANT' };
    const id = await conversationIdOf(asMember(alice));
    const list = (await call('GET', '/ops/support/chat/conversations?pageSize=100', other)).json().value;
    expect(list.content).toEqual([]);
    expect((await call('GET', `/ops/support/chat/conversations/${id}/messages`, other)).statusCode).toBe(404);
    const answer = await call('POST', `/ops/support/chat/conversations/${id}/messages`, other, {
      text: 'Hi',
    });
    expect(answer.statusCode).toBe(404);
    expect(
      (await call('POST', `/ops/support/chat/conversations/${id}/read`, other, { upTo: '1' })).statusCode,
    ).toBe(404);

    // Its operators' socket hears nothing of the demo merchant's chats.
    const { socket } = await operatorSocket(operatorToken, 'CHATTENANT');
    await send(asMember(alice), 'Only the demo merchant hears this');
    expect((await socket.quietFor(400)).filter((event) => event.type === 'message')).toEqual([]);
    socket.close();
    // A demo member's session is no session there.
    const refused = await ChatSocket.connect(`${base}/wps/support/chat/ws`, { merchant: 'CHATTENANT' });
    refused.send({ type: 'auth', token: alice.token });
    expect((await refused.closed).code).toBe(chatCloseCodes.unauthorized);
  });
});

describe('the demo merchant', () => {
  it('opens the site’s own chat from its live-chat and customer-service resources, no pictures of one', async () => {
    const permission = (await call('GET', '/wps/system/permission')).json().value;
    const resources = permission.resources as { resourceType: string; url: string }[];
    expect(resources.find((resource) => resource.resourceType === 'LIVE_CHAT')?.url).toBe('/customerService');
    expect(resources.find((resource) => resource.resourceType === 'CUSTOMER_SERVICE')?.url).toBe(
      '/customerService',
    );
    expect((await call('GET', '/wps/system/status')).json().value.customerServiceUrl).toBe(
      '/customerService',
    );
    for (const page of ['live-chat', 'customer-service'])
      expect((await call('GET', `/demo-assets/pages/${page}.svg`)).statusCode).toBe(404);
    expect((await call('GET', '/demo-assets/pages/links.svg')).statusCode).toBe(200);
    // The page itself is the web app's (history mode), not a 404.
    expect((await call('GET', '/customerService')).statusCode).toBe(200);
  });
});
