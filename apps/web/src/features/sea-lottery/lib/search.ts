/**
 * "Has my number come up?": a four-digit number looked up in past 4D results, in the number itself or, when
 * asked, in any of its orderings (what an iBox or Box on it would have held).
 */
import {
  fourDPlaces,
  permutationsOf,
  type FourDResult,
  type FourDTier,
} from '@msp/contracts/lottery/sea4d.ts';

/** A draw as the results list gives it; `result` is null until it is drawn. */
export interface PastDraw {
  numero: string;
  drawsAt: string;
  result: FourDResult | null;
}

export interface SearchHit {
  numero: string;
  drawsAt: string;
  tier: FourDTier;
  /** The winning number found: the one searched, or one of its orderings. */
  number: string;
  /** The number itself, not another ordering of its digits. */
  exact: boolean;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** How many drawn results were looked through. */
  searched: number;
}

export const isFourDigits = (value: string) => /^[0-9]{4}$/.test(value);

/**
 * Every place of the drawn results that holds the number (with `permutations`, any ordering of its digits), in the
 * order of the draws given, and within a draw from the first prize down. Throws on anything but four digits.
 */
export function searchNumber(
  draws: readonly PastDraw[],
  number: string,
  { permutations = false }: { permutations?: boolean } = {},
): SearchOutcome {
  if (!isFourDigits(number)) throw new Error(`not four digits: ${number}`);
  const wanted = new Set(permutations ? permutationsOf(number) : [number]);
  const drawn = draws.filter((draw): draw is PastDraw & { result: FourDResult } => draw.result !== null);
  const hits = drawn.flatMap(({ numero, drawsAt, result }) =>
    fourDPlaces(result)
      .filter((place) => wanted.has(place.number))
      .map(({ tier, number: found }) => ({ numero, drawsAt, tier, number: found, exact: found === number })),
  );
  return { hits, searched: drawn.length };
}
