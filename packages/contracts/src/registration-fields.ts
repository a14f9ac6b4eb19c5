import type { Language } from './errors.ts';
import type { RegistrationField, RegistrationPatternId } from './enums.ts';

/**
 * The regular expression of each pattern kind of spec §5; an operator's `acceptedPattern` may be one of these
 * or its own expression, and `*` accepts anything.
 */
export const patternOfKind: Record<RegistrationPatternId, string> = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  DIGITS_CHINESE: '^[0-9\\u4e00-\\u9fa5]+$',
  EMAIL: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
  ALNUM: '^[A-Za-z0-9]+$',
  LETTERS_AND_DIGITS: '^(?=.*[A-Za-z])(?=.*\\d)\\S+$',
  DIGITS: '^\\d+$',
  ALNUM_WITH_UPPER: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  ENGLISH_LETTERS_SPACES: '^[A-Za-z ]+$',
  NO_SPACES: '^\\S+$',
  CHINESE_PUNCTUATION: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$',
  DATE_YMD: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  DATE_MDY: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  KOREAN: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$',
  THAI: '^[\\u0e00-\\u0e7f ]+$',
};

/** Whether a value matches an accepted pattern (`*` = anything). A broken pattern accepts nothing. */
export function matchesAcceptedPattern(value: string, acceptedPattern: string): boolean {
  if (acceptedPattern === '*' || acceptedPattern === '') return true;
  try {
    return new RegExp(acceptedPattern, 'u').test(value);
  } catch {
    try {
      return new RegExp(acceptedPattern).test(value);
    } catch {
      return false;
    }
  }
}

export const registrationFieldLabels: Record<RegistrationField, Record<Language, string>> = {
  username: { bn: 'ব্যবহারকারীর নাম', en: 'Username' },
  password: { bn: 'পাসওয়ার্ড', en: 'Password' },
  confirmPassword: { bn: 'পাসওয়ার্ড নিশ্চিত করুন', en: 'Confirm password' },
  payeeName: { bn: 'প্রাপকের নাম', en: 'Payee name' },
  email: { bn: 'ইমেইল', en: 'Email' },
  qqNum: { bn: 'QQ নম্বর', en: 'QQ number' },
  mobileNum: { bn: 'মোবাইল নম্বর', en: 'Mobile number' },
  recommenderId: { bn: 'সুপারিশকারীর আইডি', en: 'Recommender ID' },
  captcha: { bn: 'ক্যাপচা', en: 'Captcha' },
  verificationCode: { bn: 'যাচাইকরণ কোড', en: 'Verification code' },
  affiliateCode: { bn: 'আমন্ত্রণ কোড', en: 'Invitation code' },
  paymentPassword: { bn: 'পেমেন্ট পাসওয়ার্ড', en: 'Payment password' },
  line: { bn: 'Line', en: 'Line' },
  whatsapp: { bn: 'হোয়াটসঅ্যাপ', en: 'WhatsApp' },
  facebook: { bn: 'ফেসবুক', en: 'Facebook' },
  wechat: { bn: 'WeChat', en: 'WeChat' },
  idNumber: { bn: 'পরিচয়পত্র নম্বর', en: 'ID number' },
  referralCode: { bn: 'রেফারেল কোড', en: 'Referral code' },
  nickname: { bn: 'ডাকনাম', en: 'Nickname' },
  fullname: { bn: 'পূর্ণ নাম', en: 'Full name' },
  telegram: { bn: 'টেলিগ্রাম', en: 'Telegram' },
  zalo: { bn: 'Zalo', en: 'Zalo' },
  birthday: { bn: 'জন্মতারিখ', en: 'Birthday' },
  address: { bn: 'ঠিকানা', en: 'Address' },
  nationality: { bn: 'জাতীয়তা', en: 'Nationality' },
  occupation: { bn: 'পেশা', en: 'Occupation' },
  sourceOfIncome: { bn: 'আয়ের উৎস', en: 'Source of income' },
};
