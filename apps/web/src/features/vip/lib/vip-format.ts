import type { VipLevel, VipMember } from '@msp/contracts/vip.ts';
import { fromMinor, toMinor } from '../../../shared/lib/minor-units.ts';
import { progressPercent } from '../../reward-center/lib/amounts.ts';

/**
 * What the VIP page works out from the API's answer: how far the member's figures are from the next level. Amounts never pass through a float: differences and percentages go through minor units.
 */

export interface FigureProgress {
  figure: 'deposit' | 'validBet';
  current: string;
  target: string;
  /** What is still missing ("0.00" once reached). */
  remaining: string;
  /** 0..100, one decimal, rounded down. */
  percent: number;
}

const remainingOf = (current: string, target: string) => {
  const left = (toMinor(target) ?? 0n) - (toMinor(current) ?? 0n);
  return fromMinor(left > 0n ? left : 0n);
};

/** The member's figures against each threshold the next level sets (none at the top of the ladder). */
export function progressToNext(member: VipMember, levels: readonly VipLevel[]): FigureProgress[] {
  const next = levels.find((level) => level.rank === member.progress.nextRank);
  if (!next) return [];
  const figures: FigureProgress[] = [];
  if (next.depositThreshold !== null)
    figures.push({
      figure: 'deposit',
      current: member.progress.deposits,
      target: next.depositThreshold,
      remaining: remainingOf(member.progress.deposits, next.depositThreshold),
      percent: progressPercent(member.progress.deposits, next.depositThreshold),
    });
  if (next.validBetThreshold !== null)
    figures.push({
      figure: 'validBet',
      current: member.progress.validBets,
      target: next.validBetThreshold,
      remaining: remainingOf(member.progress.validBets, next.validBetThreshold),
      percent: progressPercent(member.progress.validBets, next.validBetThreshold),
    });
  return figures;
}
