import type { Selectable } from 'kysely';
import type {
  AnnouncementBody,
  BannerBody,
  ContentPageBody,
  ContentPageKind,
  HelpSectionBody,
  OpsAnnouncement,
  OpsBanner,
  OpsContentPage,
  OpsHelpSection,
} from '@msp/contracts/content.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { LocalizedText } from '../../shared/localized.ts';
import { sanitizeContentHtml } from '../../shared/sanitize.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import type {
  AnnouncementsTable,
  BannerCaption,
  BannersTable,
  ContentPagesTable,
  HelpSectionsTable,
} from './tables.ts';

/**
 * The operator's side of the content: announcements and notices, banners, help sections, pages and articles.
 * Every write is checked first (a localized error, nothing written), its HTML sanitized in every language, and
 * it is audited in the same transaction. Every query names the merchant: an operator reaches its own rows only,
 * and an id of another merchant's row is simply not found.
 */

export interface Actor {
  merchantId: number;
  operatorId: number;
  origin: RequestOrigin;
}

type ContentTable = 'announcements' | 'banners' | 'help_sections' | 'content_pages';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Sanitized HTML per language; refused when a language has nothing left (it held only what is not allowed). */
function cleanHtml(text: { bn: string; en: string }, field: string): LocalizedText {
  const clean: LocalizedText = {};
  for (const language of ['bn', 'en'] as const) {
    const html = sanitizeContentHtml(text[language]);
    const visible = html
      .replace(/<(?!img\b)[^>]*>/gi, '')
      .replace(/&nbsp;/g, ' ')
      .trim();
    if (visible === '') throw new AppError('content.html.empty', { field: `${field}.${language}` }, field);
    clean[language] = html;
  }
  return clean;
}

const localizedOut = (text: LocalizedText | null | undefined) => ({ bn: text?.bn ?? '', en: text?.en ?? '' });

/**
 * Runs a write and its audit row in one transaction. The write answers the changed row, or undefined when the
 * id names no row of the merchant (`content.not.found`); a duplicate slug or code is `content.slug.taken`.
 */
async function audited<Row extends { id: number }>(
  db: Db,
  actor: Actor,
  action: 'CONTENT_CREATED' | 'CONTENT_UPDATED' | 'CONTENT_DELETED',
  table: ContentTable,
  write: (trx: Db) => Promise<Row | undefined>,
  detail: (row: Row) => Record<string, unknown> = () => ({}),
): Promise<Row> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await write(trx);
      if (!row) throw new AppError('content.not.found');
      await writeAudit(trx, {
        merchantId: actor.merchantId,
        memberId: null,
        operatorId: actor.operatorId,
        action,
        origin: actor.origin,
        detail: { table, id: row.id, ...detail(row) },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('content.slug.taken', {}, 'slug');
    throw error;
  }
}

async function deleteRow(db: Db, actor: Actor, table: ContentTable, id: number): Promise<{ id: number }> {
  return audited(db, actor, 'CONTENT_DELETED', table, (trx) =>
    trx
      .deleteFrom(table)
      .where('id', '=', id)
      .where('merchant_id', '=', actor.merchantId)
      .returning('id')
      .executeTakeFirst(),
  );
}

// ---- Announcements and notices -------------------------------------------------------------------------------

function announcementValues(body: AnnouncementBody) {
  const start = new Date(body.startDate);
  const end = body.endDate === null ? null : new Date(body.endDate);
  if (end !== null && end <= start) throw new AppError('content.dates.invalid', {}, 'endDate');
  return {
    type: body.type,
    execution: body.execution,
    platform: body.platform,
    audience: body.audience,
    title: body.title,
    content: cleanHtml(body.content, 'content'),
    promotion_type: body.promotionType,
    start_date: start,
    end_date: end,
    sort_order: body.sortOrder,
  };
}

const presentAnnouncement = (row: Selectable<AnnouncementsTable>): OpsAnnouncement => ({
  id: row.id,
  type: row.type,
  execution: row.execution,
  platform: row.platform,
  audience: row.audience,
  title: localizedOut(row.title),
  content: localizedOut(row.content),
  promotionType: row.promotion_type,
  startDate: row.start_date.toISOString(),
  endDate: row.end_date?.toISOString() ?? null,
  sortOrder: row.sort_order,
});

const announcementDetail = (row: Selectable<AnnouncementsTable>) => ({
  type: row.type,
  execution: row.execution,
  audience: row.audience,
  title: row.title.en ?? row.title.bn,
});

export async function listOpsAnnouncements(db: Db, merchantId: number): Promise<OpsAnnouncement[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentAnnouncement);
}

export async function createOpsAnnouncement(db: Db, actor: Actor, body: AnnouncementBody) {
  const values = announcementValues(body);
  const row = await audited(
    db,
    actor,
    'CONTENT_CREATED',
    'announcements',
    (trx) =>
      trx
        .insertInto('announcements')
        .values({ ...values, merchant_id: actor.merchantId })
        .returningAll()
        .executeTakeFirst(),
    announcementDetail,
  );
  return presentAnnouncement(row);
}

export async function updateOpsAnnouncement(db: Db, actor: Actor, id: number, body: AnnouncementBody) {
  const values = announcementValues(body);
  const row = await audited(
    db,
    actor,
    'CONTENT_UPDATED',
    'announcements',
    (trx) =>
      trx
        .updateTable('announcements')
        .set(values)
        .where('id', '=', id)
        .where('merchant_id', '=', actor.merchantId)
        .returningAll()
        .executeTakeFirst(),
    announcementDetail,
  );
  return presentAnnouncement(row);
}

export const deleteOpsAnnouncement = (db: Db, actor: Actor, id: number) =>
  deleteRow(db, actor, 'announcements', id);

// ---- Banners -------------------------------------------------------------------------------------------------

/** A linkage must make sense: URL an http(s) address, ROUTE a path of the site, REFERRAL and none no value. */
function checkLinkage(type: BannerBody['linkageType'], value: string | null): string | null {
  const given = value === null || value === '' ? null : value;
  const valid =
    type === null || type === 'REFERRAL'
      ? given === null
      : type === 'URL'
        ? given !== null && /^https?:\/\/[^\s]+$/i.test(given)
        : type === 'ROUTE'
          ? given !== null && /^\/(?!\/)\S*$/.test(given)
          : given === null || !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(given);
  if (!valid) throw new AppError('content.linkage.invalid', {}, 'linkageValue');
  return given;
}

const captionValue = (caption: BannerBody['caption']): BannerCaption | null => {
  if (!caption) return null;
  const optional = (text: { bn: string; en: string } | null) => (text && (text.bn || text.en) ? text : null);
  return {
    headline: caption.headline,
    kicker: optional(caption.kicker),
    subline: optional(caption.subline),
    cta: optional(caption.cta),
  };
};

function bannerValues(body: BannerBody) {
  return {
    group_name: body.groupName,
    title: body.title,
    image_url: body.imageUrl,
    linkage_type: body.linkageType,
    linkage_value: checkLinkage(body.linkageType, body.linkageValue),
    caption: captionValue(body.caption),
    sort_order: body.sortOrder,
    active: body.active,
  };
}

const presentBanner = (row: Selectable<BannersTable>): OpsBanner => ({
  id: row.id,
  groupName: row.group_name,
  title: localizedOut(row.title),
  imageUrl: localizedOut(row.image_url),
  linkageType: row.linkage_type,
  linkageValue: row.linkage_value,
  caption: row.caption
    ? {
        headline: localizedOut(row.caption.headline),
        kicker: row.caption.kicker ? localizedOut(row.caption.kicker) : null,
        subline: row.caption.subline ? localizedOut(row.caption.subline) : null,
        cta: row.caption.cta ? localizedOut(row.caption.cta) : null,
      }
    : null,
  sortOrder: row.sort_order,
  active: row.active,
});

const bannerDetail = (row: Selectable<BannersTable>) => ({
  groupName: row.group_name,
  active: row.active,
  linkageType: row.linkage_type,
});

export async function listOpsBanners(db: Db, merchantId: number): Promise<OpsBanner[]> {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('group_name')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(presentBanner);
}

export async function createOpsBanner(db: Db, actor: Actor, body: BannerBody) {
  const values = bannerValues(body);
  const row = await audited(
    db,
    actor,
    'CONTENT_CREATED',
    'banners',
    (trx) =>
      trx
        .insertInto('banners')
        .values({ ...values, merchant_id: actor.merchantId })
        .returningAll()
        .executeTakeFirst(),
    bannerDetail,
  );
  return presentBanner(row);
}

export async function updateOpsBanner(db: Db, actor: Actor, id: number, body: BannerBody) {
  const values = bannerValues(body);
  const row = await audited(
    db,
    actor,
    'CONTENT_UPDATED',
    'banners',
    (trx) =>
      trx
        .updateTable('banners')
        .set(values)
        .where('id', '=', id)
        .where('merchant_id', '=', actor.merchantId)
        .returningAll()
        .executeTakeFirst(),
    bannerDetail,
  );
  return presentBanner(row);
}

export const deleteOpsBanner = (db: Db, actor: Actor, id: number) => deleteRow(db, actor, 'banners', id);

// ---- Help sections -------------------------------------------------------------------------------------------

const helpSectionValues = (body: HelpSectionBody) => ({
  code: body.code,
  title: body.title,
  content: cleanHtml(body.content, 'content'),
  tag: body.tag,
  device: body.device,
  sort_order: body.sortOrder,
});

const presentHelpSection = (row: Selectable<HelpSectionsTable>): OpsHelpSection => ({
  id: row.id,
  code: row.code,
  title: localizedOut(row.title),
  content: localizedOut(row.content),
  tag: row.tag,
  device: row.device,
  sortOrder: row.sort_order,
});

export async function listOpsHelpSections(db: Db, merchantId: number): Promise<OpsHelpSection[]> {
  const rows = await db
    .selectFrom('help_sections')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(presentHelpSection);
}

export async function createOpsHelpSection(db: Db, actor: Actor, body: HelpSectionBody) {
  const values = helpSectionValues(body);
  const row = await audited(
    db,
    actor,
    'CONTENT_CREATED',
    'help_sections',
    (trx) =>
      trx
        .insertInto('help_sections')
        .values({ ...values, merchant_id: actor.merchantId })
        .returningAll()
        .executeTakeFirst(),
    (section) => ({ code: section.code }),
  );
  return presentHelpSection(row);
}

export async function updateOpsHelpSection(db: Db, actor: Actor, id: number, body: HelpSectionBody) {
  const values = helpSectionValues(body);
  const row = await audited(
    db,
    actor,
    'CONTENT_UPDATED',
    'help_sections',
    (trx) =>
      trx
        .updateTable('help_sections')
        .set(values)
        .where('id', '=', id)
        .where('merchant_id', '=', actor.merchantId)
        .returningAll()
        .executeTakeFirst(),
    (section) => ({ code: section.code }),
  );
  return presentHelpSection(row);
}

export const deleteOpsHelpSection = (db: Db, actor: Actor, id: number) =>
  deleteRow(db, actor, 'help_sections', id);

// ---- Pages and articles --------------------------------------------------------------------------------------

function contentPageValues(body: ContentPageBody) {
  return {
    kind: body.kind,
    slug: body.slug,
    title: body.title,
    summary: body.summary,
    content: cleanHtml(body.content, 'content'),
    cover_url: body.coverUrl,
    published: body.published,
    ...(body.publishedAt ? { published_at: new Date(body.publishedAt) } : {}),
    sort_order: body.sortOrder,
  };
}

const presentContentPage = (row: Selectable<ContentPagesTable>): OpsContentPage => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: localizedOut(row.title),
  summary: localizedOut(row.summary),
  content: localizedOut(row.content),
  coverUrl: row.cover_url,
  published: row.published,
  publishedAt: row.published_at.toISOString(),
  sortOrder: row.sort_order,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const contentPageDetail = (row: Selectable<ContentPagesTable>) => ({
  kind: row.kind,
  slug: row.slug,
  published: row.published,
});

export async function listOpsContentPages(
  db: Db,
  merchantId: number,
  kind: ContentPageKind | undefined,
): Promise<OpsContentPage[]> {
  let query = db.selectFrom('content_pages').selectAll().where('merchant_id', '=', merchantId);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('kind').orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(presentContentPage);
}

export async function createOpsContentPage(db: Db, actor: Actor, body: ContentPageBody) {
  const values = contentPageValues(body);
  const row = await audited(
    db,
    actor,
    'CONTENT_CREATED',
    'content_pages',
    (trx) =>
      trx
        .insertInto('content_pages')
        .values({ ...values, merchant_id: actor.merchantId })
        .returningAll()
        .executeTakeFirst(),
    contentPageDetail,
  );
  return presentContentPage(row);
}

export async function updateOpsContentPage(db: Db, actor: Actor, id: number, body: ContentPageBody) {
  const values = contentPageValues(body);
  const row = await audited(
    db,
    actor,
    'CONTENT_UPDATED',
    'content_pages',
    (trx) =>
      trx
        .updateTable('content_pages')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .where('merchant_id', '=', actor.merchantId)
        .returningAll()
        .executeTakeFirst(),
    contentPageDetail,
  );
  return presentContentPage(row);
}

export const deleteOpsContentPage = (db: Db, actor: Actor, id: number) =>
  deleteRow(db, actor, 'content_pages', id);
