import type { Generated } from 'kysely';
import type { LocalizedText } from '../../shared/localized.ts';

export interface VendorsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  game_type: string;
  display_name: string;
  account_type_name: string;
  lobby_game_code: string | null;
  enabled: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface GamesTable {
  id: Generated<number>;
  merchant_id: number;
  vendor_id: number;
  game_code: string;
  name: LocalizedText;
  game_type: string;
  game_classify: string | null;
  icon_url: string;
  support_play: Generated<number>;
  is_top: Generated<boolean>;
  min_bet: Generated<bigint>;
  /** Minor units (migration 0009). */
  max_bet: Generated<bigint>;
  min_line_num: Generated<number>;
  enabled: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface GameFavouritesTable {
  merchant_id: number;
  member_id: number;
  game_id: number;
  created_at: Generated<Date>;
}

export interface GameRecentTable {
  merchant_id: number;
  member_id: number;
  game_id: number;
  last_played_at: Generated<Date>;
}

export interface HotMatchesTable {
  id: Generated<number>;
  merchant_id: number;
  title: LocalizedText;
  home_name: LocalizedText;
  home_image: string;
  away_name: LocalizedText;
  away_image: string;
  start_time: Date;
  live: Generated<boolean>;
  vendor_code: string;
  game_id: number | null;
  is_demo: Generated<boolean>;
  created_at: Generated<Date>;
}
