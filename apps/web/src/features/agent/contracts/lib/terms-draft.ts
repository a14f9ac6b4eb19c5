import type { ContractTerms, ContractTier } from '@msp/contracts/agent-contracts.ts';
import {
  amountPattern,
  dividendPeriods,
  maxContractRatePercent,
  maxContractTiers,
  type ContractType,
  type DividendPeriod,
} from '@msp/contracts/enums.ts';
import { toMinor } from '../../../../shared/lib/minor-units.ts';
import { amountBelow, rateAbove, rateAt, realtimeCaps } from './rate-cap.ts';

/**
 * The offer form's terms as typed (strings), their check against the contract rules and the agent's own terms
 * (the rate cap), and the terms they make once they pass.
 */

/** A percentage with at most 2 decimals, as the contract's `ratePattern` (kept here: the web never loads zod). */
const ratePattern = /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/;
const countPattern = /^(0|[1-9]\d{0,7})$/;
const maxActiveMembers = 10_000_000;

/** Whether the type pays by tiers (all but the real-time salary) and whether its tiers name a net loss. */
export const isTiered = (type: ContractType) => type !== 'REALTIME_SALARY';
export const hasNetLoss = (type: ContractType) => type === 'DIVIDEND';

export interface TierDraft {
  minValidBet: string;
  minActiveMembers: string;
  minNetLoss: string;
  rate: string;
}
export type TierField = keyof TierDraft;

export interface TermsDraft {
  period: DividendPeriod;
  tiers: TierDraft[];
  winRate: string;
  lossRate: string;
  minBet: string;
}
export type RealtimeField = 'winRate' | 'lossRate' | 'minBet';

export const emptyTier: TierDraft = { minValidBet: '', minActiveMembers: '0', minNetLoss: '0', rate: '' };

const tierDraft = (tier: ContractTier): TierDraft => ({
  minValidBet: tier.minValidBet,
  minActiveMembers: String(tier.minActiveMembers),
  minNetLoss: tier.minNetLoss ?? '0',
  rate: tier.rate,
});

/**
 * The draft that starts from `terms` (the sub-agent's current terms, else the agent's own), the dividend period
 * always the agent's own (`period`).
 */
export function draftOf(terms: ContractTerms | null, period: DividendPeriod | undefined): TermsDraft {
  return {
    period: period ?? terms?.period ?? dividendPeriods[0],
    tiers: terms?.tiers?.length ? terms.tiers.map(tierDraft) : [{ ...emptyTier }],
    winRate: terms?.winRate ?? '',
    lossRate: terms?.lossRate ?? '',
    minBet: terms?.minBet ?? '',
  };
}

/** Why a field is refused: its format, the type's highest rate, the agent's own rate (cap) or smallest bet. */
export type FieldProblem =
  | { kind: 'required' | 'amount' | 'count' | 'rate' | 'duplicate' }
  | { kind: 'max'; max: string }
  | { kind: 'cap'; cap: string }
  | { kind: 'minBet'; min: string };

export interface TierCheck {
  /** What the agent's own contract pays at this tier's thresholds (null while they are not valid). */
  cap: string | null;
  problems: Partial<Record<TierField, FieldProblem>>;
}

export interface OfferCheck {
  tiers: TierCheck[];
  realtime: Partial<Record<RealtimeField, FieldProblem>>;
  /** Some rate is above the agent's own (the form says so and refuses to send). */
  capped: boolean;
  /** The terms to send, or null while any field is refused. */
  terms: ContractTerms | null;
}

const blank = (value: string) => value.trim() === '';

function amountProblem(value: string): FieldProblem | undefined {
  if (blank(value)) return { kind: 'required' };
  return amountPattern.test(value.trim()) ? undefined : { kind: 'amount' };
}

function countProblem(value: string): FieldProblem | undefined {
  if (blank(value)) return { kind: 'required' };
  const trimmed = value.trim();
  return countPattern.test(trimmed) && Number(trimmed) <= maxActiveMembers ? undefined : { kind: 'count' };
}

/** A rate's format and the type's highest rate. */
function rateProblem(value: string, type: ContractType): FieldProblem | undefined {
  if (blank(value)) return { kind: 'required' };
  if (!ratePattern.test(value.trim())) return { kind: 'rate' };
  const max = String(maxContractRatePercent[type]);
  return rateAbove(value.trim(), max) ? { kind: 'max', max } : undefined;
}

/** The rate against the agent's own at the same place (cap). */
function capProblem(value: string, cap: string): FieldProblem | undefined {
  return rateAbove(value.trim(), cap) ? { kind: 'cap', cap } : undefined;
}

const thresholdKey = (tier: ContractTier) =>
  `${toMinor(tier.minValidBet)}|${tier.minActiveMembers}|${toMinor(tier.minNetLoss ?? '0')}`;

function checkTiers(type: ContractType, drafts: readonly TierDraft[], mine: ContractTerms) {
  const seen = new Set<string>();
  const tiers: ContractTier[] = [];
  const checks = drafts.map((draft): TierCheck => {
    const problems: TierCheck['problems'] = {};
    const validBet = amountProblem(draft.minValidBet);
    const members = countProblem(draft.minActiveMembers);
    const netLoss = hasNetLoss(type) ? amountProblem(draft.minNetLoss) : undefined;
    if (validBet) problems.minValidBet = validBet;
    if (members) problems.minActiveMembers = members;
    if (netLoss) problems.minNetLoss = netLoss;
    const rate = rateProblem(draft.rate, type);
    if (validBet || members || netLoss) {
      if (rate) problems.rate = rate;
      return { cap: null, problems };
    }
    const tier: ContractTier = {
      minValidBet: draft.minValidBet.trim(),
      minActiveMembers: Number(draft.minActiveMembers.trim()),
      ...(hasNetLoss(type) ? { minNetLoss: draft.minNetLoss.trim() } : {}),
      rate: draft.rate.trim(),
    };
    const cap = rateAt(mine.tiers ?? [], tier);
    const key = thresholdKey(tier);
    if (seen.has(key)) problems.minValidBet = { kind: 'duplicate' };
    seen.add(key);
    const rateRefused = rate ?? capProblem(draft.rate, cap);
    if (rateRefused) problems.rate = rateRefused;
    tiers.push(tier);
    return { cap, problems };
  });
  return { checks, tiers };
}

function checkRealtime(type: ContractType, draft: TermsDraft, mine: ContractTerms) {
  const caps = realtimeCaps(mine);
  const problems: OfferCheck['realtime'] = {};
  for (const field of ['winRate', 'lossRate'] as const) {
    const problem = rateProblem(draft[field], type) ?? capProblem(draft[field], caps[field]);
    if (problem) problems[field] = problem;
  }
  const minBet =
    amountProblem(draft.minBet) ??
    (amountBelow(draft.minBet.trim(), caps.minBet)
      ? { kind: 'minBet' as const, min: caps.minBet }
      : undefined);
  if (minBet) problems.minBet = minBet;
  return problems;
}

/**
 * Checks an offer of `type` as typed against the contract rules and the agent's own terms `mine`: every tier
 * (at most `maxContractTiers`, no two with the same thresholds) at most the type's highest rate and at most
 * what `mine` pays at its thresholds; a real-time salary's rates at most `mine`'s and its smallest bet at least
 * `mine`'s; a dividend on `mine`'s period.
 */
export function checkOffer(type: ContractType, draft: TermsDraft, mine: ContractTerms): OfferCheck {
  if (!isTiered(type)) {
    const realtime = checkRealtime(type, draft, mine);
    const valid = Object.keys(realtime).length === 0;
    return {
      tiers: [],
      realtime,
      capped: Object.values(realtime).some((problem) => problem.kind === 'cap' || problem.kind === 'minBet'),
      terms: valid
        ? { winRate: draft.winRate.trim(), lossRate: draft.lossRate.trim(), minBet: draft.minBet.trim() }
        : null,
    };
  }
  const { checks, tiers } = checkTiers(type, draft.tiers.slice(0, maxContractTiers), mine);
  const valid =
    checks.every((check) => Object.keys(check.problems).length === 0) &&
    tiers.length > 0 &&
    (type !== 'DIVIDEND' || mine.period === undefined || draft.period === mine.period);
  return {
    tiers: checks,
    realtime: {},
    capped: checks.some((check) => check.problems.rate?.kind === 'cap'),
    terms: valid ? { ...(type === 'DIVIDEND' ? { period: draft.period } : {}), tiers } : null,
  };
}
