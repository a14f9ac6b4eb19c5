/**
 * The authorization matrix: for every route the server registers, which identities may call it. Read by
 * authorization-matrix.test.ts, which collects the route table of the built app and fails on a route without an
 * entry here (and on an entry whose route is gone).
 *
 * Keys are `METHOD url` as Fastify registers them (`:param`, `*`). A GET entry covers the HEAD twin Fastify
 * exposes beside it (same access; tested as a route of its own). Each entry's `request` is a minimal call that
 * passes the route's schema, so a denied identity can only be stopped by the authorization check (401/403, or
 * 404 where the route hides whether a resource exists); it names the member's own resources (see `Context`), so
 * "other member" or "other-branch agent" is asked for data that is not theirs.
 */

export const identities = [
  'visitor',
  'member',
  'otherMember',
  'agent',
  'otherBranchAgent',
  'trial',
  'operatorAdmin',
  'operatorCashier',
  'foreignMember',
  'foreignOperator',
] as const;
export type Identity = (typeof identities)[number];

/** Identities that may legitimately see the member's data (the member, and the demo merchant's operators). */
export const seesMemberData: readonly Identity[] = ['member', 'operatorAdmin', 'operatorCashier'];

/** Everyone, visitors included (another merchant's token is simply no session at the demo merchant). */
const PUBLIC = identities;
/** Any member session of the demo merchant, trial included. */
const MEMBER = ['member', 'otherMember', 'agent', 'otherBranchAgent', 'trial'] as const;
/** A real (non-trial) member session of the demo merchant. */
const REAL_MEMBER = ['member', 'otherMember', 'agent', 'otherBranchAgent'] as const;
/** An operator of the demo merchant, any role. */
const OPERATOR = ['operatorAdmin', 'operatorCashier'] as const;
/** The demo merchant's agents: each answers about its own team. */
const AGENT = ['agent', 'otherBranchAgent'] as const;
/** An ADMIN operator of the demo merchant. */
const ADMIN = ['operatorAdmin'] as const;

/** What the test set up before the matrix runs: the member's resources and a few fixed names. */
export interface Context {
  /** The member (a downline of the demo agent) whose resources the requests name. */
  memberId: number;
  memberUsername: string;
  /** The member's bank deposit (PENDING, with a proof image) and its image. */
  depositId: string;
  uploadId: string;
  /** The member's Demo Pay deposit (PENDING): the demo gateway's page and callback. */
  gatewayDepositId: string;
  /** The member's withdrawal, paid out by the cashier (PAID: its receipt would confirm it). */
  withdrawalId: string;
  withdrawalAccountId: number;
  /** The member's settled game round (its record id). */
  roundId: string;
  /** A demo game the member has as a favourite, and another one. */
  favouriteNodeId: number;
  otherNodeId: number;
  /** A fresh Idempotency-Key. */
  key(): string;
}

export interface MatrixRequest {
  /** Defaults to the route's path with nothing substituted (routes without parameters). */
  url?: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

export interface Entry {
  /** Who may call it, or which signature it needs (then every identity, unsigned, is refused). */
  allow: readonly Identity[] | 'SIGNED_VENDOR' | 'SIGNED_GATEWAY';
  /** The call each identity makes (`who` lets an owner act on a harmless resource while the others aim at the real one). */
  request?: (ctx: Context, who: Identity) => MatrixRequest;
  /** A denied identity may also get 404: the route answers "not found" for what is not the caller's. */
  hidesExistence?: boolean;
  /** Error codes (of the route's own checks) an allowed identity may get although they are 401/403. */
  businessRefusals?: readonly string[];
  /** The request names a resource of the demo merchant: another merchant's identities get 401/403/404 at home too. */
  demoResource?: boolean;
  /** Registered only outside production (development tools); exempt from the data-leak check. */
  devOnly?: boolean;
  /** Answers by an unguessable id rather than by identity (a capability URL); exempt from the data-leak check. */
  capability?: boolean;
  /** The demo agent answers about its own downline (the member): it may see the member's data here. */
  agentSeesMember?: boolean;
  /** Ends the caller's session when allowed: run after every other route. */
  endsSession?: boolean;
}

const wrongPaymentPassword = '000000x';
const idem = (ctx: Context) => ({ 'idempotency-key': ctx.key() });
/** A well-formed proof-of-work answer that was never issued (public login and SMS calls refuse it). */
const noChallenge = { challengeId: 'not-a-challenge-id', challengeNonce: '0' };
/** Daily-salary terms every contract call accepts as well-formed. */
const contractTerms = { tiers: [{ minValidBet: '100', minActiveMembers: 1, rate: '0.5' }] };
const randomName = () => `nobody${Math.random().toString(36).slice(2, 10)}`;

/** Content bodies the operator routes refuse by their own checks (nothing is written). */
const matrixText = { bn: 'ম্যাট্রিক্স', en: 'Matrix' };
const matrixAnnouncement = {
  type: 'PL',
  execution: 'B',
  title: matrixText,
  content: { bn: '<p>ম্যাট্রিক্স</p>', en: '<p>Matrix</p>' },
  startDate: '2026-01-02T00:00:00Z',
  endDate: '2026-01-01T00:00:00Z',
};
const matrixBanner = {
  groupName: 'w_home',
  title: matrixText,
  imageUrl: { bn: '/demo-assets/banners/welcome-bn.svg', en: '/demo-assets/banners/welcome-en.svg' },
  linkageType: 'URL',
  linkageValue: 'javascript:alert(1)',
};
const matrixHelpSection = {
  code: 'matrix',
  title: matrixText,
  content: { bn: '<script>alert(1)</script>', en: '<p>Matrix</p>' },
};
const matrixPage = {
  kind: 'PAGE',
  slug: 'matrix',
  title: matrixText,
  content: { bn: '<p>ম্যাট্রিক্স</p>', en: '<iframe src="javascript:alert(1)"></iframe>' },
};

export const matrix: Record<string, Entry> = {
  // ---- The site shell, static files and development tools -------------------------------------------------
  'GET /': { allow: PUBLIC },
  'GET /*': { allow: PUBLIC, request: () => ({ url: '/some/page/of/the/app' }) },
  'GET /healthz': { allow: PUBLIC },
  'GET /readyz': { allow: PUBLIC },
  'GET /demo-assets/*': { allow: PUBLIC, request: () => ({ url: '/demo-assets/brand/logo.svg' }) },
  'GET /docs': { allow: PUBLIC, devOnly: true },
  'GET /docs/json': { allow: PUBLIC, devOnly: true },
  'GET /docs/yaml': { allow: PUBLIC, devOnly: true },
  'GET /docs/static/index.html': { allow: PUBLIC, devOnly: true },
  'GET /docs/static/swagger-initializer.js': { allow: PUBLIC, devOnly: true },
  'GET /docs/static/*': { allow: PUBLIC, devOnly: true, request: () => ({ url: '/docs/static/logo.svg' }) },
  'HEAD /docs/static/*': { allow: PUBLIC, devOnly: true, request: () => ({ url: '/docs/static/logo.svg' }) },
  'HEAD /*': { allow: PUBLIC, request: () => ({ url: '/some/page/of/the/app' }) },
  // Lists every code "sent" (development only, by design; never registered in production).
  'GET /dev/outbox': { allow: PUBLIC, devOnly: true },

  // ---- System and content ---------------------------------------------------------------------------------
  'GET /wps/system/status': { allow: PUBLIC },
  'GET /wps/system/whitelabel': { allow: PUBLIC },
  'GET /wps/system/setting/register': { allow: PUBLIC },
  'GET /wps/system/domainRoute': { allow: PUBLIC },
  'GET /wps/system/helpCenter': {
    allow: PUBLIC,
    request: () => ({ url: '/wps/system/helpCenter?lang=bn&device=WEB' }),
  },
  'GET /wps/system/countries': { allow: PUBLIC },
  'GET /wps/system/permission': { allow: PUBLIC },
  'PUT /wps/system/language': { allow: PUBLIC, request: () => ({ payload: { language: 'bn' } }) },
  'GET /wps/system/banners': {
    allow: PUBLIC,
    request: () => ({ url: '/wps/system/banners?groupName=w_home' }),
  },
  'GET /wps/system/announcements': {
    allow: PUBLIC,
    request: () => ({ url: '/wps/system/announcements?types=B,PL,PU,PR,H&platform=W&execution=A,B,F' }),
  },
  'GET /wps/challenge': { allow: PUBLIC },
  'GET /wps/captcha': { allow: PUBLIC },

  // ---- Game catalogue (visitors too; favourites and recent games need a session) ---------------------------
  'GET /lgw/games/game_menus': { allow: PUBLIC },
  'GET /wps/games/list': { allow: PUBLIC },
  'GET /lgw/games/popular': { allow: PUBLIC },
  'GET /wps/games/vendor/types': {
    allow: PUBLIC,
    request: () => ({ url: '/wps/games/vendor/types?vassalage=JL' }),
  },
  'GET /wps/games/vendors': { allow: PUBLIC },
  'GET /lgw/games/hot/v2': { allow: PUBLIC },
  'GET /lgw/games/winners': { allow: PUBLIC },
  'GET /wps/relay/GLS2_roomList': { allow: PUBLIC },
  'GET /lgw/sports/hot-matches': { allow: PUBLIC },
  'GET /wps/games/favourites/ids': { allow: MEMBER },
  'GET /wps/games/favourites': { allow: MEMBER },
  'POST /wps/games/favourites/v2': {
    allow: MEMBER,
    request: (ctx) => ({ payload: { nodeId: ctx.otherNodeId } }),
  },
  // Everyone else aims at the member's favourite: only the caller's own row may ever go.
  'DELETE /wps/games/favourites/v2': {
    allow: MEMBER,
    request: (ctx, who) => ({
      url: `/wps/games/favourites/v2?nodeId=${who === 'member' ? ctx.otherNodeId : ctx.favouriteNodeId}`,
    }),
  },
  'GET /wps/games/recent': { allow: MEMBER },
  'POST /wps/game/launchGame': { allow: REAL_MEMBER, request: () => ({ payload: { nodeId: 999_999_999 } }) },
  'GET /wps/game/records': { allow: MEMBER },
  'GET /wps/game/records/:id': {
    allow: ['member'],
    hidesExistence: true,
    demoResource: true,
    request: (ctx) => ({ url: `/wps/game/records/${ctx.roundId}` }),
  },

  // ---- Our own lottery: public boards and proofs, members' bets, an ADMIN's void ---------------------------
  'GET /lotto/lgw/games': { allow: PUBLIC },
  'GET /lgw/vn/games/game_menu': {
    allow: PUBLIC,
    request: () => ({ url: '/lgw/vn/games/game_menu?device=WEB' }),
  },
  'GET /lgw/vn/games/game_menu/recent': { allow: REAL_MEMBER },
  'GET /lgw/vn/numeros/opened/game': {
    allow: PUBLIC,
    request: () => ({ url: '/lgw/vn/numeros/opened/game?gameCode=VN_F1' }),
  },
  'GET /lotto/lgw/games/opened/numero': {
    allow: PUBLIC,
    request: () => ({ url: '/lotto/lgw/games/opened/numero?gameCode=E28_1M' }),
  },
  'GET /lotto/lgw/games/:gameCode': { allow: PUBLIC, request: () => ({ url: '/lotto/lgw/games/E28_1M' }) },
  'GET /lotto/lgw/results': { allow: PUBLIC, request: () => ({ url: '/lotto/lgw/results?gameCode=E28_1M' }) },
  'GET /lotto/lgw/trend': { allow: PUBLIC, request: () => ({ url: '/lotto/lgw/trend?gameCode=E28_1M' }) },
  'GET /lotto/lgw/verify': {
    allow: PUBLIC,
    request: () => ({ url: '/lotto/lgw/verify?gameCode=E28_1M&numero=20000101-0001' }),
  },
  'GET /lotto/lgw/events': { allow: PUBLIC, request: () => ({ url: '/lotto/lgw/events?gameCode=E28_1M' }) },
  // A slip on a numero that does not exist: refused after the session check, nothing can be staked.
  'POST /lotto/wps/bets': {
    allow: REAL_MEMBER,
    request: (ctx) => ({
      headers: idem(ctx),
      payload: { gameCode: 'E28_1M', numero: '20000101-0001', bets: [{ betKey: 'BIG', amount: '1' }] },
    }),
  },
  'GET /lotto/wps/bets': { allow: REAL_MEMBER },
  'DELETE /lotto/wps/bets/:id': {
    allow: REAL_MEMBER,
    hidesExistence: true,
    request: () => ({ url: '/lotto/wps/bets/999999999' }),
  },
  // Denied identities try to close a real game; the ADMIN's own call names one that does not exist.
  'PATCH /ops/lotto/games/:gameCode': {
    allow: ADMIN,
    demoResource: true,
    request: (_ctx, who) => ({
      url: `/ops/lotto/games/${who === 'operatorAdmin' ? 'NOSUCHGAME' : 'E28_1M'}`,
      payload: { enabled: false },
    }),
  },
  'POST /ops/lotto/games/:gameCode/numeros/:numero/correct': {
    allow: ADMIN,
    demoResource: true,
    request: () => ({
      url: '/ops/lotto/games/E28_1M/numeros/20000101-0001/correct',
      payload: { result: [1, 2, 3], reason: 'matrix test' },
    }),
  },
  'POST /ops/lotto/games/:gameCode/numeros/:numero/void': {
    allow: ADMIN,
    demoResource: true,
    request: () => ({
      url: '/ops/lotto/games/E28_1M/numeros/20000101-0001/void',
      payload: { reason: 'matrix test' },
    }),
  },

  // ---- Operator: catalogue, members, audit (ADMIN) --------------------------------------------------------
  // Denied identities try to disable a real game / vendor; the ADMIN's own call names one that does not exist.
  'PATCH /ops/games/:nodeId': {
    allow: ADMIN,
    demoResource: true,
    request: (ctx, who) => ({
      url: `/ops/games/${who === 'operatorAdmin' ? 999_999_999 : ctx.favouriteNodeId}`,
      payload: { enabled: false },
    }),
  },
  'PATCH /ops/vendors/:code': {
    allow: ADMIN,
    demoResource: true,
    request: (_ctx, who) => ({
      url: `/ops/vendors/${who === 'operatorAdmin' ? 'NOSUCHVENDOR' : 'PG'}`,
      payload: { enabled: false },
    }),
  },
  'POST /ops/members/:memberId/status': {
    allow: ADMIN,
    demoResource: true,
    request: (ctx, who) => ({
      url: `/ops/members/${ctx.memberId}/status`,
      payload: { status: who === 'operatorAdmin' ? 'ACTIVE' : 'LOCKED' },
    }),
  },
  'POST /ops/members/:memberId/adjust': {
    allow: ADMIN,
    demoResource: true,
    request: (ctx, who) => ({
      url: `/ops/members/${who === 'operatorAdmin' ? 2_000_000_000 : ctx.memberId}/adjust`,
      headers: idem(ctx),
      payload: { amount: '1000.00', direction: 'CREDIT', reason: 'authorization matrix' },
    }),
  },
  'GET /ops/audit/verify': { allow: ADMIN },

  // ---- Operator: cashier's desk (any role) ----------------------------------------------------------------
  'GET /ops/deposits': { allow: OPERATOR },
  'POST /ops/deposits/:id/approve': {
    allow: OPERATOR,
    demoResource: true,
    request: (ctx, who) => ({
      url: `/ops/deposits/${OPERATOR.includes(who as 'operatorAdmin') ? 'no-such-deposit' : ctx.depositId}/approve`,
    }),
  },
  'POST /ops/deposits/:id/reject': {
    allow: OPERATOR,
    demoResource: true,
    request: (ctx, who) => ({
      url: `/ops/deposits/${OPERATOR.includes(who as 'operatorAdmin') ? 'no-such-deposit' : ctx.depositId}/reject`,
      payload: { reason: 'authorization matrix' },
    }),
  },
  'GET /ops/withdrawals': { allow: OPERATOR },
  'POST /ops/withdrawals/:id/pay': {
    allow: OPERATOR,
    demoResource: true,
    request: (ctx, who) => ({
      url: `/ops/withdrawals/${OPERATOR.includes(who as 'operatorAdmin') ? '999999999' : ctx.withdrawalId}/pay`,
    }),
  },
  'POST /ops/withdrawals/:id/reject': {
    allow: OPERATOR,
    demoResource: true,
    request: (ctx, who) => ({
      url: `/ops/withdrawals/${OPERATOR.includes(who as 'operatorAdmin') ? '999999999' : ctx.withdrawalId}/reject`,
      payload: { reason: 'authorization matrix' },
    }),
  },

  // ---- Operator session -----------------------------------------------------------------------------------
  // Public steps of the operator login (never a real name: five failures would lock it).
  'POST /ops/session/login': {
    allow: PUBLIC,
    businessRefusals: ['login.invalid.credentials', 'operator.totp.required', 'operator.totp.invalid'],
    request: () => ({ payload: { username: randomName(), password: 'Wrong@1234' } }),
  },
  'POST /ops/session/totp/enrol': {
    allow: PUBLIC,
    businessRefusals: ['operator.enrolment.expired', 'operator.totp.invalid'],
    request: () => ({ payload: { enrolmentToken: 'not-an-enrolment-token', code: '000000' } }),
  },
  // An operator renews its recovery codes with a code from its app (a wrong one here: no code is used up).
  'POST /ops/session/recovery-codes': {
    allow: OPERATOR,
    businessRefusals: ['operator.totp.invalid', 'operator.totp.required'],
    request: () => ({ payload: { code: '000000' } }),
  },
  // Without a session it answers loggedOut too; with one it ends only the caller's own.
  'DELETE /ops/session/logout': { allow: PUBLIC, endsSession: true },

  // ---- Member session, registration, password recovery (public steps) -------------------------------------
  'POST /wps/session/login': {
    allow: PUBLIC,
    request: () => ({ payload: { username: randomName(), password: 'Wrong@1234', type: 'username' } }),
  },
  'POST /wps/session/login/unsecure': {
    allow: PUBLIC,
    businessRefusals: ['login.invalid.credentials'],
    request: () => ({
      payload: { username: randomName(), password: 'Wrong@1234', type: 'username', ...noChallenge },
    }),
  },
  'POST /wps/session/login/freeplay': { allow: PUBLIC, request: () => ({ payload: {} }) },
  'PUT /wps/member/register': { allow: PUBLIC, request: () => ({ payload: {} }) },
  'PUT /wps/member/register/unsecure': { allow: PUBLIC, request: () => ({ payload: {} }) },
  'PUT /wps/member/register/mobile': { allow: PUBLIC, request: () => ({ payload: {} }) },
  'PUT /wps/member/register/mobile/unsecure': { allow: PUBLIC, request: () => ({ payload: {} }) },
  'GET /wps/agent/affiliate': {
    allow: PUBLIC,
    request: () => ({ url: '/wps/agent/affiliate?code=NOSUCHCODE' }),
  },
  'POST /wps/member/password/email': {
    allow: PUBLIC,
    request: () => ({ payload: { username: randomName(), email: 'nobody@example.com' } }),
  },
  'POST /wps/member/password/email/reset': {
    allow: PUBLIC,
    request: () => ({
      payload: {
        username: randomName(),
        email: 'nobody@example.com',
        verificationCode: '000000',
        newPassword: 'New@12345',
        confirmNewPassword: 'New@12345',
      },
    }),
  },
  'POST /wps/member/password/verification': { allow: PUBLIC, request: () => ({ payload: {} }) },
  'POST /wps/member/password/verification/unsecure': { allow: PUBLIC, request: () => ({ payload: {} }) },
  'POST /wps/verification/sms/noLogin': {
    allow: PUBLIC,
    request: () => ({ payload: { type: 'forgot', mobileNum: '01799999999', ...noChallenge } }),
  },
  'POST /wps/verification/sms/register': {
    allow: PUBLIC,
    request: () => ({ payload: { mobileNo: '01799999999', ...noChallenge } }),
  },
  // Without a session it answers loggedOut too; with one it ends only the caller's own.
  'DELETE /wps/session/logout': { allow: PUBLIC, endsSession: true },

  // ---- The member's own account (any session; the new-IP step also under its restriction) ------------------
  'POST /wps/session/verify/send': { allow: MEMBER },
  'POST /wps/session/verify': { allow: MEMBER, request: () => ({ payload: { answer: '000000' } }) },
  'GET /wps/session/history': { allow: REAL_MEMBER },
  'GET /wps/member/info': { allow: MEMBER },
  'POST /wps/member/info': { allow: REAL_MEMBER, request: () => ({ payload: {} }) },
  'GET /wps/member/profile': { allow: MEMBER },
  'POST /wps/member/info/icon': { allow: REAL_MEMBER, request: () => ({ payload: { avatar: 'tiger' } }) },
  'POST /wps/member/password': {
    allow: REAL_MEMBER,
    request: () => ({
      payload: { oldPassword: 'Wrong@1234', newPassword: 'New@12345', confirmNewPassword: 'New@12345' },
    }),
  },
  'POST /wps/member/password/unsecure': {
    allow: REAL_MEMBER,
    request: () => ({
      payload: { oldPassword: 'Wrong@1234', newPassword: 'New@12345', confirmNewPassword: 'New@12345' },
    }),
  },
  'POST /wps/member/password/payment': {
    allow: REAL_MEMBER,
    request: () => ({
      payload: { oldPassword: 'Wrong@1234', newPassword: '135790', confirmNewPassword: '135790' },
    }),
  },
  'POST /wps/member/password/payment/unsecure': {
    allow: REAL_MEMBER,
    request: () => ({
      payload: { oldPassword: 'Wrong@1234', newPassword: '135790', confirmNewPassword: '135790' },
    }),
  },
  'POST /wps/member/contact/code': {
    allow: REAL_MEMBER,
    request: () => ({ payload: { channel: 'EMAIL', value: 'matrix@example.com' } }),
  },
  'POST /wps/member/contact/mobile': {
    allow: REAL_MEMBER,
    request: () => ({
      payload: { password: 'Wrong@1234', value: '01799999998', verificationCode: '000000' },
    }),
  },
  'POST /wps/member/contact/email': {
    allow: REAL_MEMBER,
    request: () => ({
      payload: { password: 'Wrong@1234', value: 'matrix@example.com', verificationCode: '000000' },
    }),
  },
  'POST /wps/member/totp/setup': { allow: REAL_MEMBER },
  'POST /wps/member/totp/confirm': {
    allow: REAL_MEMBER,
    request: () => ({ payload: { secret: 'A'.repeat(32), code: '000000' } }),
  },

  // ---- Wallet, deposits, withdrawals, transfers, records (no trial) ---------------------------------------
  'GET /wps/v2/wallets/balance': { allow: REAL_MEMBER },
  'GET /wps/member/info/funds/consolidated': { allow: REAL_MEMBER },
  'GET /wps/wallets/merchant': { allow: REAL_MEMBER },
  'GET /wps/wallets/vendors': { allow: REAL_MEMBER },
  'POST /wps/relay/GCS_walletTransfer': {
    allow: REAL_MEMBER,
    request: (ctx) => ({
      headers: idem(ctx),
      payload: { vendor: 'NOSUCHVENDOR', direction: 'IN', amount: '1.00' },
    }),
  },
  'GET /wps/deposit/channels': { allow: REAL_MEMBER },
  // Out of the channel's range: nothing is created.
  'POST /wps/deposit/requests': {
    allow: REAL_MEMBER,
    request: (ctx) => ({
      headers: idem(ctx),
      payload: {
        channelCode: 'BKASH',
        amount: '1.00',
        payerAccount: '01799999999',
        paymentReference: 'MATRIXREF',
      },
    }),
  },
  'GET /wps/deposit/requests': { allow: REAL_MEMBER },
  'GET /wps/withdraw/info': { allow: REAL_MEMBER },
  'GET /wps/withdraw/accounts': { allow: REAL_MEMBER },
  'POST /wps/withdraw/accounts/code': { allow: REAL_MEMBER },
  'POST /wps/withdraw/accounts': {
    allow: REAL_MEMBER,
    request: () => ({
      payload: {
        kind: 'MOBILE_WALLET',
        providerName: 'bKash',
        accountName: 'Matrix Name',
        accountNumber: '01799999999',
        mobileNum: '01799999999',
        verificationCode: '000000',
        paymentPassword: wrongPaymentPassword,
      },
    }),
  },
  'POST /wps/withdraw/requests': {
    allow: REAL_MEMBER,
    request: (ctx) => ({
      headers: idem(ctx),
      payload: {
        accountId: ctx.withdrawalAccountId,
        amount: '100.00',
        paymentPassword: wrongPaymentPassword,
      },
    }),
  },
  'GET /wps/withdraw/requests': { allow: REAL_MEMBER },
  // The member's PAID withdrawal: anyone else's `received: true` would confirm it. The member's own call is one
  // the route turns down (a dispute without its proof), so the withdrawal stays as it is.
  'POST /wps/withdraw/requests/:id/receipt': {
    allow: ['member'],
    hidesExistence: true,
    demoResource: true,
    request: (ctx, who) => ({
      url: `/wps/withdraw/requests/${ctx.withdrawalId}/receipt`,
      payload: { received: who !== 'member' },
    }),
  },
  'GET /wps/transfer/upline': { allow: REAL_MEMBER },
  // Only the member has an upline (the demo agent); everyone else is refused `transfer.not.allowed`.
  'POST /wps/transfer/upline': {
    allow: ['member'],
    request: (ctx) => ({
      headers: idem(ctx),
      payload: { amount: '1.00', paymentPassword: wrongPaymentPassword },
    }),
  },
  // To the member, the demo agent's direct downline: only that agent may (the other branch's agent may not).
  'POST /wps/transfer/downline': {
    allow: ['agent'],
    request: (ctx) => ({
      headers: idem(ctx),
      payload: { downlineAccount: ctx.memberUsername, amount: '1.00', paymentPassword: wrongPaymentPassword },
    }),
  },
  // ---- The agent center: agents only, and only their own subtree (the member is the demo agent's downline) ---
  'GET /wps/agent/team/overview': { allow: AGENT },
  'GET /wps/agent/team/pnl': {
    allow: ['agent'],
    agentSeesMember: true,
    request: (ctx) => ({ url: `/wps/agent/team/pnl?parentId=${ctx.memberId}` }),
  },
  'GET /wps/agent/team/bets': {
    allow: ['agent'],
    agentSeesMember: true,
    request: (ctx) => ({ url: `/wps/agent/team/bets?account=${ctx.memberUsername}` }),
  },
  'GET /wps/agent/team/transactions': {
    allow: ['agent'],
    agentSeesMember: true,
    request: (ctx) => ({ url: `/wps/agent/team/transactions?account=${ctx.memberUsername}` }),
  },
  'GET /wps/agent/downlines': { allow: AGENT, agentSeesMember: true },
  'POST /wps/agent/downlines': {
    allow: AGENT,
    request: () => ({ payload: { username: `m${randomName()}`.slice(0, 20), kind: 'PLAYER' } }),
  },
  'GET /wps/agent/downlines/:memberId': {
    allow: ['agent'],
    agentSeesMember: true,
    request: (ctx) => ({ url: `/wps/agent/downlines/${ctx.memberId}` }),
  },
  'GET /wps/agent/revenue': { allow: AGENT },
  'GET /wps/agent/invitations': { allow: AGENT },
  'POST /wps/agent/invitations': {
    allow: AGENT,
    request: () => ({ payload: { label: 'matrix', kind: 'PLAYER' } }),
  },
  // Nobody's link: agents are told it is not found, everyone else is refused first.
  'DELETE /wps/agent/invitations/:id': {
    allow: AGENT,
    request: () => ({ url: '/wps/agent/invitations/2000000000' }),
  },
  'GET /wps/agent/announcements': { allow: AGENT },
  'GET /wps/agent/application': { allow: REAL_MEMBER },
  'POST /wps/agent/application': {
    allow: REAL_MEMBER,
    request: () => ({
      payload: { plan: 'I run a cricket fan page with 5,000 followers.', contact: 'telegram @fan' },
    }),
  },
  'POST /ops/agents/move': {
    allow: ADMIN,
    demoResource: true,
    request: (ctx, who) => ({
      payload: {
        memberId: who === 'operatorAdmin' ? 2_000_000_000 : ctx.memberId,
        newParentId: ctx.memberId,
        reason: 'authorization matrix',
      },
    }),
  },
  'GET /ops/agents/applications': { allow: OPERATOR },
  'POST /ops/agents/applications/:id/decision': {
    allow: ADMIN,
    request: () => ({ url: '/ops/agents/applications/2000000000/decision', payload: { approve: false } }),
  },
  // ---- Agent contracts: agents only; offers, simulations and bills name the agent's own direct downline -----
  'GET /wps/agent/contracts/:type': {
    allow: AGENT,
    request: () => ({ url: '/wps/agent/contracts/daily-salary' }),
  },
  'GET /wps/agent/contracts/:type/downlines': {
    allow: AGENT,
    request: () => ({ url: '/wps/agent/contracts/dividend/downlines' }),
  },
  'POST /wps/agent/contracts/:type/requests': {
    allow: ['agent'],
    request: (ctx) => ({
      url: '/wps/agent/contracts/daily-salary/requests',
      payload: { downlineId: ctx.memberId, kind: 'NEW', terms: contractTerms },
    }),
  },
  'DELETE /wps/agent/contracts/requests/:id': {
    allow: AGENT,
    request: () => ({ url: '/wps/agent/contracts/requests/2000000000' }),
  },
  'POST /wps/agent/contracts/requests/:id/decision': {
    allow: AGENT,
    request: () => ({
      url: '/wps/agent/contracts/requests/2000000000/decision',
      payload: { decision: 'ACCEPT' },
    }),
  },
  'POST /wps/agent/contracts/:type/termination': {
    allow: AGENT,
    request: () => ({ url: '/wps/agent/contracts/hourly-salary/termination' }),
  },
  'GET /wps/agent/contracts/:type/bills': {
    allow: ['agent'],
    agentSeesMember: true,
    request: (ctx) => ({
      url: `/wps/agent/contracts/daily-salary/bills?scope=DOWNLINES&downlineId=${ctx.memberId}`,
    }),
  },
  'GET /wps/agent/contracts/bills/:id': {
    allow: AGENT,
    request: () => ({ url: '/wps/agent/contracts/bills/2000000000' }),
  },
  'GET /wps/agent/contracts/:type/simulation': {
    allow: AGENT,
    request: () => ({ url: '/wps/agent/contracts/realtime-salary/simulation' }),
  },
  'POST /wps/agent/contracts/:type/simulation': {
    allow: ['agent'],
    agentSeesMember: true,
    request: (ctx) => ({
      url: '/wps/agent/contracts/daily-salary/simulation',
      payload: { downlineId: ctx.memberId, terms: contractTerms },
    }),
  },
  'POST /ops/agents/contracts': {
    allow: ADMIN,
    demoResource: true,
    request: (ctx, who) => ({
      payload: {
        memberId: who === 'operatorAdmin' ? 2_000_000_000 : ctx.memberId,
        type: 'DAILY_SALARY',
        kind: 'NEW',
        terms: contractTerms,
      },
    }),
  },
  'PUT /ops/agents/contract-types': {
    allow: ADMIN,
    request: () => ({ payload: { types: ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] } }),
  },
  'POST /ops/agents/bills/:id/cancel': {
    allow: ADMIN,
    request: () => ({ url: '/ops/agents/bills/2000000000/cancel' }),
  },
  // ---- Promotions: visitors read; members take part and claim for themselves only; ADMIN keeps the catalogue ------
  'GET /wps/promotions': { allow: PUBLIC },
  'GET /wps/promotions/:id': { allow: PUBLIC, request: () => ({ url: '/wps/promotions/2000000000' }) },
  'GET /wps/promotions/turnover': { allow: REAL_MEMBER },
  'GET /wps/promotions/rewards': { allow: REAL_MEMBER },
  'POST /wps/promotions/:id/join': {
    allow: REAL_MEMBER,
    request: () => ({ url: '/wps/promotions/2000000000/join' }),
  },
  'POST /wps/promotions/:id/apply': {
    allow: REAL_MEMBER,
    request: () => ({ url: '/wps/promotions/2000000000/apply', payload: { remark: 'matrix', imageIds: [] } }),
  },
  'POST /wps/promotions/:id/claim': {
    allow: REAL_MEMBER,
    request: () => ({ url: '/wps/promotions/2000000000/claim' }),
  },
  // Bytes that are not an image: allowed callers are refused by the uploads module's check, nothing is kept.
  'POST /wps/promotions/images': {
    allow: REAL_MEMBER,
    request: () => ({ payload: { image: 'data:image/png;base64,AAAAAAAA' } }),
  },
  'GET /ops/promotions': { allow: OPERATOR },
  // A promotion that ends before it starts: the ADMIN's call is refused by its own check, nothing is created.
  'POST /ops/promotions': {
    allow: ADMIN,
    request: () => ({
      payload: {
        code: 'MATRIX',
        type: 'SIGN_UP',
        category: 'newPlayer',
        title: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
        summary: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
        content: { bn: '<p>ম্যাট্রিক্স</p>', en: '<p>Matrix</p>' },
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
        joinMode: 'AUTO',
        rules: { fixedAmount: '1', turnoverMultiple: 0 },
      },
    }),
  },
  'PUT /ops/promotions/:id': {
    allow: ADMIN,
    request: () => ({
      url: '/ops/promotions/2000000000',
      payload: {
        code: 'MATRIX',
        type: 'SIGN_UP',
        category: 'newPlayer',
        title: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
        summary: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
        content: { bn: '<p>ম্যাট্রিক্স</p>', en: '<p>Matrix</p>' },
        startsAt: '2030-01-01T00:00:00Z',
        joinMode: 'AUTO',
        rules: { fixedAmount: '1', turnoverMultiple: 0 },
      },
    }),
  },
  'POST /ops/promotions/:id/status': {
    allow: ADMIN,
    request: () => ({ url: '/ops/promotions/2000000000/status', payload: { status: 'CLOSED' } }),
  },
  'GET /ops/promotions/:id/entries': {
    allow: OPERATOR,
    request: () => ({ url: '/ops/promotions/2000000000/entries' }),
  },
  'POST /ops/promotions/entries/:id/decision': {
    allow: ADMIN,
    request: () => ({
      url: '/ops/promotions/entries/2000000000/decision',
      payload: { approve: false, note: 'authorization matrix' },
    }),
  },
  // ---- Rebates: a real member reads and claims its own; operators read, ADMIN changes ---------------------------
  'GET /wps/rebates': { allow: REAL_MEMBER },
  // Nothing to claim for the matrix's members: an allowed caller is refused by the claim's own check (409).
  'POST /wps/rebates/claim': { allow: REAL_MEMBER },
  'GET /ops/rebates/settings': { allow: OPERATOR },
  // The demo merchant's defaults, written again: harmless for the ADMIN who may.
  'PUT /ops/rebates/settings': {
    allow: ADMIN,
    request: () => ({ payload: { payoutMode: 'CLAIM', turnoverMultiple: 1, minPayout: '1' } }),
  },
  'GET /ops/rebates/rates': { allow: OPERATOR },
  // A rate above the maximum: the ADMIN's call is refused by its own check, nothing is written.
  'PUT /ops/rebates/rates': {
    allow: ADMIN,
    request: () => ({ payload: { rates: [{ vipRank: 0, category: 'RNG', percent: '99' }] } }),
  },
  // ---- Referral: a real member reads its own code and friends and claims its own rewards ---------------------------
  'GET /wps/referral': { allow: REAL_MEMBER },
  'POST /wps/referral/claim': { allow: REAL_MEMBER },
  // ---- Points mall: a real member reads and spends its own points; operators read, ADMIN keeps and decides ------
  'GET /wps/points/balance': { allow: REAL_MEMBER },
  'GET /wps/points/reward': { allow: REAL_MEMBER },
  'GET /wps/points/config': { allow: REAL_MEMBER },
  'GET /wps/points/redemptions': { allow: REAL_MEMBER },
  'GET /wps/points/transactions': { allow: REAL_MEMBER },
  // A wrong payment password: an allowed caller is refused by the call's own check, nothing is redeemed.
  'POST /wps/relay/passwordCheck/PTS_redeem': {
    allow: REAL_MEMBER,
    request: (ctx) => ({
      headers: idem(ctx),
      payload: { itemId: 2000000000, quantity: 1, paymentPassword: wrongPaymentPassword },
    }),
  },
  'POST /wps/relay/passwordCheck/PTS_redeem/unsecure': {
    allow: REAL_MEMBER,
    request: (ctx) => ({
      headers: idem(ctx),
      payload: { itemId: 2000000000, quantity: 1, paymentPassword: wrongPaymentPassword },
    }),
  },
  'POST /wps/relay/passwordCheck/PTS_convert': {
    allow: REAL_MEMBER,
    request: (ctx) => ({
      headers: idem(ctx),
      payload: { points: 100, paymentPassword: wrongPaymentPassword },
    }),
  },
  'POST /wps/relay/passwordCheck/PTS_convert/unsecure': {
    allow: REAL_MEMBER,
    request: (ctx) => ({
      headers: idem(ctx),
      payload: { points: 100, paymentPassword: wrongPaymentPassword },
    }),
  },
  'GET /ops/points/items': { allow: OPERATOR },
  // A gift with a bonus amount: the ADMIN's call is refused by its own check, nothing is created.
  'POST /ops/points/items': {
    allow: ADMIN,
    request: () => ({
      payload: {
        kind: 'PHYSICAL',
        name: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
        imageUrl: '/demo-assets/points/gift.svg',
        pointsCost: 1,
        bonusAmount: '1',
        quantityLeft: 1,
      },
    }),
  },
  'PUT /ops/points/items/:id': {
    allow: ADMIN,
    request: () => ({
      url: '/ops/points/items/2000000000',
      payload: {
        kind: 'PHYSICAL',
        name: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
        imageUrl: '/demo-assets/points/gift.svg',
        pointsCost: 1,
        quantityLeft: 1,
      },
    }),
  },
  'GET /ops/points/config': { allow: OPERATOR },
  // One category twice: refused by the ADMIN's own check, nothing is written.
  'PUT /ops/points/config': {
    allow: ADMIN,
    request: () => ({
      payload: {
        ratios: [
          { category: 'RNG', validBetPerPoint: '1' },
          { category: 'RNG', validBetPerPoint: '2' },
        ],
        convert: {
          enabled: false,
          points: 100,
          amount: '1',
          minPoints: 100,
          maxPoints: 100,
          turnoverMultiple: 0,
        },
        maxRedeemQuantity: 1,
      },
    }),
  },
  'GET /ops/points/redemptions': { allow: OPERATOR },
  'POST /ops/points/redemptions/:id/decision': {
    allow: ADMIN,
    request: () => ({
      url: '/ops/points/redemptions/2000000000/decision',
      payload: { approve: false, note: 'authorization matrix' },
    }),
  },
  'GET /ops/points/health': { allow: OPERATOR },
  // ---- Support: feedback and the live chat (a member's own; visitors chat under a guest token) --------------
  // Bytes that are not an image: allowed callers are refused by the uploads module's check, nothing is kept.
  'POST /wps/support/images': {
    allow: MEMBER,
    request: () => ({ payload: { image: 'data:image/png;base64,AAAAAAAA' } }),
  },
  // Empty content: allowed callers are refused by the feedback's own check, nothing is kept.
  'PUT /wps/feedback': {
    allow: MEMBER,
    request: () => ({ payload: { questionType: 'other', content: '' } }),
  },
  'GET /wps/feedback': { allow: MEMBER },
  'POST /wps/feedback/read': { allow: MEMBER, request: () => ({ payload: {} }) },
  'GET /ops/feedback': { allow: OPERATOR },
  'POST /ops/feedback/:id/reply': {
    allow: OPERATOR,
    request: () => ({ url: '/ops/feedback/2000000000/reply', payload: { reply: 'Matrix' } }),
  },
  'POST /wps/support/chat/guest': { allow: PUBLIC },
  // A visitor without a guest token is refused like a member without a session.
  'GET /wps/support/chat': { allow: MEMBER },
  // An empty message: allowed callers are refused by the chat's own check, nothing is kept.
  'POST /wps/support/chat/messages': {
    allow: MEMBER,
    request: (ctx) => ({ payload: { clientId: ctx.key(), text: '' } }),
  },
  'POST /wps/support/chat/read': { allow: MEMBER, request: () => ({ payload: { upTo: '1' } }) },
  'GET /wps/support/chat/unread': { allow: MEMBER },
  // The sockets authenticate in their first message; a plain GET is "not found" for everyone.
  'GET /wps/support/chat/ws': { allow: PUBLIC },
  'GET /ops/support/chat/ws': { allow: PUBLIC },
  'GET /ops/support/chat/conversations': { allow: OPERATOR },
  'GET /ops/support/chat/conversations/:id/messages': {
    allow: OPERATOR,
    request: () => ({ url: '/ops/support/chat/conversations/2000000000/messages' }),
  },
  'POST /ops/support/chat/conversations/:id/messages': {
    allow: OPERATOR,
    request: () => ({
      url: '/ops/support/chat/conversations/2000000000/messages',
      payload: { text: 'Matrix' },
    }),
  },
  'POST /ops/support/chat/conversations/:id/read': {
    allow: OPERATOR,
    request: () => ({ url: '/ops/support/chat/conversations/2000000000/read', payload: { upTo: '1' } }),
  },

  // ---- Missions: a member reads and claims its own; ADMIN keeps the missions and the leaderboards -----------------
  'GET /wps/missions': { allow: REAL_MEMBER },
  'GET /wps/missions/leaderboard': { allow: REAL_MEMBER },
  'POST /wps/missions/:id/claim': {
    allow: REAL_MEMBER,
    request: () => ({ url: '/wps/missions/2000000000/claim', payload: {} }),
  },
  'GET /ops/missions': { allow: OPERATOR },
  // A deposit mission with a game category: the ADMIN's call is refused by its own check, nothing is created.
  'POST /ops/missions': {
    allow: ADMIN,
    request: () => ({
      payload: {
        code: 'MATRIX',
        period: 'DAILY',
        kind: 'DEPOSIT',
        category: 'RNG',
        target: '100',
        reward: '1',
        title: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
        description: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
      },
    }),
  },
  'PUT /ops/missions/:id': {
    allow: ADMIN,
    request: () => ({
      url: '/ops/missions/2000000000',
      payload: {
        code: 'MATRIX',
        period: 'DAILY',
        kind: 'DEPOSIT',
        target: '100',
        reward: '1',
        title: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
        description: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
      },
    }),
  },
  'GET /ops/missions/leaderboard': { allow: OPERATOR },
  // Prizes that rise from rank 1 to rank 2: refused by the ADMIN's own check, nothing is written.
  'PUT /ops/missions/leaderboard': {
    allow: ADMIN,
    request: () => ({ payload: { period: 'MONTHLY', prizes: ['1', '2'] } }),
  },
  // ---- Content: anyone reads published pages; ADMIN keeps announcements, banners, help and pages -----------------
  'GET /wps/content/pages': { allow: PUBLIC, request: () => ({ url: '/wps/content/pages?kind=NEWS' }) },
  'GET /wps/content/pages/:kind/:slug': {
    allow: PUBLIC,
    request: () => ({ url: '/wps/content/pages/PAGE/about-us' }),
  },
  'GET /manifest.webmanifest': { allow: PUBLIC },
  'GET /ops/content/announcements': { allow: OPERATOR },
  // An end before the start: the ADMIN's call is refused by its own check, nothing is written.
  'POST /ops/content/announcements': {
    allow: ADMIN,
    request: () => ({ payload: matrixAnnouncement }),
  },
  'PUT /ops/content/announcements/:id': {
    allow: ADMIN,
    request: () => ({ url: '/ops/content/announcements/2000000000', payload: matrixAnnouncement }),
  },
  'DELETE /ops/content/announcements/:id': {
    allow: ADMIN,
    request: () => ({ url: '/ops/content/announcements/2000000000' }),
  },
  'GET /ops/content/banners': { allow: OPERATOR },
  // A javascript: link: refused by the ADMIN's own check.
  'POST /ops/content/banners': { allow: ADMIN, request: () => ({ payload: matrixBanner }) },
  'PUT /ops/content/banners/:id': {
    allow: ADMIN,
    request: () => ({ url: '/ops/content/banners/2000000000', payload: matrixBanner }),
  },
  'DELETE /ops/content/banners/:id': {
    allow: ADMIN,
    request: () => ({ url: '/ops/content/banners/2000000000' }),
  },
  'GET /ops/content/help-sections': { allow: OPERATOR },
  // HTML with nothing left once cleaned: refused by the ADMIN's own check.
  'POST /ops/content/help-sections': { allow: ADMIN, request: () => ({ payload: matrixHelpSection }) },
  'PUT /ops/content/help-sections/:id': {
    allow: ADMIN,
    request: () => ({ url: '/ops/content/help-sections/2000000000', payload: matrixHelpSection }),
  },
  'DELETE /ops/content/help-sections/:id': {
    allow: ADMIN,
    request: () => ({ url: '/ops/content/help-sections/2000000000' }),
  },
  'GET /ops/content/pages': { allow: OPERATOR },
  'POST /ops/content/pages': { allow: ADMIN, request: () => ({ payload: matrixPage }) },
  'PUT /ops/content/pages/:id': {
    allow: ADMIN,
    request: () => ({ url: '/ops/content/pages/2000000000', payload: matrixPage }),
  },
  'DELETE /ops/content/pages/:id': {
    allow: ADMIN,
    request: () => ({ url: '/ops/content/pages/2000000000' }),
  },
  // ---- Messages: a member reads its own inbox (a trial's count is 0); any operator lists, ADMIN sends, withdraws ---
  'GET /wps/relay/CSP_unreadCount': { allow: MEMBER },
  'GET /wps/messages': { allow: REAL_MEMBER },
  'POST /wps/messages/read-all': { allow: REAL_MEMBER },
  // No such message: the member's own call is answered 404 by its own check, nothing changes.
  'GET /wps/messages/:id': { allow: REAL_MEMBER, request: () => ({ url: '/wps/messages/2000000000' }) },
  'POST /wps/messages/:id/read': {
    allow: REAL_MEMBER,
    request: () => ({ url: '/wps/messages/2000000000/read' }),
  },
  'DELETE /wps/messages/:id': { allow: REAL_MEMBER, request: () => ({ url: '/wps/messages/2000000000' }) },
  'GET /ops/messages': { allow: OPERATOR },
  // Content with nothing readable once sanitized: the ADMIN's call is refused by its own check, nothing is sent.
  'POST /ops/messages': {
    allow: ADMIN,
    request: () => ({
      payload: {
        audience: 'ALL',
        title: { bn: 'ম্যাট্রিক্স', en: 'Matrix' },
        content: { bn: '<script>x()</script>', en: '<script>x()</script>' },
      },
    }),
  },
  'DELETE /ops/messages/:id': { allow: ADMIN, request: () => ({ url: '/ops/messages/2000000000' }) },
  // ---- VIP: anyone reads the ladder (a member its own part); ADMIN sets the ladder and a member's level ----------
  'GET /wps/vip': { allow: PUBLIC },
  'GET /ops/vip/levels': { allow: OPERATOR },
  // Ranks with a gap: the ADMIN's call is refused by its own check, nothing is written.
  'PUT /ops/vip/levels': {
    allow: ADMIN,
    request: () => ({
      payload: {
        levels: [
          { rank: 1, label: { bn: 'ব্রোঞ্জ', en: 'Bronze' }, depositThreshold: '100' },
          { rank: 3, label: { bn: 'গোল্ড', en: 'Gold' }, depositThreshold: '300' },
        ],
      },
    }),
  },
  // A level the site does not have: refused by the ADMIN's own check, the member's level stays.
  'POST /ops/vip/members/:id/level': {
    allow: ADMIN,
    demoResource: true,
    request: (ctx) => ({ url: `/ops/vip/members/${ctx.memberId}/level`, payload: { rank: 50 } }),
  },
  'GET /wps/records/transactions': { allow: REAL_MEMBER },
  'GET /wps/records/profit': { allow: REAL_MEMBER },
  'GET /wps/records/bonus': { allow: REAL_MEMBER },

  // The member's deposit proof: to the member who sent it or an operator of the merchant; anyone else 404.
  'GET /wps/uploads/:id': {
    allow: ['member', ...OPERATOR],
    hidesExistence: true,
    demoResource: true,
    request: (ctx) => ({ url: `/wps/uploads/${ctx.uploadId}` }),
  },

  // ---- Signed by a third party: vendors' wallet calls, the payment gateway's callback ----------------------
  'POST /vendor-api/v1/seamless/authenticate': {
    allow: 'SIGNED_VENDOR',
    request: () => ({ payload: { token: 'not-a-launch-token' } }),
  },
  'POST /vendor-api/v1/seamless/balance': {
    allow: 'SIGNED_VENDOR',
    request: (ctx) => ({ payload: { playerId: String(ctx.memberId) } }),
  },
  'POST /vendor-api/v1/seamless/bet': {
    allow: 'SIGNED_VENDOR',
    request: (ctx) => ({
      payload: {
        playerId: String(ctx.memberId),
        sessionId: 'not-a-session',
        transactionId: `matrix-${ctx.key()}`,
        roundId: `matrix-${ctx.key()}`,
        gameCode: 'NOGAME',
        amount: 100,
      },
    }),
  },
  'POST /vendor-api/v1/seamless/settle': {
    allow: 'SIGNED_VENDOR',
    request: (ctx) => ({
      payload: {
        playerId: String(ctx.memberId),
        transactionId: `matrix-${ctx.key()}`,
        roundId: `matrix-${ctx.key()}`,
        amount: 1_000_000,
      },
    }),
  },
  'POST /vendor-api/v1/seamless/refund': {
    allow: 'SIGNED_VENDOR',
    request: (ctx) => ({
      payload: {
        playerId: String(ctx.memberId),
        transactionId: `matrix-${ctx.key()}`,
        roundId: `matrix-${ctx.key()}`,
      },
    }),
  },
  'POST /vendor-api/v1/seamless/rollback': {
    allow: 'SIGNED_VENDOR',
    request: (ctx) => ({
      payload: {
        playerId: String(ctx.memberId),
        transactionId: `matrix-${ctx.key()}`,
        betTransactionId: `matrix-${ctx.key()}`,
      },
    }),
  },
  'POST /vendor-api/v1/transfer/rounds': {
    allow: 'SIGNED_VENDOR',
    request: (ctx) => ({
      payload: {
        playerId: String(ctx.memberId),
        roundId: `matrix-${ctx.key()}`,
        gameCode: 'NOGAME',
        stake: 0,
        win: 1_000_000,
        startedAt: Date.now(),
        settledAt: Date.now(),
      },
    }),
  },
  // An unsigned "SUCCESS" for the member's Demo Pay deposit: were it accepted, the deposit would be credited.
  'POST /wps/deposit/callback/:channelCode': {
    allow: 'SIGNED_GATEWAY',
    request: (ctx) => ({
      url: '/wps/deposit/callback/DEMOPAY',
      payload: {
        requestId: ctx.gatewayDepositId,
        gatewayTxnId: 'matrix',
        amountMinor: '1000000',
        status: 'SUCCESS',
      },
    }),
  },
  // The demo gateway's own page: anyone holding the (unguessable) request id, as with a real gateway's page.
  // The POST without an action changes nothing.
  'GET /demo-pay/:requestId': {
    allow: PUBLIC,
    capability: true,
    request: (ctx) => ({ url: `/demo-pay/${ctx.gatewayDepositId}` }),
  },
  'POST /demo-pay/:requestId': {
    allow: PUBLIC,
    capability: true,
    request: (ctx) => ({ url: `/demo-pay/${ctx.gatewayDepositId}`, payload: {} }),
  },
};

/** The refusals an authorization check answers with (what a denied identity must get). */
export const refusalCodes = new Set([
  'login.not.session',
  'login.trial.forbidden',
  'operator.not.session',
  'operator.forbidden',
  'transfer.not.allowed',
  'agent.not.agent',
  'agent.not.downline',
  'request.not.found',
  'member.not.found',
  'game.not.found',
  'game.vendor.not.found',
  'vendor.signature.invalid',
  'deposit.gateway.signature',
  'support.chat.guest.invalid',
]);
