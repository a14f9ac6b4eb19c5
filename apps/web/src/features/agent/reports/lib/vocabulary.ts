import type { DownlineKind, TeamTransactionType, downlineStatuses } from '@msp/contracts/agents.ts';

/**
 * The contract's vocabularies, as values for the filters. The contract module carries zod, which the site never
 * loads in production (api-client.ts), so the lists are written out here and checked against its types.
 */

type DownlineStatus = (typeof downlineStatuses)[number];
/** `true` only when `List` names every member of `Union`. */
type Covers<Union, List extends readonly Union[]> = [Exclude<Union, List[number]>] extends [never]
  ? true
  : false;

export const downlineStatusOptions = [
  'ACTIVE',
  'LOCKED',
  'CLOSED',
] as const satisfies readonly DownlineStatus[];
export const downlineKindOptions = ['PLAYER', 'AGENT'] as const satisfies readonly DownlineKind[];
export const teamTransactionTypeOptions = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
] as const satisfies readonly TeamTransactionType[];

const complete: [
  Covers<DownlineStatus, typeof downlineStatusOptions>,
  Covers<DownlineKind, typeof downlineKindOptions>,
  Covers<TeamTransactionType, typeof teamTransactionTypeOptions>,
] = [true, true, true];
void complete;

/** `maxAgentRangeDays` of the contract: the longest range one report covers. */
export const maxRangeDays = 92;

/** Levels offered by the downline filter (the API takes 1 to 50). */
export const maxLevel = 50;
