/** Storage access that never throws (private mode, disabled storage, tests). */

function safe<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const sessionKeys = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  firstTimeLogin: 'firstTimeLogin',
  /** What the session must do first (PASSWORD_CHANGE or NEW_IP) and how (the new-IP method). */
  restriction: 'restriction',
  verificationMethod: 'verificationMethod',
  /** The first-login welcome waits until a forced step is done. */
  firstLoginWelcome: 'firstLoginWelcome',
  /** The previous login (time in ms and IP) the login call answered. */
  lastLoginTime: 'lastLoginTime',
  lastLoginIp: 'lastLoginIp',
} as const;

/** Keys that survive a logout (spec §4: logout clears session storage except merchant keys). */
export const keptSessionKeys: readonly string[] = [sessionKeys.merchant, sessionKeys.merchantCode];

export const localKeys = { hisLang: 'hisLang', lang: 'lang', merchantCode: 'merchantCode' } as const;

export function readSession(key: string): string | null {
  return safe(() => window.sessionStorage.getItem(key), null);
}

export function writeSession(key: string, value: string): void {
  safe(() => window.sessionStorage.setItem(key, value), undefined);
}

export function removeSession(key: string): void {
  safe(() => window.sessionStorage.removeItem(key), undefined);
}

/** Clears the session storage but keeps the merchant keys. */
export function clearSessionKeepingMerchant(): void {
  safe(() => {
    const kept = keptSessionKeys.map((key) => [key, window.sessionStorage.getItem(key)] as const);
    window.sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.sessionStorage.setItem(key, value);
  }, undefined);
}

export function readLocal(key: string): string | null {
  return safe(() => window.localStorage.getItem(key), null);
}

export function writeLocal(key: string, value: string): void {
  safe(() => window.localStorage.setItem(key, value), undefined);
}
