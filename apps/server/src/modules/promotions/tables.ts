import type { Generated, Selectable } from 'kysely';
import type {
  PromotionAudience,
  PromotionCategory,
  PromotionEntryStatus,
  PromotionJoinMode,
  PromotionStatus,
  PromotionTag,
  PromotionType,
} from '@msp/contracts/enums.ts';
import type { LocalizedText } from '../../shared/localized.ts';
import type { StoredRules } from './rules.ts';

/** The tables of the promotions module (migration 0030). */

export interface PromotionsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  type: PromotionType;
  category: PromotionCategory;
  tags: PromotionTag[];
  title: LocalizedText;
  summary: LocalizedText;
  /** Sanitized HTML per language: written only through catalogue.ts. */
  content: LocalizedText;
  image_url: string | null;
  starts_at: Date;
  ends_at: Date | null;
  status: Generated<PromotionStatus>;
  audience: Generated<PromotionAudience>;
  /** Not used yet (VIP comes later). */
  vip_levels: number[] | null;
  join_mode: PromotionJoinMode;
  /** StoredRules (rules.ts), written as JSON text. */
  rules: unknown;
  budget: bigint | null;
  spent: Generated<bigint>;
  sort: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PromotionEntriesTable {
  id: Generated<bigint>;
  merchant_id: number;
  promotion_id: number;
  member_id: number;
  status: PromotionEntryStatus;
  remark: string | null;
  image_ids: Generated<string[]>;
  reward: bigint | null;
  qualifying_ref: string | null;
  posting_id: bigint | null;
  turnover_requirement_id: bigint | null;
  decided_by: number | null;
  note: string | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
  claimed_at: Date | null;
}

/** A promotion as the module reads it: its rules are the stored form. */
export type PromotionRow = Omit<Selectable<PromotionsTable>, 'rules'> & { rules: StoredRules };
export type PromotionEntryRow = Selectable<PromotionEntriesTable>;
