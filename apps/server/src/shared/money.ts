/** Minor units (bigint) to the API's major-unit string with 2 decimals: 123456n → "1234.56". */
export function formatMinor(amount: bigint): string {
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  const major = absolute / 100n;
  const minor = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${major}.${minor}`;
}

/** Largest amount one call may move: ৳10,000,000.00 (an operator limit, far below bigint's). */
export const MAX_AMOUNT_MINOR = 1_000_000_000n;

/**
 * Major-unit text from the API ("1234.56", "500") to minor units; anything else — negative, zero, more than
 * two decimals, exponent forms, over the limit — is undefined.
 */
export function parseMajor(text: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const minor = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return minor > 0n && minor <= MAX_AMOUNT_MINOR ? minor : undefined;
}
