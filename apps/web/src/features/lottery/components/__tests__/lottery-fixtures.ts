import type { Board, DrawnNumero, NumeroInfo } from '@msp/contracts/lottery/api.ts';
import { defaultOdds } from '@msp/contracts/lottery/bets.ts';
import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';

/** Recorded answers of the lottery calls, shaped by the contract (packages/contracts/src/lottery/api.ts). */

export const limits = {
  minStake: '1.00',
  maxStake: '5000.00',
  maxStakePerKey: '10000.00',
  maxStakePerNumero: '20000.00',
  payoutCap: '1000000.00',
};

export function numero(serverNow: number, overrides: Partial<NumeroInfo> = {}): NumeroInfo {
  return {
    numero: '20250301-0601',
    status: 'OPEN',
    opensAt: new Date(serverNow - 30_000).toISOString(),
    closesAt: new Date(serverNow + 20_000).toISOString(),
    drawsAt: new Date(serverNow + 30_000).toISOString(),
    commitment: 'a'.repeat(64),
    ...overrides,
  };
}

export function drawn(numeroName: string, result: number[], drawsAt: string): DrawnNumero {
  return {
    numero: numeroName,
    status: 'SETTLED',
    opensAt: drawsAt,
    closesAt: drawsAt,
    drawsAt,
    commitment: 'b'.repeat(64),
    result,
    seed: 'c'.repeat(64),
  };
}

const codes: Record<LotteryFamily, string> = {
  DIGITS3: 'E28_1M',
  DICE: 'EDICE_1M',
  DIGITS5: 'E5D_1M',
  BALLS49: 'L49_5M',
};

export function board(
  family: LotteryFamily,
  serverNow: number,
  current: NumeroInfo | null = numero(serverNow),
): Board {
  return {
    gameCode: codes[family],
    family,
    category: family === 'BALLS49' ? 'LOTT' : 'ELOTT',
    intervalMinutes: family === 'BALLS49' ? 5 : 1,
    cutoffSeconds: 10,
    current,
    last: null,
    prizeMode: 'LOTT',
    rebatePercent: 1,
    soldOut: [],
    calendar: null,
    serverTime: new Date(serverNow).toISOString(),
    limits,
    odds: defaultOdds(family),
  };
}

export const page = <T>(content: T[]) => ({
  content,
  pageNum: 1,
  totalPages: 1,
  totalElements: content.length,
});
