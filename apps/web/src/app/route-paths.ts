/* Route paths the route table (routes.tsx) and the build's page preloads (vite.config.ts) both use. */

/** The paths that show home (besides /login and /register, which open a pop-up over it). */
export const homePaths = ['/', '/index', '/index.html', '/home'] as const;

/** The game list pages (spec §2), one per category. */
export const gameListPaths = [
  'rng',
  'live',
  'fish',
  'pvp',
  'inHouse',
  'sports',
  'hot',
  'lott',
  'elott',
] as const;
