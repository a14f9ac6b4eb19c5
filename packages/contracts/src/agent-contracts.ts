import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import {
  amountPattern,
  billStatuses,
  contractEndReasons,
  contractRequestKinds,
  contractRequestStatuses,
  contractTypes,
  dividendPeriods,
  maxContractTiers,
} from './enums.ts';

/**
 * An agent's contracts with its upline (spec §2 contract pages, §3 contract items, §4 contract requests): a
 * dividend (a share of the team's net loss over a period) and daily, hourly and real-time salaries (a rate on the
 * team's valid bets). The upline offers, the agent accepts or rejects; bills are computed per period from the
 * team's rollups and paid from the upline's balance (a top agent's from the site's SALARY or DIVIDEND account).
 * Rates are percentages with up to 2 decimals, as strings ("0.50"); money is in major units with 2 decimals.
 */
export { agentContractPaths, opsAgentContractPaths } from './api-paths.ts';
export {
  billStatuses,
  contractEndReasons,
  contractOfferHours,
  contractRequestKinds,
  contractRequestStatuses,
  contractTypeSlugs,
  contractTypes,
  dividendPeriods,
  maxContractRatePercent,
  maxContractTiers,
  type BillStatus,
  type ContractEndReason,
  type ContractRequestStatus,
  type ContractType,
  type ContractTypeSlug,
  type DividendPeriod,
} from './enums.ts';

const amount = z.string().regex(amountPattern);
/** A percentage with at most 2 decimals: "0.5", "25", "12.75". */
export const ratePattern = /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/;
const rate = z.string().regex(ratePattern);
const memberId = z.coerce.number().int().min(1).max(2_147_483_647);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/**
 * One tier: the rate that applies when the period's figures reach every threshold. The highest rate among the
 * tiers reached applies. `minValidBet` is the team's valid bet over the period (a day, an hour or the dividend
 * period); `minNetLoss` (dividends only) the team's net loss over it.
 */
export const contractTierSchema = z.object({
  minValidBet: amount,
  minActiveMembers: z.number().int().min(0).max(10_000_000),
  minNetLoss: amount.optional(),
  rate,
});
export type ContractTier = z.infer<typeof contractTierSchema>;

/**
 * A contract's terms. Dividends: `period` and `tiers`; daily and hourly salaries: `tiers`; real-time salary:
 * `winRate` (on a settled bet the member did not lose), `lossRate` (on a bet it lost) and `minBet`, the smallest
 * single bet that counts.
 */
export const contractTermsSchema = z.object({
  period: z.enum(dividendPeriods).optional(),
  tiers: z.array(contractTierSchema).min(1).max(maxContractTiers).optional(),
  winRate: rate.optional(),
  lossRate: rate.optional(),
  minBet: amount.optional(),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const contractPartySchema = z.object({ memberId: z.number().int(), account: z.string() });

export const contractSchema = z.object({
  id: z.number().int(),
  type: z.enum(contractTypes),
  agent: contractPartySchema,
  /** Null: the site itself (a top agent's contract, paid from the site's account). */
  upline: contractPartySchema.nullable(),
  terms: contractTermsSchema,
  status: z.enum(['ACTIVE', 'ENDED']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(contractEndReasons).nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractRequestSchema = z.object({
  id: z.number().int(),
  type: z.enum(contractTypes),
  kind: z.enum(contractRequestKinds),
  agent: contractPartySchema,
  upline: contractPartySchema.nullable(),
  /** The offered terms (a new contract); null for a termination. */
  terms: contractTermsSchema.nullable(),
  status: z.enum(contractRequestStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;

/** GET contracts/:type — the caller's own side of one contract type. */
export const myContractSchema = z.object({
  type: z.enum(contractTypes),
  /** The site offers this type (its consolidated flag). */
  enabled: z.boolean(),
  contract: contractSchema.nullable(),
  /** Offers of the upline waiting for the caller's answer. */
  offers: z.array(contractRequestSchema),
  /** The caller's last ended contracts and answered offers, newest first (at most 10 each). */
  history: z.array(contractSchema),
  answered: z.array(contractRequestSchema),
  /** Its own terms cap what it may offer; without a contract it can offer none. */
  canOffer: z.boolean(),
});
export type MyContract = z.infer<typeof myContractSchema>;

/** A period as the merchant's report time zone tells it: `label` is e.g. "2026-11-23" or "2026-11-23 14:00". */
export const billPeriodSchema = z.object({ start: z.string(), end: z.string(), label: z.string() });
export type BillPeriod = z.infer<typeof billPeriodSchema>;

/** What a bill was computed from, so an agent can redo the arithmetic. */
export const billExplanationSchema = z.object({
  /** Team valid bets over the period (dividends, daily and hourly salaries). */
  teamValidBet: z.string(),
  /** Dividends: valid bets − wins − bonuses − rebates of the team (positive: the site won). */
  netLoss: z.string().nullable(),
  activeMembers: z.number().int(),
  /** The tier that applied (1-based `index`), or null when none was reached. */
  tier: contractTierSchema.extend({ index: z.number().int() }).nullable(),
  /** The rate that applied, percent. */
  rate: z.string().nullable(),
  /** What the rate applied to: the valid bet (salaries) or the net loss (dividends). */
  base: z.string(),
  /** Real-time salary: the counted settled bets the member did not lose and those it lost. */
  winBets: z.object({ count: z.number().int(), stake: z.string(), rate: z.string() }).nullable(),
  lossBets: z.object({ count: z.number().int(), stake: z.string(), rate: z.string() }).nullable(),
  minBet: z.string().nullable(),
  /** How many of the agent's direct sub-agents had a bill of the same period (their sum is `subtracted`). */
  subAgentBills: z.number().int(),
});
export type BillExplanation = z.infer<typeof billExplanationSchema>;

export const billSchema = z.object({
  id: z.number().int(),
  type: z.enum(contractTypes),
  contractId: z.number().int(),
  period: billPeriodSchema,
  agent: contractPartySchema,
  upline: contractPartySchema.nullable(),
  /** What the contract pays the agent for the period. */
  amount: z.string(),
  /** Paid so far. */
  paid: z.string(),
  /** The agent's own payouts to its sub-agents for the same period (their bills, paid from its balance). */
  subtracted: z.string(),
  /** amount − subtracted: what the agent keeps. */
  net: z.string(),
  status: z.enum(billStatuses),
  /** Unpaid bills are retried until then, then expire. */
  deadline: z.string(),
  lastAttemptAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  explanation: billExplanationSchema,
});
export type Bill = z.infer<typeof billSchema>;
export const billPageSchema = pageOf(billSchema);

export const billDetailSchema = billSchema.extend({
  /** Each payment of the bill (a retried bill may have several). */
  payments: z.array(z.object({ at: z.string(), amount: z.string() })),
  /** The sub-agents' bills of the same period that `subtracted` sums. */
  subAgentBills: z.array(billSchema),
});
export type BillDetail = z.infer<typeof billDetailSchema>;

export const billQuerySchema = pageQuerySchema.extend({
  /** MINE: bills paid to the caller; DOWNLINES: bills the caller pays its direct sub-agents. */
  scope: z.enum(['MINE', 'DOWNLINES']).default('MINE'),
  status: z.enum(billStatuses).optional(),
  /** A direct sub-agent (scope DOWNLINES). */
  downlineId: memberId.optional(),
  /** Periods that began on these report days (inclusive). */
  from: isoDay.optional(),
  to: isoDay.optional(),
});

/** One of the caller's direct sub-agents with its contract of the type and what it cost last period. */
export const downlineContractSchema = z.object({
  member: contractPartySchema,
  contract: contractSchema.nullable(),
  /** The caller's offer waiting for its answer. */
  pending: contractRequestSchema.nullable(),
  /** What its current contract would have cost the caller over the last ended period (null: no contract). */
  lastPeriodCost: z.string().nullable(),
  /** What the pending offer's terms would have cost over the same period (null: no new terms waiting). */
  pendingCost: z.string().nullable(),
});
export type DownlineContract = z.infer<typeof downlineContractSchema>;
export const downlineContractPageSchema = pageOf(downlineContractSchema).extend({
  lastPeriod: billPeriodSchema,
});
export const downlineContractQuerySchema = pageQuerySchema.extend({
  account: z.string().trim().max(40).optional(),
});

export const contractOfferBodySchema = z.object({
  downlineId: memberId,
  kind: z.enum(contractRequestKinds),
  /** Required for NEW. */
  terms: contractTermsSchema.optional(),
});

export const contractDecisionBodySchema = z.object({ decision: z.enum(['ACCEPT', 'REJECT']) });

/** A computed bill that was not written: the simulation's answer. */
export const simulatedBillSchema = z.object({
  period: billPeriodSchema,
  amount: z.string(),
  subtracted: z.string(),
  net: z.string(),
  explanation: billExplanationSchema,
});
export type SimulatedBill = z.infer<typeof simulatedBillSchema>;

/** GET simulation: the caller's next payday if its current period ended now (null: no contract). */
export const mySimulationSchema = z.object({ bill: simulatedBillSchema.nullable() });

/** POST simulation: what offering `terms` to a direct sub-agent would have cost over the last ended period. */
export const offerSimulationBodySchema = z.object({ downlineId: memberId, terms: contractTermsSchema });
export const offerSimulationSchema = z.object({ cost: simulatedBillSchema });

/** Operator: offer a contract (or its end) to a top agent, whose upline is the site. */
export const opsContractOfferBodySchema = z.object({
  memberId,
  type: z.enum(contractTypes),
  kind: z.enum(contractRequestKinds),
  terms: contractTermsSchema.optional(),
});
export const opsContractTypesBodySchema = z.object({ types: z.array(z.enum(contractTypes)).max(4) });
