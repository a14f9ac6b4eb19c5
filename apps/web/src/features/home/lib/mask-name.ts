/**
 * A winner's nickname as the board shows it. The server sends it masked ("de***er"); a name that arrives
 * unmasked is masked here, so a full nickname never appears on the public board.
 */
export function maskedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes('*')) return trimmed;
  const letters = Array.from(trimmed);
  if (letters.length <= 2) return `${letters[0] ?? ''}***`;
  if (letters.length <= 4) return `${letters[0]}***${letters[letters.length - 1]}`;
  return `${letters.slice(0, 2).join('')}***${letters.slice(-2).join('')}`;
}
