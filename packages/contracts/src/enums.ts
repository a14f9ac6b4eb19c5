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
  /** An agent's contract payments, received or paid to its sub-agents. */
  'SALARY',
  'DIVIDEND',
  /** Anything else (game bets and payouts…). */
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

/** An agent's contracts with its upline (spec §3, §4): a dividend and three kinds of salary. */
export const contractTypes = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractType = (typeof contractTypes)[number];

/** The URL segment of each contract type (`/wps/agent/contracts/:type/...`). */
export const contractTypeSlugs = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'daily-salary',
  HOURLY_SALARY: 'hourly-salary',
  REALTIME_SALARY: 'realtime-salary',
} as const satisfies Record<ContractType, string>;
export type ContractTypeSlug = (typeof contractTypeSlugs)[ContractType];

/** Dividend periods (spec §3): daily, weekly (Monday first), half-monthly (1st–15th, 16th–end), monthly. */
export const dividendPeriods = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];

/** An offer of the upline: a new contract (or new terms), or the end of the current one. */
export const contractRequestKinds = ['NEW', 'TERMINATE'] as const;
export const contractRequestStatuses = ['PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'WITHDRAWN'] as const;
export type ContractRequestStatus = (typeof contractRequestStatuses)[number];

/** Why a contract ended. */
export const contractEndReasons = [
  /** The agent accepted new terms. */
  'REPLACED',
  /** The agent accepted its upline's termination. */
  'TERMINATED_BY_UPLINE',
  /** The agent ended it itself. */
  'TERMINATED_BY_AGENT',
  /** The upline accepted terms of its own that pay less than this contract (the rate cap). */
  'UPLINE_RATE_LOWERED',
  /** The upline's own contract of this type ended, so it can pay no rate. */
  'UPLINE_CONTRACT_ENDED',
  /** The agent was moved to another upline. */
  'MOVED',
  'OPERATOR',
] as const;
export type ContractEndReason = (typeof contractEndReasons)[number];

/**
 * A bill's states: computed and not paid yet; paid in full; paid in part (the upline's balance ran short: the
 * rest is retried until the deadline); nothing paid yet for the same reason; past the deadline unpaid (what was
 * paid stays paid); cancelled by the operator.
 */
export const billStatuses = [
  'PENDING',
  'PAID',
  'PARTLY_PAID',
  'INSUFFICIENT',
  'EXPIRED',
  'CANCELLED',
] as const;
export type BillStatus = (typeof billStatuses)[number];

/** The highest rate a contract may pay, in percent: dividends share a loss, salaries a turnover. */
export const maxContractRatePercent = {
  DIVIDEND: 100,
  DAILY_SALARY: 10,
  HOURLY_SALARY: 10,
  REALTIME_SALARY: 10,
} as const;
/** Tiers a contract may have. */
export const maxContractTiers = 10;
/** Hours a downline has to answer an offer before it expires. */
export const contractOfferHours = 72;

/** Promotion (activity) types. Only some pay by a rule of their own yet (`ruledPromotionTypes`); see promotions.ts. */
export const promotionTypes = [
  'DEPOSIT_BONUS',
  'FIRST_DEPOSIT',
  'RELOAD',
  'REBATE',
  'SIGN_UP',
  'MEMBER_DAY',
  'RANKING',
  'RAFFLE',
  'APP_DOWNLOAD',
  'REFERRAL',
  'POINTS_MALL',
  'OTHER',
] as const;
export type PromotionType = (typeof promotionTypes)[number];

/** The types whose reward the server decides from the books (join mode AUTO or BUTTON); any type may take applications. */
export const ruledPromotionTypes = [
  'FIRST_DEPOSIT',
  'DEPOSIT_BONUS',
  'RELOAD',
  'SIGN_UP',
] as const satisfies readonly PromotionType[];
export type RuledPromotionType = (typeof ruledPromotionTypes)[number];

/** The spec's promotion filters ("all" is no filter). */
export const promotionCategories = [
  'other',
  'sports',
  'liveCasino',
  'slots',
  'cardGames',
  'fishing',
  'lotto',
  'rebate',
  'pointsMall',
  'ranking',
  'deposit',
  'appDownload',
  'newPlayer',
] as const;
export type PromotionCategory = (typeof promotionCategories)[number];

/** The spec's promotion tags. */
export const promotionTags = ['newbie', 'limited', 'specialOffer', 'daily', 'highRebate', 'vip'] as const;
export type PromotionTag = (typeof promotionTags)[number];

/** DRAFT: members never see it; ACTIVE: listed; CLOSED: shown as closed, nothing more is paid. */
export const promotionStatuses = ['DRAFT', 'ACTIVE', 'CLOSED'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/**
 * Who may take part: everyone, members registered at or after the promotion's start, or members whose VIP level is
 * one of the promotion's `vipLevels`.
 */
export const promotionAudiences = ['ALL', 'NEW_PLAYERS', 'VIP'] as const;
export type PromotionAudience = (typeof promotionAudiences)[number];

/**
 * How a member takes part: AUTO (nothing to do: the reward is ready once the condition is met), BUTTON (the member
 * joins first; only what happens after joining counts) or APPLICATION (the member applies with a remark and
 * images, an operator approves an amount or rejects).
 */
export const promotionJoinModes = ['AUTO', 'BUTTON', 'APPLICATION'] as const;
export type PromotionJoinMode = (typeof promotionJoinModes)[number];

/** A member's entry: joined (BUTTON), application waiting, rejected, approved and not yet paid, paid. */
export const promotionEntryStatuses = ['JOINED', 'APPLYING', 'REJECTED', 'CLAIMABLE', 'CLAIMED'] as const;
export type PromotionEntryStatus = (typeof promotionEntryStatuses)[number];

/** The spec's activity statuses, as the caller sees a promotion (defined in promotions.ts). */
export const promotionStates = [
  'join',
  'joined',
  'applying',
  'process',
  'claim',
  'claimed',
  'issued',
  'rejected',
  'close',
  'comingSoon',
] as const;
export type PromotionState = (typeof promotionStates)[number];

/** Why a promotion is `close` for the caller. */
export const promotionClosedReasons = ['ENDED', 'BUDGET', 'NOT_ELIGIBLE'] as const;
export type PromotionClosedReason = (typeof promotionClosedReasons)[number];

/** An application's remark (characters) and images (spec: activity application). */
export const maxPromotionRemark = 140;
export const maxPromotionImages = 3;
/** The largest turnover multiple a promotion may set. */
export const maxTurnoverMultiple = 1000;

/** Mobile wallets Bangladesh's members use most; any other provider (a bank's name) is accepted too. */
export const knownMobileWallets = ['bKash', 'Nagad', 'Rocket', 'Upay'] as const;

/**
 * An amount in major units as the API publishes it: digits without leading zeros or spaces, at most two
 * decimals ("100", "0.5", "1234.56"); exactly this is accepted, nothing is trimmed or coerced.
 */
export const amountPattern = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
