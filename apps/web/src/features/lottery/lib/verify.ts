import { seedCommitment } from '@msp/contracts/lottery/draw.ts';
import type { GameFamily } from '@msp/contracts/lottery/families.ts';
import { deriveGameDraw } from '@msp/contracts/lottery/game-families.ts';

export interface Published {
  gameCode: string;
  family: GameFamily;
  numero: string;
  commitment: string;
  seed: string | null;
  result: number[] | null;
  /** An operator's corrections after the draw: the first `from` is the result the seed drew. */
  corrections?: { from: number[]; to: number[]; reason: string; at: string }[];
}

export type Verdict =
  | { state: 'pending' }
  | {
      state: 'match' | 'mismatch';
      /** SHA-256 of the published seed, computed here. */
      commitment: string;
      commitmentMatches: boolean;
      /** The draw recomputed here from the seed, the game code and the numero. */
      result: number[];
      resultMatches: boolean;
      /** The operator's last correction, when the published result is a corrected one. */
      correction: { to: number[]; reason: string; at: string } | null;
    };

/**
 * Checks a published draw in this browser (WebCrypto): the seed's SHA-256 must be the commitment published
 * before the cut-off, and the result must be the one the seed derives (docs/lottery.md "Draws nobody can bend").
 */
export async function verifyDraw(published: Published): Promise<Verdict> {
  if (!published.seed || !published.result) return { state: 'pending' };
  const [commitment, result] = await Promise.all([
    seedCommitment(published.seed),
    deriveGameDraw(published.family, published.seed, published.gameCode, published.numero),
  ]);
  const commitmentMatches = commitment === published.commitment.trim().toLowerCase();
  // A corrected result is checked against what the seed drew before the correction; the correction is shown.
  const corrections = published.corrections ?? [];
  const drawn = corrections[0]?.from ?? published.result;
  const resultMatches =
    result.length === drawn.length && result.every((number, index) => number === drawn[index]);
  const last = corrections.at(-1);
  return {
    state: commitmentMatches && resultMatches ? 'match' : 'mismatch',
    commitment,
    commitmentMatches,
    result,
    resultMatches,
    correction: last ? { to: last.to, reason: last.reason, at: last.at } : null,
  };
}
