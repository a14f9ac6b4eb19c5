/**
 * A VIP level's tier colour (vip-badge.css): bronze for rank 1 up to crown for 6 and above (a ladder may have up to
 * 50). Kept apart from the page's arithmetic: the header's badge needs only this.
 */
export const vipTiers = ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'crown'] as const;
export type VipTier = (typeof vipTiers)[number];

export const tierOf = (rank: number): VipTier => vipTiers[Math.min(Math.max(rank, 1), vipTiers.length) - 1]!;
