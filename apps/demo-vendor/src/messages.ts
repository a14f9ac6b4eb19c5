/** Player- and platform-facing messages of the demo vendor, in Bangla (default) and English. */
export const languages = ['bn', 'en'] as const;
export type Language = (typeof languages)[number];

export function toLanguage(value: unknown, fallback: Language = 'bn'): Language {
  return value === 'en' || value === 'bn' ? value : fallback;
}

const messages = {
  'request.invalid': {
    en: 'The request is not valid: {field}.',
    bn: 'অনুরোধটি সঠিক নয়: {field}।',
  },
  'request.not.found': { en: 'Not found.', bn: 'পাওয়া যায়নি।' },
  'internal.error': {
    en: 'Something went wrong. Please try again.',
    bn: 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  },
  'vendor.signature.invalid': {
    en: 'The request signature is missing or wrong.',
    bn: 'অনুরোধের স্বাক্ষর নেই বা ভুল।',
  },
  'vendor.request.stale': {
    en: 'The request timestamp is outside the allowed window.',
    bn: 'অনুরোধের সময় অনুমোদিত সীমার বাইরে।',
  },
  'vendor.transaction.conflict': {
    en: 'This transfer id was already used with different details.',
    bn: 'এই ট্রান্সফার আইডি আগেই ভিন্ন তথ্যে ব্যবহার হয়েছে।',
  },
  'vendor.insufficient.funds': { en: 'Not enough balance.', bn: 'পর্যাপ্ত ব্যালেন্স নেই।' },
  'vendor.transfer.insufficient': {
    en: "Not enough balance in this game's wallet. Transfer money in from your main wallet.",
    bn: 'এই গেমের ওয়ালেটে পর্যাপ্ত ব্যালেন্স নেই। মূল ওয়ালেট থেকে টাকা ট্রান্সফার করুন।',
  },
  'vendor.token.invalid': {
    en: 'This game link has expired or was already used. Please open the game again from the lobby.',
    bn: 'এই গেম লিঙ্কের মেয়াদ শেষ বা এটি আগেই ব্যবহার হয়েছে। লবি থেকে গেমটি আবার খুলুন।',
  },
  'vendor.session.invalid': {
    en: 'Your game session has ended. Please open the game again from the lobby.',
    bn: 'আপনার গেম সেশন শেষ হয়েছে। লবি থেকে গেমটি আবার খুলুন।',
  },
  'game.round.busy': {
    en: 'A round is still running. Please wait for it to finish.',
    bn: 'একটি রাউন্ড এখনও চলছে। শেষ হওয়া পর্যন্ত অপেক্ষা করুন।',
  },
  'game.round.cancelled': {
    en: 'The connection to your wallet failed, so this round was cancelled. No money was taken.',
    bn: 'ওয়ালেটের সাথে সংযোগ ব্যর্থ হওয়ায় রাউন্ডটি বাতিল করা হয়েছে। কোনো টাকা কাটা হয়নি।',
  },
  'game.round.refused': {
    en: 'This round was cancelled by the wallet. Please try again.',
    bn: 'ওয়ালেট এই রাউন্ডটি বাতিল করেছে। আবার চেষ্টা করুন।',
  },
  'game.wallet.unavailable': {
    en: 'Your wallet cannot be reached right now. Please try again shortly.',
    bn: 'এই মুহূর্তে আপনার ওয়ালেটে সংযোগ করা যাচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
  },
  'game.settle.pending': {
    en: 'The result is being confirmed; your balance will update shortly.',
    bn: 'ফলাফল নিশ্চিত করা হচ্ছে; আপনার ব্যালেন্স শীঘ্রই আপডেট হবে।',
  },
  'game.not.supported': {
    en: 'This demo vendor runs slots, fishing and table games; this lobby is not part of the demo.',
    bn: 'এই ডেমো ভেন্ডর স্লট, ফিশিং ও টেবিল গেম চালায়; এই লবি ডেমোর অংশ নয়।',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageCode = keyof typeof messages;

export function message(code: MessageCode, language: Language, params: Record<string, string> = {}): string {
  return messages[code][language].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
