import type { ContractType } from '@msp/contracts/enums.ts';
import { contractOfferHours } from '@msp/contracts/enums.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { MessageTopic } from '@msp/contracts/messages.ts';
import { formatMinor } from '../../shared/money.ts';

/**
 * The site's own (SYSTEM) messages. A message stores its template's key and its parameters, not its text: the
 * text is rendered when the member reads it, in the language of the request, so a member who switches to English
 * reads its old messages in English too, a row of the payday's 100,000 messages stays small, and a wording fixed
 * here applies to every message already written. Parameters are plain values (amounts in minor units); every one
 * of them is escaped into the HTML, and the templates write no HTML of their own.
 */

/** Where a bonus came from: the start of its ledger key (promotions/bonus-payment.ts's callers). */
export const bonusSources = [
  'PROMOTION',
  'MISSION',
  'LEADERBOARD',
  'REBATE',
  'REFERRAL',
  'VIP_LEVEL_UP',
  'VIP_BIRTHDAY',
  'OTHER',
] as const;
export type BonusSource = (typeof bonusSources)[number];

/** Each template's parameters as the event gives them. */
export interface TemplateParams {
  DEPOSIT_APPROVED: { amount: bigint; depositId: string };
  WITHDRAWAL_PAID: { amount: bigint; withdrawalId: string };
  WITHDRAWAL_REJECTED: { amount: bigint; withdrawalId: string; reason: string };
  BONUS_ISSUED: { amount: bigint; source: BonusSource; turnover: bigint };
  /** `from`: the upline's account, or null when the site (an operator) offers it. */
  CONTRACT_OFFERED: { type: ContractType; kind: 'NEW' | 'TERMINATE'; from: string | null };
  /** `full`: the bill is paid in full now (else in part: the rest is tried again). */
  BILL_PAID: { billId: string; type: ContractType; period: string; amount: bigint; full: boolean };
}
export type SystemTemplate = keyof TemplateParams;

/** A template and its parameters, as an event posts it. */
export type SystemMessage = {
  [K in SystemTemplate]: { template: K; params: TemplateParams[K] };
}[SystemTemplate];

/** Parameters as stored (jsonb of strings). */
export type StoredParams = Record<string, string | null>;

export function storedParams(params: object): StoredParams {
  const stored: StoredParams = {};
  for (const [key, value] of Object.entries(params))
    stored[key] = value === null || value === undefined ? null : String(value);
  return stored;
}

/** What a reader sees of a message. */
export interface Rendered {
  topic: MessageTopic;
  title: string;
  /** HTML: the paragraphs, every parameter escaped. */
  content: string;
  /** The same paragraphs as plain text. */
  text: string;
  link: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "৳1,234.50" from minor units. */
export function money(symbol: string, minor: string | null | undefined): string {
  const [whole = '0', cents = '00'] = formatMinor(BigInt(minor ?? '0')).split('.');
  return `${symbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

const contractNames: Record<ContractType, Record<Language, string>> = {
  DIVIDEND: { bn: 'লভ্যাংশ', en: 'dividend' },
  DAILY_SALARY: { bn: 'দৈনিক বেতন', en: 'daily salary' },
  HOURLY_SALARY: { bn: 'ঘণ্টাভিত্তিক বেতন', en: 'hourly salary' },
  REALTIME_SALARY: { bn: 'রিয়েল-টাইম বেতন', en: 'real-time salary' },
};

/** The agent center's page of each contract type (apps/web member-pages.ts). */
const contractPages: Record<ContractType, string> = {
  DIVIDEND: '/agent/agentDividendRecordCopy2',
  DAILY_SALARY: '/agent/agentDailyWages2',
  HOURLY_SALARY: '/agent/agentHourSalary',
  REALTIME_SALARY: '/agent/agentRealtimeSalary',
};

const bonusNames: Record<BonusSource, Record<Language, string>> = {
  PROMOTION: { bn: 'প্রমোশনের বোনাস', en: 'promotion bonus' },
  MISSION: { bn: 'মিশনের পুরস্কার', en: 'mission reward' },
  LEADERBOARD: { bn: 'লিডারবোর্ডের পুরস্কার', en: 'leaderboard prize' },
  REBATE: { bn: 'রিবেট', en: 'rebate' },
  REFERRAL: { bn: 'রেফারেল পুরস্কার', en: 'referral reward' },
  VIP_LEVEL_UP: { bn: 'ভিআইপি লেভেল-আপ বোনাস', en: 'VIP level-up bonus' },
  VIP_BIRTHDAY: { bn: 'ভিআইপি জন্মদিনের বোনাস', en: 'VIP birthday bonus' },
  OTHER: { bn: 'বোনাস', en: 'bonus' },
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const contractName = (type: string | null | undefined, language: Language) =>
  contractNames[type as ContractType]?.[language] ?? type ?? '';
const isBonusSource = (value: string | null | undefined): value is BonusSource =>
  (bonusSources as readonly (string | null | undefined)[]).includes(value);

interface Wording {
  title: string;
  lines: string[];
}
type Words = (p: StoredParams, symbol: string) => Record<Language, Wording>;

const templates: Record<
  SystemTemplate,
  { topic: MessageTopic; link(p: StoredParams): string | null; words: Words }
> = {
  DEPOSIT_APPROVED: {
    topic: 'DEPOSIT',
    link: () => '/member/transactionHistory',
    words: (p, symbol) => ({
      bn: {
        title: `ডিপোজিট অনুমোদিত: ${money(symbol, p.amount)}`,
        lines: [
          `আপনার ${money(symbol, p.amount)} ডিপোজিট অনুমোদিত হয়েছে এবং মূল ওয়ালেটে যোগ হয়েছে।`,
          `অনুরোধ নম্বর: ${p.depositId}`,
        ],
      },
      en: {
        title: `Deposit approved: ${money(symbol, p.amount)}`,
        lines: [
          `Your deposit of ${money(symbol, p.amount)} was approved and added to your main wallet.`,
          `Request number: ${p.depositId}`,
        ],
      },
    }),
  },
  WITHDRAWAL_PAID: {
    topic: 'WITHDRAWAL',
    link: () => '/member/withdraw',
    words: (p, symbol) => ({
      bn: {
        title: `উত্তোলন পরিশোধিত: ${money(symbol, p.amount)}`,
        lines: [
          `আপনার ${money(symbol, p.amount)} উত্তোলন আপনার অ্যাকাউন্টে পাঠানো হয়েছে।`,
          'টাকা পেলে উত্তোলন পাতায় তা নিশ্চিত করুন; না পেলে সেখানে জানান।',
          `উত্তোলন নম্বর: ${p.withdrawalId}`,
        ],
      },
      en: {
        title: `Withdrawal paid: ${money(symbol, p.amount)}`,
        lines: [
          `Your withdrawal of ${money(symbol, p.amount)} was sent to your account.`,
          'Confirm on the withdraw page once you have received it, or tell us there if you have not.',
          `Withdrawal number: ${p.withdrawalId}`,
        ],
      },
    }),
  },
  WITHDRAWAL_REJECTED: {
    topic: 'WITHDRAWAL',
    link: () => '/member/withdraw',
    words: (p, symbol) => ({
      bn: {
        title: `উত্তোলন প্রত্যাখ্যাত: ${money(symbol, p.amount)}`,
        lines: [
          `আপনার ${money(symbol, p.amount)} উত্তোলন প্রত্যাখ্যাত হয়েছে; টাকা আপনার মূল ওয়ালেটে ফিরে এসেছে।`,
          `কারণ: ${p.reason ?? ''}`,
          `উত্তোলন নম্বর: ${p.withdrawalId}`,
        ],
      },
      en: {
        title: `Withdrawal rejected: ${money(symbol, p.amount)}`,
        lines: [
          `Your withdrawal of ${money(symbol, p.amount)} was rejected; the money is back in your main wallet.`,
          `Reason: ${p.reason ?? ''}`,
          `Withdrawal number: ${p.withdrawalId}`,
        ],
      },
    }),
  },
  BONUS_ISSUED: {
    topic: 'BONUS',
    link: () => '/member/rewardCenter',
    words: (p, symbol) => {
      const source = isBonusSource(p.source) ? p.source : 'OTHER';
      const turnover = BigInt(p.turnover ?? '0') > 0n;
      return {
        bn: {
          title: `${bonusNames[source].bn} পেয়েছেন: ${money(symbol, p.amount)}`,
          lines: [
            `আপনার মূল ওয়ালেটে ${money(symbol, p.amount)} ${bonusNames[source].bn} যোগ হয়েছে।`,
            turnover
              ? `উত্তোলনের আগে ${money(symbol, p.turnover)} বৈধ বাজি (টার্নওভার) সম্পন্ন করতে হবে।`
              : 'এর জন্য কোনো টার্নওভার নেই: এখনই উত্তোলন করা যায়।',
          ],
        },
        en: {
          title: `${capitalized(bonusNames[source].en)} received: ${money(symbol, p.amount)}`,
          lines: [
            `${money(symbol, p.amount)} of ${bonusNames[source].en} was added to your main wallet.`,
            turnover
              ? `Play ${money(symbol, p.turnover)} of valid bets (turnover) before you withdraw it.`
              : 'It has no turnover: you may withdraw it at once.',
          ],
        },
      };
    },
  },
  CONTRACT_OFFERED: {
    topic: 'CONTRACT',
    link: (p) => contractPages[p.type as ContractType] ?? null,
    words: (p) => {
      const ending = p.kind === 'TERMINATE';
      const bnFrom = p.from ? `আপনার আপলাইন ${p.from}` : 'সাইট';
      const enFrom = p.from ? `Your upline ${p.from}` : 'The site';
      return {
        bn: {
          title: ending
            ? `${contractName(p.type, 'bn')} চুক্তি শেষ করার প্রস্তাব`
            : `নতুন ${contractName(p.type, 'bn')} চুক্তির প্রস্তাব`,
          lines: [
            ending
              ? `${bnFrom} আপনার ${contractName(p.type, 'bn')} চুক্তি শেষ করার প্রস্তাব দিয়েছে।`
              : `${bnFrom} আপনাকে একটি ${contractName(p.type, 'bn')} চুক্তির প্রস্তাব দিয়েছে।`,
            `এজেন্ট সেন্টারে শর্তগুলো দেখে ${contractOfferHours} ঘণ্টার মধ্যে গ্রহণ বা প্রত্যাখ্যান করুন; এর পরে প্রস্তাবটির মেয়াদ শেষ হয়।`,
          ],
        },
        en: {
          title: ending
            ? `Offer to end your ${contractName(p.type, 'en')} contract`
            : `New ${contractName(p.type, 'en')} contract offered`,
          lines: [
            ending
              ? `${enFrom} offers to end your ${contractName(p.type, 'en')} contract.`
              : `${enFrom} offers you a ${contractName(p.type, 'en')} contract.`,
            `Read the terms in the agent center and accept or reject them within ${contractOfferHours} hours; the offer expires after that.`,
          ],
        },
      };
    },
  },
  BILL_PAID: {
    topic: 'BILL',
    link: (p) => contractPages[p.type as ContractType] ?? null,
    words: (p, symbol) => {
      const full = p.full === 'true';
      return {
        bn: {
          title: `${contractName(p.type, 'bn')} পরিশোধিত: ${money(symbol, p.amount)}`,
          lines: [
            `${p.period} সময়কালের ${contractName(p.type, 'bn')} বিল থেকে ${money(symbol, p.amount)} আপনার মূল ওয়ালেটে যোগ হয়েছে।`,
            full ? 'বিলটি পুরো পরিশোধিত হয়েছে।' : 'বিলের বাকি অংশ পরে আবার পরিশোধের চেষ্টা করা হবে।',
            `বিল নম্বর: ${p.billId}`,
          ],
        },
        en: {
          title: `${capitalized(contractName(p.type, 'en'))} paid: ${money(symbol, p.amount)}`,
          lines: [
            `${money(symbol, p.amount)} of your ${contractName(p.type, 'en')} bill for ${p.period} was added to your main wallet.`,
            full ? 'The bill is paid in full.' : 'The rest of the bill will be tried again later.',
            `Bill number: ${p.billId}`,
          ],
        },
      };
    },
  },
};

export const isSystemTemplate = (value: string): value is SystemTemplate => value in templates;

/** A SYSTEM message in `language`; an unknown template (a newer server's) as a plain notice. */
export function renderSystem(
  template: string,
  params: StoredParams,
  language: Language,
  symbol: string,
): Rendered {
  if (!isSystemTemplate(template))
    return { topic: 'NOTICE', title: template, content: '', text: '', link: null };
  const definition = templates[template];
  const { title, lines } = definition.words(params, symbol)[language];
  return {
    topic: definition.topic,
    title,
    content: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    text: lines.join(' '),
    link: definition.link(params),
  };
}
