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
  /** The words drawn over the picture by the page (migration 0038); null: the picture carries its own. */
  caption: Generated<BannerCaption | null>;
}

export interface BannerCaption {
  headline: LocalizedText;
  kicker: LocalizedText | null;
  subline: LocalizedText | null;
  cta: LocalizedText | null;
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

/** Operator pages and articles (migration 0038): HTML sanitized per language by the content service. */
export interface ContentPagesTable {
  id: Generated<number>;
  merchant_id: number;
  kind: 'PAGE' | 'NEWS' | 'BLOG';
  slug: string;
  title: LocalizedText;
  summary: Generated<LocalizedText>;
  content: LocalizedText;
  cover_url: string | null;
  published: Generated<boolean>;
  published_at: Generated<Date>;
  sort_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
