import type { Banner } from '@msp/contracts/system.ts';

export type LinkageTarget = { kind: 'external'; url: string } | { kind: 'route'; to: string } | null;

/** Where a banner click leads; null when the banner has no linkageType (not clickable). */
export function linkageTarget(banner: Pick<Banner, 'linkageType' | 'linkageValue'>): LinkageTarget {
  const value = banner.linkageValue?.trim() ?? '';
  switch (banner.linkageType) {
    case null:
      return null;
    case 'URL':
      return value ? { kind: 'external', url: value } : null;
    case 'ROUTE':
      return { kind: 'route', to: value.startsWith('/') ? value : `/${value}` };
    case 'PROMOTION':
      return { kind: 'route', to: value ? `/promotions?id=${encodeURIComponent(value)}` : '/promotions' };
    case 'GAME':
      if (value.startsWith('/')) return { kind: 'route', to: value };
      return { kind: 'route', to: value ? `/hot?vassalage=${encodeURIComponent(value)}` : '/hot' };
    case 'REFERRAL':
      return { kind: 'route', to: '/member/referral' };
  }
}

/** Spec §2/§9 banner carousel settings. */
export const bannerCarouselSettings = { autoplayDelayMs: 5000, speedMs: 1000 } as const;

/**
 * Embla's `duration` is not in ms: it moves a slide like a damped spring at 60 frames a second, and 30 brings
 * it to rest (within 0.5 %) in about 1000 ms, so the spec's speed in ms maps to ms * 0.03.
 */
export function emblaDuration(speedMs: number): number {
  return Math.round(speedMs * 0.03);
}
