import type {
  AgentApplicationsTable,
  AgentBillPaymentsTable,
  AgentBillsTable,
  AgentContractRequestsTable,
  AgentContractsTable,
  AgentPaydayCursorTable,
  AgentInvitationLinksTable,
  AgentStatsCursorTable,
  AgentStatsGapsTable,
  MemberDailyStatsTable,
  MemberTreeTable,
  MerchantAgentColumns,
  TeamDailyStatsTable,
} from '../modules/agents/tables.ts';
import type { CaptchasTable } from '../modules/captcha/tables.ts';
import type { ChallengesTable } from '../modules/challenge/tables.ts';
import type {
  AnnouncementsTable,
  BannersTable,
  ContentPagesTable,
  HelpSectionsTable,
} from '../modules/content/tables.ts';
import type {
  GameFavouritesTable,
  GameRecentTable,
  GamesTable,
  HotMatchesTable,
  VendorsTable,
} from '../modules/games/tables.ts';
import type { DepositChannelsTable, DepositRequestsTable } from '../modules/deposits/tables.ts';
import type {
  GameRoundsTable,
  GameSessionsTable,
  GameTransactionsTable,
  GameVendorAccountsTable,
} from '../modules/game-wallet/tables.ts';
import type { CountriesTable } from '../modules/geo/tables.ts';
import type {
  LotteryBetsTable,
  LotteryCorrectionsTable,
  LotteryKeyTotalsTable,
  LotteryGamesTable,
  LotteryNumerosTable,
} from '../modules/lottery/tables.ts';
import type {
  OperatorRecoveryCodesTable,
  OperatorSessionsTable,
  OperatorsTable,
  OperatorTotpEnrolmentsTable,
} from '../modules/operators/tables.ts';
import type {
  LedgerAccountsTable,
  LedgerPostingsTable,
  LedgerTransfersTable,
} from '../modules/ledger/tables.ts';
import type {
  AuditLogTable,
  LoginFailuresTable,
  MemberKnownIpsTable,
  MembersTable,
  MerchantKeysTable,
  SessionsTable,
} from '../modules/identity/tables.ts';
import type {
  MerchantDomainsTable,
  MerchantResourcesTable,
  MerchantsTable,
  RegisterFieldRulesTable,
  WhitelabelFlagsTable,
} from '../modules/merchant/tables.ts';
import type {
  MissionClaimsTable,
  MissionLeaderboardPeriodsTable,
  MissionLeaderboardPrizesTable,
  MissionLeaderboardsTable,
  MissionsTable,
} from '../modules/missions/tables.ts';
import type { InboxMessageStatesTable, InboxMessagesTable } from '../modules/messages/tables.ts';
import type {
  PointsAccountsTable,
  PointsAccrualCarryTable,
  PointsAccrualCursorTable,
  PointsEntriesTable,
  PointsItemsTable,
  PointsRatiosTable,
  PointsRedemptionsTable,
  PointsSettingsTable,
} from '../modules/points/tables.ts';
import type { PromotionEntriesTable, PromotionsTable } from '../modules/promotions/tables.ts';
import type {
  RebateDaysTable,
  RebatePayoutsTable,
  RebateRatesTable,
  RebateSettingsTable,
  RebatesTable,
} from '../modules/rebates/tables.ts';
import type {
  MemberVipTable,
  VipLevelsTable,
  VipRewardsTable,
  VipSettingsTable,
} from '../modules/vip/tables.ts';
import type {
  MemberDevicesTable,
  ReferralCodesTable,
  ReferralRewardsTable,
  ReferralsTable,
} from '../modules/referral/tables.ts';
import type {
  SupportConversationsTable,
  SupportFeedbackTable,
  SupportMessagesTable,
  SupportSettingsTable,
} from '../modules/support/tables.ts';
import type { UploadsTable } from '../modules/uploads/tables.ts';
import type {
  VendorTransferMismatchesTable,
  VendorTransfersTable,
} from '../modules/vendor-transfers/tables.ts';
import type { MessageOutboxTable, VerificationCodesTable } from '../modules/verification/tables.ts';
import type {
  MemberBankAccountsTable,
  MerchantWithdrawalColumns,
  TurnoverRequirementsTable,
  WithdrawalRequestsTable,
} from '../modules/withdrawals/tables.ts';

/** Every table, as Kysely sees it. Each module owns the tables declared in its own tables.ts. */
export interface Database {
  /** The withdrawals and agents modules add their per-merchant settings as columns (migrations 0007, 0026). */
  merchants: MerchantsTable & MerchantWithdrawalColumns & MerchantAgentColumns;
  merchant_domains: MerchantDomainsTable;
  whitelabel_flags: WhitelabelFlagsTable;
  merchant_resources: MerchantResourcesTable;
  register_field_rules: RegisterFieldRulesTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  help_sections: HelpSectionsTable;
  content_pages: ContentPagesTable;
  vendors: VendorsTable;
  games: GamesTable;
  game_favourites: GameFavouritesTable;
  game_recent: GameRecentTable;
  hot_matches: HotMatchesTable;
  countries: CountriesTable;
  members: MembersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  member_known_ips: MemberKnownIpsTable;
  audit_log: AuditLogTable;
  merchant_keys: MerchantKeysTable;
  verification_codes: VerificationCodesTable;
  message_outbox: MessageOutboxTable;
  captchas: CaptchasTable;
  challenges: ChallengesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_postings: LedgerPostingsTable;
  ledger_transfers: LedgerTransfersTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_totp_enrolments: OperatorTotpEnrolmentsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  lottery_games: LotteryGamesTable;
  lottery_numeros: LotteryNumerosTable;
  lottery_bets: LotteryBetsTable;
  lottery_corrections: LotteryCorrectionsTable;
  lottery_key_totals: LotteryKeyTotalsTable;
  uploads: UploadsTable;
  deposit_channels: DepositChannelsTable;
  deposit_requests: DepositRequestsTable;
  member_bank_accounts: MemberBankAccountsTable;
  withdrawal_requests: WithdrawalRequestsTable;
  turnover_requirements: TurnoverRequirementsTable;
  game_vendor_accounts: GameVendorAccountsTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  game_transactions: GameTransactionsTable;
  vendor_transfers: VendorTransfersTable;
  vendor_transfer_mismatches: VendorTransferMismatchesTable;
  member_tree: MemberTreeTable;
  member_daily_stats: MemberDailyStatsTable;
  team_daily_stats: TeamDailyStatsTable;
  agent_stats_cursor: AgentStatsCursorTable;
  agent_stats_gaps: AgentStatsGapsTable;
  agent_invitation_links: AgentInvitationLinksTable;
  agent_applications: AgentApplicationsTable;
  agent_contracts: AgentContractsTable;
  agent_contract_requests: AgentContractRequestsTable;
  agent_bills: AgentBillsTable;
  agent_bill_payments: AgentBillPaymentsTable;
  agent_payday_cursor: AgentPaydayCursorTable;
  promotions: PromotionsTable;
  promotion_entries: PromotionEntriesTable;
  rebate_settings: RebateSettingsTable;
  rebate_rates: RebateRatesTable;
  rebate_days: RebateDaysTable;
  rebate_payouts: RebatePayoutsTable;
  rebates: RebatesTable;
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
  mission_leaderboards: MissionLeaderboardsTable;
  mission_leaderboard_periods: MissionLeaderboardPeriodsTable;
  mission_leaderboard_prizes: MissionLeaderboardPrizesTable;
  vip_settings: VipSettingsTable;
  vip_levels: VipLevelsTable;
  member_vip: MemberVipTable;
  vip_rewards: VipRewardsTable;
  referral_codes: ReferralCodesTable;
  member_devices: MemberDevicesTable;
  referrals: ReferralsTable;
  referral_rewards: ReferralRewardsTable;
  points_settings: PointsSettingsTable;
  points_ratios: PointsRatiosTable;
  points_accounts: PointsAccountsTable;
  points_entries: PointsEntriesTable;
  points_accrual_cursor: PointsAccrualCursorTable;
  points_accrual_carry: PointsAccrualCarryTable;
  points_items: PointsItemsTable;
  points_redemptions: PointsRedemptionsTable;
  inbox_messages: InboxMessagesTable;
  inbox_message_states: InboxMessageStatesTable;
  support_feedback: SupportFeedbackTable;
  support_settings: SupportSettingsTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
}
