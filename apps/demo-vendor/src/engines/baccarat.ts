/**
 * Punto Banco from an 8-deck shoe: standard third-card rules, Player 1:1, Banker 0.95:1, Tie 8:1 (Player and
 * Banker bets push on a tie). Several bets may ride on one coup. House edges in GAMES.md.
 */
import { cryptoRandomInt, type RandomInt } from './random.ts';

export const suits = ['S', 'H', 'D', 'C'] as const;
export const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Suit = (typeof suits)[number];
export type Rank = (typeof ranks)[number];
export interface Card {
  rank: Rank;
  suit: Suit;
}

export const shoeDecks = 8;
/** A new shoe is shuffled before a coup when fewer cards than this are left. */
export const reshuffleBelow = 52;
/** Chips in minor units (৳1 … ৳500); bets are whole taka so 0.95:1 pays whole paisa. */
export const baccaratChips: readonly number[] = [100, 500, 1000, 5000, 10000, 50000];
export const maxBetPerArea = 1_000_000;

export function cardValue(card: Card): number {
  const index = ranks.indexOf(card.rank);
  return index >= 9 ? 0 : index + 1;
}

/** Fisher–Yates with crypto randomInt: every order of the cards is equally likely. */
export function shuffle<T>(items: T[], random: RandomInt = cryptoRandomInt): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random(i + 1);
    const swap = items[i] as T;
    items[i] = items[j] as T;
    items[j] = swap;
  }
  return items;
}

export class Shoe {
  private cards: Card[] = [];
  private next = 0;
  /** How many times this shoe was (re)shuffled. */
  shuffles = 0;

  constructor(
    private readonly random: RandomInt = cryptoRandomInt,
    private readonly decks = shoeDecks,
  ) {
    this.reshuffle();
  }

  get remaining(): number {
    return this.cards.length - this.next;
  }

  reshuffle(): void {
    const cards: Card[] = [];
    for (let deck = 0; deck < this.decks; deck++) {
      for (const suit of suits) for (const rank of ranks) cards.push({ rank, suit });
    }
    this.cards = shuffle(cards, this.random);
    this.next = 0;
    this.shuffles++;
  }

  /** Shuffles a fresh shoe when it runs low; true when it did. */
  prepareCoup(): boolean {
    if (this.remaining >= reshuffleBelow) return false;
    this.reshuffle();
    return true;
  }

  draw(): Card {
    const card = this.cards[this.next++];
    if (!card) throw new Error('the shoe is empty');
    return card;
  }
}

export type BaccaratOutcome = 'PLAYER' | 'BANKER' | 'TIE';

export interface Coup<T> {
  player: T[];
  banker: T[];
  playerTotal: number;
  bankerTotal: number;
  outcome: BaccaratOutcome;
  natural: boolean;
}

/** Whether the Banker draws, given its two-card total and the Player's third card value (null: Player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * One coup by the tableau: cards go Player, Banker, Player, Banker; a natural 8 or 9 on either side ends
 * it; otherwise the Player draws on 0–5 and the Banker follows `bankerDraws`. Generic over the card type so
 * the exact odds can be counted with bare values through the same code.
 */
export function playCoup<T>(draw: () => T, value: (card: T) => number): Coup<T> {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const total = (hand: T[]) => hand.reduce((sum, card) => sum + value(card), 0) % 10;
  let playerTotal = total(player);
  let bankerTotal = total(banker);
  const natural = playerTotal >= 8 || bankerTotal >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerTotal <= 5) {
      const card = draw();
      player.push(card);
      playerThird = value(card);
      playerTotal = total(player);
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      banker.push(draw());
      bankerTotal = total(banker);
    }
  }
  const outcome: BaccaratOutcome =
    playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { player, banker, playerTotal, bankerTotal, outcome, natural };
}

export interface BaccaratBets {
  player: number;
  banker: number;
  tie: number;
}

/** What each area returns (stake included), in minor units. */
export function baccaratPayout(
  bets: BaccaratBets,
  outcome: BaccaratOutcome,
): BaccaratBets & { total: number } {
  const player = outcome === 'PLAYER' ? bets.player * 2 : outcome === 'TIE' ? bets.player : 0;
  const banker =
    outcome === 'BANKER'
      ? bets.banker + Math.floor((bets.banker * 95) / 100)
      : outcome === 'TIE'
        ? bets.banker
        : 0;
  const tie = outcome === 'TIE' ? bets.tie * 9 : 0;
  return { player, banker, tie, total: player + banker + tie };
}

export interface BaccaratRound extends Coup<Card> {
  bets: BaccaratBets;
  stake: number;
  payout: BaccaratBets & { total: number };
  win: number;
  reshuffled: boolean;
  cardsLeft: number;
}

export function dealBaccarat(shoe: Shoe, bets: BaccaratBets): BaccaratRound {
  const reshuffled = shoe.prepareCoup();
  const coup = playCoup(
    () => shoe.draw(),
    (card) => cardValue(card),
  );
  const payout = baccaratPayout(bets, coup.outcome);
  return {
    ...coup,
    bets,
    stake: bets.player + bets.banker + bets.tie,
    payout,
    win: payout.total,
    reshuffled,
    cardsLeft: shoe.remaining,
  };
}

export interface BaccaratOdds {
  player: number;
  banker: number;
  tie: number;
  /** Expected loss per unit staked (ties push Player and Banker bets). */
  houseEdge: { player: number; banker: number; tie: number };
}

class NeedCard extends Error {}

/**
 * The exact outcome probabilities of a coup off the top of a full shoe, counted over every sequence of card
 * values drawn without replacement (at most 10^6 sequences), running the real `playCoup` on each.
 */
export function computeBaccaratOdds(decks = shoeDecks): BaccaratOdds {
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  const totals = { PLAYER: 0, BANKER: 0, TIE: 0 };
  const prefix: number[] = [];
  const visit = (probability: number, left: number): void => {
    let used = 0;
    let coup: Coup<number>;
    try {
      coup = playCoup(
        () => {
          if (used >= prefix.length) throw new NeedCard();
          return prefix[used++] as number;
        },
        (value) => value,
      );
    } catch (error) {
      if (!(error instanceof NeedCard)) throw error;
      for (let value = 0; value < 10; value++) {
        const count = counts[value] as number;
        if (count === 0) continue;
        counts[value] = count - 1;
        prefix.push(value);
        visit((probability * count) / left, left - 1);
        prefix.pop();
        counts[value] = count;
      }
      return;
    }
    totals[coup.outcome] += probability;
  };
  visit(
    1,
    counts.reduce((sum, count) => sum + count, 0),
  );
  return {
    player: totals.PLAYER,
    banker: totals.BANKER,
    tie: totals.TIE,
    houseEdge: {
      player: totals.BANKER - totals.PLAYER,
      banker: totals.PLAYER - 0.95 * totals.BANKER,
      tie: 1 - 9 * totals.TIE,
    },
  };
}
