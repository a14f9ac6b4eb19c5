/** Paths of the calls, shared by the server routes and the web client. Spec names where it has one. */
export const apiPaths = {
  systemStatus: '/wps/system/status',
  systemWhitelabel: '/wps/system/whitelabel',
  systemRegisterSetting: '/wps/system/setting/register',
  systemDomainRoute: '/wps/system/domainRoute',
  systemHelpCenter: '/wps/system/helpCenter',
  /** Start-up permission call (path not shown in the spec). */
  systemPermission: '/wps/system/permission',
  /** Language update (path not shown in the spec). */
  systemLanguage: '/wps/system/language',
  systemCountries: '/wps/system/countries',
  banners: '/wps/system/banners',
  announcements: '/wps/system/announcements',
  gameMenus: '/lgw/games/game_menus',
} as const;

/** Request headers the API reads. */
export const apiHeaders = {
  merchant: 'merchant',
  authorization: 'authorization',
  language: 'language',
  /** A random id the web keeps per browser (referral anti-abuse: the devices a member used). */
  device: 'device-id',
} as const;

/** Session and member calls. Encrypted calls also answer at `<path>/unsecure` with a plain body. */
export const sessionPaths = {
  login: '/wps/session/login',
  freeplay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  verifyNewIp: '/wps/session/verify',
  sendNewIpCode: '/wps/session/verify/send',
  loginHistory: '/wps/session/history',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  affiliate: '/wps/agent/affiliate',
  memberInfo: '/wps/member/info',
  memberProfile: '/wps/member/profile',
  memberIcon: '/wps/member/info/icon',
  changePassword: '/wps/member/password',
  paymentPassword: '/wps/member/password/payment',
  forgotByEmail: '/wps/member/password/email',
  resetByEmail: '/wps/member/password/email/reset',
  resetByPhone: '/wps/member/password/verification',
  bindCode: '/wps/member/contact/code',
  bindMobile: '/wps/member/contact/mobile',
  bindEmail: '/wps/member/contact/email',
  totpSetup: '/wps/member/totp/setup',
  totpConfirm: '/wps/member/totp/confirm',
} as const;

/** The plain-JSON twin of an encrypted call. */
export const unsecurePath = (path: string) => `${path}/unsecure`;

/** The member's betting record (game rounds) and one round with its transactions (see game-records.ts). */
export const gameRecordPaths = {
  records: '/wps/game/records',
  recordDetail: '/wps/game/records/:id',
} as const;

/** Every money-moving call carries a client-generated key in this header; a replay returns the first result. */
export const idempotencyHeader = 'idempotency-key';

/** Verification codes, captcha and proof-of-work challenge (see verification.ts). */
export const verificationPaths = {
  /** SMS code for login or forgot-password to a member's mobile number (tokenless). */
  smsNoLogin: '/wps/verification/sms/noLogin',
  /** SMS code for registration with a mobile number (tokenless). */
  smsRegister: '/wps/verification/sms/register',
  captcha: '/wps/captcha',
  /** Proof-of-work challenge (path not shown in the spec). */
  challenge: '/wps/challenge',
  /** Messages "sent" in development, newest first; absent in production. */
  devOutbox: '/dev/outbox',
} as const;

/** Game catalogue, favourites, recent games and launch (see games.ts). */
export const gamePaths = {
  gameMenus: '/lgw/games/game_menus',
  popular: '/lgw/games/popular',
  list: '/wps/games/list',
  vendorGameTypes: '/wps/games/vendor/types',
  vendors: '/wps/games/vendors',
  hotGames: '/lgw/games/hot/v2',
  winners: '/lgw/games/winners',
  favouriteIds: '/wps/games/favourites/ids',
  favourites: '/wps/games/favourites',
  /** POST adds ({nodeId, vendor, gameType}); DELETE removes (?nodeId=). */
  favouriteV2: '/wps/games/favourites/v2',
  recent: '/wps/games/recent',
  roomList: '/wps/relay/GLS2_roomList',
  launch: '/wps/game/launchGame',
  hotMatches: '/lgw/sports/hot-matches',
} as const;

/** Money calls (see wallet.ts). */
export const walletPaths = {
  balance: '/wps/v2/wallets/balance',
  consolidated: '/wps/member/info/funds/consolidated',
  operatorAdjust: '/ops/members/:memberId/adjust',
} as const;

/** Deposits (see deposits.ts). */
export const depositPaths = {
  channels: '/wps/deposit/channels',
  requests: '/wps/deposit/requests',
  /** Tokenless: a payment gateway reports a payment here, signed with the channel's secret. */
  gatewayCallback: '/wps/deposit/callback/:channelCode',
  operatorList: '/ops/deposits',
  operatorApprove: '/ops/deposits/:id/approve',
  operatorReject: '/ops/deposits/:id/reject',
  /** The demo payment gateway's own page (DEMO: no money moves outside the platform). */
  demoPay: '/demo-pay/:requestId',
} as const;

/** Withdrawals (see withdrawals.ts). */
export const withdrawalPaths = {
  /** What the withdraw page needs first: limits, time-out, open turnover, whether the member can withdraw. */
  info: '/wps/withdraw/info',
  /** GET: the member's bound accounts (numbers masked); POST: bind one (payment password + SMS code). */
  accounts: '/wps/withdraw/accounts',
  /** Sends the SMS code for binding to the member's own bound mobile number. */
  accountCode: '/wps/withdraw/accounts/code',
  /** GET: the member's withdrawals (paged); POST: ask for one. */
  requests: '/wps/withdraw/requests',
  /** After the payout: received, or not (all or part) with a proof image. */
  receipt: '/wps/withdraw/requests/:id/receipt',
  operatorList: '/ops/withdrawals',
  operatorPay: '/ops/withdrawals/:id/pay',
  operatorReject: '/ops/withdrawals/:id/reject',
} as const;

/** The member's records (see records.ts). */
export const recordsPaths = {
  transactions: '/wps/records/transactions',
  profit: '/wps/records/profit',
  bonus: '/wps/records/bonus',
} as const;

/** Transfers between members (see transfers.ts). */
export const transferPaths = {
  /** GET: the member's upline (null when it has none); POST: transfer to it (`transferUpline`). */
  upline: '/wps/transfer/upline',
  /** POST: an agent's transfer to a direct downline. */
  downline: '/wps/transfer/downline',
} as const;

/** Wallets of transfer-mode game vendors (see vendor-wallets.ts). */
export const vendorWalletPaths = {
  /** Spec: in, out, all back to main. */
  transfer: '/wps/relay/GCS_walletTransfer',
  /** Spec "merchant wallet (cached)": the wallet mode and the vendors that keep their own wallet. */
  merchantWallet: '/wps/wallets/merchant',
  /** The member's balance at each transfer-mode vendor, asked of the vendors. */
  vendorBalances: '/wps/wallets/vendors',
} as const;

/** The agent center (see agents.ts): every call answers only about the caller's own subtree. */
export const agentPaths = {
  /** GET: team size, new and active members and the team's money over a date range, with a per-day series. */
  overview: '/wps/agent/team/overview',
  /** GET: profit and loss by direct downline of the caller or of an agent in its subtree (`parentId`). */
  profitByDownline: '/wps/agent/team/pnl',
  /** GET: the team's betting records (game rounds). */
  teamBets: '/wps/agent/team/bets',
  /** GET: the team's deposits, withdrawals and transfers. */
  teamTransactions: '/wps/agent/team/transactions',
  /** GET: search the downline; POST: create a downline member or sub-agent. */
  downlines: '/wps/agent/downlines',
  /** GET: one downline member's card. */
  downline: '/wps/agent/downlines/:memberId',
  /** GET: the agent's own income (salaries, dividends, rebates) over a range. */
  revenue: '/wps/agent/revenue',
  /** GET: the agent's codes and invitation links with their registration counts; POST: a new link. */
  invitations: '/wps/agent/invitations',
  /** DELETE: retire an invitation link (registrations through it stay counted). */
  invitation: '/wps/agent/invitations/:id',
  /** GET: announcements for agents. */
  announcements: '/wps/agent/announcements',
  /** GET: the member's affiliate application (or null); POST: apply to become an agent. */
  application: '/wps/agent/application',
} as const;

/**
 * An agent's contracts (spec §7: process dividend request, daily salary contract, contract hour salary, real-time
 * salary contract). `:type` is a contract type's slug (`contractTypeSlugs`).
 */
export const agentContractPaths = {
  /** GET: the caller's contract of the type, the offers waiting for its answer and its history. */
  contract: '/wps/agent/contracts/:type',
  /** GET: the caller's direct sub-agents with their contracts of the type and last period's cost. */
  downlines: '/wps/agent/contracts/:type/downlines',
  /** POST: offer a direct sub-agent a new contract (or new terms) or the end of its contract. */
  requests: '/wps/agent/contracts/:type/requests',
  /** DELETE: withdraw the caller's offer before it is answered. */
  request: '/wps/agent/contracts/requests/:id',
  /** POST: accept or reject an offer of the upline (process the request). */
  decision: '/wps/agent/contracts/requests/:id/decision',
  /** POST: the caller ends its own contract of the type. */
  termination: '/wps/agent/contracts/:type/termination',
  /** GET: bills paid to the caller (scope MINE) or by it to its sub-agents (scope DOWNLINES). */
  bills: '/wps/agent/contracts/:type/bills',
  /** GET: one bill with its payments and the sub-agents' bills it subtracts. */
  bill: '/wps/agent/contracts/bills/:id',
  /** GET: the caller's next payday if the period ended now; POST: an offer's cost at last period's figures. */
  simulation: '/wps/agent/contracts/:type/simulation',
} as const;

/** Operator calls about contracts and bills. */
export const opsAgentContractPaths = {
  /** POST: offer a top agent a contract with the site (or its end). */
  offer: '/ops/agents/contracts',
  /** PUT: the contract types the site offers (its consolidated flags). */
  types: '/ops/agents/contract-types',
  /** POST: cancel what is unpaid of a bill. */
  cancelBill: '/ops/agents/bills/:id/cancel',
} as const;

/** Operator calls about agents and the tree. */
export const opsAgentPaths = {
  /** POST: move a member (with its subtree) under another agent. */
  moveMember: '/ops/agents/move',
  /** GET: affiliate applications (status filter). */
  applications: '/ops/agents/applications',
  /** POST: approve or reject one. */
  decideApplication: '/ops/agents/applications/:id/decision',
} as const;

/** Promotions (see promotions.ts): visitors may read the list and a detail; the rest needs a member session. */
export const promotionPaths = {
  /** GET: the merchant's ACTIVE promotions (filters `category`, `tag`), each with the caller's state. */
  list: '/wps/promotions',
  /** GET: one promotion with its rules in display form and the caller's entry. */
  detail: '/wps/promotions/:id',
  /** POST: join a BUTTON promotion. */
  join: '/wps/promotions/:id/join',
  /** POST: apply to an APPLICATION promotion (remark, up to 3 image ids from `images`). */
  apply: '/wps/promotions/:id/apply',
  /** POST: claim the reward (idempotent: a repeated claim answers the first result). */
  claim: '/wps/promotions/:id/claim',
  /** GET: the caller's open turnover requirements, oldest first, and what is left of them. */
  turnover: '/wps/promotions/turnover',
  /** GET: the reward center: the rewards ready to claim (soonest end first) and the last 50 paid. */
  rewards: '/wps/promotions/rewards',
  /** POST: upload an image for an application (png/jpg ≤ 5 MB); answers its id. */
  images: '/wps/promotions/images',
} as const;

/** Operator calls about promotions. */
export const opsPromotionPaths = {
  /** GET: the merchant's promotions (any operator); POST: create one, as a DRAFT (ADMIN). */
  promotions: '/ops/promotions',
  /** PUT: change a promotion (ADMIN). */
  promotion: '/ops/promotions/:id',
  /** POST: set its status, DRAFT → ACTIVE ↔ CLOSED (ADMIN). */
  status: '/ops/promotions/:id/status',
  /** GET: a promotion's entries, e.g. the applications waiting (any operator). */
  entries: '/ops/promotions/:id/entries',
  /** POST: approve an application with an amount, or reject it with a note (ADMIN). */
  decision: '/ops/promotions/entries/:id/decision',
} as const;

/** VIP levels (see vip.ts): visitors may read the ladder; the caller's own part needs a member session. */
export const vipPaths = {
  /** GET: the ladder in the request's language, and the caller's level, progress, keep check and bonuses. */
  page: '/wps/vip',
} as const;

/** Operator calls about VIP levels. */
export const opsVipPaths = {
  /** GET: the ladder with the members at each level (any operator); PUT: set the whole ladder (ADMIN). */
  levels: '/ops/vip/levels',
  /** POST: set a member's level by hand (ADMIN). */
  memberLevel: '/ops/vip/members/:id/level',
} as const;

/** Rebates (see rebates.ts): a real member's session, about itself only. */
export const rebatePaths = {
  /** GET: the caller's unpaid rebates, its paid ones (paged) and its rates per category. */
  summary: '/wps/rebates',
  /** POST: claim every unpaid rebate at once (one payout; a repeat pays nothing more). */
  claim: '/wps/rebates/claim',
} as const;

/** Operator calls about rebates: any role reads, ADMIN changes. */
export const opsRebatePaths = {
  /** GET / PUT: payout mode, turnover multiple, minimum payout. */
  settings: '/ops/rebates/settings',
  /** GET: every rate (rank 0 with the defaults); PUT: set or remove some. */
  rates: '/ops/rebates/rates',
} as const;

/** Missions and the mission leaderboard (see missions.ts): a real member's session. */
export const missionPaths = {
  /** GET: the caller's missions of the current day and week with their progress and state. */
  list: '/wps/missions',
  /** POST: claim a completed mission's reward for the period (idempotent). */
  claim: '/wps/missions/:id/claim',
  /** GET: a leaderboard's current or previous period: the top ranks (names masked) and the caller's row. */
  leaderboard: '/wps/missions/leaderboard',
} as const;

/** Operator calls about missions and the leaderboard: any role reads, ADMIN changes. */
export const opsMissionPaths = {
  /** GET: the merchant's missions; POST: create one. */
  missions: '/ops/missions',
  /** PUT: change a mission (status included). */
  mission: '/ops/missions/:id',
  /** GET: the leaderboards' settings and paid periods; PUT: create or change one. */
  leaderboard: '/ops/missions/leaderboard',
} as const;

/** Refer a friend (see referral.ts): a real member's session. */
export const referralPaths = {
  /** GET: the caller's code and link, the running REFERRAL promotion, totals and a page of friends. */
  overview: '/wps/referral',
  /** POST: claim every reward ready (idempotent: nothing ready pays nothing). */
  claim: '/wps/referral/claim',
} as const;

/** The points mall (see points.ts): a real member's session, only where the merchant's PTSYS3 switch is on. */
export const pointsPaths = {
  /** GET: the caller's points, and what it earned, redeemed and converted. */
  balance: '/wps/points/balance',
  /** GET: the items on sale with what the caller can redeem now (filters `kind`, `affordable`). */
  reward: '/wps/points/reward',
  /** GET: the caller's redemptions (paged; filter `status`). */
  redemptions: '/wps/points/redemptions',
  /** GET: the ratios per category, the conversion rate and the limits. */
  config: '/wps/points/config',
  /** GET: the caller's points history (paged; filter `kind`). */
  transactions: '/wps/points/transactions',
  /** POST (encrypted, payment password, Idempotency-Key): redeem an item. */
  redeem: '/wps/relay/passwordCheck/PTS_redeem',
  /** POST (encrypted, payment password, Idempotency-Key): convert points to cash. */
  convert: '/wps/relay/passwordCheck/PTS_convert',
} as const;

/** Operator calls about the points mall: any role reads, ADMIN changes and decides. */
export const opsPointsPaths = {
  /** GET: every item; POST: create one. */
  items: '/ops/points/items',
  /** PUT: change an item (its status, quantity and sort too). */
  item: '/ops/points/items/:id',
  /** GET / PUT: the ratios, the conversion rate and the limits. */
  config: '/ops/points/config',
  /** GET: redemptions (paged; filters `status`, `memberId`). */
  redemptions: '/ops/points/redemptions',
  /** POST: approve or reject an IN_PROCESS redemption (a rejection refunds once). */
  decision: '/ops/points/redemptions/:id/decision',
  /** GET: the points ledger's invariants for the merchant. */
  health: '/ops/points/health',
} as const;

/** Content pages (see content.ts): tokenless. */
export const contentPaths = {
  /** GET: a page of published NEWS or BLOG articles, newest first (`kind`, `pageNo`, `pageSize`). */
  pages: '/wps/content/pages',
  /** GET: one published page or article with its HTML. */
  page: '/wps/content/pages/:kind/:slug',
} as const;

/** The content pages the site links by name (spec §2: labels only): their slugs (kind PAGE). */
export const namedContentPages = {
  aboutUs: 'about-us',
  depositTutorial: 'deposit-tutorial',
  sponsor: 'sponsor',
} as const;

/** Operator calls about content (see content.ts): any role reads, ADMIN changes; every change audited. */
export const opsContentPaths = {
  /** GET: the merchant's announcements and notices (agents' too); POST: create one. */
  announcements: '/ops/content/announcements',
  /** PUT: change one; DELETE: remove it. */
  announcement: '/ops/content/announcements/:id',
  banners: '/ops/content/banners',
  banner: '/ops/content/banners/:id',
  helpSections: '/ops/content/help-sections',
  helpSection: '/ops/content/help-sections/:id',
  /** GET: every page and article, drafts too (`kind` filters); POST: create one. */
  pages: '/ops/content/pages',
  page: '/ops/content/pages/:id',
} as const;

/** The member's inbox (see messages.ts): a member session, about its own messages only. */
export const messagePaths = {
  /** GET: the caller's unread messages (spec §7, token). */
  unreadCount: '/wps/relay/CSP_unreadCount',
  /** GET: a page of the caller's messages, newest first. */
  list: '/wps/messages',
  /** POST: mark every message of the caller read. */
  readAll: '/wps/messages/read-all',
  /** GET: one message to read; DELETE: delete it from the caller's inbox. */
  message: '/wps/messages/:id',
  /** POST: mark one message read. */
  read: '/wps/messages/:id/read',
} as const;

/** Operator calls about messages: any role reads, ADMIN sends and withdraws. */
export const opsMessagePaths = {
  /** GET: the messages sent, with their reads; POST: send one to a member, a VIP level, a branch or all. */
  messages: '/ops/messages',
  /** DELETE: withdraw a message (nobody sees it from then on). */
  message: '/ops/messages/:id',
} as const;
