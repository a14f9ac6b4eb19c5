import { z } from 'zod';
import { imageDataUrlSchema, pageOf, pageQuerySchema } from './deposits.ts';
import { amountPattern, amountSchema } from './wallet.ts';

/**
 * Withdrawals (spec §3 "Bank details", "Withdrawal confirmation"; §4 "Withdrawal"; DESIGN.md §5 two-phase holds):
 * the member binds a bank account or mobile wallet, asks for a withdrawal (the amount is held), an operator pays
 * or rejects it (rejecting releases the hold), and after the payout the member confirms receipt; without a
 * receipt within the merchant's time-out it counts as received. Creating a request needs the wallet's
 * `Idempotency-Key` header (`idempotencyHeader` in wallet.ts). Amounts are major-unit strings with 2 decimals.
 */
export { withdrawalPaths } from './api-paths.ts';

/** How many withdrawal accounts a member may bind. */
export const maxBankAccounts = 3;

export const bankAccountKinds = ['BANK', 'MOBILE_WALLET'] as const;
export type BankAccountKind = (typeof bankAccountKinds)[number];

export { knownMobileWallets } from './enums.ts';

/**
 * PENDING: held, waiting for the operator. PAID: paid out, waiting for the member's receipt. CONFIRMED: the
 * member received it. DISPUTED: the member says not (or not all) received; the operator follows up.
 * CONFIRMED_BY_TIMEOUT: no receipt within the merchant's time-out. REJECTED: the hold was released.
 */
export const withdrawalStatuses = [
  'PENDING',
  'PAID',
  'REJECTED',
  'CONFIRMED',
  'DISPUTED',
  'CONFIRMED_BY_TIMEOUT',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawInfoSchema = z.object({
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Minutes after the payout within which the member confirms receipt. */
  receiptTimeoutMinutes: z.number().int(),
  /** Turnover still to play through before a withdrawal is allowed ("0.00": none). */
  turnoverRemaining: z.string(),
  paymentPasswordSet: z.boolean(),
  /** Where the binding code goes, masked (null: bind a mobile number first). */
  mobileNum: z.string().nullable(),
  /** The name every bound account must carry (null until the first account is bound). */
  payeeName: z.string().nullable(),
  maxAccounts: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const bindBankAccountBodySchema = z.object({
  kind: z.enum(bankAccountKinds),
  /** e.g. "bKash", "Nagad", "Rocket" or the bank's name. */
  providerName: z.string().trim().min(2).max(60),
  /** Must equal the member's payee name when one is set; becomes it when none is. */
  accountName: z.string().trim().min(2).max(100),
  /** Digits (spaces and dashes are ignored); a mobile wallet's is its mobile number. */
  accountNumber: z.string().trim().min(4).max(40),
  /** The mobile number registered with the account. */
  mobileNum: z.string().trim().min(6).max(32),
  /** The SMS code sent by `accountCode` to the member's bound mobile. */
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  paymentPassword: z.string().min(1).max(64),
});
export type BindBankAccountBody = z.infer<typeof bindBankAccountBodySchema>;

export const bankAccountSchema = z.object({
  id: z.number().int(),
  kind: z.enum(bankAccountKinds),
  providerName: z.string(),
  accountName: z.string(),
  /** Masked but for the last 4 digits, e.g. "******5678". */
  accountNumber: z.string(),
  /** Masked but for the last 4 digits. */
  mobileNum: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountListSchema = z.array(bankAccountSchema);

export const withdrawRequestBodySchema = z.object({
  accountId: z.number().int().positive(),
  amount: amountSchema,
  paymentPassword: z.string().min(1).max(64),
});
export type WithdrawRequestBody = z.infer<typeof withdrawRequestBodySchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  amount: z.string(),
  status: z.enum(withdrawalStatuses),
  account: bankAccountSchema.omit({ createdAt: true }),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** PAID only: when it counts as received without a receipt. */
  receiptDeadline: z.string().nullable(),
  /** The receipt (spec "Withdrawal confirmation"): amount received and the remainder not received. */
  amountReceived: z.string().nullable(),
  amountRemainder: z.string().nullable(),
  /** `GET` this with the member's or an operator's token to see the proof image. */
  proofImageUrl: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalPageSchema = pageOf(withdrawalSchema);

/** Major units, zero allowed ("0" = nothing received). */
const receivedAmountSchema = z.string().regex(amountPattern);

/**
 * `received: true`: the whole amount arrived. `received: false`: nothing (no `amountReceived`, or "0") or part
 * of it (`amountReceived` below the amount) arrived; a proof image (png/jpg, ≤ 5 MB) is required.
 */
export const withdrawReceiptBodySchema = z.object({
  received: z.boolean(),
  amountReceived: receivedAmountSchema.optional(),
  proofImage: imageDataUrlSchema.optional(),
});
export type WithdrawReceiptBody = z.infer<typeof withdrawReceiptBodySchema>;

/** What an operator sees: the whole account number to pay to, whose request it is, who decided it. */
export const operatorWithdrawalSchema = withdrawalSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  account: bankAccountSchema.omit({ createdAt: true }),
  decidedByOperatorId: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;

export const operatorWithdrawalQuerySchema = pageQuerySchema.extend({
  status: z.enum(withdrawalStatuses).optional(),
});

export const operatorWithdrawalPageSchema = pageOf(operatorWithdrawalSchema);

export const rejectWithdrawalBodySchema = z.object({
  reason: z.string().trim().min(3).max(200),
});
