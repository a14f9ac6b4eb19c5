import { z } from 'zod';
import { amountSchema } from './wallet.ts';

/**
 * Deposits (`depositv2`, spec §7; DESIGN.md §5): the merchant's channels, the member's requests, the operator's
 * decisions and the payment-gateway callback. Amounts travel as major-unit strings with 2 decimals. Creating a
 * request needs the wallet's `Idempotency-Key` header (`idempotencyHeader` in wallet.ts).
 */
export { depositPaths } from './api-paths.ts';

export const uploadPaths = {
  /** An uploaded image: to the member who sent it, or to an operator of the same merchant. */
  image: '/wps/uploads/:id',
} as const;

/** The URL an uploaded image is read at. */
export const uploadUrl = (uploadId: string) => uploadPaths.image.replace(':id', encodeURIComponent(uploadId));

export const depositChannelKinds = ['BANK_TRANSFER', 'MOBILE_WALLET', 'GATEWAY'] as const;
export type DepositChannelKind = (typeof depositChannelKinds)[number];

export const depositStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** A data URL of a png or jpeg image (≤ 5 MB decoded; the server checks the real bytes). */
export const imageDataUrlSchema = z
  .string()
  .max(8 * 1024 * 1024)
  .regex(/^data:image\/(png|jpeg|jpg);base64,/);

export const depositChannelSchema = z.object({
  code: z.string(),
  kind: z.enum(depositChannelKinds),
  /** In the request's language. */
  name: z.string(),
  /** The account to pay into (empty for a gateway, which shows its own page). */
  accountName: z.string(),
  accountNumber: z.string(),
  /** The bank or wallet the account is at, e.g. "bKash" or "Dutch-Bangla Bank". */
  providerName: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** A demo channel: nothing real is paid into it. */
  demo: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositChannelListSchema = z.array(depositChannelSchema);

export const depositRequestBodySchema = z.object({
  channelCode: z.string().trim().min(1).max(40),
  amount: amountSchema,
  /** The member's own account the money is sent from (e.g. their bKash number). */
  payerAccount: z.string().trim().min(3).max(64),
  /** The transaction id the bank or wallet gave the member. */
  paymentReference: z.string().trim().min(3).max(64),
  proofImage: imageDataUrlSchema.optional(),
});
export type DepositRequestBody = z.infer<typeof depositRequestBodySchema>;

export const depositRequestSchema = z.object({
  id: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  amount: z.string(),
  payerAccount: z.string(),
  paymentReference: z.string(),
  /** `GET` this (with the member's or an operator's token) to see the proof image. */
  proofImageUrl: z.string().nullable(),
  status: z.enum(depositStatuses),
  /** Why the operator rejected it (shown to the member). */
  rejectReason: z.string().nullable(),
  /** Gateway channels: where the member goes to pay. */
  paymentUrl: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });

export const depositRequestPageSchema = pageOf(depositRequestSchema);

/** What an operator sees: the request, whose it is, and who decided it. */
export const operatorDepositSchema = depositRequestSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  gatewayTxnId: z.string().nullable(),
  decidedByOperatorId: z.number().int().nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;

export const operatorDepositQuerySchema = pageQuerySchema.extend({
  status: z.enum(depositStatuses).optional(),
});

export const operatorDepositPageSchema = pageOf(operatorDepositSchema);

export const rejectDepositBodySchema = z.object({
  reason: z.string().trim().min(3).max(200),
});

/** What the gateway callback answers (the gateway only needs to see success). */
export const gatewayCallbackResultSchema = z.object({
  requestId: z.string(),
  status: z.enum(depositStatuses),
});
