/**
 * The play types of the Vietnamese lottery as the page offers them (docs/lottery.md "Bets"): grouped as the
 * market groups them, the input each one needs, the bets a selection makes, and the odds as the market quotes
 * them ("27 ăn 97": a unit costs 27, each hit pays 97).
 */
import { vnBetKey, type VnOddsKey } from '@msp/contracts/lottery/vn.ts';

/** A play type of the menu (the server's `playTypes`): how many numbers of how many digits, and its point cost. */
export interface MenuPlayType {
  playType: string;
  numbers: number;
  digits: number;
  pointCost: number;
}

export type PlayTypeGroup = 'LO' | 'DE' | 'CANG' | 'XIEN' | 'TRUOT' | 'DA' | 'OTHER';

/** The market's groups, in the order its menus show them. */
const groupMembers: [PlayTypeGroup, string[]][] = [
  ['LO', ['LO2', 'LO3']],
  ['DE', ['DE', 'DE_DAU', 'DE_DUOI', 'DE_G1']],
  ['CANG', ['CANG3', 'CANG4']],
  ['XIEN', ['XIEN2', 'XIEN3', 'XIEN4']],
  ['TRUOT', ['TRUOT4', 'TRUOT8', 'TRUOT10']],
  ['DA', ['DA']],
];

export const groupOf = (playType: string): PlayTypeGroup =>
  groupMembers.find(([, members]) => members.includes(playType))?.[0] ?? 'OTHER';

/** The menu's play types in the market's groups (a group the menu lacks is left out; unknown ones go last). */
export function groupPlayTypes(playTypes: readonly MenuPlayType[]) {
  const groups: { group: PlayTypeGroup; playTypes: MenuPlayType[] }[] = [];
  for (const [group, members] of groupMembers) {
    const present = members.flatMap((code) => playTypes.filter((each) => each.playType === code));
    if (present.length > 0) groups.push({ group, playTypes: present });
  }
  const others = playTypes.filter((each) => groupOf(each.playType) === 'OTHER');
  if (others.length > 0) groups.push({ group: 'OTHER', playTypes: others });
  return groups;
}

/**
 * How the numbers of a play type are entered: a row of the ten digits (đầu, đuôi), the 00–99 or 000–999 board,
 * or typed (4 càng: ten thousand numbers fit no board).
 */
export type NumberInput = { kind: 'digit' } | { kind: 'board'; digits: 2 | 3 } | { kind: 'entry'; digits: 4 };

export function inputOf(playType: MenuPlayType): NumberInput {
  if (playType.digits <= 1) return { kind: 'digit' };
  if (playType.digits === 2 || playType.digits === 3) return { kind: 'board', digits: playType.digits };
  return { kind: 'entry', digits: 4 };
}

/** Xiên, lô trượt and đá name several numbers in ONE bet; the others make one bet per number. */
export const isCombination = (playType: MenuPlayType) => playType.numbers > 1;

/** Lô 2 and 3 số and đá can hit several times on one sheet (a number ending several prizes). */
export const hitsManyTimes = (playType: string) => ['LO2', 'LO3', 'DA'].includes(playType);

/** The canonical bet keys a selection makes: one per number, or one bet once a combination is complete. */
export function betKeysOf(playType: MenuPlayType, selected: readonly string[]): string[] {
  const code = playType.playType as VnOddsKey;
  if (!isCombination(playType)) return selected.map((number) => vnBetKey(code, [number]));
  return selected.length === playType.numbers ? [vnBetKey(code, selected)] : [];
}

/** The numbers a key names ("XIEN2:07-23" → ["07", "23"]). */
export const numbersOf = (betKey: string) => (betKey.split(':')[1] ?? '').split('-').filter(Boolean);

/**
 * The numbers of a play type that take no more stakes: its sold-out keys of one number (a sold-out xiên names a
 * pair, not a number, so it is shown on its slip line instead).
 */
export function soldOutNumbers(playType: MenuPlayType, soldOut: readonly string[]): Set<string> {
  if (isCombination(playType)) return new Set();
  const prefix = `${playType.playType}:`;
  return new Set(soldOut.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length)));
}

/** Hundredths as the market writes odds: 9700 → "97", 970 → "9.7", 1767 → "17.67", 970000 → "9,700". */
export function formatOdds(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  const grouped = whole.toLocaleString('en-US');
  return cents === 0 ? grouped : `${grouped}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** The play types' Vietnamese names, shown beside the translation whatever the language. */
export const vnPlayTypeNames: Record<string, string> = {
  LO2: 'Lô 2 số',
  LO3: 'Lô 3 số',
  DE: 'Đề',
  DE_DAU: 'Đầu',
  DE_DUOI: 'Đuôi',
  DE_G1: 'Đề giải nhất',
  CANG3: '3 càng',
  CANG4: '4 càng',
  XIEN2: 'Xiên 2',
  XIEN3: 'Xiên 3',
  XIEN4: 'Xiên 4',
  TRUOT4: 'Trượt 4',
  TRUOT8: 'Trượt 8',
  TRUOT10: 'Trượt 10',
  DA: 'Đá',
};
