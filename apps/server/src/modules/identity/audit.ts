import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';

/** Who did it and from where: taken from the request by the routes. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
  /** The browser's random Device-Id header, when it sent a well-formed one (referral anti-abuse). */
  deviceId?: string | null;
}

const deviceIdPattern = /^[A-Za-z0-9_-]{16,128}$/;

export const originOf = (request: FastifyRequest): RequestOrigin => {
  const device = request.headers['device-id'];
  return {
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    deviceId: typeof device === 'string' && deviceIdPattern.test(device) ? device : null,
  };
};

export type AuditAction =
  | 'REGISTER'
  | 'LOGIN'
  | 'LOGIN_FAILED'
  | 'ACCOUNT_LOCKED'
  | 'LOGOUT'
  | 'TRIAL_STARTED'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET'
  | 'PAYMENT_PASSWORD_SET'
  | 'PAYMENT_PASSWORD_CHANGED'
  | 'NEW_IP_VERIFIED'
  | 'NEW_IP_VERIFY_FAILED'
  | 'PROFILE_UPDATED'
  | 'MOBILE_CHANGED'
  | 'EMAIL_CHANGED'
  | 'TOTP_ENABLED'
  | 'OPERATOR_LOGIN'
  | 'OPERATOR_LOGIN_FAILED'
  | 'OPERATOR_TOTP_ENABLED'
  | 'OPERATOR_RECOVERY_CODES_ISSUED'
  | 'POSTING'
  | 'DEPOSIT_REQUESTED'
  | 'DEPOSIT_APPROVED'
  | 'DEPOSIT_REJECTED'
  | 'WITHDRAWAL_REQUESTED'
  | 'WITHDRAWAL_PAID'
  | 'WITHDRAWAL_REJECTED'
  | 'WITHDRAWAL_CONFIRMED'
  | 'BANK_ACCOUNT_BOUND'
  | 'BALANCE_ADJUSTED'
  | 'TRANSFER'
  | 'VENDOR_TRANSFER_IN'
  | 'VENDOR_TRANSFER_OUT'
  | 'STALE_ROUND_SETTLED'
  | 'STALE_ROUND_REFUNDED'
  | 'GAME_UPDATED'
  | 'VENDOR_UPDATED'
  | 'MEMBER_STATUS_CHANGED'
  | 'LOTTERY_BET'
  | 'LOTTERY_BET_CANCELLED'
  | 'LOTTERY_NUMERO_VOIDED'
  | 'LOTTERY_RESULT_CORRECTED'
  | 'LOTTERY_GAME_UPDATED'
  | 'AGENT_MEMBER_MOVED'
  | 'AGENT_DOWNLINE_CREATED'
  | 'AGENT_INVITATION_CREATED'
  | 'AGENT_INVITATION_RETIRED'
  | 'AGENT_APPLIED'
  | 'AGENT_APPLICATION_DECIDED'
  | 'AGENT_CONTRACT_OFFERED'
  | 'AGENT_CONTRACT_DECIDED'
  | 'AGENT_CONTRACT_WITHDRAWN'
  | 'AGENT_CONTRACT_ENDED'
  | 'AGENT_CONTRACT_TYPES_SET'
  | 'AGENT_BILL_PAID'
  | 'AGENT_BILL_CANCELLED'
  | 'PROMOTION_CREATED'
  | 'PROMOTION_UPDATED'
  | 'PROMOTION_STATUS_SET'
  | 'PROMOTION_JOINED'
  | 'PROMOTION_APPLIED'
  | 'PROMOTION_APPLICATION_DECIDED'
  | 'PROMOTION_CLAIMED'
  | 'VIP_LEVELS_SET'
  | 'VIP_LEVEL_UP'
  | 'VIP_LEVEL_DOWN'
  | 'VIP_LEVEL_SET'
  | 'VIP_BONUS_PAID'
  | 'REFERRAL_REWARDS_CLAIMED'
  | 'REBATE_SETTINGS_SET'
  | 'REBATE_RATES_SET'
  | 'REBATE_CLAIMED'
  | 'MISSION_CREATED'
  | 'MISSION_UPDATED'
  | 'MISSION_CLAIMED'
  | 'MISSION_LEADERBOARD_SET'
  | 'MISSION_LEADERBOARD_PAID'
  | 'POINTS_REDEEMED'
  | 'POINTS_CONVERTED'
  | 'POINTS_REDEMPTION_DECIDED'
  | 'POINTS_ITEM_CREATED'
  | 'POINTS_ITEM_UPDATED'
  | 'POINTS_CONFIG_SET'
  | 'MESSAGE_SENT'
  | 'MESSAGE_WITHDRAWN'
  | 'CONTENT_CREATED'
  | 'CONTENT_UPDATED'
  | 'CONTENT_DELETED';

/** Appends a row to the audit trail: every login, failure, lock, password or contact change. */
export async function writeAudit(
  db: Db,
  entry: {
    merchantId: number;
    memberId: number | null;
    /** The operator who acted, for operator actions. */
    operatorId?: number | null;
    action: AuditAction;
    origin: RequestOrigin;
    detail?: Record<string, unknown>;
  },
) {
  await db
    .insertInto('audit_log')
    .values({
      merchant_id: entry.merchantId,
      member_id: entry.memberId,
      operator_id: entry.operatorId ?? null,
      action: entry.action,
      ip: entry.origin.ip,
      user_agent: entry.origin.userAgent?.slice(0, 512) ?? null,
      detail: entry.detail ?? {},
    })
    .execute();
}
