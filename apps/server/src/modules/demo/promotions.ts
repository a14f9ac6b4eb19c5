import { promotionBodySchema, type PromotionBody } from '@msp/contracts/promotions.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import { createPromotion, setPromotionStatus } from '../promotions/catalogue.ts';
import { demoBrand, demoOperators } from './demo-content.ts';

/**
 * DEMO ONLY: the demo merchant's promotions, so the promotions page, the reward center and the home page's quick
 * links (which point at these codes) have something real to show. Made once by the catalogue service itself, as
 * the demo admin operator would make them: created, then published (ACTIVE), each change audited. Every content
 * says DEMO. The first-deposit bonus is the one the demo announcements advertise (100 % up to ৳10,000, minimum
 * ৳200, 10 times turnover). The demo player already made its first deposit (the welcome deposit), so it cannot
 * take that one, but a member registered since the promotions started gets the ৳50 sign-up gift to claim.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const demoOrigin = { ip: '127.0.0.1', userAgent: 'demo seed' };

type DemoPromotion = Omit<z.input<typeof promotionBodySchema>, 'startsAt' | 'endsAt' | 'sort'> & {
  /** The offer ends this many days from now; null: open-ended. */
  endsInDays: number | null;
};

/** The same DEMO note closes every content. */
const demoNote = {
  bn: '<p><strong>DEMO</strong> — এটি একটি ডেমো প্রমোশন; এখানে কোনো আসল টাকা দেওয়া বা নেওয়া হয় না।</p>',
  en: '<p><strong>DEMO</strong> — this is a demo promotion; no real money is paid or taken here.</p>',
};
const content = (bn: string, en: string) => ({ bn: bn + demoNote.bn, en: en + demoNote.en });

/** In display order. */
export const demoPromotions: DemoPromotion[] = [
  {
    code: 'NEW_PLAYER',
    type: 'FIRST_DEPOSIT',
    category: 'newPlayer',
    tags: ['newbie', 'specialOffer'],
    title: { bn: 'প্রথম ডিপোজিটে ১০০% বোনাস', en: '100% bonus on your first deposit' },
    summary: {
      bn: 'নতুন সদস্যরা প্রথম ডিপোজিটে পাবেন ১০০% বোনাস, সর্বোচ্চ ৳১০,০০০।',
      en: 'New members get a 100% bonus on their first deposit, up to ৳10,000.',
    },
    content: content(
      '<p>নতুন সদস্যরা প্রথম ডিপোজিটে পাবেন <strong>১০০% বোনাস, সর্বোচ্চ ৳১০,০০০</strong>।</p><ol><li>এই পেজে “যোগ দিন” চাপুন</li><li>যোগ দেওয়ার পর ন্যূনতম ৳২০০ প্রথম ডিপোজিট করুন</li><li>রিওয়ার্ড সেন্টার থেকে বোনাস দাবি করুন</li></ol><ul><li>শুধু অ্যাকাউন্টের প্রথম ডিপোজিটই গণ্য হবে</li><li>উত্তোলনের আগে বোনাসের ১০ গুণ টার্নওভার পূরণ করতে হবে</li></ul>',
      '<p>New members get a <strong>100% bonus, up to ৳10,000</strong>, on their first deposit.</p><ol><li>Press “Join” on this page</li><li>After joining, make your first deposit of at least ৳200</li><li>Claim the bonus in the reward center</li></ol><ul><li>Only the first deposit of the account counts</li><li>A turnover of 10 times the bonus must be met before a withdrawal</li></ul>',
    ),
    joinMode: 'BUTTON',
    rules: { percent: '100', cap: '10000', minDeposit: '200', turnoverMultiple: 10 },
    budget: '500000',
    endsInDays: null,
  },
  {
    code: 'SLOT_BONUS',
    type: 'DEPOSIT_BONUS',
    category: 'slots',
    tags: ['daily'],
    title: { bn: 'স্লট ডিপোজিট বোনাস ২০%', en: '20% slots deposit bonus' },
    summary: {
      bn: 'যোগ দিন, ৳৫০০ বা তার বেশি ডিপোজিট করুন আর পান ২০% বোনাস, সর্বোচ্চ ৳২,০০০।',
      en: 'Join, deposit ৳500 or more and get a 20% bonus, up to ৳2,000.',
    },
    content: content(
      '<p>আপনার প্রিয় স্লট গেমের জন্য বাড়তি ব্যালেন্স: ডিপোজিটে <strong>২০% বোনাস, সর্বোচ্চ ৳২,০০০</strong>।</p><ol><li>এই পেজে “যোগ দিন” চাপুন</li><li>যোগ দেওয়ার পর ন্যূনতম ৳৫০০ ডিপোজিট করুন</li><li>রিওয়ার্ড সেন্টার থেকে বোনাস দাবি করুন</li></ol><ul><li>যোগ দেওয়ার পরের প্রথম যোগ্য ডিপোজিটই গণ্য হবে</li><li>প্রত্যেক সদস্য একবারই পাবেন</li><li>উত্তোলনের আগে বোনাসের ১৫ গুণ টার্নওভার পূরণ করতে হবে</li></ul>',
      '<p>More balance for your favourite slots: a <strong>20% bonus on your deposit, up to ৳2,000</strong>.</p><ol><li>Press “Join” on this page</li><li>After joining, deposit at least ৳500</li><li>Claim the bonus in the reward center</li></ol><ul><li>The first qualifying deposit after joining counts</li><li>Once per member</li><li>A turnover of 15 times the bonus must be met before a withdrawal</li></ul>',
    ),
    joinMode: 'BUTTON',
    rules: { percent: '20', cap: '2000', minDeposit: '500', turnoverMultiple: 15 },
    endsInDays: null,
  },
  {
    code: 'SUNDAY_BEST',
    type: 'RELOAD',
    category: 'deposit',
    tags: ['limited'],
    title: { bn: 'সানডে বেস্ট: ৩০% রিলোড বোনাস', en: 'Sunday Best: 30% reload bonus' },
    summary: {
      bn: 'আবার ডিপোজিট করুন আর পান ৩০% বোনাস, সর্বোচ্চ ৳৩,০০০ — সীমিত সময়ের অফার।',
      en: 'Deposit again and get a 30% bonus, up to ৳3,000 — for a limited time.',
    },
    content: content(
      '<p>ফিরে আসা সদস্যদের জন্য: রিলোড ডিপোজিটে <strong>৩০% বোনাস, সর্বোচ্চ ৳৩,০০০</strong>।</p><ol><li>এই পেজে “যোগ দিন” চাপুন</li><li>যোগ দেওয়ার পর ন্যূনতম ৳১,০০০ ডিপোজিট করুন</li><li>রিওয়ার্ড সেন্টার থেকে বোনাস দাবি করুন</li></ol><ul><li>অ্যাকাউন্টের প্রথম ডিপোজিট গণ্য হবে না</li><li>অফারের শেষ তারিখের আগে করা ডিপোজিটই গণ্য হবে</li><li>উত্তোলনের আগে বোনাসের ১২ গুণ টার্নওভার পূরণ করতে হবে</li></ul>',
      '<p>For returning members: a <strong>30% bonus on a reload deposit, up to ৳3,000</strong>.</p><ol><li>Press “Join” on this page</li><li>After joining, deposit at least ৳1,000</li><li>Claim the bonus in the reward center</li></ol><ul><li>The first deposit of the account does not count</li><li>Only deposits made before the offer ends count</li><li>A turnover of 12 times the bonus must be met before a withdrawal</li></ul>',
    ),
    joinMode: 'BUTTON',
    rules: { percent: '30', cap: '3000', minDeposit: '1000', turnoverMultiple: 12 },
    endsInDays: 60,
  },
  {
    code: 'WELCOME_GIFT',
    type: 'SIGN_UP',
    category: 'newPlayer',
    tags: ['newbie'],
    title: { bn: 'নিবন্ধন উপহার ৳৫০', en: '৳50 sign-up gift' },
    summary: {
      bn: 'নিবন্ধন করলেই পাবেন ৳৫০ — কোনো ডিপোজিট লাগবে না।',
      en: 'Sign up and get ৳50 — no deposit needed.',
    },
    content: content(
      '<p>শাপলা প্লে-তে স্বাগতম! নতুন সদস্যরা পাবেন <strong>৳৫০ উপহার</strong>।</p><ol><li>অফার চলাকালীন নিবন্ধন করুন</li><li>রিওয়ার্ড সেন্টার থেকে উপহার দাবি করুন — আলাদা করে যোগ দিতে হবে না</li></ol><ul><li>শুধু অফার শুরুর পরে নিবন্ধিত সদস্যদের জন্য</li><li>বাজেট শেষ হওয়া পর্যন্ত</li><li>উত্তোলনের আগে উপহারের ৫ গুণ টার্নওভার পূরণ করতে হবে</li></ul>',
      '<p>Welcome to Shapla Play! New members get a <strong>৳50 gift</strong>.</p><ol><li>Sign up while the offer runs</li><li>Claim the gift in the reward center — there is nothing to join</li></ol><ul><li>For members registered after the offer started</li><li>While the budget lasts</li><li>A turnover of 5 times the gift must be met before a withdrawal</li></ul>',
    ),
    audience: 'NEW_PLAYERS',
    joinMode: 'AUTO',
    rules: { fixedAmount: '50', turnoverMultiple: 5 },
    budget: '100000',
    endsInDays: null,
  },
  {
    code: 'MEMBER_DAY',
    type: 'MEMBER_DAY',
    category: 'other',
    tags: ['daily'],
    title: { bn: 'মেম্বার ডে বোনাস', en: 'Member Day bonus' },
    summary: {
      bn: 'প্রতি মাসের ১৫ তারিখের ডিপোজিটে ১০% বাড়তি বোনাস, সর্বোচ্চ ৳৫,০০০ — আবেদন করে নিন।',
      en: 'A 10% extra bonus on deposits made on the 15th of the month, up to ৳5,000 — apply for it.',
    },
    content: content(
      '<p>প্রতি মাসের ১৫ তারিখ আমাদের মেম্বার ডে: সেদিনের ডিপোজিটে <strong>১০% বাড়তি বোনাস, সর্বোচ্চ ৳৫,০০০</strong>।</p><ol><li>মাসের ১৫ তারিখে ডিপোজিট করুন</li><li>এই পেজে আবেদন করুন: মন্তব্যে ডিপোজিটের রেফারেন্স লিখুন, চাইলে স্ক্রিনশট যোগ করুন</li><li>গ্রাহক সেবা যাচাই করে বোনাস অনুমোদন করলে রিওয়ার্ড সেন্টার থেকে দাবি করুন</li></ol><ul><li>প্রত্যেক সদস্য একবারই পাবেন</li><li>উত্তোলনের আগে বোনাসের ৩ গুণ টার্নওভার পূরণ করতে হবে</li></ul>',
      '<p>The 15th of every month is our Member Day: a <strong>10% extra bonus on that day’s deposits, up to ৳5,000</strong>.</p><ol><li>Deposit on the 15th of the month</li><li>Apply on this page: write the deposit’s reference in the remark, add a screenshot if you like</li><li>Once customer service has checked and approved the bonus, claim it in the reward center</li></ol><ul><li>Once per member</li><li>A turnover of 3 times the bonus must be met before a withdrawal</li></ul>',
    ),
    joinMode: 'APPLICATION',
    rules: { cap: '5000', turnoverMultiple: 3 },
    endsInDays: null,
  },
  {
    code: 'VIP_BONUS',
    type: 'OTHER',
    category: 'other',
    tags: ['vip'],
    title: { bn: 'ভিআইপি বিশেষ বোনাস', en: 'VIP special bonus' },
    summary: {
      bn: 'আমাদের ভিআইপি সদস্যদের জন্য বিশেষ বোনাস, সর্বোচ্চ ৳২০,০০০ — আবেদন করুন।',
      en: 'A special bonus for our VIP members, up to ৳20,000 — apply for it.',
    },
    content: content(
      '<p>নিয়মিত খেলোয়াড়দের ধন্যবাদ জানাতে <strong>ভিআইপি বিশেষ বোনাস, সর্বোচ্চ ৳২০,০০০</strong>।</p><ol><li>এই পেজে আবেদন করুন, মন্তব্যে আপনার প্রিয় গেমগুলোর কথা লিখুন</li><li>গ্রাহক সেবা আপনার অ্যাকাউন্টের খেলা দেখে বোনাসের পরিমাণ ঠিক করবে</li><li>অনুমোদনের পর রিওয়ার্ড সেন্টার থেকে বোনাস দাবি করুন</li></ol><ul><li>প্রত্যেক সদস্য একবারই পাবেন</li><li>উত্তোলনের আগে বোনাসের ৫ গুণ টার্নওভার পূরণ করতে হবে</li></ul>',
      '<p>A thank-you to our regular players: a <strong>VIP special bonus of up to ৳20,000</strong>.</p><ol><li>Apply on this page and tell us your favourite games in the remark</li><li>Customer service looks at your account’s play and decides the amount</li><li>Once approved, claim the bonus in the reward center</li></ol><ul><li>Once per member</li><li>A turnover of 5 times the bonus must be met before a withdrawal</li></ul>',
    ),
    joinMode: 'APPLICATION',
    rules: { cap: '20000', turnoverMultiple: 5 },
    endsInDays: null,
  },
  {
    code: 'ZALO_REWARD',
    type: 'OTHER',
    category: 'other',
    tags: ['limited'],
    title: { bn: 'Zalo পুরস্কার — সর্বোচ্চ ৳১,৩১,০০০', en: 'Zalo reward — up to ৳131,000' },
    summary: {
      bn: 'আমাদের Zalo অফিসিয়াল অ্যাকাউন্ট ফলো করুন, স্ক্রিনশট পাঠান আর পুরস্কার জিতুন।',
      en: 'Follow our Zalo official account, send a screenshot and win a reward.',
    },
    content: content(
      '<p>আমাদের <strong>Zalo অফিসিয়াল অ্যাকাউন্ট</strong> ফলো করুন আর জিতে নিন <strong>সর্বোচ্চ ৳১,৩১,০০০</strong> পর্যন্ত পুরস্কার।</p><ol><li>Zalo-তে সাইটের অফিসিয়াল অ্যাকাউন্ট খুঁজে ফলো করুন</li><li>ফলো করা দেখা যায় এমন একটি স্ক্রিনশট নিন</li><li>এই পেজে আবেদন করুন: স্ক্রিনশট যোগ করুন, মন্তব্যে আপনার Zalo নাম লিখুন</li><li>অনুমোদনের পর রিওয়ার্ড সেন্টার থেকে পুরস্কার দাবি করুন</li></ol><ul><li>পুরস্কারের পরিমাণ গ্রাহক সেবা ঠিক করবে</li><li>সীমিত সময়ের অফার, প্রত্যেক সদস্য একবারই পাবেন</li><li>উত্তোলনের আগে পুরস্কারের ৩ গুণ টার্নওভার পূরণ করতে হবে</li></ul>',
      '<p>Follow our <strong>Zalo official account</strong> and win a reward of <strong>up to ৳131,000</strong>.</p><ol><li>Find the site’s official account on Zalo and follow it</li><li>Take a screenshot that shows you follow it</li><li>Apply on this page: add the screenshot and write your Zalo name in the remark</li><li>Once approved, claim the reward in the reward center</li></ol><ul><li>Customer service decides the amount</li><li>For a limited time, once per member</li><li>A turnover of 3 times the reward must be met before a withdrawal</li></ul>',
    ),
    joinMode: 'APPLICATION',
    rules: { cap: '131000', turnoverMultiple: 3 },
    endsInDays: 60,
  },
  {
    code: 'APP_DOWNLOAD',
    type: 'APP_DOWNLOAD',
    category: 'appDownload',
    tags: ['specialOffer'],
    title: { bn: 'অ্যাপ ডাউনলোড বোনাস ৳১০০', en: '৳100 app download bonus' },
    summary: {
      bn: 'আমাদের অ্যাপ ডাউনলোড করে লগইন করুন আর পান ৳১০০।',
      en: 'Download our app, log in and get ৳100.',
    },
    content: content(
      '<p>অ্যাপে খেলুন আরও সহজে — ডাউনলোড করলেই <strong>৳১০০ বোনাস</strong>।</p><ol><li>অ্যাপ ডাউনলোড পেজ থেকে অ্যাপটি ইনস্টল করুন</li><li>অ্যাপে আপনার অ্যাকাউন্টে লগইন করুন</li><li>এই পেজে আবেদন করুন: অ্যাপের হোম স্ক্রিনের একটি স্ক্রিনশট যোগ করুন</li><li>অনুমোদনের পর রিওয়ার্ড সেন্টার থেকে বোনাস দাবি করুন</li></ol><ul><li>প্রত্যেক সদস্য একবারই পাবেন</li><li>উত্তোলনের আগে বোনাসের সমপরিমাণ টার্নওভার পূরণ করতে হবে</li></ul>',
      '<p>Play more easily in the app — download it and get a <strong>৳100 bonus</strong>.</p><ol><li>Install the app from the app download page</li><li>Log in to your account in the app</li><li>Apply on this page: add a screenshot of the app’s home screen</li><li>Once approved, claim the bonus in the reward center</li></ol><ul><li>Once per member</li><li>A turnover equal to the bonus must be met before a withdrawal</li></ul>',
    ),
    joinMode: 'APPLICATION',
    rules: { cap: '100', turnoverMultiple: 1 },
    endsInDays: null,
  },
];

/** Codes of the demo promotions. */
const demoCodes = demoPromotions.map((promotion) => promotion.code);

async function anyDemoPromotion(db: Db, merchantId: number): Promise<boolean> {
  const found = await db
    .selectFrom('promotions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', 'in', demoCodes)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * Creates and publishes the demo promotions, all started 30 days before `now`; answers false when the demo
 * merchant or its admin operator is missing, or they exist already (made at an earlier start).
 */
export async function seedDemoPromotions(db: Db, now = Date.now()): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  const adminName = demoOperators.find((operator) => operator.role === 'ADMIN')!.username;
  const admin = await db
    .selectFrom('operators')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('username', '=', adminName)
    .executeTakeFirst();
  if (!admin || (await anyDemoPromotion(db, merchant.id))) return false;

  const startsAt = new Date(now - 30 * DAY_MS).toISOString();
  try {
    for (const [index, { endsInDays, ...promotion }] of demoPromotions.entries()) {
      const body: PromotionBody = promotionBodySchema.parse({
        ...promotion,
        imageUrl: null,
        startsAt,
        endsAt: endsInDays === null ? null : new Date(now + endsInDays * DAY_MS).toISOString(),
        sort: (index + 1) * 10,
      });
      const created = await createPromotion(db, merchant.id, admin.id, body, demoOrigin);
      await setPromotionStatus(db, merchant.id, admin.id, created.id, 'ACTIVE', demoOrigin);
    }
  } catch (error) {
    // Another server starting at the same time made them first.
    if (error instanceof AppError && error.code === 'promotion.code.taken') return false;
    throw error;
  }
  return true;
}
