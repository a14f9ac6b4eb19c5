/**
 * Every error the API can answer with: the dotted code, its HTTP status and its message in each language.
 * The server picks the message by the request's language; the web app may show `message` as is.
 */
export const languages = ['bn', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'bn';

interface ErrorDefinition {
  status: number;
  bn: string;
  en: string;
}

export const errorCatalogue = {
  'login.not.session': {
    status: 401,
    bn: 'আপনি লগইন করেননি, অনুগ্রহ করে লগইন করুন',
    en: 'You are not logged in, please login',
  },
  'login.invalid.credentials': {
    status: 401,
    bn: 'ব্যবহারকারীর নাম বা পাসওয়ার্ড সঠিক নয়',
    en: 'Incorrect username or password',
  },
  'login.account.unavailable': {
    status: 403,
    bn: 'এই অ্যাকাউন্টটি এখন ব্যবহার করা যাবে না, গ্রাহক সেবায় যোগাযোগ করুন',
    en: 'This account cannot be used now, please contact customer service',
  },
  'request.not.found': {
    status: 404,
    bn: 'অনুরোধ করা ঠিকানাটি পাওয়া যায়নি',
    en: 'The requested address does not exist',
  },
  'request.invalid.json': {
    status: 400,
    bn: 'অনুরোধের বিষয়বস্তু সঠিক JSON নয়',
    en: 'The request body is not valid JSON',
  },
  'request.invalid.field': {
    status: 400,
    bn: 'ঘরটি সঠিক নয়: {{field}}',
    en: 'Invalid field: {{field}}',
  },
  'request.too.large': {
    status: 413,
    bn: 'অনুরোধটি অনেক বড়',
    en: 'The request is too large',
  },
  'request.unsupported.media': {
    status: 415,
    bn: 'এই ধরনের বিষয়বস্তু গ্রহণযোগ্য নয়',
    en: 'This content type is not accepted',
  },
  'request.too.many': {
    status: 429,
    bn: 'অনেক বেশি অনুরোধ, {{minutes}} মিনিট পরে আবার চেষ্টা করুন',
    en: 'Too many requests, retry after {{minutes}} minutes',
  },
  'merchant.not.found': {
    status: 404,
    bn: 'অবৈধ ঠিকানা, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    en: 'Invalid URL, please contact customer service',
  },
  'system.maintenance': {
    status: 503,
    bn: 'সিস্টেম রক্ষণাবেক্ষণ চলছে',
    en: 'System maintenance',
  },
  'system.region.restricted': {
    status: 403,
    bn: 'প্রবেশাধিকার সীমিত (আইপি বা অবস্থান)',
    en: 'Access restricted (IP or location)',
  },
  'system.unknown': {
    status: 500,
    bn: 'অজানা ত্রুটি',
    en: 'Unknown error',
  },
  'system.unavailable': {
    status: 503,
    bn: 'নেটওয়ার্ক সংযোগে সমস্যা, আবার চেষ্টা করুন',
    en: 'Network link is abnormal, please try again',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Fills `{{name}}` placeholders of a catalogue message. */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string> = {},
): string {
  const template: string = errorCatalogue[code][language];
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
}
