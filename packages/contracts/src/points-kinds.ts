import { vendorCategories, type VendorCategory } from './enums.ts';

/**
 * The points mall's enumerations and limits (docs/points.md), apart from the schemas in points.ts so that the web
 * app can use them without loading zod.
 */

/** The categories that earn points (the betting categories). */
export const pointsCategories = vendorCategories;
export type PointsCategory = VendorCategory;

export const pointsItemKinds = ['BONUS_CREDIT', 'PHYSICAL', 'VOUCHER'] as const;
export type PointsItemKind = (typeof pointsItemKinds)[number];

export const pointsItemStatuses = ['ON_SALE', 'OFF_SALE'] as const;
export type PointsItemStatus = (typeof pointsItemStatuses)[number];

/** Spec §4: in process, rejected, approved. A BONUS_CREDIT redemption is APPROVED at once. */
export const redemptionStatuses = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/**
 * The points ledger's entry kinds: ACCRUAL (earned on valid bets, by the job), REDEEM (spent on an item),
 * REDEEM_REFUND (given back when an operator rejects a redemption), CONVERT (turned into cash), DEMO_GRANT (the
 * demo merchant's labelled welcome points).
 */
export const pointsEntryKinds = ['ACCRUAL', 'REDEEM', 'REDEEM_REFUND', 'CONVERT', 'DEMO_GRANT'] as const;
export type PointsEntryKind = (typeof pointsEntryKinds)[number];

/** Why the caller cannot redeem an item now: too few points, too little cash for the top-up, none left. */
export const pointsShortages = ['POINTS', 'CASH', 'STOCK'] as const;
export type PointsShortage = (typeof pointsShortages)[number];

/** The largest points figure anywhere (a cost, a limit, a conversion). */
export const maxPointsValue = 1_000_000_000;
/** The largest quantity an operator may put on sale, and the most one redemption may take. */
export const maxItemQuantity = 1_000_000;
export const maxRedeemQuantityLimit = 100;
/** A member's note to a redemption (e.g. where to send a gift) and an operator's note: spec §9's 140 characters. */
export const pointsNoteMax = 140;
