import { readSession, writeSession } from '../../../shared/lib/browser-storage.ts';

/** Session storage keys of the home's cached lists (spec §3 session keys, §9 session cache). */
export const homeCacheKeys = { hotGames: 'HOT_GAMES', winners: 'WINNERS' } as const;

interface CacheEntry<T> {
  savedAt: number;
  value: T;
}
type CacheBook<T> = Record<string, CacheEntry<T>>;

/**
 * One session-storage key holds a small book of cached answers, one per variant (language, vendor…), so a
 * return to home in the same tab shows the last lists at once while they refresh.
 */
function readBook<T>(key: string): CacheBook<T> {
  const raw = readSession(key);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as CacheBook<T>)
      : {};
  } catch {
    return {};
  }
}

export function readSessionCache<T>(key: string, variant: string): CacheEntry<T> | undefined {
  const entry = readBook<T>(key)[variant];
  return entry && typeof entry.savedAt === 'number' && entry.value !== undefined ? entry : undefined;
}

export function writeSessionCache<T>(key: string, variant: string, value: T, now = Date.now()): void {
  const book = readBook<T>(key);
  book[variant] = { savedAt: now, value };
  writeSession(key, JSON.stringify(book));
}
