import type { Generated } from 'kysely';
import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';

export interface LotteryGamesTable {
  merchant_id: number;
  game_code: string;
  family: LotteryFamily;
  interval_minutes: number | null;
  cutoff_seconds: Generated<number>;
  utc_offset_minutes: Generated<number>;
  enabled: Generated<boolean>;
  /** Multipliers (hundredths) replacing the defaults, by odds key. */
  odds: Generated<Record<string, number>>;
  created_at: Generated<Date>;
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
}
