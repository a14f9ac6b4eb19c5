import { opsMessageBodySchema, type OpsMessageBody } from '@msp/contracts/messages.ts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import { sendMessage } from '../messages/ops.ts';
import { demoBrand, demoOperators } from './demo-content.ts';

/**
 * DEMO ONLY: a few operator messages for the demo accounts' inboxes, one of each audience, every title labelled
 * DEMO, sent once by the messages module's own service as the demo admin would send them (each audited). The
 * site's SYSTEM messages need no seeding: the demo player's welcome deposit and its VIP level-up bonuses, and the
 * demo agents' contract offers and paid bills, write theirs through the same events as any member's.
 */

const demoOrigin = { ip: '127.0.0.1', userAgent: 'demo seed' };
const DEMO_PREFIX = 'DEMO:';

type Audience =
  | { audience: 'ALL' }
  | { audience: 'VIP_LEVEL'; vipRank: number }
  | { audience: 'MEMBER'; username: string }
  | { audience: 'BRANCH'; username: string };

/** Oldest first (the inbox shows the newest on top). */
export const demoMessages: Array<Audience & Pick<z.input<typeof opsMessageBodySchema>, 'title' | 'content'>> =
  [
    {
      audience: 'ALL',
      title: { bn: 'DEMO: আপনার ইনবক্সে স্বাগতম', en: 'DEMO: Welcome to your inbox' },
      content: {
        bn: '<p>এটি একটি <strong>DEMO</strong> বার্তা, সাইটের সব সদস্যের জন্য।</p><p>অপারেটরের বার্তা আর আপনার অ্যাকাউন্টের ঘটনা (ডিপোজিট অনুমোদন, উত্তোলন পরিশোধ, বোনাস, চুক্তি, বিল) এখানে আসে। না-পড়া বার্তার সংখ্যা হেডারে আর সদস্য কেন্দ্রের মেনুতে লাল সংখ্যায় দেখা যায়।</p>',
        en: '<p>This is a <strong>DEMO</strong> message, sent to every member of the site.</p><p>Messages from the operator and the events of your account (deposits approved, withdrawals paid, bonuses, contracts, bills) arrive here. Your unread count shows in red in the header and in the member center’s menu.</p>',
      },
    },
    {
      audience: 'VIP_LEVEL',
      vipRank: 2,
      title: { bn: 'DEMO: সিলভার সদস্যদের জন্য', en: 'DEMO: For our Silver members' },
      content: {
        bn: '<p>এই <strong>DEMO</strong> বার্তাটি ভিআইপি লেভেল ২ (সিলভার) সদস্যদের জন্য: যে সদস্য পড়ার সময় সিলভারে আছেন তিনিই এটি দেখেন।</p><p>আপনার লেভেলের সুবিধা ও পরের লেভেলের লক্ষ্য <a href="/vip">ভিআইপি পাতায়</a> দেখুন।</p>',
        en: '<p>This <strong>DEMO</strong> message goes to VIP level 2 (Silver): whoever is Silver when they read it sees it.</p><p>See what your level gives you and what the next one asks on the <a href="/vip">VIP page</a>.</p>',
      },
    },
    {
      audience: 'BRANCH',
      username: 'demoagent',
      title: { bn: 'DEMO: demoagent-এর টিমের জন্য', en: 'DEMO: For demoagent’s team' },
      content: {
        bn: '<p>এই <strong>DEMO</strong> বার্তাটি এজেন্ট demoagent-এর পুরো ডাউনলাইনের জন্য, যেকোনো স্তরে। পরে যে সদস্য এই টিমে আসবেন তিনিও এটি দেখবেন।</p>',
        en: '<p>This <strong>DEMO</strong> message goes to agent demoagent’s whole downline, at any depth. A member who joins the team later sees it too.</p>',
      },
    },
    {
      audience: 'MEMBER',
      username: 'demoplayer',
      title: { bn: 'DEMO: শুধু আপনার জন্য একটি বার্তা', en: 'DEMO: A message for you alone' },
      content: {
        bn: '<p>হ্যালো demoplayer, এটি একটি <strong>DEMO</strong> বার্তা, শুধু আপনাকে পাঠানো।</p><ul><li>পড়লে না-পড়া সংখ্যা কমে যায়।</li><li>মুছে ফেললে শুধু আপনার ইনবক্স থেকে মুছে যায়।</li></ul>',
        en: '<p>Hello demoplayer, this is a <strong>DEMO</strong> message sent to you alone.</p><ul><li>Reading it lowers your unread count.</li><li>Deleting it removes it from your inbox only.</li></ul>',
      },
    },
  ];

/**
 * Sends the demo messages; answers false when the demo merchant, its admin or a named account is missing, or when
 * they were sent already (at an earlier start, or by another server starting now).
 */
export async function seedDemoMessages(db: Db): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  const adminName = demoOperators.find((operator) => operator.role === 'ADMIN')!.username;
  const [admin, members, sent] = await Promise.all([
    db
      .selectFrom('operators')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', adminName)
      .executeTakeFirst(),
    db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('merchant_id', '=', merchant.id)
      .where('username', 'in', ['demoplayer', 'demoagent'])
      .execute(),
    sql<{ id: string }>`
      SELECT id FROM inbox_messages WHERE merchant_id = ${merchant.id} AND kind = 'OPERATOR'
        AND title ->> 'en' LIKE ${`${DEMO_PREFIX}%`} LIMIT 1`.execute(db),
  ]);
  if (!admin || members.length < 2 || sent.rows.length > 0) return false;
  const idOf = (username: string) => members.find((member) => member.username === username)!.id;
  for (const message of demoMessages) {
    const target =
      message.audience === 'MEMBER'
        ? { audience: 'MEMBER' as const, memberId: idOf(message.username) }
        : message.audience === 'BRANCH'
          ? { audience: 'BRANCH' as const, agentId: idOf(message.username) }
          : message.audience === 'VIP_LEVEL'
            ? { audience: 'VIP_LEVEL' as const, vipRank: message.vipRank }
            : { audience: 'ALL' as const };
    const body: OpsMessageBody = opsMessageBodySchema.parse({
      ...target,
      title: message.title,
      content: message.content,
    });
    try {
      await sendMessage(db, merchant, admin.id, body, demoOrigin);
    } catch (error) {
      // A site without the demo VIP ladder gets the other messages.
      if (!(error instanceof AppError && error.code === 'vip.level.not.found')) throw error;
    }
  }
  return true;
}
