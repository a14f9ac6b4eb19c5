import type { Insertable } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import type { AnnouncementExecution, AnnouncementType, BannerGroup } from '@msp/contracts/enums.ts';
import type { Announcement, Banner, HelpSection } from '@msp/contracts/system.ts';
import type { Db } from '../../db/database.ts';
import { pickLanguage, type LocalizedText } from '../../shared/localized.ts';
import { sanitizeContentHtml } from '../../shared/sanitize.ts';
import type { AnnouncementsTable, BannersTable, HelpSectionsTable } from './tables.ts';

export const sanitizeLocalized = (text: LocalizedText): LocalizedText =>
  Object.fromEntries(Object.entries(text).map(([lang, html]) => [lang, sanitizeContentHtml(html ?? '')]));

/** Writes an announcement or notice; its HTML is sanitized here, so nothing unsafe is ever stored. */
export async function createAnnouncement(db: Db, values: Insertable<AnnouncementsTable>) {
  return db
    .insertInto('announcements')
    .values({ ...values, content: sanitizeLocalized(values.content) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Writes a help-center section; its HTML is sanitized here. */
export async function createHelpSection(db: Db, values: Insertable<HelpSectionsTable>) {
  return db
    .insertInto('help_sections')
    .values({ ...values, content: sanitizeLocalized(values.content) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createBanner(db: Db, values: Insertable<BannersTable>) {
  return db.insertInto('banners').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function listBanners(
  db: Db,
  merchantId: number,
  group: BannerGroup,
  language: Language,
): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('group_name', '=', group)
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    groupName: row.group_name,
    title: pickLanguage(row.title, language),
    url: pickLanguage(row.image_url, language),
    linkageType: row.linkage_type,
    linkageValue: row.linkage_value,
    caption: row.caption
      ? {
          headline: pickLanguage(row.caption.headline, language),
          kicker: row.caption.kicker ? pickLanguage(row.caption.kicker, language) || null : null,
          subline: row.caption.subline ? pickLanguage(row.caption.subline, language) || null : null,
          cta: row.caption.cta ? pickLanguage(row.caption.cta, language) || null : null,
        }
      : null,
  }));
}

/**
 * Announcements and notices in force now. `executions` is what the caller may see: visitors get B only,
 * members A (plus F on their first login) — the route decides, never the query string alone.
 */
export async function listAnnouncements(
  db: Db,
  merchantId: number,
  filter: { types: AnnouncementType[]; platform: 'W' | 'M'; executions: AnnouncementExecution[] },
  language: Language,
): Promise<Announcement[]> {
  if (filter.types.length === 0 || filter.executions.length === 0) return [];
  const now = new Date();
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('audience', '=', 'MEMBERS')
    .where('type', 'in', filter.types)
    .where('execution', 'in', filter.executions)
    .where('platform', 'in', [filter.platform, 'ALL'])
    .where('start_date', '<=', now)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now)]))
    .orderBy('sort_order')
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: pickLanguage(row.title, language),
    content: pickLanguage(row.content, language),
    startDateStr: row.start_date.getTime(),
    promotionType: row.promotion_type,
    execution: row.execution,
  }));
}

/**
 * Announcements for agents (audience AGENTS), in force now, newest first: the agent center's `agentAnnouncement`.
 * The caller checks that the member is an agent.
 */
export async function listAgentAnnouncements(db: Db, merchantId: number, language: Language) {
  const now = new Date();
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'title', 'content', 'start_date'])
    .where('merchant_id', '=', merchantId)
    .where('audience', '=', 'AGENTS')
    .where('start_date', '<=', now)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now)]))
    .orderBy('sort_order')
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: pickLanguage(row.title, language),
    content: pickLanguage(row.content, language),
    startDate: row.start_date.toISOString(),
  }));
}

export async function listHelpSections(
  db: Db,
  merchantId: number,
  device: 'WEB' | 'H5',
  language: Language,
): Promise<HelpSection[]> {
  const rows = await db
    .selectFrom('help_sections')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('device', 'in', [device, 'ALL'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: pickLanguage(row.title, language),
    content: pickLanguage(row.content, language),
    tag: row.tag,
    sortOrder: row.sort_order,
  }));
}
