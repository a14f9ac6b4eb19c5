import { AppError } from '../../shared/app-error.ts';

/** A mobile number in the forms we keep it. */
export interface MobileNumber {
  /** Digits without '+', e.g. '880'. */
  countryDialingCode: string;
  /** The national number as members.mobile_num stores it, e.g. '01712345678'. */
  nationalNumber: string;
  /** Where codes go and how they are keyed: dialing code and national number without the trunk 0. */
  destination: string;
}

const bangladesh = '880';
const bangladeshMobile = /^01[3-9]\d{8}$/;

/**
 * Checks and normalizes a mobile number: Bangladesh (880) national numbers 01[3-9] and 8 more digits (also
 * accepted without the leading 0), other dialing codes 6–14 digits. Spaces, dashes, dots and brackets are
 * ignored. Anything else: `verification.mobile.invalid`.
 */
export function normalizeMobileNumber(mobileNum: string, countryDialingCode: string): MobileNumber {
  const dialing = countryDialingCode.trim().replace(/^\+/, '');
  let national = mobileNum.replace(/[\s\-.()]/g, '');
  if (!/^[1-9]\d{0,3}$/.test(dialing) || !/^\d+$/.test(national))
    throw new AppError('verification.mobile.invalid');
  if (dialing === bangladesh) {
    if (/^1[3-9]\d{8}$/.test(national)) national = `0${national}`;
    if (!bangladeshMobile.test(national)) throw new AppError('verification.mobile.invalid');
  } else if (!/^\d{6,14}$/.test(national)) throw new AppError('verification.mobile.invalid');
  return {
    countryDialingCode: dialing,
    nationalNumber: national,
    destination: smsDestination(dialing, national),
  };
}

/** The SMS destination of a stored number: '880' + '01712345678' → '8801712345678'. */
export function smsDestination(countryDialingCode: string, nationalNumber: string): string {
  return `${countryDialingCode.replace(/\D/g, '')}${nationalNumber.replace(/\D/g, '').replace(/^0+/, '')}`;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cased, trimmed email address; anything not shaped like one: `verification.email.invalid`. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 254 || !emailPattern.test(normalized))
    throw new AppError('verification.email.invalid');
  return normalized;
}
