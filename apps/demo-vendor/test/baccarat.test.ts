import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  baccaratPayout,
  bankerDraws,
  cardValue,
  computeBaccaratOdds,
  dealBaccarat,
  playCoup,
  reshuffleBelow,
  Shoe,
  shuffle,
  type Card,
  type Rank,
} from '../src/engines/baccarat.ts';

/** Deals a stacked sequence of ranks in order (Player, Banker, Player, Banker, then third cards). */
function coup(...sequence: Rank[]) {
  const cards: Card[] = sequence.map((rank) => ({ rank, suit: 'S' }));
  let next = 0;
  const result = playCoup(
    () => {
      const card = cards[next++];
      if (!card) throw new Error('the stacked hand ran out');
      return card;
    },
    (card) => cardValue(card),
  );
  return {
    ...result,
    used: next,
    player: result.player.map((c) => c.rank),
    banker: result.banker.map((c) => c.rank),
  };
}

describe('baccarat third-card rules', () => {
  it('counts A as 1 and tens and faces as 0', () => {
    expect(
      ['A', '9', '10', 'J', 'Q', 'K'].map((rank) => cardValue({ rank: rank as Rank, suit: 'H' })),
    ).toEqual([1, 9, 0, 0, 0, 0]);
  });

  it('ends on a natural without third cards', () => {
    const hand = coup('4', '7', '5', 'K'); // Player 9, Banker 7
    expect(hand).toMatchObject({ playerTotal: 9, bankerTotal: 7, outcome: 'PLAYER', natural: true, used: 4 });
    const banker = coup('3', '8', '2', 'Q'); // Player 5, Banker 8: the Player does not draw
    expect(banker).toMatchObject({ outcome: 'BANKER', natural: true, used: 4 });
  });

  it('lets the Player draw on 0–5 and stand on 6–7', () => {
    expect(coup('3', '2', '2', '4', 'K', '5').player).toHaveLength(3); // Player 5 draws
    expect(coup('3', '2', '3', '4', '9').player).toHaveLength(2); // Player 6 stands, Banker 6 stands
  });

  it('lets the Banker draw on 0–5 when the Player stood', () => {
    // Player 7 stands; Banker 5 draws a 3 → 8, wins.
    expect(coup('4', '2', '3', '3', '3')).toMatchObject({ bankerTotal: 8, outcome: 'BANKER', used: 5 });
    // Player 6 stands; Banker 6 stands → tie.
    expect(coup('4', '2', '2', '4')).toMatchObject({ outcome: 'TIE', used: 4 });
  });

  it('applies the Banker table after a Player third card', () => {
    // Banker 3 stands on a Player third 8: Player 0+0+8 = 8 beats 3.
    expect(coup('K', 'A', 'Q', '2', '8')).toMatchObject({
      banker: ['A', '2'],
      playerTotal: 8,
      outcome: 'PLAYER',
    });
    // Banker 3 draws on a Player third 9.
    expect(coup('K', 'A', 'Q', '2', '9', '4').banker).toEqual(['A', '2', '4']);
    // Banker 4 draws on 2–7, stands on 1.
    expect(coup('K', '2', 'Q', '2', '2', '3').banker).toHaveLength(3);
    expect(coup('K', '2', 'Q', '2', 'A').banker).toHaveLength(2);
    // Banker 5 draws on 4–7, stands on 3.
    expect(coup('K', '2', 'Q', '3', '4', 'A').banker).toHaveLength(3);
    expect(coup('K', '2', 'Q', '3', '3').banker).toHaveLength(2);
    // Banker 6 draws on 6–7 only.
    expect(coup('K', '3', 'Q', '3', '7', 'A').banker).toHaveLength(3);
    expect(coup('K', '3', 'Q', '3', '5').banker).toHaveLength(2);
    // Banker 7 always stands; Banker 0–2 always draws.
    expect(coup('K', '3', 'Q', '4', '6').banker).toHaveLength(2);
    expect(coup('K', 'K', 'Q', '2', '8', '5')).toMatchObject({ banker: ['K', '2', '5'], bankerTotal: 7 });
  });

  it('matches the full Banker drawing table', () => {
    const draws = (total: number) =>
      Array.from({ length: 10 }, (_, third) => (bankerDraws(total, third) ? 'D' : 'S')).join('');
    expect(draws(2)).toBe('DDDDDDDDDD');
    expect(draws(3)).toBe('DDDDDDDDSD');
    expect(draws(4)).toBe('SSDDDDDDSS');
    expect(draws(5)).toBe('SSSSDDDDSS');
    expect(draws(6)).toBe('SSSSSSDDSS');
    expect(draws(7)).toBe('SSSSSSSSSS');
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
  });
});

describe('baccarat payouts and the shoe', () => {
  it('pays Player 1:1, Banker 0.95:1, Tie 8:1 and pushes Player/Banker on a tie', () => {
    const bets = { player: 1000, banker: 500, tie: 100 };
    expect(baccaratPayout(bets, 'PLAYER')).toEqual({ player: 2000, banker: 0, tie: 0, total: 2000 });
    expect(baccaratPayout(bets, 'BANKER')).toEqual({ player: 0, banker: 975, tie: 0, total: 975 });
    expect(baccaratPayout(bets, 'TIE')).toEqual({ player: 1000, banker: 500, tie: 900, total: 2400 });
  });

  it('shuffles 8 full decks and reshuffles below 52 cards', () => {
    const shoe = new Shoe();
    expect(shoe.remaining).toBe(416);
    const seen = new Map<string, number>();
    for (let i = 0; i < 416; i++) {
      const card = shoe.draw();
      seen.set(card.rank + card.suit, (seen.get(card.rank + card.suit) ?? 0) + 1);
    }
    expect(seen.size).toBe(52);
    expect([...seen.values()].every((count) => count === 8)).toBe(true);
    expect(() => shoe.draw()).toThrow();

    const fresh = new Shoe();
    let rounds = 0;
    while (fresh.remaining >= reshuffleBelow) {
      const round = dealBaccarat(fresh, { player: 100, banker: 0, tie: 0 });
      expect(round.reshuffled).toBe(false);
      rounds++;
    }
    const next = dealBaccarat(fresh, { player: 100, banker: 0, tie: 0 });
    expect(next.reshuffled).toBe(true);
    expect(next.cardsLeft).toBeGreaterThan(416 - 7);
    expect(rounds).toBeGreaterThan(60);
  });

  it('shuffles with Fisher–Yates: a known draw sequence gives the known permutation', () => {
    const draws = [0, 0, 1]; // i = 3 → j 0, i = 2 → j 0, i = 1 → j 1
    let next = 0;
    expect(shuffle(['a', 'b', 'c', 'd'], () => draws[next++] ?? 0)).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('baccarat house edges', () => {
  const odds = computeBaccaratOdds();

  it('equal the published 8-deck figures', () => {
    expect(odds.banker).toBeCloseTo(0.458597, 6);
    expect(odds.player).toBeCloseTo(0.446247, 6);
    expect(odds.tie).toBeCloseTo(0.095156, 6);
    expect(odds.banker + odds.player + odds.tie).toBeCloseTo(1, 10);
    expect(odds.houseEdge.banker).toBeCloseTo(0.010579, 6);
    expect(odds.houseEdge.player).toBeCloseTo(0.012351, 6);
    expect(odds.houseEdge.tie).toBeCloseTo(0.143596, 6);
  });

  it('are the ones documented', () => {
    const games = readFileSync(new URL('../GAMES.md', import.meta.url), 'utf8');
    /** A table row `| label | value |`, whatever padding the formatter gave it. */
    const row = (label: string, value: string) =>
      new RegExp(`\\| ${label.replace(/[()]/g, '\\$&')} +\\| ${value.replace('.', '\\.')} +\\|`);
    expect(games).toMatch(row('Banker (0.95:1)', `${(odds.houseEdge.banker * 100).toFixed(2)} %`));
    expect(games).toMatch(row('Player (1:1)', `${(odds.houseEdge.player * 100).toFixed(2)} %`));
    expect(games).toMatch(row('Tie (8:1)', `${(odds.houseEdge.tie * 100).toFixed(2)} %`));
    expect(games).toMatch(row('Banker wins', odds.banker.toFixed(6)));
  });
});
