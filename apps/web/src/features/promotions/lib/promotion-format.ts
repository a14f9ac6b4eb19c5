import type { Language } from '@msp/contracts/errors.ts';
import { formatDigits, formatMoney } from '../../agent/lib/agent-format.ts';
import { fromMinor, toMinor } from '../../wallet/lib/money.ts';

/**
 * Numbers and dates of the promotions pages in the member's language, as the agent pages write them: Bangla
 * digits and lakh grouping in Bangla (৳১,২৩,৪৫৬), Western digits in English. Money stays a decimal string (minor
 * units as bigint for arithmetic), never a float.
 */

/** "300.00" → "৳৩০০" / "৳300"; "12.50" → "৳১২.৫০". Whole amounts drop their ".00" (a bonus reads better so). */
export function promoMoney(value: string, language: Language, symbol: string): string {
  const minor = toMinor(value);
  if (minor === null) return value;
  const text = formatMoney(fromMinor(minor), language);
  return `${symbol}${minor % 100n === 0n ? text.slice(0, -3) : text}`;
}

/** "100" → "১০০%"; "12.5" and the API's "12.50" → "১২.৫%"; "20.00" → "২০%". */
export function promoPercent(value: string, language: Language): string {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return `${formatDigits(trimmed, language)}%`;
}

/** A whole number ("10" → "১০"). */
export function promoCount(value: number, language: Language): string {
  return formatDigits(String(value), language);
}

/** `amount` × `multiple`, as an API amount string. */
export function timesAmount(amount: string, multiple: number): string | null {
  const minor = toMinor(amount);
  return minor === null ? null : fromMinor(minor * BigInt(multiple));
}

/** completed / required as a whole percent, 0 to 100 (minor units, no float rounding surprises). */
export function progressPercent(completed: string, required: string): number {
  const done = toMinor(completed) ?? 0n;
  const total = toMinor(required) ?? 0n;
  if (total <= 0n) return 100;
  const percent = (done * 100n) / total;
  return Number(percent < 0n ? 0n : percent > 100n ? 100n : percent);
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A day as people write it: "৩১ ডিসেম্বর, ২০২৬" / "31 December 2026", on this device's calendar. */
export function promoDate(iso: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** A moment ("2026-11-24 15:47"), in the language's digits. */
export function promoTime(iso: string, language: Language): string {
  const date = new Date(iso);
  const pad = (part: number) => String(part).padStart(2, '0');
  const text = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return formatDigits(text, language);
}
