import type { Game, HotMatch, Winner } from '@msp/contracts/games.ts';

export function hotMatch(id: number, extra: Partial<HotMatch> = {}): HotMatch {
  return {
    id: `M${id}`,
    title: `Premier League ${id}`,
    home: { name: `Home ${id}`, image: `/demo-assets/teams/home-${id}.svg` },
    away: { name: `Away ${id}`, image: `/demo-assets/teams/away-${id}.svg` },
    startTime: '2025-03-15T12:00:00.000Z',
    live: false,
    vassalage: 'SBO',
    nodeId: null,
    ...extra,
  };
}

export function game(nodeId: number, extra: Partial<Game> = {}): Game {
  return {
    nodeId,
    vassalage: 'PG',
    gameType: 'RNG',
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    iconUrl: `/demo-assets/games/PG/g${nodeId}.svg`,
    showIcon: `/demo-assets/games/PG/g${nodeId}.svg`,
    supportPlay: 1,
    isTop: false,
    isGame: 'GAME',
    gameCode: `g${nodeId}`,
    gameClassify: null,
    minBet: '1.00',
    minLineNum: 1,
    favourite: false,
    ...extra,
  };
}

export function winner(nickname: string, winAmount: string, gameName = 'Fortune Tiger'): Winner {
  return {
    winAmount,
    vo: {
      nickname,
      gameName,
      vassalage: 'PG',
      gameType: 'RNG',
      iconUrl: '/demo-assets/games/PG/tiger.svg',
      time: '2025-03-15T12:00:00.000Z',
    },
  };
}
