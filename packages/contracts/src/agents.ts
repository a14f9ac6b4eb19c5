import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import { applicationStatuses, downlineKinds, downlineStatuses, teamTransactionTypes } from './enums.ts';

/**
 * The agent center (spec §2): an agent's team is its subtree of the member tree. Reports read daily rollups kept
 * by the server (per member and day, per agent and day), never raw bets. Days are the merchant's calendar days
 * (`YYYY-MM-DD` in its report time zone, which the overview answers with as `today`). Money is in major units with
 * 2 decimals, as strings.
 */
export { agentPaths, opsAgentPaths } from './api-paths.ts';
/* The plain vocabularies live in enums.ts (no zod), where the site reads them. */
export {
  applicationStatuses,
  downlineKinds,
  downlineStatuses,
  maxAgentRangeDays,
  maxInvitationLinks,
  teamTransactionTypes,
  type DownlineKind,
  type DownlineStatus,
  type TeamTransactionType,
} from './enums.ts';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const memberId = z.coerce.number().int().min(1).max(2_147_483_647);

/** `from`/`to` are inclusive calendar days; without them, today. */
export const dayRangeQuerySchema = z.object({ from: isoDay.optional(), to: isoDay.optional() });

/** The money of a team (or a member) over a range. `memberProfit` is the members' win minus valid bets. */
export const teamMoneySchema = z.object({
  deposit: z.string(),
  depositCount: z.number().int(),
  withdrawal: z.string(),
  /** Stakes placed. */
  bet: z.string(),
  betCount: z.number().int(),
  /** Stakes that stood: placed minus refunded or cancelled. */
  validBet: z.string(),
  win: z.string(),
  /** win − validBet: positive when the members won. */
  memberProfit: z.string(),
  bonus: z.string(),
  rebate: z.string(),
});
export type TeamMoney = z.infer<typeof teamMoneySchema>;

export const overviewDaySchema = z.object({
  day: isoDay,
  deposit: z.string(),
  withdrawal: z.string(),
  validBet: z.string(),
  memberProfit: z.string(),
  newMembers: z.number().int(),
});

export const teamOverviewSchema = z.object({
  from: isoDay,
  to: isoDay,
  /** Today in the merchant's report time zone: the client's presets count from it. */
  today: isoDay,
  teamSize: z.object({ direct: z.number().int(), all: z.number().int() }),
  /** Joined the team in the range. */
  newMembers: z.number().int(),
  /** Distinct team members who placed a bet in the range. */
  activeMembers: z.number().int(),
  money: teamMoneySchema,
  series: z.array(overviewDaySchema),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const profitByDownlineQuerySchema = pageQuerySchema.extend(dayRangeQuerySchema.shape).extend({
  /** The agent whose direct downline is listed: the caller (default) or an agent in its subtree. */
  parentId: memberId.optional(),
});

export const downlineProfitSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  isAgent: z.boolean(),
  /** Its own descendants. */
  teamSize: z.number().int(),
  /** Its own play. */
  own: teamMoneySchema,
  /** Its own and its whole team's. */
  team: teamMoneySchema,
});
export type DownlineProfit = z.infer<typeof downlineProfitSchema>;

export const treeStepSchema = z.object({ memberId: z.number().int(), account: z.string() });

export const profitByDownlinePageSchema = pageOf(downlineProfitSchema).extend({
  from: isoDay,
  to: isoDay,
  /** From the caller down to the listed parent: the drill-down trail. */
  trail: z.array(treeStepSchema),
  /** The listed parent's whole team (not only this page). */
  totals: teamMoneySchema,
});
export type ProfitByDownlinePage = z.infer<typeof profitByDownlinePageSchema>;

export const downlineQuerySchema = pageQuerySchema.extend({
  /** Exact account, or its beginning. */
  account: z.string().trim().max(40).optional(),
  /** Levels below the caller: 1 = direct. */
  level: z.coerce.number().int().min(1).max(50).optional(),
  status: z.enum(downlineStatuses).optional(),
  kind: z.enum(downlineKinds).optional(),
  registeredFrom: isoDay.optional(),
  registeredTo: isoDay.optional(),
  lastLoginFrom: isoDay.optional(),
  lastLoginTo: isoDay.optional(),
});

export const downlineMemberSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  isAgent: z.boolean(),
  /** Levels below the caller: 1 = direct. */
  level: z.number().int(),
  parentAccount: z.string().nullable(),
  status: z.enum(downlineStatuses),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;
export const downlinePageSchema = pageOf(downlineMemberSchema);

export const downlineCardSchema = downlineMemberSchema.extend({
  balance: z.string(),
  teamSize: z.number().int(),
  /** Its own play over the last 30 days. */
  last30Days: teamMoneySchema,
  /** True when the caller may transfer to it (a direct downline). */
  canTransfer: z.boolean(),
});
export type DownlineCard = z.infer<typeof downlineCardSchema>;

const username = z
  .string()
  .trim()
  .min(4)
  .max(20)
  .regex(/^[A-Za-z][A-Za-z0-9]*$/);

export const createDownlineBodySchema = z.object({
  username,
  nickname: z.string().trim().max(30).optional(),
  kind: z.enum(downlineKinds),
});

/** The temporary password is shown once; the member must change it at first login. */
export const createdDownlineSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  kind: z.enum(downlineKinds),
  temporaryPassword: z.string(),
});
export type CreatedDownline = z.infer<typeof createdDownlineSchema>;

export const invitationLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  kind: z.enum(downlineKinds),
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const invitationsSchema = z.object({
  /** The agent's own code: registrations with it join as players. */
  affiliateCode: z.string(),
  /** Registrations with the agent's own code. */
  affiliateRegistrations: z.number().int(),
  links: z.array(invitationLinkSchema),
});
export type Invitations = z.infer<typeof invitationsSchema>;

export const createInvitationBodySchema = z.object({
  label: z.string().trim().min(1).max(40),
  kind: z.enum(downlineKinds),
});

export const teamBetsQuerySchema = pageQuerySchema.extend(dayRangeQuerySchema.shape).extend({
  account: z.string().trim().max(40).optional(),
  gameType: z.string().trim().max(20).optional(),
  vendor: z.string().trim().max(40).optional(),
});

export const teamBetSchema = z.object({
  id: z.string(),
  account: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  stake: z.string(),
  win: z.string(),
  profit: z.string(),
  status: z.string(),
  startedAt: z.string(),
});
export type TeamBet = z.infer<typeof teamBetSchema>;
export const teamBetPageSchema = pageOf(teamBetSchema);

export const teamTransactionsQuerySchema = pageQuerySchema.extend(dayRangeQuerySchema.shape).extend({
  account: z.string().trim().max(40).optional(),
  type: z.enum(teamTransactionTypes).optional(),
});

export const teamTransactionSchema = z.object({
  id: z.string(),
  account: z.string(),
  type: z.enum(teamTransactionTypes),
  /** Signed from the member's side: money in is positive. */
  amount: z.string(),
  time: z.string(),
});
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;
export const teamTransactionPageSchema = pageOf(teamTransactionSchema);

export const revenueDaySchema = z.object({
  day: isoDay,
  salary: z.string(),
  dividend: z.string(),
  rebate: z.string(),
});

export const revenueSchema = z.object({
  from: isoDay,
  to: isoDay,
  salary: z.string(),
  dividend: z.string(),
  rebate: z.string(),
  total: z.string(),
  /** Days with income only. */
  days: z.array(revenueDaySchema),
});
export type Revenue = z.infer<typeof revenueSchema>;

export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  startDate: z.string(),
});
export const agentAnnouncementListSchema = z.array(agentAnnouncementSchema);

export const applicationBodySchema = z.object({
  /** How the applicant will bring players. */
  plan: z.string().trim().min(10).max(500),
  contact: z.string().trim().min(3).max(80),
});

export const applicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(applicationStatuses),
  plan: z.string(),
  contact: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The operator's reason, on a rejection. */
  note: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const moveMemberBodySchema = z.object({
  memberId: z.number().int().min(1),
  /** The new parent: an agent of the same merchant. */
  newParentId: z.number().int().min(1),
  reason: z.string().trim().min(3).max(200),
});

export const applicationDecisionBodySchema = z.object({
  approve: z.boolean(),
  note: z.string().trim().max(200).optional(),
});
