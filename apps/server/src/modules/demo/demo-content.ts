/**
 * The data of the demo merchant: brand, settings, resources, banners, texts, the demo vendor catalogue and
 * the demo accounts. Pure data, shared by the seed (which writes it) and the demo asset route (which draws
 * the images the data refers to), so every image URL below is one the route can answer.
 */
import type {
  AnnouncementExecution,
  AnnouncementType,
  GameSubcategory,
  LinkageType,
  RegistrationField,
  RegistrationPatternId,
  ResourceType,
  VendorCategory,
  WhitelabelSwitch,
} from '@msp/contracts/enums.ts';
import { customerServicePath } from '@msp/contracts/support.ts';
import type { Theme } from '@msp/contracts/system.ts';

type Bilingual = { bn: string; en: string };

// Brand -------------------------------------------------------------------------------------------------

/** "Shapla" (শাপলা) is the water lily, Bangladesh's national flower: an invented brand, not a real operator. */
export const demoBrand = {
  code: 'DEMO',
  name: 'Shapla Play',
  nameBn: 'শাপলা প্লে',
  copyright: '© 2026 Shapla Play — demo brand, not a real operator',
  supportEmail: 'support@shaplaplay.example',
} as const;

export const demoTheme: Theme = {
  primary: '#f5b301',
  primaryContrast: '#1a1300',
  accent: '#22d3a6',
  background: '#0a1022',
  surface: '#121a33',
  surfaceRaised: '#1b2547',
  text: '#f3f5fb',
  textMuted: '#9aa4bf',
};

export const demoDomains = ['localhost', '127.0.0.1'] as const;

export const demoMaintenance: { title: Bilingual; message: Bilingual } = {
  title: { bn: 'সিস্টেম রক্ষণাবেক্ষণ চলছে', en: 'Scheduled maintenance' },
  message: {
    bn: 'আরও ভালো অভিজ্ঞতার জন্য আমরা সিস্টেম আপগ্রেড করছি। আপনার ব্যালেন্স সম্পূর্ণ নিরাপদ আছে। অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন অথবা গ্রাহক সেবায় যোগাযোগ করুন।',
    en: 'We are upgrading our systems to serve you better. Your balance is completely safe. Please try again a little later or contact customer service.',
  },
};

export const demoRegionMessage: Bilingual = {
  bn: 'দুঃখিত, আপনার বর্তমান অবস্থান থেকে এই সাইটে প্রবেশ করা যাবে না। আপনার মনে হলে এটি ভুল, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
  en: 'Sorry, this site is not available from your current location. If you believe this is a mistake, please contact customer service.',
};

// White-label switches ----------------------------------------------------------------------------------

export interface DemoFlagGroup {
  modId: string;
  enabled: boolean;
  children: { modId: WhitelabelSwitch; enabled: boolean }[];
}

export const demoFlagTree: DemoFlagGroup[] = [
  {
    modId: 'REG',
    enabled: true,
    children: [
      { modId: 'DIRECTREG3', enabled: true },
      { modId: 'USERNAMEREG3', enabled: true },
      { modId: 'MOBILENUMREG3', enabled: false },
      { modId: 'REGMOBVERF3', enabled: false },
      { modId: 'MOBILENUMPASSREG3', enabled: false },
    ],
  },
  {
    modId: 'LOGIN',
    enabled: true,
    children: [
      { modId: 'MOBILEVERCODELOGIN3', enabled: true },
      { modId: 'FREEPLAY3', enabled: true },
      { modId: 'PWDEXPFORCECHANGE3', enabled: true },
    ],
  },
  { modId: 'PROMO', enabled: true, children: [{ modId: 'PTSYS3', enabled: true }] },
];

// Resources ---------------------------------------------------------------------------------------------

export interface DemoResource {
  type: ResourceType;
  label: string;
  url: string;
  imageUrl: string | null;
}

export const demoPaymentMethods = [
  { key: 'bkash', label: 'bKash', color: '#e2136e', glyph: 'wallet' },
  { key: 'nagad', label: 'Nagad', color: '#f26522', glyph: 'wallet' },
  { key: 'rocket', label: 'Rocket', color: '#8c3494', glyph: 'rocket' },
  { key: 'upay', label: 'Upay', color: '#0c5cab', glyph: 'wallet' },
  { key: 'bank-transfer', label: 'Bank Transfer', color: '#1f9d74', glyph: 'bank' },
  { key: 'usdt', label: 'USDT', color: '#26a17b', glyph: 'coin' },
] as const;

export const demoLicences = [
  { key: 'demo-gaming-authority', title: 'Demo Gaming Authority', line: 'Licence No. DGA-2026-0417' },
  { key: 'island-gaming-commission', title: 'Island Gaming Commission', line: 'B2C Licence · Demo' },
  { key: 'fair-gaming-council', title: 'Fair Gaming Council', line: 'Member · Demo' },
] as const;

export const demoCertifications = [
  { key: 'rng-certified', title: 'RNG', line: 'CERTIFIED', icon: 'dice' },
  { key: 'fair-play-tested', title: 'FAIR PLAY', line: 'TESTED', icon: 'check' },
  { key: 'responsible-gaming-18', title: '18+', line: 'PLAY SAFE', icon: 'age' },
] as const;

export const demoSocialIcons = [
  'facebook',
  'youtube',
  'whatsapp',
  'telegram',
  'instagram',
  'tiktok',
  'twitter',
  'link',
  'chat',
  'support',
] as const;
export type DemoSocialIcon = (typeof demoSocialIcons)[number];

export const demoServicePages = ['links'] as const;
export type DemoServicePage = (typeof demoServicePages)[number];

const asset = (path: string) => `/demo-assets/${path}`;

/**
 * DEMO: where the demo merchant's app downloads lead: the app download page's install guide for each platform,
 * which installs the site as an app (its manifest and service worker). A real merchant puts its store or
 * download links here.
 */
export const demoAppResources: DemoResource[] = [
  {
    type: 'APP_IOS',
    label: 'Install on iPhone (demo: the web app)',
    url: '/appDownload#ios',
    imageUrl: null,
  },
  {
    type: 'APP_ANDROID',
    label: 'Install on Android (demo: the web app)',
    url: '/appDownload#android',
    imageUrl: null,
  },
  {
    type: 'APP_MOBILE_CONFIG',
    label: 'iOS home screen profile (demo: the web app)',
    url: '/appDownload#mobile-config',
    imageUrl: null,
  },
];

/** Social links exist for Facebook, YouTube, WhatsApp, Telegram and Instagram; TikTok and Twitter are left out on purpose. */
export const demoResources: DemoResource[] = [
  {
    type: 'LOGO',
    label: 'Shapla Play logo',
    url: asset('brand/logo.svg'),
    imageUrl: asset('brand/logo.svg'),
  },
  {
    type: 'LOGO_MOBILE',
    label: 'Shapla Play mobile logo',
    url: asset('brand/logo-mobile.svg'),
    imageUrl: asset('brand/logo-mobile.svg'),
  },
  {
    type: 'FAVICON',
    label: 'Shapla Play favicon',
    url: asset('brand/favicon.svg'),
    imageUrl: asset('brand/favicon.svg'),
  },
  {
    type: 'SOCIAL_FACEBOOK',
    label: 'Facebook (demo link)',
    url: 'https://www.facebook.com/',
    imageUrl: asset('social/facebook.svg'),
  },
  {
    type: 'SOCIAL_YOUTUBE',
    label: 'YouTube (demo link)',
    url: 'https://www.youtube.com/',
    imageUrl: asset('social/youtube.svg'),
  },
  {
    type: 'SOCIAL_WHATSAPP',
    label: 'WhatsApp (demo link)',
    url: 'https://www.whatsapp.com/',
    imageUrl: asset('social/whatsapp.svg'),
  },
  {
    type: 'SOCIAL_TELEGRAM',
    label: 'Telegram (demo link)',
    url: 'https://telegram.org/',
    imageUrl: asset('social/telegram.svg'),
  },
  {
    type: 'SOCIAL_INSTAGRAM',
    label: 'Instagram (demo link)',
    url: 'https://www.instagram.com/',
    imageUrl: asset('social/instagram.svg'),
  },
  {
    type: 'LINK_SERVICE',
    label: 'All our links (demo)',
    url: asset('pages/links.svg'),
    imageUrl: asset('social/link.svg'),
  },
  ...demoLicences.map((licence): DemoResource => ({
    type: 'LICENCE',
    label: `${licence.title} (demo licence)`,
    url: asset(`licences/${licence.key}.svg`),
    imageUrl: asset(`licences/${licence.key}.svg`),
  })),
  ...demoCertifications.map((certification): DemoResource => ({
    type: 'CERTIFICATION',
    label: `${certification.title} ${certification.line.toLowerCase()} (demo badge)`,
    url: asset(`certifications/${certification.key}.svg`),
    imageUrl: asset(`certifications/${certification.key}.svg`),
  })),
  ...demoPaymentMethods.map((method): DemoResource => ({
    type: 'PAYMENT_METHOD',
    label: method.label,
    url: asset(`payments/${method.key}.svg`),
    imageUrl: asset(`payments/${method.key}.svg`),
  })),
  // DEMO: the demo brand has no store apps; its app is the site itself, installed from the app download page.
  ...demoAppResources,
  // The site's own live chat (docs/support.md): the demo merchant's operators answer it through the operator API.
  {
    type: 'CUSTOMER_SERVICE',
    label: '24/7 Customer Service (live chat)',
    url: customerServicePath,
    imageUrl: asset('social/support.svg'),
  },
  {
    type: 'CUSTOMER_SERVICE',
    label: 'Telegram Support (demo)',
    url: 'https://telegram.org/',
    imageUrl: asset('social/telegram.svg'),
  },
  {
    type: 'LIVE_CHAT',
    label: 'Live Chat',
    url: customerServicePath,
    imageUrl: asset('social/chat.svg'),
  },
];

// Registration rules ------------------------------------------------------------------------------------

export interface DemoFieldRule {
  enabled: boolean;
  required: boolean;
  min: number | null;
  max: number | null;
  patternId: RegistrationPatternId;
  pattern: string;
}

const disabledField: DemoFieldRule = {
  enabled: false,
  required: false,
  min: null,
  max: null,
  patternId: 'ANY',
  pattern: '*',
};

/** One rule per field of contracts' registrationFields; fields not listed are switched off. */
export const demoFieldRules: Partial<Record<RegistrationField, DemoFieldRule>> = {
  username: {
    enabled: true,
    required: true,
    min: 6,
    max: 16,
    patternId: 'LETTER_FIRST_ALNUM',
    pattern: '^[A-Za-z][A-Za-z0-9]{5,15}$',
  },
  password: {
    enabled: true,
    required: true,
    min: 6,
    max: 20,
    // At least one letter and one digit; symbols allowed (the demo password is Demo@1234).
    patternId: 'LETTERS_AND_DIGITS',
    pattern: '^(?=.*[A-Za-z])(?=.*\\d)\\S{6,20}$',
  },
  confirmPassword: { enabled: true, required: true, min: 6, max: 20, patternId: 'ANY', pattern: '*' },
  mobileNum: {
    enabled: true,
    required: true,
    min: 11,
    max: 11,
    patternId: 'DIGITS',
    pattern: '^01[3-9]\\d{8}$',
  },
  email: {
    enabled: true,
    required: false,
    min: 5,
    max: 64,
    patternId: 'EMAIL',
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  },
  affiliateCode: {
    enabled: true,
    required: false,
    min: 4,
    max: 20,
    patternId: 'ALNUM',
    pattern: '^[A-Za-z0-9]{4,20}$',
  },
  payeeName: {
    enabled: true,
    required: false,
    min: 2,
    max: 50,
    patternId: 'ENGLISH_LETTERS_SPACES',
    pattern: '^[A-Za-z][A-Za-z ]{1,49}$',
  },
  captcha: { enabled: true, required: true, min: null, max: null, patternId: 'ANY', pattern: '*' },
};

export function fieldRuleOf(field: RegistrationField): DemoFieldRule {
  return demoFieldRules[field] ?? disabledField;
}

// Banners -----------------------------------------------------------------------------------------------

export type BannerArt = 'welcome' | 'slots' | 'live' | 'cricket' | 'referral';

export interface DemoBanner {
  key: BannerArt;
  group: 'w_home' | 'w_promotion';
  title: Bilingual;
  /** The caption the page draws over the banner's picture, per language. */
  kicker: Bilingual;
  headline: Bilingual;
  subline: Bilingual;
  /** No CTA on a banner that is not clickable. */
  cta: Bilingual | null;
  linkageType: LinkageType | null;
  linkageValue: string | null;
}

export const demoBanners: DemoBanner[] = [
  {
    key: 'welcome',
    group: 'w_home',
    title: { bn: '১০০% স্বাগতম বোনাস', en: '100% Welcome Bonus' },
    kicker: { bn: 'নতুন সদস্যদের জন্য', en: 'FOR NEW MEMBERS' },
    headline: { bn: '১০০% স্বাগতম বোনাস', en: '100% Welcome Bonus' },
    subline: { bn: 'প্রথম ডিপোজিটে সর্বোচ্চ ৳১০,০০০ পর্যন্ত', en: 'Up to ৳10,000 on your first deposit' },
    cta: { bn: 'এখনই নিন', en: 'Claim now' },
    linkageType: 'PROMOTION',
    linkageValue: 'DEPOSIT',
  },
  {
    key: 'slots',
    group: 'w_home',
    title: { bn: 'জ্যাকপট স্লট', en: 'Jackpot Slots' },
    kicker: { bn: '১০টি সেরা স্টুডিও', en: '10 TOP STUDIOS' },
    headline: { bn: 'জ্যাকপট স্লট', en: 'Jackpot Slots' },
    subline: { bn: 'PG, JILI, Pragmatic সহ আরও অনেক গেম', en: 'Spin PG, JILI, Pragmatic and many more' },
    cta: { bn: 'এখনই খেলুন', en: 'Play now' },
    linkageType: 'ROUTE',
    linkageValue: '/rng?vassalage=PG',
  },
  {
    key: 'live',
    group: 'w_home',
    title: { bn: 'লাইভ ক্যাসিনো', en: 'Live Casino' },
    kicker: { bn: '২৪/৭ লাইভ টেবিল', en: '24/7 LIVE TABLES' },
    headline: { bn: 'লাইভ ক্যাসিনো', en: 'Live Casino' },
    subline: { bn: 'আসল ডিলার, ব্যাকারাট ও রুলেট', en: 'Real dealers, baccarat and roulette' },
    cta: { bn: 'টেবিলে বসুন', en: 'Join a table' },
    linkageType: 'GAME',
    linkageValue: 'EVO:EVO_SPEED_BACCARAT',
  },
  {
    key: 'cricket',
    group: 'w_home',
    title: { bn: 'ক্রিকেট মৌসুম', en: 'Cricket Season' },
    kicker: { bn: 'স্পোর্টস', en: 'SPORTS' },
    headline: { bn: 'ক্রিকেট মৌসুম', en: 'Cricket Season' },
    subline: { bn: 'প্রতিটি ম্যাচে সেরা অডস ও লাইভ বেটিং', en: 'Top odds and live betting on every match' },
    cta: null,
    linkageType: null,
    linkageValue: null,
  },
  {
    key: 'referral',
    group: 'w_promotion',
    title: { bn: 'বন্ধুকে রেফার করুন', en: 'Refer a friend' },
    kicker: { bn: 'বন্ধুদের আমন্ত্রণ', en: 'INVITE FRIENDS' },
    headline: { bn: 'বন্ধুকে আনুন, পান ৳১০০ + ২০%', en: 'Invite a friend, get ৳100 + 20%' },
    subline: {
      bn: 'যে বন্ধুই যোগ দিয়ে খেলবে তার জন্য বোনাস, কোনো সীমা নেই',
      en: 'A bonus for every friend who joins and plays, no limit',
    },
    cta: { bn: 'লিংক শেয়ার করুন', en: 'Share your link' },
    linkageType: 'REFERRAL',
    linkageValue: null,
  },
];

export const bannerImagePath = (key: BannerArt, language: 'bn' | 'en') =>
  asset(`banners/${key}-${language}.svg`);

/** The words the page draws over a demo banner's picture (the picture carries none). */
export const demoBannerCaption = (banner: DemoBanner) => ({
  kicker: banner.kicker,
  headline: banner.headline,
  subline: banner.subline,
  cta: banner.cta,
});

// Announcements -----------------------------------------------------------------------------------------

export interface DemoAnnouncement {
  type: AnnouncementType;
  execution: AnnouncementExecution;
  title: Bilingual;
  content: Bilingual;
  promotionType: string | null;
  /** Days from now: negative is in the past. */
  startDays: number;
  endDays: number | null;
}

export const demoAnnouncements: DemoAnnouncement[] = [
  {
    type: 'H',
    execution: 'B',
    title: { bn: 'শাপলা প্লে-তে স্বাগতম!', en: 'Welcome to Shapla Play!' },
    content: {
      bn: '<p><strong>শাপলা প্লে</strong>-তে স্বাগতম! লটারি, লাইভ ক্যাসিনো, স্লট, ফিশিং ও স্পোর্টস — সব এক জায়গায়। <a href="/register">এখনই নিবন্ধন করুন</a> এবং প্রথম ডিপোজিটে ১০০% বোনাস নিন।</p><p><em>এটি একটি ডেমো সাইট।</em></p>',
      en: '<p>Welcome to <strong>Shapla Play</strong>! Lottery, live casino, slots, fishing and sports — all in one place. <a href="/register">Sign up now</a> and get a 100% bonus on your first deposit.</p><p><em>This is a demo site.</em></p>',
    },
    promotionType: null,
    startDays: -14,
    endDays: null,
  },
  {
    type: 'H',
    execution: 'A',
    title: { bn: 'bKash ডিপোজিট রক্ষণাবেক্ষণ', en: 'bKash deposit maintenance' },
    content: {
      bn: '<p>প্রিয় সদস্য, শুক্রবার রাত <strong>০২:০০ থেকে ০৪:০০</strong> পর্যন্ত bKash ডিপোজিট সাময়িকভাবে বন্ধ থাকবে। এই সময়ে অনুগ্রহ করে Nagad, Rocket বা Upay ব্যবহার করুন।</p><ul><li>উত্তোলন স্বাভাবিক থাকবে</li><li>আপনার ব্যালেন্স সম্পূর্ণ নিরাপদ</li></ul>',
      en: '<p>Dear member, bKash deposits will be paused on Friday from <strong>02:00 to 04:00</strong>. Please use Nagad, Rocket or Upay during this window.</p><ul><li>Withdrawals are not affected</li><li>Your balance is completely safe</li></ul>',
    },
    promotionType: null,
    startDays: -2,
    endDays: null,
  },
  {
    type: 'PU',
    execution: 'B',
    title: { bn: 'প্রথম ডিপোজিটে ১০০% বোনাস', en: '100% bonus on your first deposit' },
    content: {
      bn: '<p>নতুন সদস্যরা প্রথম ডিপোজিটে পাবেন <strong>১০০% বোনাস, সর্বোচ্চ ৳১০,০০০</strong>।</p><ol><li>নিবন্ধন করুন</li><li>ন্যূনতম ৳২০০ ডিপোজিট করুন</li><li>রিওয়ার্ড সেন্টার থেকে বোনাস দাবি করুন</li></ol><p>বোনাসের পরিমাণের ১০ গুণ টার্নওভার প্রয়োজন। বিস্তারিত <a href="/promotions">প্রমোশন পেজে</a>।</p>',
      en: '<p>New members get a <strong>100% bonus, up to ৳10,000</strong>, on their first deposit.</p><ol><li>Sign up</li><li>Deposit at least ৳200</li><li>Claim the bonus in the reward center</li></ol><p>A turnover of 10 times the bonus applies. Details on the <a href="/promotions">promotions page</a>.</p>',
    },
    promotionType: 'DEPOSIT',
    startDays: -10,
    endDays: 60,
  },
  {
    type: 'PU',
    execution: 'F',
    title: { bn: 'শাপলা পরিবারে স্বাগতম', en: 'Welcome to the Shapla family' },
    content: {
      bn: '<p>আপনার প্রথম লগইনের জন্য ধন্যবাদ! শুরু করার আগে:</p><ul><li>নিরাপত্তা কেন্দ্রে আপনার মোবাইল নম্বর যাচাই করুন</li><li>উত্তোলনের জন্য একটি bKash বা Nagad অ্যাকাউন্ট যোগ করুন</li><li>প্রথম ডিপোজিটে <strong>১০০% বোনাস</strong> নিতে ভুলবেন না</li></ul><p>যেকোনো প্রশ্নে আমাদের <a href="/help#contact-us">গ্রাহক সেবা</a> ২৪/৭ প্রস্তুত।</p>',
      en: '<p>Thanks for your first login! Before you start:</p><ul><li>Verify your mobile number in the security center</li><li>Add a bKash or Nagad account for withdrawals</li><li>Do not miss the <strong>100% bonus</strong> on your first deposit</li></ul><p>Our <a href="/help#contact-us">customer service</a> is ready 24/7 for any question.</p>',
    },
    promotionType: 'DEPOSIT',
    startDays: -30,
    endDays: null,
  },
  {
    type: 'PU',
    execution: 'A',
    title: { bn: 'বন্ধুকে রেফার করুন, বোনাস পান', en: 'Refer a friend, earn a bonus' },
    content: {
      bn: '<p>সদস্য কেন্দ্রের রেফারেল পেজ থেকে আপনার লিংক শেয়ার করুন। বন্ধু সেই লিংকে নিবন্ধন করে ৳১,০০০ বাজি পূরণ করলে আপনি পাবেন <strong>৳১০০</strong>, সাথে বন্ধুর প্রথম ডিপোজিটের <strong>২০%</strong> (সর্বোচ্চ ৳১,০০০)।</p><ul><li>বন্ধুর সংখ্যায় কোনো সীমা নেই</li><li>রিওয়ার্ড রেফারেল পেজ থেকে দাবি করুন</li></ul>',
      en: '<p>Share your link from the referral page of the member centre. When a friend registers with it and bets ৳1,000, you get <strong>৳100</strong> plus <strong>20%</strong> of their first deposit (up to ৳1,000).</p><ul><li>No limit on the number of friends</li><li>Claim your rewards on your referral page</li></ul>',
    },
    promotionType: 'REFERRAL',
    startDays: -7,
    endDays: null,
  },
  {
    type: 'PR',
    execution: 'A',
    title: { bn: 'স্লটে সাপ্তাহিক ১.২% রিবেট', en: 'Weekly 1.2% slot rebate' },
    content: {
      bn: '<p>প্রতি সোমবার আগের সপ্তাহের স্লট বেটের উপর <strong>১.২% রিবেট</strong> স্বয়ংক্রিয়ভাবে জমা হবে।</p><ul><li>সব স্লট প্রোভাইডার অন্তর্ভুক্ত</li><li>কোনো টার্নওভার শর্ত নেই</li></ul>',
      en: "<p>Every Monday a <strong>1.2% rebate</strong> on last week's slot bets is credited automatically.</p><ul><li>All slot providers count</li><li>No turnover requirement</li></ul>",
    },
    promotionType: 'REBATE',
    startDays: -20,
    endDays: null,
  },
  {
    type: 'PR',
    execution: 'B',
    title: { bn: 'ক্রিকেট উৎসব: প্রতিদিন ফ্রি বেট', en: 'Cricket festival: a free bet every day' },
    content: {
      bn: '<p>ক্রিকেট মৌসুম জুড়ে প্রতিদিন ৳৫০০ বা তার বেশি স্পোর্টস বেট করলে পাবেন <strong>৳১০০ ফ্রি বেট</strong>।</p><p>শুধু নিবন্ধিত সদস্যদের জন্য — <a href="/register">আজই যোগ দিন</a>।</p>',
      en: '<p>Throughout the cricket season, place ৳500 or more in sports bets on any day and get a <strong>৳100 free bet</strong>.</p><p>For registered members only — <a href="/register">join today</a>.</p>',
    },
    promotionType: 'SPORTS',
    startDays: -5,
    endDays: 45,
  },
  {
    type: 'PL',
    execution: 'A',
    title: { bn: 'নতুন পেমেন্ট পদ্ধতি: USDT', en: 'New payment method: USDT' },
    content: {
      bn: '<p>এখন থেকে আপনি <strong>USDT (TRC20)</strong> দিয়েও ডিপোজিট ও উত্তোলন করতে পারবেন।</p><ul><li>ন্যূনতম ডিপোজিট: ১০ USDT</li><li>নেটওয়ার্ক নিশ্চিতকরণের পরেই ব্যালেন্সে জমা</li></ul><p>বিস্তারিত <a href="/help#deposit-guide">ডিপোজিট গাইডে</a>।</p>',
      en: '<p>You can now deposit and withdraw with <strong>USDT (TRC20)</strong>.</p><ul><li>Minimum deposit: 10 USDT</li><li>Credited as soon as the network confirms</li></ul><p>See the <a href="/help#deposit-guide">deposit guide</a> for details.</p>',
    },
    promotionType: null,
    startDays: -3,
    endDays: null,
  },
  {
    type: 'PL',
    execution: 'A',
    title: { bn: 'নিরাপত্তা সতর্কতা: OTP কাউকে দেবেন না', en: 'Security notice: never share your OTP' },
    content: {
      bn: '<p>আমাদের কর্মীরা কখনোই আপনার পাসওয়ার্ড, OTP বা পিন চাইবে না।</p><ul><li>সন্দেহজনক কল বা মেসেজ পেলে <strong>গ্রাহক সেবায় জানান</strong></li><li>শুধু অফিসিয়াল ডোমেইন থেকে লগইন করুন</li></ul>',
      en: '<p>Our staff will never ask for your password, OTP or PIN.</p><ul><li>Report suspicious calls or messages to <strong>customer service</strong></li><li>Only log in on our official domains</li></ul>',
    },
    promotionType: null,
    startDays: -1,
    endDays: null,
  },
  {
    type: 'B',
    execution: 'B',
    title: { bn: 'নতুন লাইভ টেবিল চালু হয়েছে', en: 'New live tables are open' },
    content: {
      bn: '<p>Evolution ও Pragmatic Play Live-এ <strong>নতুন বাংলা ডিলার টেবিল</strong> চালু হয়েছে। ব্যাকারাট, ড্রাগন টাইগার ও আন্দার বাহার উপভোগ করুন।</p>',
      en: '<p><strong>New tables with Bangla-speaking dealers</strong> are open at Evolution and Pragmatic Play Live. Enjoy baccarat, dragon tiger and andar bahar.</p>',
    },
    promotionType: null,
    startDays: -4,
    endDays: null,
  },
  {
    type: 'B',
    execution: 'A',
    title: { bn: 'সদস্য দিবস: প্রতি মাসের ১৫ তারিখ', en: 'Member day: the 15th of every month' },
    content: {
      bn: '<p>প্রতি মাসের ১৫ তারিখে সব ডিপোজিটে <strong>১০% অতিরিক্ত বোনাস</strong>।</p><p>ভিআইপি সদস্যরা পাবেন দ্বিগুণ পয়েন্ট।</p>',
      en: '<p>On the 15th of every month every deposit gets a <strong>10% extra bonus</strong>.</p><p>VIP members earn double points.</p>',
    },
    promotionType: 'DEPOSIT',
    startDays: -6,
    endDays: null,
  },
  {
    type: 'H',
    execution: 'B',
    title: { bn: 'ঈদ উৎসব শীঘ্রই আসছে', en: 'Eid festival coming soon' },
    content: {
      bn: '<p>ঈদ উপলক্ষে বিশেষ বোনাস ও লাকি ড্র শীঘ্রই আসছে। <strong>চোখ রাখুন!</strong></p>',
      en: '<p>Special bonuses and a lucky draw are coming for Eid. <strong>Stay tuned!</strong></p>',
    },
    promotionType: null,
    startDays: 3,
    endDays: 20,
  },
  {
    type: 'PL',
    execution: 'A',
    title: { bn: 'সিস্টেম আপগ্রেড সম্পন্ন', en: 'System upgrade completed' },
    content: {
      bn: '<p>গত সপ্তাহের সিস্টেম আপগ্রেড সফলভাবে সম্পন্ন হয়েছে। ধৈর্যের জন্য ধন্যবাদ।</p>',
      en: "<p>Last week's system upgrade was completed successfully. Thank you for your patience.</p>",
    },
    promotionType: null,
    startDays: -12,
    endDays: -1,
  },
];

// Help center -------------------------------------------------------------------------------------------

export interface DemoHelpSection {
  code: string;
  title: Bilingual;
  content: Bilingual;
  /** `fff`: a descriptive block for the home footer, not a help link. */
  tag: string | null;
}

export const demoHelpSections: DemoHelpSection[] = [
  {
    code: 'about-us',
    title: { bn: 'আমাদের সম্পর্কে', en: 'About us' },
    tag: null,
    content: {
      bn: `<h3>শাপলা প্লে কারা</h3>
<p>শাপলা প্লে বাংলাদেশের খেলোয়াড়দের জন্য তৈরি একটি অনলাইন গেমিং প্ল্যাটফর্ম। আমাদের নাম এসেছে দেশের জাতীয় ফুল শাপলা থেকে — সরল, সুন্দর এবং নির্ভরযোগ্য। <em>এটি একটি ডেমো ব্র্যান্ড; এখানে কোনো আসল টাকার লেনদেন হয় না।</em></p>
<h3>আমরা যা অফার করি</h3>
<ul><li>ভিয়েতনাম ও দক্ষিণ-পূর্ব এশিয়ার লটারি এবং দ্রুত ই-লটারি</li><li>আসল ডিলারসহ লাইভ ক্যাসিনো</li><li>১০টির বেশি স্টুডিওর স্লট ও ফিশিং গেম</li><li>ক্রিকেট, ফুটবলসহ স্পোর্টস ও ই-স্পোর্টস বেটিং</li><li>তিন পাত্তি, কল ব্রেক, লুডোর মতো কার্ড ও বোর্ড গেম</li></ul>
<h3>আমাদের প্রতিশ্রুতি</h3>
<p>বাংলা ভাষায় ২৪/৭ গ্রাহক সেবা, bKash, Nagad, Rocket ও Upay-এ দ্রুত লেনদেন এবং <strong>দায়িত্বশীল গেমিং</strong> — এই তিনটিই আমাদের ভিত্তি।</p>`,
      en: `<h3>Who we are</h3>
<p>Shapla Play is an online gaming platform built for players in Bangladesh. Our name comes from the shapla, the country's national flower — simple, beautiful and dependable. <em>This is a demo brand; no real money changes hands here.</em></p>
<h3>What we offer</h3>
<ul><li>Vietnam and South-East Asian lotteries, plus fast e-lottery draws</li><li>Live casino with real dealers</li><li>Slots and fishing games from more than 10 studios</li><li>Sports and esports betting, cricket and football first</li><li>Card and board games such as Teen Patti, Call Break and Ludo</li></ul>
<h3>Our promise</h3>
<p>Customer service in Bangla around the clock, fast payments through bKash, Nagad, Rocket and Upay, and <strong>responsible gaming</strong> — these three are our foundation.</p>`,
    },
  },
  {
    code: 'terms-and-conditions',
    title: { bn: 'শর্তাবলী', en: 'Terms and conditions' },
    tag: null,
    content: {
      bn: `<p>শাপলা প্লে-তে নিবন্ধন বা খেলার মাধ্যমে আপনি নিচের শর্তাবলী মেনে নিচ্ছেন। অনুগ্রহ করে মনোযোগ দিয়ে পড়ুন।</p>
<ol><li><strong>যোগ্যতা:</strong> আপনার বয়স অবশ্যই ১৮ বছর বা তার বেশি হতে হবে।</li><li><strong>একটি অ্যাকাউন্ট:</strong> প্রতিটি ব্যক্তি, পরিবার, ঠিকানা ও ডিভাইসে একটিমাত্র অ্যাকাউন্ট অনুমোদিত।</li><li><strong>সঠিক তথ্য:</strong> নিবন্ধনের তথ্য এবং উত্তোলন অ্যাকাউন্টের নাম অবশ্যই মিলতে হবে।</li><li><strong>বোনাস:</strong> প্রতিটি বোনাসের নিজস্ব টার্নওভার শর্ত আছে; অপব্যবহার করলে বোনাস ও জয় বাতিল হতে পারে।</li><li><strong>নিষিদ্ধ আচরণ:</strong> প্রতারণা, যোগসাজশ, সফটওয়্যার দিয়ে খেলা বা অন্যের অ্যাকাউন্ট ব্যবহার নিষিদ্ধ।</li><li><strong>পরিবর্তন:</strong> আমরা যেকোনো সময় এই শর্তাবলী হালনাগাদ করতে পারি; নতুন সংস্করণ এই পেজে প্রকাশিত হবে।</li></ol>
<p>প্রশ্ন থাকলে <a href="/help#contact-us">আমাদের সাথে যোগাযোগ করুন</a>।</p>`,
      en: `<p>By registering or playing at Shapla Play you accept the terms below. Please read them carefully.</p>
<ol><li><strong>Eligibility:</strong> you must be 18 years of age or older.</li><li><strong>One account:</strong> one account is allowed per person, household, address and device.</li><li><strong>Accurate details:</strong> your registration details and the name on your withdrawal account must match.</li><li><strong>Bonuses:</strong> every bonus has its own turnover requirement; abuse may void the bonus and its winnings.</li><li><strong>Prohibited conduct:</strong> fraud, collusion, playing with software aids or using someone else's account is forbidden.</li><li><strong>Changes:</strong> we may update these terms at any time; the new version is published on this page.</li></ol>
<p>Questions? <a href="/help#contact-us">Contact us</a>.</p>`,
    },
  },
  {
    code: 'privacy-policy',
    title: { bn: 'গোপনীয়তা নীতি', en: 'Privacy policy' },
    tag: null,
    content: {
      bn: `<p>আপনার ব্যক্তিগত তথ্যের সুরক্ষা আমাদের কাছে অত্যন্ত গুরুত্বপূর্ণ।</p>
<h4>আমরা যা সংগ্রহ করি</h4>
<ul><li>নিবন্ধনের তথ্য: ব্যবহারকারীর নাম, মোবাইল নম্বর, ইমেইল</li><li>লেনদেনের তথ্য: ডিপোজিট, উত্তোলন ও বেটের রেকর্ড</li><li>প্রযুক্তিগত তথ্য: আইপি ঠিকানা, ডিভাইস ও ব্রাউজারের ধরন</li></ul>
<h4>আমরা যেভাবে ব্যবহার করি</h4>
<p>অ্যাকাউন্ট পরিচালনা, লেনদেন সম্পন্ন করা, প্রতারণা প্রতিরোধ এবং আইনি বাধ্যবাধকতা পূরণের জন্য। আমরা <strong>কখনোই আপনার তথ্য বিক্রি করি না</strong>।</p>
<h4>সুরক্ষা</h4>
<p>পাসওয়ার্ড এনক্রিপ্ট করে সংরক্ষণ করা হয় এবং সব সংযোগ এনক্রিপ্টেড। তথ্য সংশোধন বা মুছে ফেলার অনুরোধ করতে ${demoBrand.supportEmail} ঠিকানায় লিখুন।</p>`,
      en: `<p>Protecting your personal data matters a great deal to us.</p>
<h4>What we collect</h4>
<ul><li>Registration details: username, mobile number, email</li><li>Transaction details: deposit, withdrawal and bet records</li><li>Technical details: IP address, device and browser type</li></ul>
<h4>How we use it</h4>
<p>To run your account, complete transactions, prevent fraud and meet legal obligations. We <strong>never sell your data</strong>.</p>
<h4>Security</h4>
<p>Passwords are stored hashed and every connection is encrypted. To ask for your data to be corrected or deleted, write to ${demoBrand.supportEmail}.</p>`,
    },
  },
  {
    code: 'responsible-gaming',
    title: { bn: 'দায়িত্বশীল গেমিং', en: 'Responsible gaming' },
    tag: null,
    content: {
      bn: `<p>গেমিং হওয়া উচিত বিনোদন, আয়ের উৎস নয়। আমরা চাই আপনি নিয়ন্ত্রণ রেখে খেলুন।</p>
<h4>নিরাপদে খেলার পরামর্শ</h4>
<ul><li>খেলার আগে একটি বাজেট ঠিক করুন এবং তা মেনে চলুন</li><li>হারানো টাকা ফেরত পাওয়ার জন্য খেলবেন না</li><li>নিয়মিত বিরতি নিন</li><li>ধার করা টাকায় কখনো খেলবেন না</li></ul>
<h4>সতর্ক সংকেত</h4>
<p>আপনি যদি পরিকল্পনার চেয়ে বেশি সময় বা টাকা খরচ করেন, বা খেলা নিয়ে পরিবারে অশান্তি হয় — তাহলে থামার সময় হয়েছে।</p>
<p>ডিপোজিট সীমা বা <strong>সাময়িক স্ব-বর্জন</strong> চালু করতে <a href="/help#contact-us">গ্রাহক সেবায়</a> যোগাযোগ করুন। ১৮ বছরের কম বয়সীদের জন্য খেলা কঠোরভাবে নিষিদ্ধ।</p>`,
      en: `<p>Gaming should be entertainment, not a way to make money. We want you to stay in control.</p>
<h4>Tips for safe play</h4>
<ul><li>Set a budget before you play and stick to it</li><li>Never chase your losses</li><li>Take regular breaks</li><li>Never play with borrowed money</li></ul>
<h4>Warning signs</h4>
<p>If you spend more time or money than you planned, or gaming causes trouble at home, it is time to stop.</p>
<p>To set a deposit limit or a <strong>temporary self-exclusion</strong>, contact <a href="/help#contact-us">customer service</a>. Play is strictly forbidden for anyone under 18.</p>`,
    },
  },
  {
    code: 'deposit-guide',
    title: { bn: 'ডিপোজিট গাইড', en: 'Deposit guide' },
    tag: null,
    content: {
      bn: `<p>মাত্র কয়েক ধাপে আপনার অ্যাকাউন্টে টাকা জমা করুন।</p>
<ol><li>লগইন করে উপরের <strong>ডিপোজিট</strong> বোতামে চাপুন।</li><li>পদ্ধতি বেছে নিন: bKash, Nagad, Rocket, Upay, ব্যাংক ট্রান্সফার বা USDT।</li><li>পরিমাণ লিখুন (ন্যূনতম ৳২০০, সর্বোচ্চ ৳৫০,০০০)।</li><li>দেখানো নম্বরে <strong>Send Money</strong> করুন এবং রেফারেন্স হিসেবে দেওয়া কোড লিখুন।</li><li>ট্রানজেকশন আইডি (TrxID) জমা দিন।</li></ol>
<p>সাধারণত ১-৫ মিনিটের মধ্যে ব্যালেন্সে জমা হয়। ১৫ মিনিটের বেশি লাগলে <a href="/help#contact-us">গ্রাহক সেবায়</a> TrxID সহ যোগাযোগ করুন।</p>`,
      en: `<p>Fund your account in a few steps.</p>
<ol><li>Log in and press the <strong>Deposit</strong> button at the top.</li><li>Choose a method: bKash, Nagad, Rocket, Upay, bank transfer or USDT.</li><li>Enter the amount (minimum ৳200, maximum ৳50,000).</li><li><strong>Send Money</strong> to the number shown, with the given code as the reference.</li><li>Submit the transaction ID (TrxID).</li></ol>
<p>Deposits usually arrive within 1–5 minutes. If it takes longer than 15 minutes, contact <a href="/help#contact-us">customer service</a> with your TrxID.</p>`,
    },
  },
  {
    code: 'withdrawal-guide',
    title: { bn: 'উত্তোলন গাইড', en: 'Withdrawal guide' },
    tag: null,
    content: {
      bn: `<p>আপনার জেতা টাকা দ্রুত ও নিরাপদে তুলুন।</p>
<ol><li>নিরাপত্তা কেন্দ্রে একটি bKash, Nagad, Rocket বা ব্যাংক অ্যাকাউন্ট যোগ করুন — নাম অবশ্যই আপনার নিবন্ধিত নামের সাথে মিলতে হবে।</li><li><strong>উত্তোলন</strong> পেজে পরিমাণ লিখুন (ন্যূনতম ৳৫০০)।</li><li>লেনদেনের পাসওয়ার্ড দিয়ে নিশ্চিত করুন।</li></ol>
<h4>প্রয়োজনীয়তা</h4>
<ul><li>ডিপোজিটের অন্তত ১ গুণ টার্নওভার সম্পূর্ণ হতে হবে</li><li>চলমান বোনাসের টার্নওভার শর্ত পূরণ হতে হবে</li></ul>
<p>বেশিরভাগ উত্তোলন <strong>৩০ মিনিটের মধ্যে</strong> সম্পন্ন হয়।</p>`,
      en: `<p>Take out your winnings quickly and safely.</p>
<ol><li>Add a bKash, Nagad, Rocket or bank account in the security center — the name must match your registered name.</li><li>Enter the amount on the <strong>Withdraw</strong> page (minimum ৳500).</li><li>Confirm with your transaction password.</li></ol>
<h4>Requirements</h4>
<ul><li>A turnover of at least 1 times your deposits</li><li>The turnover of any running bonus must be met</li></ul>
<p>Most withdrawals complete <strong>within 30 minutes</strong>.</p>`,
    },
  },
  {
    code: 'faq',
    title: { bn: 'সাধারণ প্রশ্ন', en: 'FAQ' },
    tag: null,
    content: {
      bn: `<h4>আমি পাসওয়ার্ড ভুলে গেছি, কী করব?</h4>
<p>লগইন উইন্ডোতে <strong>পাসওয়ার্ড ভুলে গেছেন?</strong> চাপুন এবং মোবাইল নম্বর বা ইমেইল দিয়ে নতুন পাসওয়ার্ড সেট করুন।</p>
<h4>ডিপোজিট এখনো আসেনি কেন?</h4>
<p>বেশিরভাগ ডিপোজিট ৫ মিনিটের মধ্যে আসে। TrxID ঠিকমতো দিয়েছেন কিনা দেখুন, তারপর গ্রাহক সেবায় যোগাযোগ করুন।</p>
<h4>ফ্রি ডেমো কি খেলা যায়?</h4>
<p>হ্যাঁ, অনেক স্লট ও ফিশিং গেমে <em>ফ্রি প্লে</em> বোতাম আছে — টাকা ছাড়াই চেষ্টা করে দেখুন।</p>
<h4>এজেন্ট কীভাবে হব?</h4>
<p>এজেন্ট হয়ে আপনার দলের খেলার উপর কমিশন ও বেতন আয় করুন। বিস্তারিত জানতে <a href="/help#contact-us">যোগাযোগ করুন</a>।</p>`,
      en: `<h4>I forgot my password. What now?</h4>
<p>Press <strong>Forgot password?</strong> in the login window and set a new password with your mobile number or email.</p>
<h4>Why has my deposit not arrived?</h4>
<p>Most deposits arrive within 5 minutes. Check that you entered the TrxID correctly, then contact customer service.</p>
<h4>Can I play for free?</h4>
<p>Yes, many slot and fishing games have a <em>free play</em> button — try them without money.</p>
<h4>How do I become an agent?</h4>
<p>As an agent you earn commission and salary on your team's play. <a href="/help#contact-us">Contact us</a> to learn more.</p>`,
    },
  },
  {
    code: 'contact-us',
    title: { bn: 'যোগাযোগ করুন', en: 'Contact us' },
    tag: null,
    content: {
      bn: `<p>আমাদের বাংলাভাষী সাপোর্ট টিম সপ্তাহে ৭ দিন, দিনে ২৪ ঘণ্টা আপনার পাশে আছে।</p>
<ul><li><strong>লাইভ চ্যাট:</strong> সাইটের ডান পাশের চ্যাট আইকনে চাপুন — গড় উত্তর সময় ১ মিনিটেরও কম</li><li><strong>টেলিগ্রাম ও হোয়াটসঅ্যাপ:</strong> সাইড মেনুর আইকন থেকে</li><li><strong>ইমেইল:</strong> <a href="mailto:${demoBrand.supportEmail}">${demoBrand.supportEmail}</a></li></ul>
<p>লেনদেন সংক্রান্ত প্রশ্নে আপনার ব্যবহারকারীর নাম ও TrxID সাথে রাখুন।</p>`,
      en: `<p>Our Bangla-speaking support team is with you 24 hours a day, 7 days a week.</p>
<ul><li><strong>Live chat:</strong> press the chat icon on the right of the site — average reply in under 1 minute</li><li><strong>Telegram and WhatsApp:</strong> from the icons in the side menu</li><li><strong>Email:</strong> <a href="mailto:${demoBrand.supportEmail}">${demoBrand.supportEmail}</a></li></ul>
<p>For payment questions, keep your username and TrxID at hand.</p>`,
    },
  },
  {
    code: 'who-we-are',
    title: { bn: 'আমরা কারা', en: 'Who we are' },
    tag: 'fff',
    content: {
      bn: '<p>শাপলা প্লে বাংলাদেশের খেলোয়াড়দের জন্য লটারি, লাইভ ক্যাসিনো, স্লট, ফিশিং, স্পোর্টস ও কার্ড গেমের একটি প্ল্যাটফর্ম — বাংলায় ২৪/৭ সেবা এবং দেশীয় পেমেন্টে দ্রুত লেনদেন। এটি একটি ডেমো ব্র্যান্ড।</p>',
      en: '<p>Shapla Play brings lottery, live casino, slots, fishing, sports and card games to players in Bangladesh — with 24/7 service in Bangla and fast local payments. This is a demo brand.</p>',
    },
  },
  {
    code: 'licensed-fair-play',
    title: { bn: 'লাইসেন্সপ্রাপ্ত ও ন্যায্য খেলা', en: 'Licensed and fair play' },
    tag: 'fff',
    content: {
      bn: '<p>আমাদের সব গেম স্বাধীনভাবে পরীক্ষিত র‍্যান্ডম নম্বর জেনারেটর ব্যবহার করে এবং ফলাফল যাচাইযোগ্য। আমরা দায়িত্বশীল গেমিংয়ে প্রতিশ্রুতিবদ্ধ; ১৮ বছরের কম বয়সীদের জন্য নয়। (ডেমো লাইসেন্স ও ব্যাজ)</p>',
      en: '<p>Every game runs on an independently tested random number generator with verifiable results. We are committed to responsible gaming; not for anyone under 18. (Demo licences and badges.)</p>',
    },
  },
];

// Vendor catalogue --------------------------------------------------------------------------------------

/** What the game icon shows in its middle. */
export type GameMotif =
  | 'seven'
  | 'gem'
  | 'coin'
  | 'crown'
  | 'cherry'
  | 'star'
  | 'cards'
  | 'dice'
  | 'roulette'
  | 'fish'
  | 'chip'
  | 'mahjong'
  | 'rocket'
  | 'balls'
  | 'football'
  | 'cricket'
  | 'controller'
  | 'rooster'
  | 'bomb';

export interface DemoGame {
  code: string;
  en: string;
  bn: string;
  classify?: GameSubcategory;
  motif: GameMotif;
  /** Shown among the hot games. */
  top?: boolean;
  /** supportPlay 0: a free demo is offered. */
  free?: boolean;
  /** Minor units (paisa); 100 = ৳1. */
  minBet?: number;
}

export interface DemoVendor {
  code: string;
  category: VendorCategory;
  displayName: string;
  accountTypeName: string;
  lobbyGameCode: string | null;
  games: DemoGame[];
}

const g = (
  code: string,
  en: string,
  bn: string,
  motif: GameMotif,
  extra: Partial<DemoGame> = {},
): DemoGame => ({
  code,
  en,
  bn,
  motif,
  ...extra,
});

/** A vendor whose click starts one game directly: its lobby is its only game. */
const lobbyVendor = (
  code: string,
  category: VendorCategory,
  displayName: string,
  lobby: { code: string; en: string; bn: string; motif: GameMotif },
): DemoVendor => ({
  code,
  category,
  displayName,
  accountTypeName: code,
  lobbyGameCode: lobby.code,
  games: [g(lobby.code, lobby.en, lobby.bn, lobby.motif, { top: true })],
});

/**
 * The DEMO VENDOR CATALOGUE. Vendor codes are the ones real aggregators use, so the member site's rules
 * (TCG lottery routes, logo folders, cockfight lobbies, the 9-vendor drop-down) behave as they would live;
 * game names are invented for the demo and the art is generated by the demo asset route.
 */
/** Demo vendors that keep a wallet of their own (transfer wallet); the others play from the main wallet. */
export const demoTransferWalletVendors: readonly string[] = ['JDB'];

export const demoVendors: DemoVendor[] = [
  // Lottery --------------------------------------------------------------------------------------------
  {
    code: 'TCG_LOTTO_VN',
    category: 'LOTT',
    displayName: 'Vietnam Lottery',
    accountTypeName: 'TCG_LOTTO_VN',
    lobbyGameCode: null,
    // Our own draw engine's Vietnamese games (docs/lottery.md "Point games"): the codes of lottery_games.
    games: [
      g('VN_N', 'Northern Vietnam Lottery', 'উত্তর ভিয়েতনাম লটারি', 'balls', { top: true }),
      g('VN_S_HCM', 'Ho Chi Minh City Lottery', 'হো চি মিন সিটি লটারি', 'balls'),
      g('VN_C_DNG', 'Da Nang Lottery', 'দা নাং লটারি', 'balls'),
      g('VN_F5', 'Vietnam Fast · 5 minutes', 'ভিয়েতনাম ফাস্ট · ৫ মিনিট', 'balls', { top: true }),
      g('VN_F1', 'Vietnam Fast · 1 minute', 'ভিয়েতনাম ফাস্ট · ১ মিনিট', 'balls'),
    ],
  },
  {
    code: 'TCG_SEA',
    category: 'LOTT',
    displayName: 'SEA Lottery',
    accountTypeName: 'TCG_SEA',
    lobbyGameCode: null,
    // Our own draw engine's 4D game (docs/lottery.md "SEA 4D").
    games: [g('SEA4D', 'SEA 4D · Wed, Sat, Sun', 'এসইএ ৪ডি · বুধ, শনি, রবি', 'balls', { top: true })],
  },
  {
    // Our own draw engine (docs/lottery.md): these game codes are the lottery_games the demo merchant runs.
    code: 'LOTT',
    category: 'LOTT',
    displayName: 'Lotto 49',
    accountTypeName: 'LOTT',
    lobbyGameCode: null,
    games: [
      g('L49_5M', 'Lotto 49 · 5 minutes', 'লটো ৪৯ · ৫ মিনিট', 'balls', { top: true }),
      g('L49_CLASSIC', 'Lotto 49 · Tue, Thu, Sat', 'লটো ৪৯ · মঙ্গল, বৃহস্পতি, শনি', 'balls'),
    ],
  },
  {
    code: 'ELOTT',
    category: 'ELOTT',
    displayName: 'Instant Lotto',
    accountTypeName: 'ELOTT',
    lobbyGameCode: null,
    games: [
      g('E28_1M', 'Lucky 28 · 1 minute', 'লাকি ২৮ · ১ মিনিট', 'balls', { top: true }),
      g('E28_3M', 'Lucky 28 · 3 minutes', 'লাকি ২৮ · ৩ মিনিট', 'balls'),
      g('E28_5M', 'Lucky 28 · 5 minutes', 'লাকি ২৮ · ৫ মিনিট', 'balls'),
      g('EDICE_1M', 'Fast 3 Dice · 1 minute', 'দ্রুত ৩ ডাইস · ১ মিনিট', 'dice', { top: true }),
      g('EDICE_3M', 'Fast 3 Dice · 3 minutes', 'দ্রুত ৩ ডাইস · ৩ মিনিট', 'dice'),
      g('EDICE_5M', 'Fast 3 Dice · 5 minutes', 'দ্রুত ৩ ডাইস · ৫ মিনিট', 'dice'),
      g('E5D_1M', '5-Digit · 1 minute', '৫ ডিজিট · ১ মিনিট', 'balls'),
      g('E5D_3M', '5-Digit · 3 minutes', '৫ ডিজিট · ৩ মিনিট', 'balls'),
      g('E5D_5M', '5-Digit · 5 minutes', '৫ ডিজিট · ৫ মিনিট', 'balls'),
    ],
  },

  // Live casino ----------------------------------------------------------------------------------------
  {
    code: 'EVO',
    category: 'LIVE',
    displayName: 'Evolution',
    accountTypeName: 'EVO',
    lobbyGameCode: 'EVO_LOBBY',
    games: [
      g('EVO_LOBBY', 'Evolution Lobby', 'এভোলিউশন লবি', 'chip', { top: true }),
      g('EVO_SPEED_BACCARAT', 'Speed Baccarat', 'স্পিড ব্যাকারাট', 'cards', { top: true }),
      g('EVO_THUNDER_ROULETTE', 'Thunder Roulette', 'থান্ডার রুলেট', 'roulette'),
      g('EVO_DRAGON_TIGER', 'Dragon Tiger', 'ড্রাগন টাইগার', 'cards'),
      g('EVO_BLACKJACK_VIP', 'Blackjack VIP', 'ব্ল্যাকজ্যাক ভিআইপি', 'cards'),
    ],
  },
  {
    code: 'SEXY',
    category: 'LIVE',
    displayName: 'AE Sexy',
    accountTypeName: 'SEXY',
    lobbyGameCode: 'SEXY_LOBBY',
    games: [
      g('SEXY_LOBBY', 'AE Lobby', 'এই লবি', 'chip'),
      g('SEXY_BACCARAT', 'Classic Baccarat', 'ক্লাসিক ব্যাকারাট', 'cards', { top: true }),
      g('SEXY_DRAGON_TIGER', 'Dragon Tiger', 'ড্রাগন টাইগার', 'cards'),
      g('SEXY_SICBO', 'Sic Bo', 'সিক বো', 'dice'),
      g('SEXY_ROULETTE', 'Roulette', 'রুলেট', 'roulette'),
    ],
  },
  {
    code: 'PP_LIVE',
    category: 'LIVE',
    displayName: 'Pragmatic Play Live',
    accountTypeName: 'PP_LIVE',
    lobbyGameCode: 'PPL_LOBBY',
    games: [
      g('PPL_LOBBY', 'Pragmatic Live Lobby', 'প্র্যাগম্যাটিক লাইভ লবি', 'chip'),
      g('PPL_MEGA_WHEEL', 'Mega Wheel', 'মেগা হুইল', 'roulette'),
      g('PPL_SPEED_ROULETTE', 'Speed Roulette', 'স্পিড রুলেট', 'roulette'),
      g('PPL_ANDAR_BAHAR', 'Andar Bahar', 'আন্দার বাহার', 'cards', { top: true }),
    ],
  },
  {
    code: 'SA',
    category: 'LIVE',
    displayName: 'SA Gaming',
    accountTypeName: 'SA',
    lobbyGameCode: 'SA_LOBBY',
    games: [
      g('SA_LOBBY', 'SA Lobby', 'এসএ লবি', 'chip'),
      g('SA_BACCARAT', 'Baccarat Squeeze', 'ব্যাকারাট স্কুইজ', 'cards'),
      g('SA_SICBO', 'Sic Bo Deluxe', 'সিক বো ডিলাক্স', 'dice'),
      g('SA_FANTAN', 'Fan Tan', 'ফ্যান ট্যান', 'chip'),
    ],
  },
  {
    code: 'DG',
    category: 'LIVE',
    displayName: 'Dream Gaming',
    accountTypeName: 'DG',
    lobbyGameCode: 'DG_LOBBY',
    games: [
      g('DG_LOBBY', 'Dream Lobby', 'ড্রিম লবি', 'chip'),
      g('DG_BACCARAT', 'Dream Baccarat', 'ড্রিম ব্যাকারাট', 'cards'),
      g('DG_NIUNIU', 'Bull Bull', 'বুল বুল', 'cards'),
      g('DG_3CARD', '3-Card Poker', '৩ কার্ড পোকার', 'cards'),
    ],
  },
  {
    code: 'WM',
    category: 'LIVE',
    displayName: 'WM Casino',
    accountTypeName: 'WM',
    lobbyGameCode: 'WM_LOBBY',
    games: [
      g('WM_LOBBY', 'WM Lobby', 'ডব্লিউএম লবি', 'chip'),
      g('WM_BACCARAT', 'Baccarat', 'ব্যাকারাট', 'cards'),
      g('WM_FISH_PRAWN_CRAB', 'Fish Prawn Crab', 'মাছ চিংড়ি কাঁকড়া', 'dice'),
      g('WM_ROULETTE', 'Auto Roulette', 'অটো রুলেট', 'roulette'),
    ],
  },

  // Sports, esports, cockfight: a click starts the vendor's lobby ---------------------------------------
  lobbyVendor('SABA', 'SPORTS', 'SABA Sports', {
    code: 'SABA_SPORTS',
    en: 'SABA Sportsbook',
    bn: 'সাবা স্পোর্টসবুক',
    motif: 'football',
  }),
  lobbyVendor('CMD', 'SPORTS', 'CMD368', {
    code: 'CMD_SPORTS',
    en: 'CMD368 Sportsbook',
    bn: 'সিএমডি৩৬৮ স্পোর্টসবুক',
    motif: 'football',
  }),
  lobbyVendor('LUCKY_SPORTS', 'SPORTS', 'Lucky Sports', {
    code: 'LUCKY_CRICKET',
    en: 'Lucky Cricket Exchange',
    bn: 'লাকি ক্রিকেট এক্সচেঞ্জ',
    motif: 'cricket',
  }),
  lobbyVendor('AV', 'ESPORTS', 'AV Esports', {
    code: 'AV_ESPORTS',
    en: 'AV Esports Arena',
    bn: 'এভি ই-স্পোর্টস অ্যারেনা',
    motif: 'controller',
  }),
  lobbyVendor('IMES', 'ESPORTS', 'IM Esports', {
    code: 'IMES_LOBBY',
    en: 'IM Esports',
    bn: 'আইএম ই-স্পোর্টস',
    motif: 'controller',
  }),
  lobbyVendor('IA', 'ESPORTS', 'IA Esports', {
    code: 'IA_LOBBY',
    en: 'IA Esports',
    bn: 'আইএ ই-স্পোর্টস',
    motif: 'controller',
  }),
  lobbyVendor('TF', 'ESPORTS', 'TF Gaming', {
    code: 'TF_LOBBY',
    en: 'TF Gaming Esports',
    bn: 'টিএফ গেমিং ই-স্পোর্টস',
    motif: 'controller',
  }),
  lobbyVendor('DS88', 'COCKFIGHT', 'DS88 Sabong', {
    code: 'DS88_SABONG',
    en: 'DS88 Sabong Live',
    bn: 'ডিএস৮৮ সাবং লাইভ',
    motif: 'rooster',
  }),
  lobbyVendor('DIG', 'COCKFIGHT', 'Digmaan', {
    code: 'DIG_ARENA',
    en: 'Digmaan Arena',
    bn: 'ডিগমান অ্যারেনা',
    motif: 'rooster',
  }),
  lobbyVendor('WGB', 'COCKFIGHT', 'WGB Sabong', {
    code: 'WGB_SABONG',
    en: 'WGB Cockfight Live',
    bn: 'ডব্লিউজিবি মোরগ লড়াই লাইভ',
    motif: 'rooster',
  }),

  // Fishing --------------------------------------------------------------------------------------------
  {
    code: 'JL',
    category: 'FISH',
    displayName: 'JILI Fishing',
    accountTypeName: 'JL',
    lobbyGameCode: null,
    games: [
      g('JL_OCEAN_KING', 'Ocean King Hunter', 'সমুদ্র রাজা শিকারি', 'fish', { top: true }),
      g('JL_DRAGON_FISHING', 'Dragon Fishing', 'ড্রাগন ফিশিং', 'fish', { top: true }),
      g('JL_MEGA_FISHING', 'Mega Fishing', 'মেগা ফিশিং', 'fish'),
      g('JL_BOMB_FISHING', 'Bomb Fishing', 'বোমা ফিশিং', 'bomb', { free: true }),
      g('JL_JACKPOT_FISHING', 'Jackpot Fishing', 'জ্যাকপট ফিশিং', 'fish', { classify: 'JP' }),
      g('JL_HAPPY_FISHING', 'Happy Fishing', 'হ্যাপি ফিশিং', 'fish', { free: true }),
    ],
  },
  {
    code: 'JDB',
    category: 'FISH',
    displayName: 'JDB Fishing',
    accountTypeName: 'JDB',
    lobbyGameCode: null,
    games: [
      g('JDB_HILSA_HUNT', 'Hilsa Hunt', 'ইলিশ শিকার', 'fish', { top: true, free: true }),
      g('JDB_PADMA_RIVER', 'Padma River Catch', 'পদ্মা নদীর শিকার', 'fish', { top: true }),
      g('JDB_DRAGON_CATCH', 'Dragon Catch', 'ড্রাগন ধরো', 'fish'),
      g('JDB_FIVE_DRAGONS', 'Five Dragons Fishing', 'পাঁচ ড্রাগন ফিশিং', 'fish'),
      g('JDB_FORTUNE_FISHING', 'Fortune God Fishing', 'ভাগ্যদেবতার ফিশিং', 'coin', { classify: 'JP' }),
      g('JDB_SHARK_HUNTER', 'Shark Hunter', 'হাঙর শিকারি', 'fish'),
    ],
  },
  {
    code: 'FC',
    category: 'FISH',
    displayName: 'Fa Chai Fishing',
    accountTypeName: 'FC',
    lobbyGameCode: null,
    games: [
      g('FC_GOLDEN_SHARK', 'Golden Shark', 'সোনালি হাঙর', 'fish', { top: true }),
      g('FC_STAR_HUNTER', 'Star Hunter', 'তারা শিকারি', 'star'),
      g('FC_CRAB_KING', 'Crab King', 'কাঁকড়া রাজা', 'crown'),
      g('FC_DEEP_SEA', 'Deep Sea Adventure', 'গভীর সমুদ্র অভিযান', 'fish', { free: true }),
      g('FC_LUCKY_FISHING', 'Lucky Fishing', 'লাকি ফিশিং', 'fish'),
      g('FC_TURTLE_TREASURE', 'Turtle Treasure', 'কচ্ছপের গুপ্তধন', 'gem'),
    ],
  },

  // Slots (RNG): ten studios, so the header drop-down shows 9 and a 'more games' tile -------------------
  {
    code: 'PG',
    category: 'RNG',
    displayName: 'PG Soft',
    accountTypeName: 'PG',
    lobbyGameCode: null,
    games: [
      g('PG_LOTUS_FORTUNE', 'Lotus Fortune', 'পদ্ম ভাগ্য', 'gem', { top: true }),
      g('PG_DRAGON_RICHES', 'Dragon Riches', 'ড্রাগনের ধনভান্ডার', 'crown', { top: true, classify: 'JP' }),
      g('PG_MAHJONG_GOLD', 'Mahjong Gold Ways', 'মাহজং গোল্ড ওয়েজ', 'mahjong', { top: true }),
      g('PG_ROYAL_TIGER', 'Royal Tiger Treasure', 'রয়েল টাইগার ট্রেজার', 'coin', { top: true }),
      g('PG_CANDY_CASCADE', 'Candy Cascade', 'ক্যান্ডি ক্যাসকেড', 'cherry', { free: true }),
      g('PG_MIDNIGHT_GEMS', 'Midnight Gems', 'মধ্যরাতের রত্ন', 'gem', { free: true }),
      g('PG_GOLDEN_SCRATCH', 'Golden Scratch', 'গোল্ডেন স্ক্র্যাচ', 'star', { classify: 'SC' }),
      g('PG_LUCKY_PIGGY', 'Lucky Piggy Bank', 'লাকি পিগি ব্যাংক', 'coin'),
    ],
  },
  {
    code: 'JL',
    category: 'RNG',
    displayName: 'JILI',
    accountTypeName: 'JL',
    lobbyGameCode: null,
    games: [
      g('JL_ACE_DELUXE', 'Ace of Spades Deluxe', 'এস অব স্পেডস ডিলাক্স', 'cards', { top: true }),
      g('JL_TREASURE_GEMS', 'Treasure Gems', 'ট্রেজার জেমস', 'gem', { top: true }),
      g('JL_MONEY_RAIN', 'Money Rain', 'টাকার বৃষ্টি', 'coin', { top: true }),
      g('JL_BOXING_CHAMP', 'Boxing Champion', 'বক্সিং চ্যাম্পিয়ন', 'star'),
      g('JL_GOLDEN_EMPIRE', 'Golden Empire Quest', 'সোনালি সাম্রাজ্য', 'crown', { classify: 'JP' }),
      g('JL_CRAZY_777', 'Crazy 777', 'ক্রেজি ৭৭৭', 'seven', { free: true }),
      g('JL_BINGO_CARNIVAL', 'Bingo Carnival', 'বিঙ্গো কার্নিভাল', 'balls', { classify: 'BG' }),
    ],
  },
  {
    code: 'PP',
    category: 'RNG',
    displayName: 'Pragmatic Play',
    accountTypeName: 'PP',
    lobbyGameCode: null,
    games: [
      g('PP_GATES_OF_SKY', 'Gates of the Sky', 'আকাশের দরজা', 'star', { top: true }),
      g('PP_SWEET_BLOSSOM', 'Sweet Blossom Bonanza', 'মিষ্টি ফুলের বোনাঞ্জা', 'cherry', { top: true }),
      g('PP_WILD_WOLF_GOLD', 'Wild Wolf Gold', 'বুনো নেকড়ের সোনা', 'coin', { classify: 'JP' }),
      g('PP_BIG_CATCH', 'Big Catch Splash', 'বড় মাছের ঝাঁপ', 'fish'),
      g('PP_STARLIGHT_QUEEN', 'Starlight Queen', 'তারার রানি', 'crown', { free: true }),
      g('PP_POWER_DIAMONDS', 'Power of Diamonds', 'হীরার শক্তি', 'gem'),
      g('PP_JACKS_OR_BETTER', 'Jacks or Better', 'জ্যাকস অর বেটার', 'cards', { classify: 'VP' }),
    ],
  },
  {
    code: 'JDB',
    category: 'RNG',
    displayName: 'JDB Gaming',
    accountTypeName: 'JDB',
    lobbyGameCode: null,
    games: [
      g('JDB_FORTUNE_TREE', 'Fortune Tree', 'ভাগ্যবৃক্ষ', 'coin', { top: true }),
      g('JDB_LUCKY_COLOR', 'Lucky Color Game', 'লাকি কালার গেম', 'dice', { classify: 'AC' }),
      g('JDB_PHOENIX_RISING', 'Phoenix Rising', 'উদীয়মান ফিনিক্স', 'star'),
      g('JDB_KINGDOM_GOLD', 'Kingdom of Gold', 'সোনার রাজ্য', 'crown', { classify: 'JP' }),
      g('JDB_SPINNING_SEVENS', 'Spinning Sevens', 'ঘূর্ণায়মান সেভেন', 'seven', { free: true }),
      g('JDB_CLASSIC_BLACKJACK', 'Classic Blackjack', 'ক্লাসিক ব্ল্যাকজ্যাক', 'cards', { classify: 'TG' }),
    ],
  },
  {
    code: 'FC',
    category: 'RNG',
    displayName: 'Fa Chai',
    accountTypeName: 'FC',
    lobbyGameCode: null,
    games: [
      g('FC_NIGHT_MARKET', 'Night Market', 'রাতের বাজার', 'cherry', { top: true }),
      g('FC_GOLDEN_GENIE', 'Golden Genie', 'সোনালি জিনি', 'gem'),
      g('FC_LUCKY_FORTUNES', 'Lucky Fortunes', 'লাকি ফরচুন', 'coin'),
      g('FC_PANDA_DRAGON_BOAT', 'Panda Dragon Boat', 'পান্ডা ড্রাগন বোট', 'crown'),
      g('FC_SPRING_FESTIVAL', 'Spring Festival', 'বসন্ত উৎসব', 'star', { free: true }),
      g('FC_FOREST_ARCHER', 'Forest Archer', 'বনের তীরন্দাজ', 'coin'),
    ],
  },
  {
    code: 'SPADE',
    category: 'RNG',
    displayName: 'Spadegaming',
    accountTypeName: 'SPADE',
    lobbyGameCode: null,
    games: [
      g('SPADE_GOLD_PANTHER', 'Gold Panther', 'সোনালি চিতা', 'gem', { top: true }),
      g('SPADE_ROYAL_CAT', 'Royal Cat', 'রাজকীয় বিড়াল', 'crown'),
      g('SPADE_FIRE_777', 'Fire 777', 'ফায়ার ৭৭৭', 'seven', { top: true }),
      g('SPADE_DRAGON_KEEPER', 'Dragon Keeper', 'ড্রাগন রক্ষক', 'star', { classify: 'JP' }),
      g('SPADE_FRUIT_MANIA', 'Fruit Mania', 'ফলের উন্মাদনা', 'cherry', { free: true }),
      g('SPADE_LUCKY_SCRATCH', 'Lucky Scratch', 'লাকি স্ক্র্যাচ', 'star', { classify: 'SC' }),
    ],
  },
  {
    code: 'CQ9',
    category: 'RNG',
    displayName: 'CQ9 Gaming',
    accountTypeName: 'CQ9',
    lobbyGameCode: null,
    games: [
      g('CQ9_JUMP_HIGH', 'Jump High', 'উঁচু লাফ', 'rocket', { top: true }),
      g('CQ9_THUNDER_GOD', 'Thunder God', 'বজ্রের দেবতা', 'star'),
      g('CQ9_RAVE_JUMP', 'Rave Jump', 'রেভ জাম্প', 'rocket', { classify: 'AC' }),
      g('CQ9_OLYMPUS_RICHES', 'Olympus Riches', 'অলিম্পাসের ধনসম্পদ', 'crown', { classify: 'JP' }),
      g('CQ9_LUCKY_BATS', 'Lucky Bats', 'লাকি বাদুড়', 'coin', { free: true }),
      g('CQ9_DEUCES_WILD', 'Deuces Wild Poker', 'ডিউসেস ওয়াইল্ড পোকার', 'cards', { classify: 'VP' }),
    ],
  },
  {
    code: 'KA',
    category: 'RNG',
    displayName: 'KA Gaming',
    accountTypeName: 'KA',
    lobbyGameCode: null,
    games: [
      g('KA_BENGAL_TIGER', 'Bengal Tiger', 'বেঙ্গল টাইগার', 'coin', { top: true }),
      g('KA_CRICKET_STAR', 'Cricket Star', 'ক্রিকেট স্টার', 'cricket', { top: true }),
      g('KA_MERMAID_LAGOON', 'Mermaid Lagoon', 'মৎস্যকন্যার হ্রদ', 'fish'),
      g('KA_GOLDEN_TEMPLE', 'Golden Temple', 'সোনালি মন্দির', 'crown'),
      g('KA_GEM_BLITZ', 'Gem Blitz', 'জেম ব্লিৎজ', 'gem', { free: true }),
      g('KA_SPEED_KENO', 'Speed Keno', 'স্পিড কেনো', 'balls', { classify: 'BG' }),
    ],
  },
  {
    code: 'RT',
    category: 'RNG',
    displayName: 'Red Tiger',
    accountTypeName: 'RT',
    lobbyGameCode: null,
    games: [
      g('RT_DRAGONS_LUCK', "Dragon's Luck", 'ড্রাগনের ভাগ্য', 'gem', { top: true }),
      g('RT_MYSTIC_WHEEL', 'Mystic Wheel', 'রহস্যময় চাকা', 'roulette'),
      g('RT_PIRATES_GOLD', "Pirate's Gold", 'জলদস্যুর সোনা', 'coin', { classify: 'JP' }),
      g('RT_NEON_777', 'Neon 777', 'নিয়ন ৭৭৭', 'seven', { free: true }),
      g('RT_TREASURE_MINE', 'Treasure Mine', 'গুপ্তধনের খনি', 'gem'),
      g('RT_EURO_ROULETTE', 'European Roulette', 'ইউরোপিয়ান রুলেট', 'roulette', { classify: 'TG' }),
    ],
  },
  {
    code: 'NLC',
    category: 'RNG',
    displayName: 'Nolimit City',
    accountTypeName: 'NLC',
    lobbyGameCode: null,
    games: [
      g('NLC_WILD_FRONTIER', 'Wild Frontier', 'বুনো সীমান্ত', 'star', { top: true }),
      g('NLC_SPACE_MINER', 'Space Miner', 'মহাকাশ খনি', 'rocket'),
      g('NLC_FIRE_VAULT', 'Fire Vault', 'আগুনের ভল্ট', 'coin', { classify: 'JP' }),
      g('NLC_HAUNTED_MANSION', 'Haunted Mansion', 'ভুতুড়ে প্রাসাদ', 'star', { free: true }),
      g('NLC_CHERRY_BOMB', 'Cherry Bomb', 'চেরি বোম', 'cherry'),
      g('NLC_GOLDEN_MASK', 'Golden Mask', 'সোনালি মুখোশ', 'crown'),
    ],
  },

  // Card and board games (PVP), with the in-house BGS originals ----------------------------------------
  {
    code: 'KM',
    category: 'PVP',
    displayName: 'Kingmaker',
    accountTypeName: 'KM',
    lobbyGameCode: null,
    games: [
      g('KM_TEEN_PATTI', 'Teen Patti', 'তিন পাত্তি', 'cards', { top: true, classify: 'TG' }),
      g('KM_ANDAR_BAHAR', 'Andar Bahar', 'আন্দার বাহার', 'cards', { top: true, classify: 'TG' }),
      g('KM_LUDO', 'Ludo Express', 'লুডো এক্সপ্রেস', 'dice', { free: true, classify: 'AC' }),
      g('KM_RUMMY', 'Rummy', 'রামি', 'cards', { classify: 'TG' }),
      g('KM_SEVEN_UP_DOWN', '7 Up 7 Down', '৭ আপ ৭ ডাউন', 'dice', { classify: 'AC' }),
      g('KM_CALL_BREAK', 'Call Break', 'কল ব্রেক', 'cards', { top: true, classify: 'TG' }),
    ],
  },
  {
    code: 'JL',
    category: 'PVP',
    displayName: 'JILI Cards',
    accountTypeName: 'JL',
    lobbyGameCode: null,
    games: [
      g('JL_TEEN_PATTI_JOKER', 'Teen Patti Joker', 'তিন পাত্তি জোকার', 'cards', { top: true, classify: 'TG' }),
      g('JL_POKER_KING', 'Poker King', 'পোকার কিং', 'cards', { classify: 'TG' }),
      g('JL_CALLBREAK_QUICK', 'Callbreak Quick', 'কলব্রেক কুইক', 'cards', { classify: 'TG' }),
      g('JL_TONGITS_GO', 'Tongits Go', 'টংগিটস গো', 'cards', { classify: 'TG' }),
      g('JL_LUDO_QUICK', 'Ludo Quick', 'লুডো কুইক', 'dice', { free: true, classify: 'AC' }),
      g('JL_DRAGON_AND_TIGER', 'Dragon & Tiger', 'ড্রাগন ও টাইগার', 'cards', { classify: 'TG' }),
    ],
  },
  {
    code: 'BGS',
    category: 'PVP',
    displayName: 'BGS Originals',
    accountTypeName: 'BGS',
    lobbyGameCode: null,
    games: [
      g('BGS_SKY_CRASH', 'Sky Crash', 'স্কাই ক্র্যাশ', 'rocket', { top: true, classify: 'AC' }),
      g('BGS_MINES', 'Mines', 'মাইনস', 'bomb', { top: true, classify: 'AC' }),
      g('BGS_PLINKO', 'Plinko', 'প্লিঙ্কো', 'balls', { classify: 'AC' }),
      g('BGS_DICE', 'Dice', 'ডাইস', 'dice', { free: true, classify: 'AC' }),
      g('BGS_HILO', 'Hi-Lo', 'হাই-লো', 'cards', { classify: 'TG' }),
      g('BGS_LIMBO', 'Limbo', 'লিম্বো', 'rocket', { classify: 'AC' }),
    ],
  },
];

export const gameIconPath = (vendorCode: string, gameCode: string) =>
  asset(`games/${vendorCode}/${gameCode}.svg`);
export const defaultGameIconPath = asset('games/default.svg');

/** Every game of the catalogue by `<VENDOR>/<GAMECODE>`, as the icon URLs name them. */
export function findDemoGame(
  vendorCode: string,
  gameCode: string,
): { vendor: DemoVendor; game: DemoGame } | undefined {
  for (const vendor of demoVendors) {
    if (vendor.code !== vendorCode) continue;
    const game = vendor.games.find((candidate) => candidate.code === gameCode);
    if (game) return { vendor, game };
  }
  return undefined;
}

/** A vendor by code; one in a preferred category first (JL, JDB and FC are in several). */
export function findDemoVendor(code: string, preferred: readonly string[] = []): DemoVendor | undefined {
  const candidates = demoVendors.filter((vendor) => vendor.code === code);
  return candidates.find((vendor) => preferred.includes(vendor.category)) ?? candidates[0];
}

// Accounts ----------------------------------------------------------------------------------------------

export interface DemoMemberSpec {
  username: string;
  password: string;
  role: string;
  type: number;
  nickname: string;
  /** Username of the upline. */
  parent: string | null;
  /** Bangladesh national number (SMS login and forgot-password work with it through the dev outbox). */
  mobileNum: string;
  email: string;
  /** The member's own invitation code (agents grow their downline with it). */
  affiliateCode: string;
}

export const demoMembers: DemoMemberSpec[] = [
  {
    username: 'demoplayer',
    password: 'Demo@1234',
    role: 'player',
    type: 0,
    nickname: 'Rahim',
    parent: null,
    mobileNum: '01710000001',
    email: 'demoplayer@example.com',
    affiliateCode: 'RAHIM001',
  },
  {
    username: 'demoagent',
    password: 'Demo@1234',
    role: 'agent',
    type: 1,
    nickname: 'Karim Agent',
    parent: null,
    mobileNum: '01710000002',
    email: 'demoagent@example.com',
    affiliateCode: 'SHAPLA88',
  },
  {
    username: 'demodownline',
    password: 'Demo@1234',
    role: 'downline player',
    type: 0,
    nickname: 'Nusrat',
    parent: 'demoagent',
    mobileNum: '01710000003',
    email: 'demodownline@example.com',
    affiliateCode: 'NUSRAT03',
  },
];

/** DEMO operator accounts of the operator API (`/ops/...`), printed at start. */
/**
 * DEMO ONLY: the demo operators' authenticator secret, published so anyone trying the demo can add it to an
 * authenticator app (or compute codes in tests). Real operators enrol a secret of their own at first login.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'DEMOOPERATORSECRETPUBLISHEDDEMO2';

export const demoOperators = [
  { username: 'demoadmin', password: 'Demo@1234', role: 'ADMIN' as const },
  { username: 'democashier', password: 'Demo@1234', role: 'CASHIER' as const },
];

// Deposit channels --------------------------------------------------------------------------------------

export interface DemoDepositChannel {
  code: string;
  kind: 'BANK_TRANSFER' | 'MOBILE_WALLET' | 'GATEWAY';
  name: Bilingual;
  accountName: string;
  /** Not a real account: 010… is no Bangladeshi operator's prefix, and the bank number is all zeros. */
  accountNumber: string;
  providerName: string;
  /** Minor units (paisa). */
  minAmount: bigint;
  maxAmount: bigint;
  /** GATEWAY channels: the bundled demo gateway (its secret is made at seed time). */
  gatewayProvider?: 'DEMO_PAY';
}

/** The demo merchant's deposit channels (depositv2), all DEMO: nothing real is paid into them. */
export const demoDepositChannels: DemoDepositChannel[] = [
  {
    code: 'BKASH',
    kind: 'MOBILE_WALLET',
    name: { bn: 'বিকাশ (ডেমো)', en: 'bKash (demo)' },
    accountName: 'Shapla Play DEMO (personal)',
    accountNumber: '01000000001',
    providerName: 'bKash',
    minAmount: 20_000n,
    maxAmount: 2_500_000n,
  },
  {
    code: 'NAGAD',
    kind: 'MOBILE_WALLET',
    name: { bn: 'নগদ (ডেমো)', en: 'Nagad (demo)' },
    accountName: 'Shapla Play DEMO (personal)',
    accountNumber: '01000000002',
    providerName: 'Nagad',
    minAmount: 10_000n,
    maxAmount: 2_500_000n,
  },
  {
    code: 'ROCKET',
    kind: 'MOBILE_WALLET',
    name: { bn: 'রকেট (ডেমো)', en: 'Rocket (demo)' },
    accountName: 'Shapla Play DEMO (personal)',
    accountNumber: '010000000031',
    providerName: 'Rocket (Dutch-Bangla Bank)',
    minAmount: 10_000n,
    maxAmount: 2_000_000n,
  },
  {
    code: 'DBBL',
    kind: 'BANK_TRANSFER',
    name: { bn: 'ব্যাংক ট্রান্সফার (ডেমো)', en: 'Bank transfer (demo)' },
    accountName: 'Shapla Play DEMO Ltd.',
    accountNumber: '000.000.0000001',
    providerName: 'Dutch-Bangla Bank, Motijheel branch',
    minAmount: 50_000n,
    maxAmount: 50_000_000n,
  },
  {
    code: 'DEMOPAY',
    kind: 'GATEWAY',
    name: { bn: 'ডেমো পে (অনলাইন, ডেমো)', en: 'Demo Pay (online, demo)' },
    accountName: '',
    accountNumber: '',
    providerName: 'Demo Pay',
    minAmount: 10_000n,
    maxAmount: 5_000_000n,
    gatewayProvider: 'DEMO_PAY',
  },
];

// Hot matches -------------------------------------------------------------------------------------------

export type DemoSport = 'cricket' | 'football';

/** An invented team of the demo fixtures (BPL- and IPL-style cricket, Dhaka-league-style football). */
export interface DemoTeam {
  /** Slug of its crest: /demo-assets/crests/<key>.svg. */
  key: string;
  name: Bilingual;
  /** The letters on the crest. */
  short: string;
  colors: [string, string];
  sport: DemoSport;
}

export const demoTeams: DemoTeam[] = [
  {
    key: 'padma-tigers',
    name: { en: 'Padma Tigers', bn: 'পদ্মা টাইগার্স' },
    short: 'PT',
    colors: ['#0b6e4f', '#f2c14e'],
    sport: 'cricket',
  },
  {
    key: 'meghna-mariners',
    name: { en: 'Meghna Mariners', bn: 'মেঘনা মেরিনার্স' },
    short: 'MM',
    colors: ['#1d4e89', '#7fc8f8'],
    sport: 'cricket',
  },
  {
    key: 'sundarbans-royals',
    name: { en: 'Sundarbans Royals', bn: 'সুন্দরবন রয়্যালস' },
    short: 'SR',
    colors: ['#6a1b9a', '#ffd54f'],
    sport: 'cricket',
  },
  {
    key: 'karnaphuli-kings',
    name: { en: 'Karnaphuli Kings', bn: 'কর্ণফুলী কিংস' },
    short: 'KK',
    colors: ['#b71c1c', '#ffe0b2'],
    sport: 'cricket',
  },
  {
    key: 'mumbai-monsoons',
    name: { en: 'Mumbai Monsoons', bn: 'মুম্বাই মনসুনস' },
    short: 'MM',
    colors: ['#0d47a1', '#ffca28'],
    sport: 'cricket',
  },
  {
    key: 'kolkata-comets',
    name: { en: 'Kolkata Comets', bn: 'কলকাতা কমেটস' },
    short: 'KC',
    colors: ['#00695c', '#ffeb3b'],
    sport: 'cricket',
  },
  {
    key: 'chennai-cyclones',
    name: { en: 'Chennai Cyclones', bn: 'চেন্নাই সাইক্লোনস' },
    short: 'CC',
    colors: ['#f9a825', '#1a237e'],
    sport: 'cricket',
  },
  {
    key: 'jaipur-jewels',
    name: { en: 'Jaipur Jewels', bn: 'জয়পুর জুয়েলস' },
    short: 'JJ',
    colors: ['#ad1457', '#f8bbd0'],
    sport: 'cricket',
  },
  {
    key: 'dhaka-dragons',
    name: { en: 'Dhaka Dragons FC', bn: 'ঢাকা ড্রাগনস এফসি' },
    short: 'DD',
    colors: ['#c62828', '#212121'],
    sport: 'football',
  },
  {
    key: 'rajshahi-rovers',
    name: { en: 'Rajshahi Rovers FC', bn: 'রাজশাহী রোভার্স এফসি' },
    short: 'RR',
    colors: ['#2e7d32', '#f1f8e9'],
    sport: 'football',
  },
  {
    key: 'khulna-mangroves',
    name: { en: 'Khulna Mangroves FC', bn: 'খুলনা ম্যানগ্রোভস এফসি' },
    short: 'KM',
    colors: ['#1b5e20', '#a5d6a7'],
    sport: 'football',
  },
  {
    key: 'barishal-boatmen',
    name: { en: 'Barishal Boatmen FC', bn: 'বরিশাল বোটমেন এফসি' },
    short: 'BB',
    colors: ['#01579b', '#ffab00'],
    sport: 'football',
  },
];

export const crestImagePath = (teamKey: string) => asset(`crests/${teamKey}.svg`);

export const findDemoTeam = (key: string) => demoTeams.find((team) => team.key === key);

const demoLeagues = {
  bangla: { en: 'DEMO Bangla T20 League', bn: 'ডেমো বাংলা টি-টোয়েন্টি লিগ' },
  india: { en: 'DEMO India T20 Cup', bn: 'ডেমো ইন্ডিয়া টি-টোয়েন্টি কাপ' },
  dhaka: { en: 'DEMO Dhaka Football League', bn: 'ডেমো ঢাকা ফুটবল লিগ' },
} satisfies Record<string, Bilingual>;

/** A demo fixture: teams by key, the start relative to the server's start (re-timed at every start). */
export interface DemoMatch {
  league: Bilingual;
  home: string;
  away: string;
  /** Minutes after "now" (negative: under way; such a match is live). */
  startsInMinutes: number;
  /** The sportsbook that takes bets on it, and its lobby game. */
  vendorCode: string;
  gameCode: string;
}

const cricketBook = { vendorCode: 'LUCKY_SPORTS', gameCode: 'LUCKY_CRICKET' };
const footballBook = { vendorCode: 'SABA', gameCode: 'SABA_SPORTS' };

/** One match live, the others over the next hours and days (invented teams, labelled DEMO). */
export const demoMatches: DemoMatch[] = [
  {
    league: demoLeagues.bangla,
    home: 'padma-tigers',
    away: 'meghna-mariners',
    startsInMinutes: -45,
    ...cricketBook,
  },
  {
    league: demoLeagues.india,
    home: 'mumbai-monsoons',
    away: 'kolkata-comets',
    startsInMinutes: 3 * 60,
    ...cricketBook,
  },
  {
    league: demoLeagues.dhaka,
    home: 'dhaka-dragons',
    away: 'rajshahi-rovers',
    startsInMinutes: 6 * 60,
    ...footballBook,
  },
  {
    league: demoLeagues.bangla,
    home: 'sundarbans-royals',
    away: 'karnaphuli-kings',
    startsInMinutes: 26 * 60,
    ...cricketBook,
  },
  {
    league: demoLeagues.india,
    home: 'chennai-cyclones',
    away: 'jaipur-jewels',
    startsInMinutes: 30 * 60,
    ...cricketBook,
  },
  {
    league: demoLeagues.dhaka,
    home: 'khulna-mangroves',
    away: 'barishal-boatmen',
    startsInMinutes: 51 * 60,
    ...footballBook,
  },
];
