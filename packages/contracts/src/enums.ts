/** Shared vocabularies of the member site (spec §3). */

export const gameCategories = [
  'HOME',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'PROMO',
  'COCKFIGHT',
  'POINTMALL',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Categories that hold vendors and games (the others are pages of their own). */
export const vendorCategories = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly GameCategory[];
export type VendorCategory = (typeof vendorCategories)[number];

/** Subcategories (gameClassify) of the slot and card lists. */
export const gameSubcategories = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameSubcategory = (typeof gameSubcategories)[number];

export const whitelabelSwitches = [
  'DIRECTREG3',
  'USERNAMEREG3',
  'MOBILEVERCODELOGIN3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'PTSYS3',
] as const;
export type WhitelabelSwitch = (typeof whitelabelSwitches)[number];

/** Member types: agents are 1, 2, 41, 42; trial is 4; every other type is a plain member. */
export const agentMemberTypes = [1, 2, 41, 42] as const;
export const trialMemberTypes = [4] as const;
export const memberTypes = {
  member: 0,
  agent: 1,
  agentTop: 2,
  trial: 4,
  agentSub: 41,
  agentSubTop: 42,
} as const;
export const isAgentType = (type: number) => (agentMemberTypes as readonly number[]).includes(type);
export const isTrialType = (type: number) => (trialMemberTypes as readonly number[]).includes(type);

export const bannerGroups = ['w_home', 'w_promotion'] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/** What a banner click opens. */
export const linkageTypes = ['URL', 'ROUTE', 'PROMOTION', 'GAME', 'REFERRAL'] as const;
export type LinkageType = (typeof linkageTypes)[number];

/** Announcement types: B banner, PL player list, PU pop-up, PR promotion, H home marquee. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];
/** Execution (audience): A logged-in members, B visitors, F first login. */
export const announcementExecutions = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof announcementExecutions)[number];

export const resourceTypes = [
  'LOGO',
  'LOGO_MOBILE',
  'FAVICON',
  'SOCIAL_FACEBOOK',
  'SOCIAL_YOUTUBE',
  'SOCIAL_WHATSAPP',
  'SOCIAL_TIKTOK',
  'SOCIAL_INSTAGRAM',
  'SOCIAL_TWITTER',
  'SOCIAL_TELEGRAM',
  'LINK_SERVICE',
  'LICENCE',
  'CERTIFICATION',
  'PAYMENT_METHOD',
  'APP_IOS',
  'APP_ANDROID',
  'APP_MOBILE_CONFIG',
  'CUSTOMER_SERVICE',
  'LIVE_CHAT',
] as const;
export type ResourceType = (typeof resourceTypes)[number];

/** System status: 0 normal, 1 maintenance, 2 region block (maintenance wins). */
export const systemStatus = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;
export type SystemStatusCode = (typeof systemStatus)[keyof typeof systemStatus];

/** Registration validator pattern kinds (spec §5). `*` as acceptedPattern means anything. */
export const registrationPatternIds = [
  'ANY',
  'LETTER_FIRST_ALNUM',
  'DIGITS_CHINESE',
  'EMAIL',
  'ALNUM',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'ALNUM_WITH_UPPER',
  'ENGLISH_LETTERS_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCTUATION',
  'DATE_YMD',
  'DATE_MDY',
  'KOREAN',
  'THAI',
] as const;
export type RegistrationPatternId = (typeof registrationPatternIds)[number];

export const registrationFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'nickname',
  'fullname',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

/** Kinds of the member's account records (see records.ts). */
export const transactionTypes = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'ADJUSTMENT',
  'BONUS',
  /** Anything else (game bets and payouts, salaries, dividends… as they come). */
  'OTHER',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** Agent center (agents.ts): the longest date range one report covers. */
export const maxAgentRangeDays = 92;

/** Member types an agent may give a downline it creates or invites: a player, or a sub-agent. */
export const downlineKinds = ['PLAYER', 'AGENT'] as const;
export type DownlineKind = (typeof downlineKinds)[number];

export const downlineStatuses = ['ACTIVE', 'LOCKED', 'CLOSED'] as const;
export type DownlineStatus = (typeof downlineStatuses)[number];

/** Live invitation links an agent may have at once. */
export const maxInvitationLinks = 20;

/** Money movements of an agent's team (signed from the member's side). */
export const teamTransactionTypes = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER'] as const;
export type TeamTransactionType = (typeof teamTransactionTypes)[number];

export const applicationStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** Mobile wallets Bangladesh's members use most; any other provider (a bank's name) is accepted too. */
export const knownMobileWallets = ['bKash', 'Nagad', 'Rocket', 'Upay'] as const;

/**
 * An amount in major units as the API publishes it: digits without leading zeros or spaces, at most two
 * decimals ("100", "0.5", "1234.56"); exactly this is accepted, nothing is trimmed or coerced.
 */
export const amountPattern = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
