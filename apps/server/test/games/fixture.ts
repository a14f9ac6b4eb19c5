import { memberTypes } from '@msp/contracts/enums.ts';
import type { Db } from '../../src/db/database.ts';
import {
  authenticate,
  createLaunchToken,
  placeBet,
  settleRound,
} from '../../src/modules/game-wallet/service.ts';
import { createSession } from '../../src/modules/identity/session-service.ts';
import { memberAccount, postTransfers, systemAccount } from '../../src/modules/ledger/service.ts';
import type { TestApp } from '../helpers/test-app.ts';

let sequence = 0;
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(sequence += 1).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface GameMember {
  id: number;
  token: string;
  merchantId: number;
}

/** Members, sessions, catalogue look-ups and calls of the games tests, for one merchant of a test server. */
export function gamesFixture(t: TestApp, merchantCode = 'DEMO') {
  const db: Db = t.db;

  const merchant = () =>
    db.selectFrom('merchants').selectAll().where('code', '=', merchantCode).executeTakeFirstOrThrow();

  /** A member with a live session (made directly: no login round trips). */
  async function newMember(nickname = 'demoplayer', type: number = memberTypes.member): Promise<GameMember> {
    const { id: merchantId } = await merchant();
    const row = await db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: unique('gm'),
        password_hash: 'not-a-hash',
        type,
        nickname,
        parent_member_id: null,
        last_login_at: null,
        last_login_ip: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(db, {
      merchantId,
      memberId: row.id,
      ip: '10.0.0.1',
      maxHours: 2,
      firstLogin: false,
    });
    return { id: row.id, token, merchantId };
  }

  /** A game of the catalogue by vendor and game code (any state). */
  async function game(vendorCode: string, gameCode: string) {
    const { id: merchantId } = await merchant();
    return db
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
      .select(['games.id', 'games.game_type', 'games.name', 'games.icon_url', 'vendors.code'])
      .where('games.merchant_id', '=', merchantId)
      .where('vendors.code', '=', vendorCode)
      .where('games.game_code', '=', gameCode)
      .executeTakeFirstOrThrow();
  }

  const headers = (token?: string, language = 'en') => ({
    merchant: merchantCode,
    language,
    ...(token ? { authorization: token } : {}),
  });

  async function get(url: string, token?: string, language = 'en') {
    const response = await t.app.inject({ url, headers: headers(token, language) });
    return { status: response.statusCode, body: response.json() };
  }

  async function send(method: 'POST' | 'DELETE' | 'PATCH', url: string, token?: string, payload?: unknown) {
    const response = await t.app.inject({
      method,
      url,
      headers: headers(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json() };
  }

  /**
   * A real round through the game wallet's own service: launch token, authenticate, bet `stake`, settle with
   * `win` (minor units). The member is funded first.
   */
  async function playRound(
    member: GameMember,
    {
      vendorCode,
      gameCode,
      stake,
      win,
    }: { vendorCode: string; gameCode: string; stake: bigint; win: bigint },
  ) {
    const row = await merchant();
    const main = await memberAccount(db, {
      merchantId: row.id,
      memberId: member.id,
      kind: 'MAIN',
      currency: row.currency,
    });
    const adjustment = await systemAccount(db, {
      merchantId: row.id,
      kind: 'ADJUSTMENT',
      currency: row.currency,
    });
    await postTransfers(db, {
      merchantId: row.id,
      idempotencyKey: unique('fund'),
      kind: 'ADJUSTMENT',
      legs: [{ debitAccountId: adjustment.id, creditAccountId: main.id, amount: stake, kind: 'ADJUSTMENT' }],
    });
    const catalogueGame = await game(vendorCode, gameCode);
    const { token } = await createLaunchToken(db, {
      merchantId: row.id,
      memberId: member.id,
      vendorCode,
      gameCode,
      gameType: catalogueGame.game_type,
      demo: false,
    });
    const caller = { merchant: row, vendorCode };
    const session = await authenticate(db, caller, { token });
    const roundId = unique('round');
    await placeBet(db, caller, {
      playerId: session.playerId,
      sessionId: session.sessionId,
      transactionId: unique('bet'),
      roundId,
      gameCode,
      amount: Number(stake),
    });
    await settleRound(db, caller, {
      playerId: session.playerId,
      transactionId: unique('win'),
      roundId,
      amount: Number(win),
    });
  }

  return { db, merchant, newMember, game, headers, get, send, playRound };
}
