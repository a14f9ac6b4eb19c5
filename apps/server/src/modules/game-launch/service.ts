import { randomInt } from 'node:crypto';
import type { Language } from '@msp/contracts/errors.ts';
import type { LaunchResult } from '@msp/contracts/games.ts';
import type { VendorCategory } from '@msp/contracts/enums.ts';
import type { GameFamily } from '@msp/contracts/lottery/families.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { createLaunchToken, findVendorAccount } from '../game-wallet/service.ts';
import { findGameByNodeId, recordRecentGame } from '../games/service.ts';
import type { Merchant } from '../merchant/service.ts';

/** Spec §4: LIVE, SPORTS, ESPORTS and COCKFIGHT share one launcher window; the others use the vendor launcher. */
const gameLauncherTypes: readonly VendorCategory[] = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];
/** Lottery games open the site's own lottery pages, never a vendor launch. */
const lotteryTypes: readonly VendorCategory[] = ['LOTT', 'ELOTT'];

/** The site's page of our own lottery games: the Vietnamese lottery's, 4D's, or the others'. */
const lotteryPageOf = (family: GameFamily) =>
  family === 'VN_NORTH' || family === 'VN_SOUTH'
    ? '/vnLottery'
    : family === 'SEA4D'
      ? '/seaLottery'
      : '/lottery';

/** The catalogue vendor and the families of our own lottery's areas (spec §7 `lottoArea`). */
const lottoAreas = {
  VN: { vendorCode: 'TCG_LOTTO_VN', families: ['VN_NORTH', 'VN_SOUTH'] },
  SEA: { vendorCode: 'TCG_SEA', families: ['SEA4D'] },
} as const satisfies Record<string, { vendorCode: string; families: readonly GameFamily[] }>;

/**
 * A lottery launch by area (spec §7: lottoArea, launchMode LOTT, gameCode, view): the area's page, with the game's
 * board unless the lobby is asked for. The game must be one of the area's that the merchant runs; the answer names
 * the catalogue card of the area's vendor (the game's own card when it has one), remembered among recent games.
 */
export async function launchLotteryArea(
  db: Db,
  merchant: Merchant,
  memberId: number,
  request: { lottoArea: keyof typeof lottoAreas; gameCode: string | undefined; view: 'BETTING' | 'LOBBY' },
): Promise<LaunchResult> {
  const area = lottoAreas[request.lottoArea];
  const own = request.gameCode
    ? await db
        .selectFrom('lottery_games')
        .select(['game_code', 'family'])
        .where('merchant_id', '=', merchant.id)
        .where('game_code', '=', request.gameCode)
        .where('enabled', '=', true)
        .where('family', 'in', area.families)
        .executeTakeFirst()
    : undefined;
  if (request.gameCode ? !own : request.view === 'BETTING') {
    throw new AppError('lottery.game.not.found', {}, 'gameCode');
  }
  const card = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select(['games.id', 'games.game_code'])
    .where('games.merchant_id', '=', merchant.id)
    .where('vendors.merchant_id', '=', merchant.id)
    .where('vendors.code', '=', area.vendorCode)
    .where('vendors.enabled', '=', true)
    .where('games.enabled', '=', true)
    .orderBy(sql`games.game_code = ${request.gameCode ?? ''}`, 'desc')
    .orderBy('games.sort_order')
    .executeTakeFirst();
  if (!card) throw new AppError('game.not.found', {}, 'lottoArea');
  if (own && card.game_code === own.game_code) {
    await recordRecentGame(db, { merchantId: merchant.id, memberId, gameId: card.id });
  }
  const page = lotteryPageOf(area.families[0]);
  return {
    url: own && request.view === 'BETTING' ? `${page}?gameCode=${encodeURIComponent(own.game_code)}` : page,
    nodeId: card.id,
    vassalage: area.vendorCode,
    gameType: 'LOTT',
    launcher: 'LOTTERY',
    walletMode: 'SEAMLESS',
    demo: false,
  };
}

export interface LaunchRequest {
  nodeId: number;
  demo: boolean;
  backUrl: string | undefined;
  language: Language;
  /** Our own lottery: its betting board (default) or its lobby. */
  view?: 'BETTING' | 'LOBBY';
}

/**
 * Where the vendor's exit button returns: only a path of the site itself (never another host — no open
 * redirect through a vendor), made absolute with the origin the member came from.
 */
export function lobbyUrl(siteOrigin: string, backUrl: string | undefined): string {
  let path = '/';
  if (backUrl) {
    try {
      const parsed = new URL(backUrl, siteOrigin);
      if (parsed.origin === siteOrigin) path = `${parsed.pathname}${parsed.search}`;
    } catch {
      // not a URL: the home page
    }
  }
  return new URL(path, siteOrigin).toString();
}

/**
 * `/wps/game/launchGame`: a single-use launch token for this member, vendor and game, on a launch host picked
 * at random from the merchant's launch CDNs (spec §9), and the game remembered among the member's recent ones.
 */
export async function launchGame(
  db: Db,
  merchant: Merchant,
  memberId: number,
  request: LaunchRequest,
  siteOrigin: string,
): Promise<LaunchResult> {
  const found = await findGameByNodeId(db, merchant.id, request.nodeId);
  if (!found) throw new AppError('game.not.found', {}, 'nodeId');
  const { game, vendor, gameType } = found;
  if (request.demo && game.support_play !== 0) throw new AppError('game.demo.unavailable', {}, 'demo');
  if (lotteryTypes.includes(gameType)) {
    // A game of our own draw engine opens its board on the lottery page; other lottery vendors' games have none.
    const own = await db
      .selectFrom('lottery_games')
      .select(['game_code', 'family'])
      .where('merchant_id', '=', merchant.id)
      .where('game_code', '=', game.game_code)
      .where('enabled', '=', true)
      .executeTakeFirst();
    if (!own || request.demo) throw new AppError('game.launch.lottery', {}, 'nodeId');
    await recordRecentGame(db, { merchantId: merchant.id, memberId, gameId: game.id });
    const page = lotteryPageOf(own.family);
    return {
      url: request.view === 'LOBBY' ? page : `${page}?gameCode=${encodeURIComponent(own.game_code)}`,
      nodeId: game.id,
      vassalage: vendor.code,
      gameType,
      launcher: 'LOTTERY',
      walletMode: 'SEAMLESS',
      demo: false,
    };
  }
  const account = await findVendorAccount(db, merchant.id, vendor.code);
  const hosts = merchant.launch_game_cdns;
  if (!account || !account.enabled || hosts.length === 0) throw new AppError('game.launch.unavailable');

  const { token } = await createLaunchToken(db, {
    merchantId: merchant.id,
    memberId,
    vendorCode: vendor.code,
    gameCode: game.game_code,
    gameType,
    demo: request.demo,
  });
  await recordRecentGame(db, { merchantId: merchant.id, memberId, gameId: game.id });

  const host = hosts[randomInt(hosts.length)]!;
  const url = new URL(`play/${encodeURIComponent(game.game_code)}`, host.endsWith('/') ? host : `${host}/`);
  url.searchParams.set('token', token);
  url.searchParams.set('vendor', vendor.code);
  url.searchParams.set('merchant', merchant.code);
  url.searchParams.set('language', request.language);
  url.searchParams.set('lobby', lobbyUrl(siteOrigin, request.backUrl));
  return {
    url: url.toString(),
    nodeId: game.id,
    vassalage: vendor.code,
    gameType,
    launcher: gameLauncherTypes.includes(gameType) ? 'GAME' : 'VENDOR',
    walletMode: account.wallet_mode,
    demo: request.demo,
  };
}
