import type { Language } from '@msp/contracts/errors.ts';
import type { LiveClass, Room } from '@msp/contracts/games.ts';
import type { Db } from '../../db/database.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { countRecentPlayers, gameKey } from '../game-wallet/activity.ts';
import { listGameRows } from './catalogue.ts';

/**
 * Words that name a live class in a table's game code or English name, compared without case, spaces or
 * punctuation. Earlier entries win ("Fish Prawn Crab" before anything with "crab"; "Dragon Tiger" before
 * anything else with "tiger").
 */
const liveClassWords: ReadonlyArray<[LiveClass, readonly string[]]> = [
  ['fishPrawnCrab', ['fishprawncrab', 'hooheyhow']],
  ['dragonTiger', ['dragontiger']],
  ['andarBahar', ['andarbahar']],
  ['threeCardPoker', ['3cardpoker', 'threecardpoker', '3card']],
  ['baccarat', ['baccarat']],
  ['sicbo', ['sicbo']],
  ['roulette', ['roulette']],
  ['blackjack', ['blackjack']],
  ['mahjong', ['mahjong']],
  ['wenzhou', ['wenzhou']],
  ['seDie', ['sedie', 'xocdia']],
  ['fanTan', ['fantan']],
  ['niuniu', ['niuniu', 'bullbull']],
  ['zjh', ['zjh', 'zhajinhua', 'goldenflower']],
];

/** The live class of a table, from its game code and name (spec §4's classes); `other` when none fits. */
export function liveClassOf(gameCode: string, name: string): LiveClass {
  const text = `${gameCode} ${name}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [liveClass, words] of liveClassWords) {
    if (words.some((word) => text.includes(word))) return liveClass;
  }
  return 'other';
}

/** A table counts a member as a player for this long after the member's game session there opened. */
export const ROOM_PLAYER_MINUTES = 15;

/**
 * `GLS2_roomList`: the tables of the enabled LIVE vendors (optionally one vendor) — every LIVE game but the
 * vendor's lobby — with live class, bet range and the members who opened a game session there in the last
 * ROOM_PLAYER_MINUTES minutes.
 */
export async function listRooms(
  db: Db,
  merchantId: number,
  language: Language,
  vassalage: string | undefined,
): Promise<Room[]> {
  const rows = (await listGameRows(db, merchantId, { gameType: 'LIVE', vassalage })).filter(
    (row) => row.game_code !== row.lobby_game_code,
  );
  const players = await countRecentPlayers(
    db,
    merchantId,
    [...new Set(rows.map((row) => row.vendor_code))],
    new Date(Date.now() - ROOM_PLAYER_MINUTES * 60_000),
  );
  return rows.map((row) => ({
    nodeId: row.id,
    vassalage: row.vendor_code,
    gameCode: row.game_code,
    name: pickLanguage(row.name, language),
    liveClass: liveClassOf(row.game_code, row.name.en ?? ''),
    minBet: formatMinor(row.min_bet),
    maxBet: formatMinor(row.max_bet),
    players: players.get(gameKey(row.vendor_code, row.game_code)) ?? 0,
    iconUrl: row.icon_url,
  }));
}
