/**
 * The authorization matrix (authorization-matrix.ts) against the real server: every route the built app
 * registers × every identity, each a real login. A route without an entry (or an entry without its route) fails,
 * so a new route has to say who may call it.
 *
 * Per cell: a denied identity gets 401/403 (404 where the route hides what is not the caller's) with the code of
 * an authorization refusal, before the route could do anything; an allowed one is never refused 401/403 (bar the
 * route's own listed checks); and nobody but the member and the demo merchant's operators ever sees the member's
 * data (its username, mobile, deposit, proof image, game round) in an answer. Another merchant's member and
 * operator are tried twice: at the demo merchant (their tokens are no session there) and at home with the demo
 * merchant's resource ids. Afterwards nothing the denied calls aimed at has changed.
 */
import { sql } from 'kysely';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberTypes } from '@msp/contracts/enums.ts';
import { encryptForServer, encryptionHeader } from '@msp/contracts/hybrid-crypto.ts';
import { DemoPayGateway } from '../../src/modules/deposits/gateway.ts';
import { hashPassword } from '../../src/modules/identity/password.ts';
import { merchantsChanged } from '../../src/modules/merchant/merchant-cache.ts';
import { gameWalletFixture, uniqueId, type GameWalletFixture } from '../game-wallet/fixture.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { operatorLogin, signInOperator } from '../helpers/operators.ts';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { cashier, PNG_DATA_URL } from '../withdrawals/cashier-fixture.ts';
import {
  identities,
  matrix,
  refusalCodes,
  seesMemberData,
  type Context,
  type Entry,
  type Identity,
  type MatrixRequest,
} from './authorization-matrix.ts';

// ---------------------------------------------------------------------------------------------------------
// The route table: every route each built app registers, seen by an onRoute hook added before any plugin.
// ---------------------------------------------------------------------------------------------------------

const registered = vi.hoisted(() => new Map<object, Array<{ method: string; url: string }>>());
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>();
  const factory = (options?: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    const routes: Array<{ method: string; url: string }> = [];
    registered.set(app, routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
    });
    return app;
  };
  return { ...original, default: factory, fastify: factory };
});

const routeKeys = (app: FastifyInstance) => [
  ...new Set((registered.get(app) ?? []).map((route) => `${route.method} ${route.url}`)),
];

/** The entry of a route: its own, or for a HEAD route Fastify exposes beside a GET, the GET's. */
const entryOf = (key: string): Entry | undefined =>
  matrix[key] ?? (key.startsWith('HEAD ') ? matrix[`GET ${key.slice(5)}`] : undefined);

// ---------------------------------------------------------------------------------------------------------
// Identities
// ---------------------------------------------------------------------------------------------------------

const FOREIGN = 'AMOTHER';
const FOREIGN_OPERATOR = { username: 'otheradmin', password: 'Other@1234' };

let t: TestApp;
let wallet: GameWalletFixture;
let ctx: Context;
const tokens = {} as Record<Identity, string | undefined>;
/** Text only the member's own answers (and the demo operators') may contain. */
let markers: string[] = [];
let before: Awaited<ReturnType<typeof snapshot>>;

/** Routes whose body is encrypted with the merchant's key (they have an `/unsecure` twin). */
const encryptedKeys = new Set<string>();

let keyCounter = 0;
const newKey = () => `matrix-${Date.now().toString(36)}-${(keyCounter += 1)}`;

async function freeplayToken() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { merchant: 'DEMO' },
    remoteAddress: randomPrivateIp(),
    payload: {},
  });
  if (!response.json().success) throw new Error(`free play failed: ${response.body}`);
  return response.json().value.token as string;
}

async function memberCall(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key?: string,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { merchant: 'DEMO', authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
    remoteAddress: randomPrivateIp(),
    ...(payload ? { payload } : {}),
  });
  const body = response.json();
  if (!body.success) throw new Error(`${method} ${url} failed: ${response.body}`);
  return body.value;
}

/** What the denied calls aimed at, read straight from the database. */
async function snapshot() {
  const memberRow = await t.db
    .selectFrom('members')
    .select(['status', 'password_hash', 'payment_password_hash'])
    .where('id', '=', ctx.memberId)
    .executeTakeFirstOrThrow();
  const deposits = await t.db
    .selectFrom('deposit_requests')
    .select(['id', 'status'])
    .where('id', 'in', [ctx.depositId, ctx.gatewayDepositId])
    .orderBy('id')
    .execute();
  const withdrawal = await t.db
    .selectFrom('withdrawal_requests')
    .select('status')
    .where('id', '=', BigInt(ctx.withdrawalId))
    .executeTakeFirstOrThrow();
  const balances = await t.db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('member_id', '=', ctx.memberId)
    .orderBy('kind')
    .execute();
  const game = await t.db
    .selectFrom('games')
    .select('enabled')
    .where('id', '=', ctx.favouriteNodeId)
    .executeTakeFirstOrThrow();
  const vendors = await t.db
    .selectFrom('vendors')
    .innerJoin('merchants', 'merchants.id', 'vendors.merchant_id')
    .select(['vendors.code', 'vendors.enabled'])
    .where('merchants.code', '=', 'DEMO')
    .where('vendors.code', '=', 'PG')
    .execute();
  const favourites = await t.db
    .selectFrom('game_favourites')
    .select('game_id')
    .where('member_id', '=', ctx.memberId)
    .orderBy('game_id')
    .execute();
  return {
    member: { ...memberRow, payment_password_hash: memberRow.payment_password_hash !== null },
    deposits,
    withdrawal,
    balances: balances.map((row) => ({ kind: row.kind, balance: String(row.balance) })),
    game,
    vendors,
    favourites: favourites.map((row) => row.game_id),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const desk = cashier(t);

  // The demo merchant's people. The member is a downline of the demo agent; the other-branch agent is an agent
  // (type 1) outside that branch, inserted as the seed inserts agents (no API makes agents) and logged in.
  const agentRow = await t.db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
    .select('members.id')
    .where('merchants.code', '=', 'DEMO')
    .where('members.username', '=', 'demoagent')
    .executeTakeFirstOrThrow();
  const member = await desk.newMember({ parentId: agentRow.id });
  const otherMember = await desk.newMember();
  const agent = await desk.existingMember('demoagent');
  const otherBranchAgent = await desk.newMember({ type: memberTypes.agent });
  tokens.member = member.token;
  tokens.otherMember = otherMember.token;
  tokens.agent = agent.token;
  tokens.otherBranchAgent = otherBranchAgent.token;
  tokens.trial = await freeplayToken();
  tokens.operatorAdmin = await operatorLogin(t, 'demoadmin');
  tokens.operatorCashier = await operatorLogin(t, 'democashier');
  tokens.visitor = undefined;

  // Another merchant, with a member and an ADMIN operator of its own.
  await insertMerchant(t.db, FOREIGN);
  await merchantsChanged(t.app.bus);
  const foreign = await t.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', FOREIGN)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('operators')
    .values({
      merchant_id: foreign.id,
      username: FOREIGN_OPERATOR.username,
      password_hash: await hashPassword(FOREIGN_OPERATOR.password),
      role: 'ADMIN',
    })
    .execute();
  // Another merchant's agent: the strongest identity a foreign session can have.
  tokens.foreignMember = (await cashier(t, FOREIGN).newMember({ type: memberTypes.agent })).token;
  tokens.foreignOperator = await signInOperator(t, { merchant: FOREIGN, ...FOREIGN_OPERATOR });

  // The member's resources: money, a bank deposit with a proof image, a Demo Pay deposit, a paid withdrawal, a
  // settled game round and a favourite game.
  await desk.fund(member, '1000.00');
  const paymentReference = `AMREF${Date.now().toString(36).toUpperCase()}`;
  const deposit = await memberCall(
    member.token,
    'POST',
    '/wps/deposit/requests',
    {
      channelCode: 'BKASH',
      amount: '500.00',
      payerAccount: member.mobileNum,
      paymentReference,
      proofImage: PNG_DATA_URL,
    },
    newKey(),
  );
  const uploadId = String(deposit.proofImageUrl).split('/').pop()!;
  const gatewayDeposit = await memberCall(
    member.token,
    'POST',
    '/wps/deposit/requests',
    {
      channelCode: 'DEMOPAY',
      amount: '300.00',
      payerAccount: member.mobileNum,
      paymentReference: 'AMGATEWAY',
    },
    newKey(),
  );
  const accountId = await desk.bindAccount(member);
  const withdrawal = await desk.withdraw(member, { accountId, amount: '200.00' });
  if (!withdrawal.json().success) throw new Error(`withdrawal failed: ${withdrawal.body}`);
  const withdrawalId = withdrawal.json().value.id as string;
  const paid = await desk.pay(withdrawalId);
  if (!paid.json().success) throw new Error(`payout failed: ${paid.body}`);

  wallet = await gameWalletFixture(t);
  const roundMarker = uniqueId('amround');
  const betId = uniqueId('ambet');
  const sessionId = await wallet.sessionOf(member.id);
  const bet = await wallet.call('/vendor-api/v1/seamless/bet', {
    playerId: String(member.id),
    sessionId,
    transactionId: betId,
    roundId: roundMarker,
    gameCode: wallet.pgGame.game_code,
    amount: 100,
  });
  const settled = await wallet.call('/vendor-api/v1/seamless/settle', {
    playerId: String(member.id),
    transactionId: uniqueId('amsettle'),
    roundId: roundMarker,
    amount: 300,
  });
  if (bet.status !== 200 || settled.status !== 200) throw new Error('the member could not play a round');
  const records = await memberCall(member.token, 'GET', '/wps/game/records');
  const round = (records.content as Array<{ id: string; roundId: string }>).find(
    (record) => record.roundId === roundMarker,
  );
  if (!round) throw new Error('the member has no round record');

  const games = await t.db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .innerJoin('merchants', 'merchants.id', 'games.merchant_id')
    .select('games.id')
    .where('merchants.code', '=', 'DEMO')
    .where('games.enabled', '=', true)
    .where('vendors.enabled', '=', true)
    .orderBy('games.id')
    .limit(2)
    .execute();
  await memberCall(member.token, 'POST', '/wps/games/favourites/v2', { nodeId: games[0]!.id });

  ctx = {
    memberId: member.id,
    memberUsername: member.username,
    depositId: deposit.id,
    uploadId,
    gatewayDepositId: gatewayDeposit.id,
    withdrawalId,
    withdrawalAccountId: accountId,
    roundId: round.id,
    favouriteNodeId: games[0]!.id,
    otherNodeId: games[1]!.id,
    key: newKey,
  };
  markers = [member.username, member.mobileNum, deposit.id, paymentReference, uploadId, roundMarker, betId];
  before = await snapshot();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------------

const substitute = (url: string) => url.replace('/*', '/x').replace(/:(\w+)/g, 'x');

/** The merchants' public keys, for the encrypted calls (those with an `/unsecure` twin). */
const publicKeys = new Map<string, string>();
async function publicKeyOf(merchant: string) {
  let key = publicKeys.get(merchant);
  if (!key) {
    const response = await t.app.inject({ url: '/wps/system/permission', headers: { merchant } });
    key = response.json().value.encryption.publicKey as string;
    publicKeys.set(merchant, key);
  }
  return key;
}

async function send(key: string, entry: Entry, who: Identity, merchant: string) {
  const [method, path] = key.split(' ') as [string, string];
  const request: MatrixRequest = entry.request?.(ctx, who) ?? {};
  const url = request.url ?? substitute(path);
  if (request.url === undefined && /[:*]/.test(path))
    throw new Error(`${key}: the entry needs a request url`);
  const token = tokens[who];
  const headers: Record<string, string> = {
    merchant,
    language: 'en',
    ...(token ? { authorization: token } : {}),
    ...request.headers,
  };
  let payload = method === 'GET' || method === 'HEAD' ? undefined : request.payload;
  if (payload !== undefined && encryptedKeys.has(key)) {
    const sealed = await encryptForServer(await publicKeyOf(merchant), payload);
    headers[encryptionHeader] = sealed.header;
    payload = sealed.body;
  }
  return t.app.inject({
    method: method as 'GET',
    url,
    headers,
    remoteAddress: randomPrivateIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const errorCodeOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { errorCode?: string }).errorCode;
  } catch {
    return undefined;
  }
};

/** Judges one answer; an empty list means the cell holds. */
function judge(
  entry: Entry,
  who: Identity,
  response: { statusCode: number; body: string },
  { atHome }: { atHome: boolean },
): string[] {
  const problems: string[] = [];
  const { statusCode: status, body } = response;
  const code = errorCodeOf(body);
  const allowed = !atHome && Array.isArray(entry.allow) && entry.allow.includes(who);
  if (status >= 500) problems.push(`answered ${status}`);
  if (atHome) {
    // Another merchant's identity at its own merchant, naming the demo merchant's resource.
    if (entry.demoResource && ![401, 403, 404].includes(status))
      problems.push(`reached the demo merchant's resource (${status} ${code ?? ''})`);
  } else if (allowed) {
    if ([401, 403].includes(status) && !(code && entry.businessRefusals?.includes(code)))
      problems.push(`allowed but refused ${status} ${code ?? ''}`);
  } else {
    const refusals = entry.hidesExistence ? [401, 403, 404] : [401, 403];
    if (!refusals.includes(status)) problems.push(`denied but answered ${status} ${code ?? ''}`);
    else if (body !== '' && !(code && refusalCodes.has(code)))
      problems.push(`refused with ${code ?? 'no code'}`);
  }
  const agentSees = entry.agentSeesMember === true && who === 'agent' && !atHome;
  if (!seesMemberData.includes(who) && !agentSees && !entry.devOnly && !entry.capability) {
    const leaked = markers.filter((marker) => body.includes(marker));
    if (leaked.length > 0) problems.push(`sees the member's data: ${leaked.join(', ')}`);
  }
  return problems;
}

describe('the authorization matrix', () => {
  it('has exactly one entry for every route the server registers', () => {
    const keys = routeKeys(t.app);
    expect(keys.length).toBeGreaterThan(100);
    const missing = keys.filter((key) => !entryOf(key));
    const stale = Object.keys(matrix).filter((key) => !keys.includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('is the route table of production too, without the development tools', async () => {
    vi.stubEnv('SMS_WEBHOOK_URL', 'http://127.0.0.1:9/sms');
    vi.stubEnv('EMAIL_WEBHOOK_URL', 'http://127.0.0.1:9/email');
    const production = await createTestApp({ production: true });
    vi.unstubAllEnvs();
    try {
      const devOnly = (key: string) => entryOf(key)?.devOnly === true;
      const expected = routeKeys(t.app).filter((key) => !devOnly(key));
      expect(routeKeys(production.app).sort()).toEqual(expected.sort());
    } finally {
      await production.close();
    }
  }, 60_000);

  it('lets exactly the allowed identities through every route, and no one else see the member', async () => {
    const keys = routeKeys(t.app).filter((key) => entryOf(key));
    for (const key of keys) if (keys.includes(`${key}/unsecure`)) encryptedKeys.add(key);
    // Calls that end the caller's session (logout) go last, so every other call still has its identities.
    const ordered = [
      ...keys.filter((key) => !entryOf(key)!.endsSession),
      ...keys.filter((key) => entryOf(key)!.endsSession),
    ];
    const failures: string[] = [];
    let cells = 0;
    let homeCells = 0;
    for (const key of ordered) {
      const entry = entryOf(key)!;
      for (const who of identities) {
        cells += 1;
        const response = await send(key, entry, who, 'DEMO');
        for (const problem of judge(entry, who, response, { atHome: false }))
          failures.push(`${key} as ${who}: ${problem} — ${response.body.slice(0, 160)}`);
      }
      if (entry.devOnly) continue;
      for (const who of ['foreignMember', 'foreignOperator'] as const) {
        homeCells += 1;
        const response = await send(key, entry, who, FOREIGN);
        for (const problem of judge(entry, who, response, { atHome: true }))
          failures.push(`${key} as ${who} at ${FOREIGN}: ${problem} — ${response.body.slice(0, 160)}`);
      }
    }
    console.log(
      `authorization matrix: ${keys.length} routes x ${identities.length} identities = ${cells} cells ` +
        `(${keys.filter((key) => !matrix[key]).length} of the routes HEAD twins of GET routes; ` +
        `+ ${homeCells} calls of the other merchant's identities at their own merchant)`,
    );
    expect(failures).toEqual([]);
    expect(cells).toBe(keys.length * identities.length);
  }, 120_000);

  it('lets a signed vendor and a signed gateway through the signature check', async () => {
    const signed = Object.entries(matrix).filter(([, entry]) => typeof entry.allow === 'string');
    for (const [key, entry] of signed) {
      const path = key.split(' ')[1]!;
      if (entry.allow === 'SIGNED_VENDOR') {
        // Named for a player that does not exist, so nothing is written.
        const payload = { ...(entry.request!(ctx, 'visitor').payload as object), playerId: '2000000000' };
        const vendor = path.includes('/transfer/') ? 'JDB' : 'PG';
        const answer = await wallet.call(path, payload, { vendor });
        expect(
          ['vendor.signature.invalid', 'vendor.request.stale'],
          `${key} ${JSON.stringify(answer.body)}`,
        ).not.toContain(answer.body.errorCode);
        expect(answer.status, key).toBeLessThan(500);
      } else {
        const channel = await t.db
          .selectFrom('deposit_channels')
          .innerJoin('merchants', 'merchants.id', 'deposit_channels.merchant_id')
          .select('deposit_channels.gateway_secret')
          .where('merchants.code', '=', 'DEMO')
          .where('deposit_channels.code', '=', 'DEMOPAY')
          .executeTakeFirstOrThrow();
        const callback = new DemoPayGateway(channel.gateway_secret!).signedCallback({
          gatewayTxnId: 'matrix-txn',
          requestId: 'no-such-request',
          amountMinor: 100n,
          status: 'FAILED',
        });
        const answer = await t.app.inject({
          method: 'POST',
          url: '/wps/deposit/callback/DEMOPAY',
          headers: { ...callback.headers, merchant: 'DEMO' },
          payload: callback.body,
        });
        // Past the signature: the request id is unknown.
        expect(answer.json().errorCode, answer.body).toBe('request.not.found');
      }
    }
  });

  it('left everything the denied calls aimed at as it was', async () => {
    expect(await snapshot()).toEqual(before);
    expect(before.deposits.map((row) => row.status)).toEqual(['PENDING', 'PENDING']);
    expect(before.withdrawal.status).toBe('PAID');
    expect(before.member.status).toBe('ACTIVE');
    expect(before.favourites).toEqual([ctx.favouriteNodeId]);
    const audit = await sql<{ count: string }>`SELECT count(*)::text AS count FROM audit_log
      WHERE member_id = ${ctx.memberId} AND action = 'MEMBER_STATUS_CHANGED'
      AND detail->>'to' <> 'ACTIVE'`.execute(t.db);
    expect(audit.rows[0]?.count).toBe('0');
  });
});
