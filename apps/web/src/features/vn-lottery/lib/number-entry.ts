/**
 * Typed entry of many numbers at once ("12, 34 56;7"), as members paste them from chats and notes. Tokens of the
 * wrong length are reported, never padded: "7" on a two-digit board could mean 07 or 70.
 */
export type EntryDigits = 2 | 3 | 4;

export interface ParsedEntry {
  /** Valid numbers, each once, in the order first typed. */
  numbers: string[];
  /** Tokens that are not numbers of the wanted length, each once, as typed. */
  invalid: string[];
}

/** Comma, space, semicolon, newline, dot and dash, with the full-width and typographic forms phones insert. */
const separators = /[\s,;.\-\u2013\u2014\uff0c\uff1b\u3001]+/u;

/** Bangla digits (০–৯), as a Bangla keyboard types them, read as the same digits. */
const banglaDigits = /[\u09e6-\u09ef]/gu;
const toAsciiDigits = (token: string) =>
  token.replace(banglaDigits, (digit) => String(digit.charCodeAt(0) - 0x09e6));

export function parseNumberEntry(text: string, digits: EntryDigits): ParsedEntry {
  const numbers = new Set<string>();
  const invalid = new Set<string>();
  const valid = new RegExp(`^\\d{${digits}}$`);
  for (const token of text.split(separators)) {
    if (token === '') continue;
    const number = toAsciiDigits(token);
    if (valid.test(number)) numbers.add(number);
    else invalid.add(token);
  }
  return { numbers: [...numbers], invalid: [...invalid] };
}
