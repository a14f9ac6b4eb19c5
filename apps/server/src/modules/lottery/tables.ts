import type { Generated } from 'kysely';
import type { GameFamily } from '@msp/contracts/lottery/families.ts';

export interface LotteryGamesTable {
  merchant_id: number;
  game_code: string;
  family: GameFamily;
  interval_minutes: number | null;
  cutoff_seconds: Generated<number>;
  utc_offset_minutes: Generated<number>;
  enabled: Generated<boolean>;
  /** Multipliers (hundredths) replacing the defaults, by odds key. */
  odds: Generated<Record<string, number>>;
  created_at: Generated<Date>;
  /** Minor units: one bet; one member on one key of a numero; one member on a numero. */
  min_stake: Generated<bigint>;
  max_stake: Generated<bigint>;
  max_stake_per_key: Generated<bigint>;
  max_stake_per_numero: Generated<bigint>;
  /** What one member's bets on one numero could win at most, all of them winning. */
  payout_cap: Generated<bigint>;
  /** A game without an interval: the weekdays (0 Sunday) and extra days it draws on, at this minute, local time. */
  draw_weekdays: Generated<number[]>;
  draw_minute: Generated<number>;
  special_days: Generated<string[]>;
  /** A Vietnamese province's region and name; null for other games. */
  region: 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  station_name: string | null;
  /** What all members together may stake on one key of a numero; null: no such limit. */
  max_total_per_key: bigint | null;
}

export type NumeroStatus = 'OPEN' | 'DRAWN' | 'SETTLED' | 'VOID';

export interface LotteryNumerosTable {
  id: Generated<bigint>;
  merchant_id: number;
  game_code: string;
  numero: string;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  /** Secret until drawn. */
  seed: string;
  commitment: string;
  odds: Record<string, number>;
  status: Generated<NumeroStatus>;
  result: number[] | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  /** How many times an operator corrected the result (lottery_corrections). */
  corrections: Generated<number>;
}

export interface LotteryCorrectionsTable {
  id: Generated<bigint>;
  numero_id: bigint;
  operator_id: number;
  from_result: number[];
  to_result: number[];
  reason: string;
  paid: bigint;
  taken: bigint;
  created_at: Generated<Date>;
}

export type BetStatus = 'OPEN' | 'WON' | 'LOST' | 'PUSH' | 'REFUNDED' | 'CANCELLED';

export interface LotteryBetsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  numero_id: bigint;
  /** The member's idempotency key of the slip. */
  slip_key: string;
  bet_key: string;
  stake: bigint;
  status: Generated<BetStatus>;
  /** What the bet got back: a win, a push or a refund. */
  payout: Generated<bigint>;
  placed_at: Generated<Date>;
  settled_at: Date | null;
}

export interface LotteryKeyTotalsTable {
  numero_id: bigint;
  bet_key: string;
  staked: bigint;
}
