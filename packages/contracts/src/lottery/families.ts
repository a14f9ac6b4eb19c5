/** The lottery families our own draw engine runs (docs/lottery.md). */
export const lotteryFamilyNames = ['DIGITS3', 'DICE', 'DIGITS5', 'BALLS49'] as const;
export type LotteryFamily = (typeof lotteryFamilyNames)[number];

/**
 * The families bought by the unit and paid per hit (point-games.ts): the Vietnamese lottery's two sheets and SEA 4D.
 * Every game of the engine is of a lottery family or of a point family.
 */
export const pointFamilyNames = ['VN_NORTH', 'VN_SOUTH', 'SEA4D'] as const;
export type PointFamily = (typeof pointFamilyNames)[number];
export const gameFamilyNames = [...lotteryFamilyNames, ...pointFamilyNames] as const;
export type GameFamily = (typeof gameFamilyNames)[number];

export const isPointFamily = (family: string): family is PointFamily =>
  (pointFamilyNames as readonly string[]).includes(family);
export const isLotteryFamily = (family: GameFamily): family is LotteryFamily => !isPointFamily(family);

interface FamilyShape {
  /** ELOTT: electronic fast draws; LOTT: 49-ball draws. */
  category: 'ELOTT' | 'LOTT';
  /** How many numbers a draw has, from `lowest` to `lowest + range - 1`. */
  count: number;
  lowest: number;
  range: number;
  /** Balls leave the drum: no number twice. */
  distinct: boolean;
}

export const lotteryFamilies: Record<LotteryFamily, FamilyShape> = {
  DIGITS3: { category: 'ELOTT', count: 3, lowest: 0, range: 10, distinct: false },
  DICE: { category: 'ELOTT', count: 3, lowest: 1, range: 6, distinct: false },
  DIGITS5: { category: 'ELOTT', count: 5, lowest: 0, range: 10, distinct: false },
  BALLS49: { category: 'LOTT', count: 7, lowest: 1, range: 49, distinct: true },
};

/** The 28-style sum's colour: gray 0, 13, 14, 27; otherwise red, green or blue by the sum's residue mod 3. */
export type Colour28 = 'GRAY' | 'RED' | 'GREEN' | 'BLUE';
export function colourOf28(sum: number): Colour28 {
  if (sum === 0 || sum === 13 || sum === 14 || sum === 27) return 'GRAY';
  return (['RED', 'GREEN', 'BLUE'] as const)[sum % 3]!;
}

/** The standard colours of the 49 balls (red 17, blue 16, green 16). */
export type BallColour = 'RED' | 'BLUE' | 'GREEN';
const RED_BALLS = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE_BALLS = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
export function colourOfBall(ball: number): BallColour {
  if (RED_BALLS.includes(ball)) return 'RED';
  return BLUE_BALLS.includes(ball) ? 'BLUE' : 'GREEN';
}

/**
 * The games: each ELOTT family every 1, 3 and 5 minutes, the 49-ball draw every 5 minutes and a classic one on
 * Tuesday, Thursday and Saturday evenings (21:30 in the merchant's time zone).
 */
export interface LotteryGameDefinition {
  gameCode: string;
  family: LotteryFamily;
  /** Minutes between draws; null for the classic evening draw. */
  intervalMinutes: number | null;
}

export const lotteryGames: LotteryGameDefinition[] = [
  ...(['DIGITS3', 'DICE', 'DIGITS5'] as const).flatMap((family) =>
    [1, 3, 5].map((minutes) => ({
      gameCode: `${family === 'DIGITS3' ? 'E28' : family === 'DICE' ? 'EDICE' : 'E5D'}_${minutes}M`,
      family,
      intervalMinutes: minutes,
    })),
  ),
  { gameCode: 'L49_5M', family: 'BALLS49', intervalMinutes: 5 },
  { gameCode: 'L49_CLASSIC', family: 'BALLS49', intervalMinutes: null },
];
