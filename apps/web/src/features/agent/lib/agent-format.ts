import type { Language } from '@msp/contracts/errors.ts';

/**
 * Numbers of the agent center in the member's locale: Bangla digits and lakh grouping in Bangla (১,২৩,৪৫৬.৭৮),
 * Western digits in English. Money comes from the API as a decimal string and never passes through a float.
 */

const locales: Record<Language, string> = { bn: 'bn-BD', en: 'en-US' };
const integerFormats = new Map<Language, Intl.NumberFormat>();

function integerFormat(language: Language) {
  let format = integerFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 0 });
    integerFormats.set(language, format);
  }
  return format;
}

/** Digits of a string of ASCII digits in the language's script. */
function localDigits(digits: string, language: Language) {
  if (language === 'en') return digits;
  return digits.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
}

/** A whole count: 1234 → "1,234" / "১,২৩৪". */
export function formatCount(value: number, language: Language): string {
  return integerFormat(language).format(value);
}

/** A money string ("-1234.5", "1234.50") with grouping and 2 decimals: "-1,234.50" / "-১,২৩৪.৫০". */
export function formatMoney(value: string, language: Language): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole, fraction = ''] = match;
  const grouped = integerFormat(language).format(BigInt(whole!));
  return `${sign}${grouped}.${localDigits(fraction.padEnd(2, '0').slice(0, 2), language)}`;
}

/** A percent rate string ("0.5", "12.75") with 2 decimals and a percent sign: "0.50%" / "০.৫০%". */
export function formatPercent(value: string, language: Language): string {
  return `${formatMoney(value, language)}%`;
}

/** Any text (a period's label such as "2026-11-23 14:00") with the language's digits. */
export function formatDigits(text: string, language: Language): string {
  return localDigits(text, language);
}

/** A `YYYY-MM-DD` day, or an ISO time's date and minutes, with the language's digits. */
export function formatDay(day: string, language: Language): string {
  return localDigits(day.slice(0, 10), language);
}

export function formatTime(iso: string, language: Language): string {
  const date = new Date(iso);
  const pad = (part: number) => String(part).padStart(2, '0');
  const text = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return localDigits(text, language);
}
