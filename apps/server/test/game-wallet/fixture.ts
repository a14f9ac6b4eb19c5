import { memberTypes } from '@msp/contracts/enums.ts';
import { signVendorRequest } from '@msp/contracts/vendor-signing.ts';
import type { Db } from '../../src/db/database.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createSession } from '../../src/modules/identity/session-service.ts';
import {
  memberAccount,
  postTransfers,
  systemAccount,
  systemAccountId,
  systemBalance,
} from '../../src/modules/ledger/service.ts';
import { vendorApiPaths } from '../../src/modules/game-wallet/routes.ts';
import { createLaunchToken, upsertVendorAccount } from '../../src/modules/game-wallet/service.ts';

export const SECRET = 'test-vendor-secret-0123456789abcdef';
export { vendorApiPaths as paths };

export interface CallOptions {
  vendor?: string;
  merchant?: string | null;
  secret?: string;
  now?: number;
  /** Sent as is instead of JSON.stringify(body). */
  raw?: string;
  /** Signed body when it differs from the sent one. */
  signedBody?: string;
  /** Signed path when it differs from the called one. */
  signedPath?: string;
  headers?: Record<string, string | undefined>;
  language?: string;
}

/** Like createTestApp, with a connection pool wide enough for concurrent calls that wait on each other. */
export const createWideTestApp = (poolSize: number): Promise<TestApp> => createTestApp({ poolSize });

let sequence = 0;
export const uniqueId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}-${Math.random().toString(36).slice(2, 6)}`;

/**
 * A test server with the demo merchant whose PG (seamless) and JDB (transfer) vendor accounts share SECRET,
 * plus helpers: funded players, launch tokens, signed vendor calls and ledger reads.
 */
export async function gameWalletFixture(testApp?: TestApp) {
  const app = testApp ?? (await createTestApp());
  const db = app.db;
  const merchant = await db
    .selectFrom('merchants')
    .selectAll()
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  await upsertVendorAccount(db, { merchantId: merchant.id, vendorCode: 'PG', secret: SECRET });
  await upsertVendorAccount(db, { merchantId: merchant.id, vendorCode: 'JDB', secret: SECRET });
  const pgGame = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select(['games.game_code', 'games.game_type', 'games.name'])
    .where('vendors.code', '=', 'PG')
    .where('games.merchant_id', '=', merchant.id)
    .orderBy('games.id')
    .executeTakeFirstOrThrow();
  const adjustment = await systemAccount(db, {
    merchantId: merchant.id,
    kind: 'ADJUSTMENT',
    currency: merchant.currency,
  });

  const mainOf = (memberId: number) =>
    memberAccount(db, { merchantId: merchant.id, memberId, kind: 'MAIN', currency: merchant.currency });
  /** The vendor's house: the shard a member's bets go through (by default the first's), and the kind's total. */
  const houseOf = async (vendorCode = 'PG', memberId?: number) => ({
    id: await systemAccountId(db, {
      merchantId: merchant.id,
      kind: 'HOUSE',
      vendorCode,
      currency: merchant.currency,
      shardKey: memberId,
    }),
    balance: await systemBalance(db, { merchantId: merchant.id, kind: 'HOUSE', vendorCode }),
  });

  async function fund(memberId: number, amount: bigint) {
    const main = await mainOf(memberId);
    await postTransfers(db, {
      merchantId: merchant.id,
      idempotencyKey: uniqueId('fund'),
      kind: 'ADJUSTMENT',
      legs: [{ debitAccountId: adjustment.id, creditAccountId: main.id, amount, kind: 'ADJUSTMENT' }],
    });
  }

  /** A member with `funds` on the main wallet (minor units). */
  async function newPlayer(funds = 100_000n, nickname = 'demoplayer') {
    const row = await db
      .insertInto('members')
      .values({
        merchant_id: merchant.id,
        username: uniqueId('gw')
          .toLowerCase()
          .replace(/[^a-z0-9]/g, ''),
        password_hash: 'x',
        type: memberTypes.member,
        nickname,
        parent_member_id: null,
        last_login_at: null,
        last_login_ip: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (funds > 0n) await fund(row.id, funds);
    return { memberId: row.id, playerId: String(row.id) };
  }

  const launch = (memberId: number, { vendor = 'PG', demo = false, gameCode = pgGame.game_code } = {}) =>
    createLaunchToken(db, {
      merchantId: merchant.id,
      memberId,
      vendorCode: vendor,
      gameCode,
      gameType: pgGame.game_type,
      demo,
    }).then((launched) => launched.token);

  /** A signed vendor call as a vendor makes it. */
  async function call(path: string, body: unknown, options: CallOptions = {}) {
    const payload = options.raw ?? JSON.stringify(body);
    const vendor = options.vendor ?? 'PG';
    const merchantCode = options.merchant === undefined ? 'DEMO' : options.merchant;
    const signed = signVendorRequest(options.secret ?? SECRET, {
      vendor,
      merchant: merchantCode ?? 'DEMO',
      method: 'POST',
      path: options.signedPath ?? path,
      body: options.signedBody ?? payload,
      now: options.now ?? Date.now(),
    });
    const headers: Record<string, string> = { 'content-type': 'application/json', ...signed };
    if (merchantCode === null) delete headers.merchant;
    if (options.language) headers.language = options.language;
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const response = await app.app.inject({ method: 'POST', url: path, headers, payload });
    return { status: response.statusCode, body: response.json(), raw: response };
  }

  /** Launches and authenticates: the player's live session id. */
  async function sessionOf(memberId: number, vendor = 'PG') {
    const token = await launch(memberId, { vendor });
    const answer = await call(vendorApiPaths.authenticate, { token }, { vendor });
    if (answer.status !== 200) throw new Error(`authenticate failed: ${JSON.stringify(answer.body)}`);
    return answer.body.value.sessionId as string;
  }

  const balanceOf = async (memberId: number) => (await mainOf(memberId)).balance;

  /** A member-site session token (as after a login) for the records calls. */
  const memberToken = (memberId: number) =>
    createSession(db, { merchantId: merchant.id, memberId, ip: null, maxHours: 24, firstLogin: false });

  return {
    app,
    db: db as Db,
    merchant,
    pgGame,
    newPlayer,
    fund,
    launch,
    call,
    sessionOf,
    balanceOf,
    mainOf,
    houseOf,
    memberToken,
    close: () => app.close(),
  };
}

export type GameWalletFixture = Awaited<ReturnType<typeof gameWalletFixture>>;

/** A player with a live session and helpers for one round after another. */
export async function seatedPlayer(fixture: GameWalletFixture, funds = 100_000n, vendor = 'PG') {
  const player = await fixture.newPlayer(funds);
  const sessionId = await fixture.sessionOf(player.memberId, vendor);
  const bet = (amount: number, roundId: string, transactionId = uniqueId('bet')) =>
    fixture.call(
      vendorApiPaths.bet,
      {
        playerId: player.playerId,
        sessionId,
        transactionId,
        roundId,
        gameCode: fixture.pgGame.game_code,
        amount,
      },
      { vendor },
    );
  const settle = (amount: number, roundId: string, transactionId = uniqueId('settle')) =>
    fixture.call(
      vendorApiPaths.settle,
      { playerId: player.playerId, transactionId, roundId, amount },
      { vendor },
    );
  const refund = (roundId: string, transactionId = uniqueId('refund')) =>
    fixture.call(vendorApiPaths.refund, { playerId: player.playerId, transactionId, roundId }, { vendor });
  const rollback = (betTransactionId: string, transactionId = uniqueId('rollback')) =>
    fixture.call(
      vendorApiPaths.rollback,
      { playerId: player.playerId, transactionId, betTransactionId },
      { vendor },
    );
  return { ...player, sessionId, bet, settle, refund, rollback };
}
