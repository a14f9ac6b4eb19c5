import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMessages } from '../../src/modules/demo/messages.ts';
import { seedDemoPlayerDeposit } from '../../src/modules/demo/player-deposit.ts';
import { seedDemoVip } from '../../src/modules/demo/vip.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { messageCalls } from './fixture.ts';

/**
 * The demo inboxes (DEMO): the operator messages of each audience sent once through the messages service, and
 * the system messages the demo player's welcome deposit and VIP bonuses wrote through their own events.
 */

let t: TestApp;
let m: ReturnType<typeof messageCalls>;

beforeAll(async () => {
  t = await createTestApp();
  m = messageCalls(t);
  await seedDemoPlayerDeposit(t.db);
  await seedDemoVip(t.db);
}, 120_000);
afterAll(async () => t?.close());

const as = async (username: string) => ({
  id: 0,
  username,
  token: await loginAs(t, username),
  mobileNum: '',
});

describe('the demo messages', () => {
  it('are sent once, labelled DEMO, each to its audience, beside the demo player’s real system messages', async () => {
    expect(await seedDemoMessages(t.db)).toBe(true);
    expect(await seedDemoMessages(t.db)).toBe(false);
    expect(await m.count('inbox_messages', sql`kind = 'OPERATOR'`)).toBe(4);
    expect(await m.count('audit_log', sql`action = 'MESSAGE_SENT' AND user_agent = 'demo seed'`)).toBe(4);

    const player = await as('demoplayer');
    const inbox = await m.inbox(player);
    const notices = inbox.filter((item) => item.kind === 'OPERATOR').map((item) => item.title);
    expect(notices).toEqual([
      'DEMO: A message for you alone',
      'DEMO: For our Silver members',
      'DEMO: Welcome to your inbox',
    ]);
    const system = inbox.filter((item) => item.kind === 'SYSTEM').map((item) => item.title);
    expect(system).toContain('Deposit approved: ৳5,000.00');
    expect(system).toContain('VIP level-up bonus received: ৳88.00');
    expect(await m.unread(player)).toBe(inbox.length);
    const bn = await m.inbox(player, 'bn');
    expect(bn.map((item) => item.title)).toContain('DEMO: শুধু আপনার জন্য একটি বার্তা');

    const downline = await as('demodownline');
    expect((await m.inbox(downline)).map((item) => item.title)).toEqual([
      'DEMO: For demoagent’s team',
      'DEMO: Welcome to your inbox',
    ]);
    const agent = await as('demoagent');
    expect((await m.inbox(agent)).map((item) => item.title)).toEqual(['DEMO: Welcome to your inbox']);
  });
});
