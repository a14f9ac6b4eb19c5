import type { Generated } from 'kysely';
import type { LocalizedText } from '../../shared/localized.ts';

export interface BannersTable {
  id: Generated<number>;
  merchant_id: number;
  group_name: 'w_home' | 'w_promotion';
  title: LocalizedText;
  image_url: LocalizedText;
  linkage_type: 'URL' | 'ROUTE' | 'PROMOTION' | 'GAME' | 'REFERRAL' | null;
  linkage_value: string | null;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  merchant_id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  execution: 'A' | 'B' | 'F';
  platform: Generated<'W' | 'M' | 'ALL'>;
  title: LocalizedText;
  /** Sanitized HTML per language: written only through the content service. */
  content: LocalizedText;
  promotion_type: string | null;
  start_date: Date;
  end_date: Date | null;
  sort_order: Generated<number>;
  /** MEMBERS: the site's pop-ups and notices; AGENTS: the agent center only (migration 0026). */
  audience: Generated<'MEMBERS' | 'AGENTS'>;
}

export interface HelpSectionsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  title: LocalizedText;
  content: LocalizedText;
  tag: string | null;
  device: Generated<'WEB' | 'H5' | 'ALL'>;
  sort_order: Generated<number>;
}
