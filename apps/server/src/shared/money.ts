/** Minor units (bigint) to the API's major-unit string with 2 decimals: 123456n → "1234.56". */
export function formatMinor(amount: bigint): string {
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  const major = absolute / 100n;
  const minor = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${major}.${minor}`;
}
