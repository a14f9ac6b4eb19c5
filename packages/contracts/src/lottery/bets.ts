/**
 * Bets of our own lottery families and what a draw pays them (docs/lottery.md "Bet types and payouts").
 *
 * A bet is a canonical key (`BIG`, `SUM:13`, `MAIN2:7-23`, `FRONT:GROUP6:123`, …). A draw's result names the
 * keys it pays (`winningKeys`): a few dozen, whatever was bet, so settlement joins the bets of a numero with that
 * short list in one statement. Each key pays through its odds key (`oddsKeyOf`: `SUM:13` has its own, every
 * `MAIN:n` shares `MAIN`), a multiplier in hundredths that includes the stake; a merchant may override any.
 */
import { colourOf28, colourOfBall, lotteryFamilies, type LotteryFamily } from './families.ts';

/** What a key does for a result: pays `multiplier` (hundredths, stake included), or hands the stake back. */
export interface Payout {
  betKey: string;
  outcome: 'WIN' | 'PUSH';
  oddsKey: string;
}

const sumOf = (numbers: number[]) => numbers.reduce((total, number) => total + number, 0);
const ascending = (numbers: number[]) => [...numbers].sort((a, b) => a - b);
const windows = { FRONT: [0, 3], MIDDLE: [1, 4], BACK: [2, 5] } as const;

/** The 28-style straight: three consecutive digits in any order (0-1-2 … 7-8-9; no wrap past 9). */
const isStraight = (digits: number[]) => {
  const [a, b, c] = ascending(digits);
  return b === a! + 1 && c === b + 1;
};

/** The keys a draw pays, each with its outcome; every other key of the family loses. */
export function winningKeys(family: LotteryFamily, drawn: number[]): Payout[] {
  const wins: Payout[] = [];
  const win = (betKey: string, oddsKey = oddsKeyOf(family, betKey)) =>
    wins.push({ betKey, outcome: 'WIN', oddsKey });
  const push = (betKey: string) => wins.push({ betKey, outcome: 'PUSH', oddsKey: oddsKeyOf(family, betKey) });
  switch (family) {
    case 'DIGITS3': {
      const sum = sumOf(drawn);
      const size = sum >= 14 ? 'BIG' : 'SMALL';
      const parity = sum % 2 ? 'ODD' : 'EVEN';
      win(`SUM:${sum}`);
      win(size);
      win(parity);
      win(`${size}_${parity}`);
      if (sum >= 22) win('EXTREME_BIG');
      if (sum <= 5) win('EXTREME_SMALL');
      win(`COLOUR:${colourOf28(sum)}`);
      const distinct = new Set(drawn).size;
      if (distinct === 1) win('TRIPLE');
      if (distinct === 2) win('PAIR');
      if (isStraight(drawn)) win('STRAIGHT');
      break;
    }
    case 'DICE': {
      const sum = sumOf(drawn);
      const triple = new Set(drawn).size === 1;
      win(`SUM:${sum}`);
      // As at a sic bo table, a triple loses big, small, odd and even.
      if (!triple) {
        win(sum >= 11 ? 'BIG' : 'SMALL');
        win(sum % 2 ? 'ODD' : 'EVEN');
      } else {
        win('ANY_TRIPLE');
        win(`TRIPLE:${drawn[0]}`);
      }
      for (let face = 1; face <= 6; face += 1) {
        const count = drawn.filter((die) => die === face).length;
        if (count >= 2) win(`PAIR:${face}`);
        // A single face pays by how many dice show it.
        if (count >= 1) win(`FACE:${face}`, `FACE_X${count}`);
        for (let other = face + 1; other <= 6; other += 1) {
          if (count >= 1 && drawn.includes(other)) win(`COMBO:${face}-${other}`);
        }
      }
      break;
    }
    case 'DIGITS5': {
      drawn.forEach((digit, index) => {
        win(`P${index + 1}:${digit}`);
        win(`P${index + 1}:${digit >= 5 ? 'BIG' : 'SMALL'}`);
        win(`P${index + 1}:${digit % 2 ? 'ODD' : 'EVEN'}`);
      });
      const sum = sumOf(drawn);
      win(`SUM:${sum >= 23 ? 'BIG' : 'SMALL'}`);
      win(`SUM:${sum % 2 ? 'ODD' : 'EVEN'}`);
      for (const [name, [from, to]] of Object.entries(windows)) {
        const three = drawn.slice(from, to);
        win(`${name}:STRAIGHT:${three.join('')}`);
        const distinct = new Set(three).size;
        if (distinct === 2) win(`${name}:GROUP3:${ascending(three).join('')}`);
        if (distinct === 3) win(`${name}:GROUP6:${ascending(three).join('')}`);
      }
      break;
    }
    case 'BALLS49': {
      const main = ascending(drawn.slice(0, 6));
      const special = drawn[6]!;
      win(`SPECIAL:${special}`);
      win(`SPECIAL:${colourOfBall(special)}`);
      // The 49 is neither big nor small, odd nor even: those bets get their stake back.
      if (special === 49) for (const side of ['BIG', 'SMALL', 'ODD', 'EVEN']) push(`SPECIAL:${side}`);
      else {
        win(`SPECIAL:${special >= 25 ? 'BIG' : 'SMALL'}`);
        win(`SPECIAL:${special % 2 ? 'ODD' : 'EVEN'}`);
      }
      main.forEach((a, i) => {
        win(`MAIN:${a}`);
        main.slice(i + 1).forEach((b, j) => {
          win(`MAIN2:${a}-${b}`);
          main.slice(i + j + 2).forEach((c) => win(`MAIN3:${a}-${b}-${c}`));
        });
      });
      break;
    }
  }
  return wins;
}

/** Which odds a key pays by: keys of the same chance share one. */
export function oddsKeyOf(family: LotteryFamily, betKey: string): string {
  if (family === 'DIGITS3' && betKey.startsWith('SUM:')) return betKey;
  if (family === 'DICE') {
    if (betKey.startsWith('SUM:')) return betKey;
    if (/^(TRIPLE|PAIR|COMBO):/.test(betKey)) return betKey.split(':')[0]!;
    if (betKey.startsWith('FACE:')) return 'FACE_X1';
  }
  if (family === 'DIGITS5') {
    const position = /^P\d:(\d|BIG|SMALL|ODD|EVEN)$/.exec(betKey);
    if (position) return /\d$/.test(betKey) ? 'POSITION:DIGIT' : `POSITION:${position[1]}`;
    const three = /^(FRONT|MIDDLE|BACK):(STRAIGHT|GROUP3|GROUP6):/.exec(betKey);
    if (three) return `THREE:${three[2]}`;
  }
  if (family === 'BALLS49') {
    if (/^SPECIAL:\d+$/.test(betKey)) return 'SPECIAL';
    if (/^MAIN\d?:/.test(betKey)) return betKey.split(':')[0]!;
  }
  return betKey;
}

const inRange = (text: string, low: number, high: number) => {
  const value = Number(text);
  return /^(0|[1-9]\d*)$/.test(text) && value >= low && value <= high;
};
const sortedDistinct = (numbers: number[]) => numbers.every((n, i) => i === 0 || n > numbers[i - 1]!);

/** Whether a key is one of the family's bets, written canonically (numbers ascending, no leading zeros). */
export function isBetKey(family: LotteryFamily, betKey: string): boolean {
  const [head, ...rest] = betKey.split(':');
  const tail = rest.join(':');
  switch (family) {
    case 'DIGITS3':
      if (head === 'SUM') return inRange(tail, 0, 27);
      if (head === 'COLOUR') return ['GRAY', 'RED', 'GREEN', 'BLUE'].includes(tail);
      return (
        rest.length === 0 &&
        [
          'BIG',
          'SMALL',
          'ODD',
          'EVEN',
          'BIG_ODD',
          'BIG_EVEN',
          'SMALL_ODD',
          'SMALL_EVEN',
          'EXTREME_BIG',
          'EXTREME_SMALL',
          'TRIPLE',
          'PAIR',
          'STRAIGHT',
        ].includes(head!)
      );
    case 'DICE':
      if (head === 'SUM') return inRange(tail, 3, 18);
      if (head === 'TRIPLE' || head === 'PAIR' || head === 'FACE') return inRange(tail, 1, 6);
      if (head === 'COMBO') {
        const faces = tail.split('-');
        return (
          faces.length === 2 &&
          faces.every((face) => inRange(face, 1, 6)) &&
          sortedDistinct(faces.map(Number))
        );
      }
      return rest.length === 0 && ['BIG', 'SMALL', 'ODD', 'EVEN', 'ANY_TRIPLE'].includes(head!);
    case 'DIGITS5': {
      if (/^P[1-5]$/.test(head!)) return /^(\d|BIG|SMALL|ODD|EVEN)$/.test(tail);
      if (head === 'SUM') return ['BIG', 'SMALL', 'ODD', 'EVEN'].includes(tail);
      if (!(head! in windows) || rest.length !== 2) return false;
      const [kind, digits] = rest as [string, string];
      if (!/^\d{3}$/.test(digits)) return false;
      const picked = [...digits].map(Number);
      const distinct = new Set(picked).size;
      if (kind === 'STRAIGHT') return true;
      const sorted = ascending(picked).join('') === digits;
      if (kind === 'GROUP3') return sorted && distinct === 2;
      if (kind === 'GROUP6') return sorted && distinct === 3;
      return false;
    }
    case 'BALLS49': {
      if (head === 'SPECIAL') {
        return inRange(tail, 1, 49) || ['RED', 'BLUE', 'GREEN', 'BIG', 'SMALL', 'ODD', 'EVEN'].includes(tail);
      }
      const size = { MAIN: 1, MAIN2: 2, MAIN3: 3 }[head as 'MAIN' | 'MAIN2' | 'MAIN3'];
      if (!size) return false;
      const balls = tail.split('-');
      return (
        balls.length === size &&
        balls.every((ball) => inRange(ball, 1, 49)) &&
        sortedDistinct(balls.map(Number))
      );
    }
  }
}

/** The return to player the default odds aim at: 97 % of stakes come back over the long run. */
export const DEFAULT_RETURN_TO_PLAYER = 0.97;

/**
 * A single face pays by count, as at a sic bo table: 2× for one die, 3× for two, 14× for three
 * (return 96.8 %). Every other default is `floor((RTP − P(push)) / P(win))` to the hundredth.
 */
const FACE_ODDS = { FACE_X1: 200, FACE_X2: 300, FACE_X3: 1400 };

/** Every possible draw of an ELOTT family, for exact chances (1,000, 216 and 100,000 of them). */
function allDraws(family: Exclude<LotteryFamily, 'BALLS49'>) {
  const { count, lowest, range } = lotteryFamilies[family];
  const draws: number[][] = [];
  const total = range ** count;
  for (let index = 0; index < total; index += 1) {
    const draw: number[] = [];
    for (let rest = index, position = 0; position < count; position += 1, rest = Math.floor(rest / range)) {
      draw.unshift((rest % range) + lowest);
    }
    draws.push(draw);
  }
  return draws;
}

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/** The chance (win, push) of one representative key per odds key. */
function chances(family: LotteryFamily): Map<string, { win: number; push: number }> {
  const result = new Map<string, { win: number; push: number }>();
  if (family === 'BALLS49') {
    const balls = 49;
    const colours = { RED: 17, BLUE: 16, GREEN: 16 };
    result.set('SPECIAL', { win: 1 / balls, push: 0 });
    for (const [colour, count] of Object.entries(colours)) {
      result.set(`SPECIAL:${colour}`, { win: count / balls, push: 0 });
    }
    for (const side of ['BIG', 'SMALL', 'ODD', 'EVEN'])
      result.set(`SPECIAL:${side}`, { win: 24 / 49, push: 1 / 49 });
    // k chosen numbers all among the six main ones: C(6, k) / C(49, k).
    [1, 2, 3].forEach((k) =>
      result.set(k === 1 ? 'MAIN' : `MAIN${k}`, { win: choose(6, k) / choose(49, k), push: 0 }),
    );
    return result;
  }
  // Count, over every draw, the draws each key wins; a shared odds key takes one representative key.
  const representative = new Map<string, string>();
  const wins = new Map<string, number>();
  const draws = allDraws(family);
  for (const draw of draws) {
    for (const { betKey, oddsKey } of winningKeys(family, draw)) {
      if (oddsKey.startsWith('FACE_X')) continue;
      if (!representative.has(oddsKey)) representative.set(oddsKey, betKey);
      if (representative.get(oddsKey) === betKey) wins.set(betKey, (wins.get(betKey) ?? 0) + 1);
    }
  }
  for (const [oddsKey, betKey] of representative) {
    result.set(oddsKey, { win: wins.get(betKey)! / draws.length, push: 0 });
  }
  return result;
}

const defaultOddsCache = new Map<LotteryFamily, Record<string, number>>();

/** The default multiplier (hundredths, stake included) of every odds key of the family. */
export function defaultOdds(family: LotteryFamily): Record<string, number> {
  let odds = defaultOddsCache.get(family);
  if (!odds) {
    odds = {};
    for (const [oddsKey, chance] of chances(family)) {
      // Rounded to a millionth before the floor: in floating point 0.97 / 0.1 × 100 is 969.99…, not 970.
      const exact = ((DEFAULT_RETURN_TO_PLAYER - chance.push) / chance.win) * 100;
      odds[oddsKey] = Math.floor(Math.round(exact * 1e6) / 1e6);
    }
    if (family === 'DICE') Object.assign(odds, FACE_ODDS);
    defaultOddsCache.set(family, odds);
  }
  return odds;
}

/** The most a key can pay per unit staked (hundredths): its odds, or for a single face its three-dice odds. */
export function bestMultiplier(family: LotteryFamily, odds: Record<string, number>, betKey: string) {
  const oddsKey = oddsKeyOf(family, betKey);
  if (oddsKey === 'FACE_X1') return Math.max(odds.FACE_X1 ?? 0, odds.FACE_X2 ?? 0, odds.FACE_X3 ?? 0);
  return odds[oddsKey] ?? 0;
}

/** What a bet of `stake` (minor units) gets back for a payout at `multiplier` hundredths: never a fraction. */
export const payoutOf = (stake: bigint, payout: Payout, multiplier: number) =>
  payout.outcome === 'PUSH' ? stake : (stake * BigInt(multiplier)) / 100n;
