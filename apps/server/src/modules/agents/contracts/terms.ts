import {
  maxContractRatePercent,
  type BillExplanation,
  type ContractTerms,
  type ContractTier,
  type ContractType,
  type DividendPeriod,
} from '@msp/contracts/agent-contracts.ts';
import { AppError } from '../../../shared/app-error.ts';
import { formatMinor } from '../../../shared/money.ts';

/**
 * A contract's terms as stored (agent_contracts.terms) and the arithmetic of a bill: pure functions, so the
 * payday, the simulation, the rate cap and the hand-worked examples of docs/agent-contracts.md are one code.
 * Rates are basis points (1 % = 100), amounts minor units.
 */

export interface StoredTier {
  minValidBet: number;
  minActiveMembers: number;
  /** Dividends: the team's net loss at least (0 for salaries). */
  minNetLoss: number;
  rateBp: number;
}

export interface StoredTerms {
  period?: DividendPeriod;
  tiers?: StoredTier[];
  winRateBp?: number;
  lossRateBp?: number;
  minBet?: number;
}

/** What a bill is computed from: the team's figures over the period. */
export interface BillFigures {
  validBet: bigint;
  /** Valid bets − wins − bonuses − rebates (dividends). */
  netLoss: bigint;
  activeMembers: number;
  /** Real-time salary: the counted settled bets (≥ the minimum) the member did not lose, and those it lost. */
  winBets?: { count: number; stake: bigint };
  lossBets?: { count: number; stake: bigint };
}

export interface ComputedBill {
  amount: bigint;
  explanation: Omit<BillExplanation, 'subAgentBills'>;
}

const BP_PER_PERCENT = 100;
const BP_TOTAL = 10_000n;

const minorOf = (text: string) => {
  const [major, minor = ''] = text.split('.');
  return Number(major) * 100 + Number(minor.padEnd(2, '0'));
};
const bpOf = (percent: string) => Math.round(Number(percent) * BP_PER_PERCENT);
const percentOf = (bp: number) => (bp / BP_PER_PERCENT).toFixed(2);
const majorOf = (minor: number | bigint) => formatMinor(BigInt(minor));

const invalid = (type: ContractType) =>
  new AppError('agent.contract.terms.invalid', { max: String(maxContractRatePercent[type]) }, 'terms');

const tiered = (type: ContractType) => type !== 'REALTIME_SALARY';

/**
 * The API's terms for a contract type, checked and stored: the fields of the type and nothing else, rates at
 * most the type's maximum, no two tiers with the same thresholds. 400 `agent.contract.terms.invalid` otherwise.
 */
export function storedTerms(type: ContractType, terms: ContractTerms | undefined): StoredTerms {
  if (!terms) throw invalid(type);
  const maxBp = maxContractRatePercent[type] * BP_PER_PERCENT;
  const rateOk = (bp: number) => bp >= 0 && bp <= maxBp;
  if (!tiered(type)) {
    if (terms.tiers || terms.period || !terms.winRate || !terms.lossRate || !terms.minBet)
      throw invalid(type);
    const stored = {
      winRateBp: bpOf(terms.winRate),
      lossRateBp: bpOf(terms.lossRate),
      minBet: minorOf(terms.minBet),
    };
    if (!rateOk(stored.winRateBp) || !rateOk(stored.lossRateBp)) throw invalid(type);
    return stored;
  }
  const isDividend = type === 'DIVIDEND';
  if (!terms.tiers || terms.winRate || terms.lossRate || terms.minBet) throw invalid(type);
  if (isDividend !== Boolean(terms.period)) throw invalid(type);
  const tiers = terms.tiers.map((tier) => ({
    minValidBet: minorOf(tier.minValidBet),
    minActiveMembers: tier.minActiveMembers,
    minNetLoss: isDividend ? minorOf(tier.minNetLoss ?? '0') : 0,
    rateBp: bpOf(tier.rate),
  }));
  if (!isDividend && terms.tiers.some((tier) => tier.minNetLoss !== undefined)) throw invalid(type);
  const thresholds = new Set(tiers.map((t) => `${t.minValidBet}:${t.minActiveMembers}:${t.minNetLoss}`));
  if (thresholds.size !== tiers.length || tiers.some((tier) => !rateOk(tier.rateBp))) throw invalid(type);
  tiers.sort((a, b) => a.minValidBet - b.minValidBet || a.minActiveMembers - b.minActiveMembers);
  return isDividend ? { period: terms.period!, tiers } : { tiers };
}

const apiTier = (tier: StoredTier, dividend: boolean): ContractTier => ({
  minValidBet: majorOf(tier.minValidBet),
  minActiveMembers: tier.minActiveMembers,
  ...(dividend ? { minNetLoss: majorOf(tier.minNetLoss) } : {}),
  rate: percentOf(tier.rateBp),
});

/** Stored terms as the API answers them. */
export function apiTerms(type: ContractType, terms: StoredTerms): ContractTerms {
  if (!tiered(type))
    return {
      winRate: percentOf(terms.winRateBp ?? 0),
      lossRate: percentOf(terms.lossRateBp ?? 0),
      minBet: majorOf(terms.minBet ?? 0),
    };
  const dividend = type === 'DIVIDEND';
  return {
    ...(dividend ? { period: terms.period } : {}),
    tiers: (terms.tiers ?? []).map((tier) => apiTier(tier, dividend)),
  };
}

const reaches = (
  thresholds: Pick<StoredTier, 'minValidBet' | 'minActiveMembers' | 'minNetLoss'>,
  figures: { validBet: bigint; activeMembers: number; netLoss: bigint },
) =>
  BigInt(thresholds.minValidBet) <= figures.validBet &&
  thresholds.minActiveMembers <= figures.activeMembers &&
  BigInt(thresholds.minNetLoss) <= figures.netLoss;

/**
 * The tier that applies to the figures: the highest rate among the tiers reached (the first of equal ones). Only
 * a dividend's tiers ask for a net loss: a salary is owed on the bets whether the team won or lost.
 */
export function applicableTier(tiers: readonly StoredTier[], figures: BillFigures, dividend: boolean) {
  const counted = dividend ? figures : { ...figures, netLoss: 0n };
  let best: { tier: StoredTier; index: number } | null = null;
  tiers.forEach((tier, index) => {
    if (reaches(tier, counted) && (!best || tier.rateBp > best.tier.rateBp)) best = { tier, index };
  });
  return best as { tier: StoredTier; index: number } | null;
}

const share = (base: bigint, bp: number) => (base * BigInt(bp)) / BP_TOTAL;

/**
 * The bill of one period: tiered contracts pay the tier's rate on the team's valid bet (salaries) or on its net
 * loss (dividends; nothing when the team won); the real-time salary pays the win rate on the counted bets the
 * members did not lose plus the loss rate on those they lost. Amounts round down to the minor unit.
 */
export function computeBill(type: ContractType, terms: StoredTerms, figures: BillFigures): ComputedBill {
  const dividend = type === 'DIVIDEND';
  const common = {
    teamValidBet: majorOf(figures.validBet),
    netLoss: dividend ? majorOf(figures.netLoss) : null,
    activeMembers: figures.activeMembers,
  };
  if (!tiered(type)) {
    const win = figures.winBets ?? { count: 0, stake: 0n };
    const loss = figures.lossBets ?? { count: 0, stake: 0n };
    const amount = share(win.stake, terms.winRateBp ?? 0) + share(loss.stake, terms.lossRateBp ?? 0);
    return {
      amount,
      explanation: {
        ...common,
        tier: null,
        rate: null,
        base: majorOf(win.stake + loss.stake),
        winBets: { count: win.count, stake: majorOf(win.stake), rate: percentOf(terms.winRateBp ?? 0) },
        lossBets: { count: loss.count, stake: majorOf(loss.stake), rate: percentOf(terms.lossRateBp ?? 0) },
        minBet: majorOf(terms.minBet ?? 0),
      },
    };
  }
  const applied = applicableTier(terms.tiers ?? [], figures, dividend);
  const base = dividend ? (figures.netLoss > 0n ? figures.netLoss : 0n) : figures.validBet;
  return {
    amount: applied ? share(base, applied.tier.rateBp) : 0n,
    explanation: {
      ...common,
      tier: applied ? { ...apiTier(applied.tier, dividend), index: applied.index + 1 } : null,
      rate: applied ? percentOf(applied.tier.rateBp) : null,
      base: majorOf(base),
      winBets: null,
      lossBets: null,
      minBet: null,
    },
  };
}

/**
 * The rate cap: a downline's terms may never pay more than its upline's own terms at the same thresholds. For
 * each of the downline's tiers, the upline's rate is its best tier whose thresholds the downline's tier reaches
 * (the downline's team is part of the upline's, so its volumes reach them too); the downline's rate must not be
 * higher. Real-time: neither rate higher, the minimum bet not lower. Dividends: the same period. Returns the
 * error code that refuses, or null.
 */
export function capRefusal(
  type: ContractType,
  upline: StoredTerms,
  downline: StoredTerms,
): 'agent.contract.rate.cap' | 'agent.contract.period.mismatch' | null {
  if (!tiered(type)) {
    const ok =
      (downline.winRateBp ?? 0) <= (upline.winRateBp ?? 0) &&
      (downline.lossRateBp ?? 0) <= (upline.lossRateBp ?? 0) &&
      (downline.minBet ?? 0) >= (upline.minBet ?? 0);
    return ok ? null : 'agent.contract.rate.cap';
  }
  if (type === 'DIVIDEND' && upline.period !== downline.period) return 'agent.contract.period.mismatch';
  for (const tier of downline.tiers ?? []) {
    const uplineRate = Math.max(
      0,
      ...(upline.tiers ?? [])
        .filter((own) =>
          reaches(own, {
            validBet: BigInt(tier.minValidBet),
            activeMembers: tier.minActiveMembers,
            netLoss: BigInt(tier.minNetLoss),
          }),
        )
        .map((own) => own.rateBp),
    );
    if (tier.rateBp > uplineRate) return 'agent.contract.rate.cap';
  }
  return null;
}
