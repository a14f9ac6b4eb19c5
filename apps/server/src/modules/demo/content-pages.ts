import { sql } from 'kysely';
import { contentPageBodySchema, namedContentPages, type ContentPageBody } from '@msp/contracts/content.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { createOpsContentPage } from '../content/ops.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import {
  bannerImagePath,
  demoAppResources,
  demoBannerCaption,
  demoBanners,
  demoBrand,
  demoOperators,
  type BannerArt,
} from './demo-content.ts';

/**
 * DEMO ONLY: the demo merchant's pages (about us, the deposit tutorial, the sponsor page) and its news and blog
 * articles, labelled demo, in Bangla and English. Made once through the content service, as the demo admin
 * operator would make them (each audited); a second start finds them and does nothing.
 *
 * It also brings a demo merchant made by an older build up to date: its banners get their captions (their
 * pictures no longer carry words) and its app downloads lead to the install page rather than to pictures.
 */

const demoOrigin = { ip: '127.0.0.1', userAgent: 'demo seed' };
const cover = (art: BannerArt) => `/demo-assets/covers/${art}.svg`;
const day = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString();
const demoNote = {
  bn: '<p><em>এটি একটি ডেমো লেখা: শাপলা প্লে একটি কাল্পনিক ব্র্যান্ড।</em></p>',
  en: '<p><em>A demo article: Shapla Play is an invented brand.</em></p>',
};

type DemoPage = z.input<typeof contentPageBodySchema>;

export const demoContentPages: DemoPage[] = [
  {
    kind: 'PAGE',
    slug: namedContentPages.aboutUs,
    title: { bn: 'আমাদের সম্পর্কে', en: 'About us' },
    summary: {
      bn: 'শাপলা প্লে কারা, আমরা কী অফার করি এবং কীভাবে আপনার পাশে থাকি।',
      en: 'Who Shapla Play is, what we offer and how we look after you.',
    },
    coverUrl: cover('welcome'),
    content: {
      bn: `<h2>বাংলাদেশের খেলোয়াড়দের জন্য তৈরি</h2>
<p>শাপলা প্লে-র নাম এসেছে দেশের জাতীয় ফুল শাপলা থেকে — সরল, সুন্দর এবং নির্ভরযোগ্য। আমরা লটারি, লাইভ ক্যাসিনো, স্লট, ফিশিং, স্পোর্টস ও কার্ড গেম এক জায়গায় এনেছি, বাংলায়।</p>
<h3>আমাদের তিনটি প্রতিশ্রুতি</h3>
<ul><li><strong>দ্রুত লেনদেন:</strong> bKash, Nagad, Rocket ও Upay-এ মিনিটের মধ্যে ডিপোজিট ও উত্তোলন</li><li><strong>যাচাইযোগ্য খেলা:</strong> আমাদের নিজস্ব লটারির প্রতিটি ড্র যে কেউ <a href="/verify">যাচাই পেজে</a> আবার হিসাব করতে পারেন</li><li><strong>দায়িত্বশীল গেমিং:</strong> ডিপোজিট সীমা ও স্ব-বর্জন, ১৮ বছরের কম বয়সীদের জন্য নয়</li></ul>
<h3>সংখ্যায় আমরা</h3>
<table><tbody><tr><th>গেম প্রদানকারী</th><td>২০+</td></tr><tr><th>গ্রাহক সেবা</th><td>২৪/৭, বাংলায়</td></tr><tr><th>গড় উত্তোলন সময়</th><td>৩০ মিনিটের কম</td></tr></tbody></table>
<p>প্রশ্ন থাকলে <a href="/help#contact-us">যোগাযোগ করুন</a>।</p>
<p><em>এটি একটি ডেমো পেজ: শাপলা প্লে একটি কাল্পনিক ব্র্যান্ড, আসল অপারেটর নয়।</em></p>`,
      en: `<h2>Built for players in Bangladesh</h2>
<p>Shapla Play takes its name from the shapla, the national flower — simple, beautiful and dependable. We bring lottery, live casino, slots, fishing, sports and card games together in one place, in Bangla.</p>
<h3>Our three promises</h3>
<ul><li><strong>Fast payments:</strong> deposits and withdrawals in minutes with bKash, Nagad, Rocket and Upay</li><li><strong>Play you can check:</strong> anyone can recompute every draw of our own lottery on the <a href="/verify">verify page</a></li><li><strong>Responsible gaming:</strong> deposit limits and self-exclusion; not for anyone under 18</li></ul>
<h3>In numbers</h3>
<table><tbody><tr><th>Game providers</th><td>20+</td></tr><tr><th>Customer service</th><td>24/7, in Bangla</td></tr><tr><th>Average withdrawal</th><td>under 30 minutes</td></tr></tbody></table>
<p>Questions? <a href="/help#contact-us">Contact us</a>.</p>
<p><em>A demo page: Shapla Play is an invented brand, not a real operator.</em></p>`,
    },
    published: true,
  },
  {
    kind: 'PAGE',
    slug: namedContentPages.depositTutorial,
    title: { bn: 'ডিপোজিট টিউটোরিয়াল', en: 'Deposit tutorial' },
    summary: {
      bn: 'bKash, Nagad, Rocket, ব্যাংক বা Demo Pay দিয়ে ধাপে ধাপে ডিপোজিট।',
      en: 'Deposit step by step with bKash, Nagad, Rocket, a bank or Demo Pay.',
    },
    coverUrl: cover('referral'),
    content: {
      bn: `<h2>৫ ধাপে ডিপোজিট</h2>
<ol><li>লগইন করে উপরের <strong>ডিপোজিট</strong> বোতামে চাপুন।</li><li>একটি চ্যানেল বেছে নিন: bKash, Nagad, Rocket, ব্যাংক ট্রান্সফার বা Demo Pay।</li><li>পরিমাণ লিখুন: চ্যানেলের সর্বনিম্ন ও সর্বোচ্চ সীমা পেজেই দেখানো থাকে।</li><li>মোবাইল ওয়ালেটে: দেখানো নম্বরে <strong>Send Money</strong> করুন, তারপর ট্রানজেকশন আইডি (TrxID) ও রসিদের ছবি জমা দিন।</li><li>অনুরোধটি ডিপোজিট ইতিহাসে দেখুন: অনুমোদনের পরেই ব্যালেন্সে জমা হয়।</li></ol>
<h3>Demo Pay (গেটওয়ে)</h3>
<p>Demo Pay বেছে নিলে একটি পেমেন্ট পেজ খোলে; সেখানে পেমেন্ট নিশ্চিত করলে গেটওয়ের স্বাক্ষরিত বার্তায় ব্যালেন্স সঙ্গে সঙ্গে জমা হয়।</p>
<h3>পরামর্শ</h3>
<ul><li>TrxID ঠিকমতো লিখুন: ভুল আইডিতে অনুমোদন দেরি হয়</li><li>প্রথম ডিপোজিটে <a href="/promotions">১০০% স্বাগতম বোনাস</a> নিতে ভুলবেন না</li><li>১৫ মিনিটের বেশি লাগলে <a href="/help#contact-us">গ্রাহক সেবায়</a> জানান</li></ul>
<p><em>ডেমো সাইট: চ্যানেলগুলো ডেমো, এখানে আসল টাকা লেনদেন হয় না।</em></p>`,
      en: `<h2>Deposit in 5 steps</h2>
<ol><li>Log in and press the <strong>Deposit</strong> button at the top.</li><li>Choose a channel: bKash, Nagad, Rocket, bank transfer or Demo Pay.</li><li>Enter the amount: each channel's minimum and maximum are shown on the page.</li><li>Mobile wallets: <strong>Send Money</strong> to the number shown, then submit the transaction ID (TrxID) and a picture of the receipt.</li><li>Follow the request in your deposit history: it is credited as soon as it is approved.</li></ol>
<h3>Demo Pay (gateway)</h3>
<p>Choosing Demo Pay opens a payment page; confirm the payment there and the gateway's signed message credits your balance at once.</p>
<h3>Tips</h3>
<ul><li>Type the TrxID carefully: a wrong one delays the approval</li><li>Do not miss the <a href="/promotions">100% welcome bonus</a> on your first deposit</li><li>If it takes longer than 15 minutes, tell <a href="/help#contact-us">customer service</a></li></ul>
<p><em>Demo site: the channels are demos and no real money moves here.</em></p>`,
    },
    published: true,
  },
  {
    kind: 'PAGE',
    slug: namedContentPages.sponsor,
    title: { bn: 'আমাদের স্পনসরশিপ', en: 'Our sponsorships' },
    summary: {
      bn: 'মাঠের খেলা, স্থানীয় প্রতিভা ও দায়িত্বশীল গেমিংয়ের পাশে শাপলা প্লে।',
      en: 'Shapla Play stands behind sport on the field, local talent and responsible gaming.',
    },
    coverUrl: cover('cricket'),
    content: {
      bn: `<h2>মাঠের খেলার পাশে</h2>
<p>ক্রিকেট ও ফুটবল বাংলাদেশের প্রাণ। শাপলা প্লে জেলা পর্যায়ের টুর্নামেন্ট, তরুণ খেলোয়াড়দের প্রশিক্ষণ শিবির এবং মাঠ সংস্কারে সহায়তা করে।</p>
<h3>আমাদের অংশীদারিত্ব</h3>
<ul><li><strong>শাপলা কাপ:</strong> ১৬টি জেলার অনূর্ধ্ব-১৯ ক্রিকেট টুর্নামেন্ট</li><li><strong>ঢাকা স্ট্রাইকার্স এফসি:</strong> জার্সি অংশীদার</li><li><strong>ই-স্পোর্টস লিগ:</strong> বাংলাদেশের মোবাইল গেমিং দলগুলোর মৌসুমি লিগ</li></ul>
<h3>দায়িত্বশীলভাবে</h3>
<p>আমাদের প্রতিটি স্পনসরশিপ বিজ্ঞাপনে ১৮+ চিহ্ন ও দায়িত্বশীল গেমিং বার্তা থাকে, এবং আমরা অপ্রাপ্তবয়স্কদের লক্ষ্য করে কোনো প্রচার করি না।</p>
<p><em>ডেমো পেজ: এখানে উল্লেখ করা দল ও টুর্নামেন্ট কাল্পনিক।</em></p>`,
      en: `<h2>Behind the sport on the field</h2>
<p>Cricket and football are the heartbeat of Bangladesh. Shapla Play supports district tournaments, training camps for young players and the renovation of local grounds.</p>
<h3>Our partnerships</h3>
<ul><li><strong>Shapla Cup:</strong> an under-19 cricket tournament of 16 districts</li><li><strong>Dhaka Strikers FC:</strong> shirt partner</li><li><strong>Esports league:</strong> a seasonal league of Bangladesh's mobile gaming teams</li></ul>
<h3>Responsibly</h3>
<p>Every sponsorship advertisement of ours carries the 18+ mark and a responsible gaming message, and we never promote to minors.</p>
<p><em>A demo page: the teams and tournaments named here are invented.</em></p>`,
    },
    published: true,
  },
  ...(
    [
      {
        slug: 'usdt-deposits-open',
        art: 'welcome',
        days: 1,
        title: { bn: 'USDT ডিপোজিট চালু হয়েছে', en: 'USDT deposits are open' },
        summary: {
          bn: 'এখন থেকে TRC20 নেটওয়ার্কে USDT দিয়ে ডিপোজিট ও উত্তোলন করা যাবে।',
          en: 'You can now deposit and withdraw USDT on the TRC20 network.',
        },
        body: {
          bn: '<p>আমরা নতুন পেমেন্ট পদ্ধতি হিসেবে <strong>USDT (TRC20)</strong> যোগ করেছি। ন্যূনতম ডিপোজিট ১০ USDT, আর নেটওয়ার্ক নিশ্চিত হলেই ব্যালেন্সে জমা হয়।</p><p>বিস্তারিত <a href="/depositTutorial">ডিপোজিট টিউটোরিয়ালে</a>।</p>',
          en: '<p>We have added <strong>USDT (TRC20)</strong> as a payment method. The minimum deposit is 10 USDT and it is credited once the network confirms.</p><p>Details in the <a href="/depositTutorial">deposit tutorial</a>.</p>',
        },
      },
      {
        slug: 'new-live-tables',
        art: 'live',
        days: 3,
        title: { bn: 'বাংলা ডিলারের নতুন লাইভ টেবিল', en: 'New live tables with Bangla dealers' },
        summary: {
          bn: 'ব্যাকারাট, ড্রাগন টাইগার ও আন্দার বাহারে বাংলাভাষী ডিলার।',
          en: 'Bangla-speaking dealers at baccarat, dragon tiger and andar bahar.',
        },
        body: {
          bn: '<p>লাইভ ক্যাসিনোতে <strong>বাংলাভাষী ডিলারসহ তিনটি নতুন টেবিল</strong> চালু হয়েছে। সন্ধ্যা ৬টা থেকে রাত ২টা পর্যন্ত খোলা।</p><p><a href="/live">লাইভ ক্যাসিনোতে যান</a>।</p>',
          en: '<p>Three <strong>new tables with Bangla-speaking dealers</strong> are open at the live casino, from 6 pm to 2 am.</p><p><a href="/live">Go to the live casino</a>.</p>',
        },
      },
      {
        slug: 'cricket-season-odds',
        art: 'cricket',
        days: 5,
        title: { bn: 'ক্রিকেট মৌসুমে সেরা অডস', en: 'Top odds for the cricket season' },
        summary: {
          bn: 'প্রতিটি ম্যাচে লাইভ বেটিং আর প্রতিদিন ফ্রি বেটের সুযোগ।',
          en: 'Live betting on every match and a chance of a free bet every day.',
        },
        body: {
          bn: '<p>নতুন ক্রিকেট মৌসুমে প্রতিটি আন্তর্জাতিক ও ঘরোয়া ম্যাচে <strong>লাইভ বেটিং</strong>। প্রতিদিন ৳৫০০ স্পোর্টস বেটে ৳১০০ ফ্রি বেট।</p>',
          en: '<p><strong>Live betting</strong> on every international and domestic match of the new cricket season, and a ৳100 free bet for ৳500 of sports bets on any day.</p>',
        },
      },
      {
        slug: 'verify-every-draw',
        art: 'slots',
        days: 8,
        title: { bn: 'প্রতিটি ড্র নিজে যাচাই করুন', en: 'Check every draw yourself' },
        summary: {
          bn: 'আমাদের লটারির ড্রগুলো প্রকাশিত বীজ থেকে যে কেউ আবার হিসাব করতে পারেন।',
          en: "Anyone can recompute our lottery's draws from their published seeds.",
        },
        body: {
          bn: '<p>প্রতিটি ড্রয়ের আগে আমরা একটি প্রতিশ্রুতি (commitment) প্রকাশ করি, আর ড্রয়ের পরে তার বীজ। <a href="/verify">যাচাই পেজে</a> যেকোনো ড্রয়ের ফলাফল আবার হিসাব করে দেখুন।</p>',
          en: '<p>Before every draw we publish a commitment, and after it the seed. Recompute the result of any draw on the <a href="/verify">verify page</a>.</p>',
        },
      },
      {
        slug: 'app-install',
        art: 'referral',
        days: 11,
        title: { bn: 'শাপলা প্লে এখন আপনার ফোনে', en: 'Shapla Play on your phone' },
        summary: {
          bn: 'সাইটটিকে অ্যাপ হিসেবে হোম স্ক্রিনে যোগ করুন: দ্রুত খোলে, পূর্ণ স্ক্রিনে চলে।',
          en: 'Add the site to your home screen as an app: it opens fast and runs full screen.',
        },
        body: {
          bn: '<p>আমাদের সাইট এখন ইনস্টলযোগ্য অ্যাপ। <a href="/appDownload">অ্যাপ ডাউনলোড পেজে</a> আইফোন ও অ্যান্ড্রয়েডের ধাপগুলো দেখুন।</p>',
          en: '<p>Our site is now an installable app. See the steps for iPhone and Android on the <a href="/appDownload">app download page</a>.</p>',
        },
      },
      {
        slug: 'eid-lucky-draw',
        art: 'welcome',
        days: 14,
        title: { bn: 'ঈদ লাকি ড্র আসছে', en: 'The Eid lucky draw is coming' },
        summary: {
          bn: 'ঈদ উপলক্ষে বিশেষ বোনাস ও লাকি ড্র: বিস্তারিত শীঘ্রই।',
          en: 'Special bonuses and a lucky draw for Eid: details soon.',
        },
        body: {
          bn: '<p>ঈদ উপলক্ষে আমরা বিশেষ বোনাস ও একটি লাকি ড্র নিয়ে আসছি। <strong>চোখ রাখুন</strong> আমাদের <a href="/promotions">প্রমোশন পেজে</a>।</p>',
          en: '<p>We are preparing special bonuses and a lucky draw for Eid. <strong>Keep an eye</strong> on our <a href="/promotions">promotions page</a>.</p>',
        },
      },
      {
        slug: 'system-upgrade-done',
        art: 'live',
        days: 20,
        title: { bn: 'সিস্টেম আপগ্রেড সম্পন্ন', en: 'System upgrade completed' },
        summary: {
          bn: 'দ্রুত পেজ, দ্রুত ডিপোজিট: গত সপ্তাহের আপগ্রেডে যা বদলেছে।',
          en: "Faster pages, faster deposits: what last week's upgrade changed.",
        },
        body: {
          bn: '<p>গত সপ্তাহের আপগ্রেডে হোম পেজ আগের চেয়ে দ্বিগুণ দ্রুত খোলে এবং ডিপোজিটের অনুমোদন আরও দ্রুত হয়। ধৈর্যের জন্য ধন্যবাদ।</p>',
          en: "<p>After last week's upgrade the home page opens twice as fast and deposits are approved sooner. Thank you for your patience.</p>",
        },
      },
    ] as const
  ).map((article): DemoPage => ({
    kind: 'NEWS',
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    coverUrl: cover(article.art),
    content: { bn: article.body.bn + demoNote.bn, en: article.body.en + demoNote.en },
    published: true,
    publishedAt: daysAgo(article.days),
  })),
  ...(
    [
      {
        slug: 'budget-before-you-play',
        art: 'referral',
        days: 2,
        title: { bn: 'খেলার আগে বাজেট ঠিক করুন', en: 'Set a budget before you play' },
        summary: {
          bn: 'দায়িত্বশীল খেলার সবচেয়ে সহজ অভ্যাস: একটি সীমা, আর তা মেনে চলা।',
          en: 'The simplest habit of responsible play: a limit, and keeping to it.',
        },
        body: {
          bn: '<h2>কেন বাজেট?</h2><p>খেলা বিনোদন, আয়ের উৎস নয়। খেলার আগে ঠিক করুন কত টাকা বিনোদনে খরচ করবেন — আর সেই সীমা ছুঁলে থামুন।</p><h3>তিনটি নিয়ম</h3><ol><li>ধার করা টাকায় কখনো খেলবেন না</li><li>হারানো টাকা ফেরত পেতে খেলবেন না</li><li>নিয়মিত বিরতি নিন</li></ol><p>আরও পড়ুন: <a href="/help#responsible-gaming">দায়িত্বশীল গেমিং</a>।</p>',
          en: '<h2>Why a budget?</h2><p>Play is entertainment, not income. Before you play, decide how much you will spend on fun — and stop when you reach it.</p><h3>Three rules</h3><ol><li>Never play with borrowed money</li><li>Never chase your losses</li><li>Take regular breaks</li></ol><p>Read more: <a href="/help#responsible-gaming">responsible gaming</a>.</p>',
        },
      },
      {
        slug: 'how-slots-work',
        art: 'slots',
        days: 6,
        title: { bn: 'স্লট কীভাবে কাজ করে', en: 'How slots work' },
        summary: {
          bn: 'রিল, পেলাইন, RTP আর ভোলাটিলিটি: সহজ ভাষায়।',
          en: 'Reels, paylines, RTP and volatility, in plain words.',
        },
        body: {
          bn: '<p>প্রতিটি স্পিনের ফল একটি র‍্যান্ডম নম্বর জেনারেটর ঠিক করে; আগের স্পিনের সঙ্গে এর কোনো সম্পর্ক নেই।</p><ul><li><strong>RTP:</strong> দীর্ঘ সময়ে বাজির যে অংশ খেলোয়াড়দের ফেরত যায়</li><li><strong>ভোলাটিলিটি:</strong> জয় কত ঘন ঘন ও কত বড় আসে</li></ul><p>ফ্রি ডেমোতে চেষ্টা করে দেখুন: <a href="/rng">স্লট</a>।</p>',
          en: '<p>Each spin\'s outcome is chosen by a random number generator; it has nothing to do with the spin before.</p><ul><li><strong>RTP:</strong> the share of stakes returned to players over the long run</li><li><strong>Volatility:</strong> how often wins come, and how big</li></ul><p>Try a free demo: <a href="/rng">slots</a>.</p>',
        },
      },
      {
        slug: 'baccarat-basics',
        art: 'live',
        days: 9,
        title: { bn: 'ব্যাকারাটের মূল নিয়ম', en: 'Baccarat basics' },
        summary: {
          bn: 'প্লেয়ার, ব্যাংকার না টাই? পাঁচ মিনিটে ব্যাকারাট শিখুন।',
          en: 'Player, banker or tie? Learn baccarat in five minutes.',
        },
        body: {
          bn: '<p>ব্যাকারাটে দুটি হাত: <strong>প্লেয়ার</strong> ও <strong>ব্যাংকার</strong>। যার যোগফল ৯-এর কাছাকাছি, সে জেতে। আপনি বাজি ধরেন কোন হাত জিতবে, বা টাই হবে।</p><ul><li>ব্যাংকার জিতলে সাধারণত ৫% কমিশন কাটা হয়</li><li>টাই বাজির পেআউট বেশি, কিন্তু সম্ভাবনা কম</li></ul>',
          en: '<p>Baccarat has two hands: <strong>player</strong> and <strong>banker</strong>. The one closer to 9 wins. You bet on which hand wins, or on a tie.</p><ul><li>A banker win usually pays less a 5% commission</li><li>A tie pays more, but comes rarely</li></ul>',
        },
      },
      {
        slug: 'cricket-betting-guide',
        art: 'cricket',
        days: 13,
        title: { bn: 'ক্রিকেট বেটিং গাইড', en: 'A guide to cricket betting' },
        summary: {
          bn: 'ম্যাচ বিজয়ী থেকে টপ ব্যাটসম্যান: বাজারগুলো চিনুন।',
          en: 'From match winner to top batsman: know the markets.',
        },
        body: {
          bn: '<p>সবচেয়ে জনপ্রিয় বাজার <strong>ম্যাচ বিজয়ী</strong>। এছাড়া আছে টস, টপ ব্যাটসম্যান, মোট রান ও লাইভ বেটিং, যেখানে প্রতি বলে অডস বদলায়।</p><p>পিচ, আবহাওয়া ও দলের সাম্প্রতিক ফর্ম দেখে সিদ্ধান্ত নিন।</p>',
          en: "<p>The most popular market is the <strong>match winner</strong>. There are also the toss, top batsman, total runs and live betting, where the odds move with every ball.</p><p>Look at the pitch, the weather and the teams' recent form before you decide.</p>",
        },
      },
      {
        slug: 'refer-friends-right',
        art: 'welcome',
        days: 17,
        title: { bn: 'বন্ধুদের রেফার করার সঠিক উপায়', en: 'Referring friends the right way' },
        summary: {
          bn: 'আপনার লিংক শেয়ার করুন, আর বন্ধু খেললেই পুরস্কার।',
          en: 'Share your link, and earn once your friend plays.',
        },
        body: {
          bn: '<p>রেফারেল পেজ থেকে আপনার লিংক বা কোড শেয়ার করুন। বন্ধু নিবন্ধন করে খেললে আপনার পুরস্কার তৈরি হয়। একই ডিভাইস বা নিজের দ্বিতীয় অ্যাকাউন্ট রেফার করা যায় না।</p>',
          en: '<p>Share your link or code from your referral page. Once a friend registers and plays, your reward is ready. Referring your own second account or the same device does not count.</p>',
        },
      },
    ] as const
  ).map((article): DemoPage => ({
    kind: 'BLOG',
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    coverUrl: cover(article.art),
    content: { bn: article.body.bn + demoNote.bn, en: article.body.en + demoNote.en },
    published: true,
    publishedAt: daysAgo(article.days),
  })),
];

/**
 * Creates the demo pages and articles; answers false when the demo merchant or its admin operator is missing, or
 * they exist already. Brings older demo banners and app downloads up to date either way.
 */
export async function seedDemoContentPages(db: Db): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  await updateDemoBannersAndApps(db, merchant.id);
  const adminName = demoOperators.find((operator) => operator.role === 'ADMIN')!.username;
  const admin = await db
    .selectFrom('operators')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('username', '=', adminName)
    .executeTakeFirst();
  if (!admin) return false;
  const existing = await db
    .selectFrom('content_pages')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;
  const actor = { merchantId: merchant.id, operatorId: admin.id, origin: demoOrigin };
  try {
    for (const [index, page] of demoContentPages.entries()) {
      const body: ContentPageBody = contentPageBodySchema.parse({ ...page, sortOrder: index });
      await createOpsContentPage(db, actor, body);
    }
  } catch (error) {
    // Another server starting at the same moment made them.
    if (error instanceof AppError && error.code === 'content.slug.taken') return false;
    throw error;
  }
  return true;
}

/** Captions for the demo banners of an older start, and app downloads that lead to the install page. */
async function updateDemoBannersAndApps(db: Db, merchantId: number) {
  for (const banner of demoBanners) {
    await db
      .updateTable('banners')
      .set({ caption: demoBannerCaption(banner) })
      .where('merchant_id', '=', merchantId)
      .where('caption', 'is', null)
      .where(sql<string>`image_url->>'en'`, '=', bannerImagePath(banner.key, 'en'))
      .execute();
  }
  for (const resource of demoAppResources) {
    await db
      .updateTable('merchant_resources')
      .set({ url: resource.url, label_name_en: resource.label })
      .where('merchant_id', '=', merchantId)
      .where('resource_type', '=', resource.type)
      .where('url', 'like', '/demo-assets/app/%')
      .execute();
  }
}
