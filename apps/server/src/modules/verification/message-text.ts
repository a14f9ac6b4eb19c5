import type { Language } from '@msp/contracts/errors.ts';

const bengaliDigits = '০১২৩৪৫৬৭৮৯';
const toBengaliDigits = (value: number) =>
  String(value).replace(/\d/g, (digit) => bengaliDigits[Number(digit)] ?? digit);

/** The SMS or email text carrying a code. The code stays in ASCII digits: it is typed back as is. */
export function verificationText({
  brand,
  code,
  minutes,
  language,
}: {
  brand: string;
  code: string;
  minutes: number;
  language: Language;
}): string {
  return language === 'en'
    ? `Your ${brand} code is ${code}. It expires in ${minutes} minutes.`
    : `আপনার ${brand} কোড ${code}। এর মেয়াদ ${toBengaliDigits(minutes)} মিনিটে শেষ হবে।`;
}
