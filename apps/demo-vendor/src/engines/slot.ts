/**
 * "5-reel": a 5 × 3 video slot with 20 fixed paylines, a substituting WILD and a SCATTER paying anywhere.
 * The math (strips, paytable, lines and the exact return to player) is written down in GAMES.md.
 */
import { cryptoRandomInt, type RandomInt } from './random.ts';

/** W wild, S scatter, 7 seven, C crown, G gem, B bell, A K Q J T (ten) the card symbols. */
export const slotSymbols = ['W', 'S', '7', 'C', 'G', 'B', 'A', 'K', 'Q', 'J', 'T'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];
export type PayingSymbol = Exclude<SlotSymbol, 'S'>;

export interface SlotConfig {
  rows: number;
  /** One string per reel; each character is a symbol, the strip wraps around. */
  strips: readonly string[];
  /** For each line, the row (0 = top) it reads on each reel. */
  lines: readonly (readonly number[])[];
  /** Multiples of the line bet for 3, 4, 5 in a row from the left (WILD substitutes for all but S). */
  linePays: Readonly<Record<PayingSymbol, readonly [number, number, number]>>;
  /** Multiples of the total bet for 3, 4, 5 scatters anywhere in the window. */
  scatterPays: readonly [number, number, number];
  /** The bets a player may choose, in minor units; each a multiple of the number of lines. */
  bets: readonly number[];
}

export const slotConfig: SlotConfig = {
  rows: 3,
  strips: [
    'WQTBG7KJAQSKTJBCTQTAG7KJQBSKTJAC',
    'JAC7QTBGWKJAQSKTJBC7QTAGWKJQBSKT',
    'TKSBQJKWGATQ7CBJTKSQAJKWGBTQ7CAJ',
    'WKJQBSKTJAC7QTBGWKJAQSKTJBC7QTAG',
    'GCWAQBK7JTAGSKQJBCTQTAG7KJQBSKTJ',
  ],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [0, 2, 0, 2, 0],
    [2, 0, 2, 0, 2],
    [1, 0, 2, 0, 1],
  ],
  linePays: {
    W: [100, 500, 2500],
    '7': [50, 200, 1000],
    C: [40, 150, 500],
    G: [30, 100, 300],
    B: [25, 75, 200],
    A: [15, 50, 150],
    K: [15, 40, 120],
    Q: [12, 30, 100],
    J: [12, 25, 75],
    T: [10, 25, 60],
  },
  scatterPays: [2, 10, 50],
  bets: [100, 200, 500, 1000, 2000, 5000, 10000],
};

export interface LineWin {
  /** Index into `lines`. */
  line: number;
  symbol: PayingSymbol;
  /** How many reels from the left pay (3–5). */
  count: number;
  /** Minor units. */
  win: number;
}

export interface SlotSpin {
  bet: number;
  /** The strip position shown in the top row of each reel. */
  stops: number[];
  /** grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatter: { count: number; win: number; positions: [reel: number, row: number][] };
  /** Total win in minor units (lines + scatter). */
  win: number;
}

function isSymbol(value: string): value is SlotSymbol {
  return (slotSymbols as readonly string[]).includes(value);
}

function symbolAt(strip: string, position: number): SlotSymbol {
  const symbol = strip[position % strip.length];
  if (symbol === undefined || !isSymbol(symbol)) throw new Error(`bad strip symbol at ${position}`);
  return symbol;
}

/** The pay of one line as a multiple of the line bet, and what pays. */
export function linePay(
  symbols: readonly SlotSymbol[],
  pays: SlotConfig['linePays'],
): { multiple: number; symbol: PayingSymbol; count: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'W') wilds++;
  const wildMultiple = wilds >= 3 ? (pays.W[wilds - 3] ?? 0) : 0;
  const first = symbols[wilds];
  let best = wildMultiple > 0 ? { multiple: wildMultiple, symbol: 'W' as PayingSymbol, count: wilds } : null;
  if (first !== undefined && first !== 'S' && first !== 'W') {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === 'W')) count++;
    const multiple = count >= 3 ? (pays[first][count - 3] ?? 0) : 0;
    if (multiple > (best?.multiple ?? 0)) best = { multiple, symbol: first, count };
  }
  return best;
}

/** The outcome of the reels stopping at `stops` for a total bet of `bet` minor units. */
export function evaluateSpin(
  stops: readonly number[],
  bet: number,
  config: SlotConfig = slotConfig,
): SlotSpin {
  const lineBet = bet / config.lines.length;
  if (!Number.isSafeInteger(lineBet)) throw new Error('the bet must be a multiple of the number of lines');
  const grid = config.strips.map((strip, reel) =>
    Array.from({ length: config.rows }, (_, row) => symbolAt(strip, (stops[reel] ?? 0) + row)),
  );
  const lineWins: LineWin[] = [];
  config.lines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]?.[row] ?? 'S');
    const pay = linePay(symbols, config.linePays);
    if (pay) lineWins.push({ line, symbol: pay.symbol, count: pay.count, win: pay.multiple * lineBet });
  });
  const positions: [number, number][] = [];
  grid.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (symbol === 'S') positions.push([reel, row]);
    }),
  );
  const scatterMultiple = positions.length >= 3 ? (config.scatterPays[positions.length - 3] ?? 0) : 0;
  const scatter = { count: positions.length, win: scatterMultiple * bet, positions };
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0) + scatter.win;
  return { bet, stops: [...stops], grid, lineWins, scatter, win };
}

/** One spin: each reel stops at a uniformly drawn strip position. */
export function spin(
  bet: number,
  config: SlotConfig = slotConfig,
  random: RandomInt = cryptoRandomInt,
): SlotSpin {
  return evaluateSpin(
    config.strips.map((strip) => random(strip.length)),
    bet,
    config,
  );
}

export interface SlotRtp {
  /** Exact return to player as a fraction of the total bet: numerator / denominator. */
  numerator: bigint;
  denominator: bigint;
  /** The same as floats. */
  rtp: number;
  lineRtp: number;
  scatterRtp: number;
}

function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 15n;
  return Number((numerator * scale) / denominator) / 1e15;
}

/**
 * The exact return to player. Each reel stops uniformly and independently, so every cell of a reel shows
 * symbol s with probability count(s)/length, whatever its row; a line reads one cell per reel, so the
 * five symbols of any line are independent with those marginals and every line has the same expectation:
 *   E[line multiple] = Σ over symbol 5-tuples of Π count_i(s_i) / Π length_i × pay(tuple).
 * The 20 lines together stake the total bet, so the lines return exactly E[line multiple] of it.
 * The scatter count of a reel's window depends on neighbouring cells, so each reel's distribution is
 * counted over its stop positions and the five are convolved. All in integers: the result is exact.
 */
export function computeSlotRtp(config: SlotConfig = slotConfig): SlotRtp {
  const denominator = config.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const counts = config.strips.map((strip) => {
    const byCount = new Map<SlotSymbol, bigint>();
    for (const character of strip) {
      if (!isSymbol(character)) throw new Error(`bad strip symbol ${character}`);
      byCount.set(character, (byCount.get(character) ?? 0n) + 1n);
    }
    return [...byCount.entries()];
  });

  let lineNumerator = 0n;
  const tuple: SlotSymbol[] = [];
  const walk = (reel: number, weight: bigint): void => {
    if (reel === counts.length) {
      const pay = linePay(tuple, config.linePays);
      if (pay) lineNumerator += weight * BigInt(pay.multiple);
      return;
    }
    for (const [symbol, count] of counts[reel] ?? []) {
      tuple[reel] = symbol;
      walk(reel + 1, weight * count);
    }
    tuple.length = reel;
  };
  walk(0, 1n);

  // Distribution of the number of visible scatters, as counts of stop combinations.
  let distribution: bigint[] = [1n];
  for (const strip of config.strips) {
    const perReel: bigint[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let visible = 0;
      for (let row = 0; row < config.rows; row++) if (symbolAt(strip, stop + row) === 'S') visible++;
      perReel[visible] = (perReel[visible] ?? 0n) + 1n;
    }
    const next: bigint[] = [];
    distribution.forEach((ways, have) =>
      perReel.forEach((reelWays, add) => {
        next[have + add] = (next[have + add] ?? 0n) + ways * (reelWays ?? 0n);
      }),
    );
    distribution = next;
  }
  let scatterNumerator = 0n;
  distribution.forEach((ways, count) => {
    const multiple = count >= 3 ? (config.scatterPays[count - 3] ?? 0) : 0;
    scatterNumerator += (ways ?? 0n) * BigInt(multiple);
  });

  const numerator = lineNumerator + scatterNumerator;
  return {
    numerator,
    denominator,
    rtp: ratio(numerator, denominator),
    lineRtp: ratio(lineNumerator, denominator),
    scatterRtp: ratio(scatterNumerator, denominator),
  };
}
