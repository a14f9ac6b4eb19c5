import { sql } from 'kysely';
import type {
  ContentPage,
  ContentPageKind,
  ContentPageList,
  ContentPageSummary,
} from '@msp/contracts/content.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { pageOf } from '../../shared/page.ts';

/**
 * What members read of the content pages: only what is published and whose publication time has come (an
 * operator may schedule an article), of the request's merchant, in the request's language.
 */

const summaryColumns = ['id', 'kind', 'slug', 'title', 'summary', 'cover_url', 'published_at'] as const;

const presentSummary = (
  row: {
    id: number;
    kind: ContentPageKind;
    slug: string;
    title: Record<string, string | undefined>;
    summary: Record<string, string | undefined>;
    cover_url: string | null;
    published_at: Date;
  },
  language: Language,
): ContentPageSummary => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: pickLanguage(row.title, language),
  summary: pickLanguage(row.summary, language),
  coverUrl: row.cover_url,
  publishedAt: row.published_at.toISOString(),
});

const visible = (db: Db, merchantId: number, kind: ContentPageKind) =>
  db
    .selectFrom('content_pages')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('published', '=', true)
    .where('published_at', '<=', sql<Date>`now()`);

/** A page of the published articles of a kind, newest first. */
export async function listContentPages(
  db: Db,
  merchantId: number,
  query: { kind: 'NEWS' | 'BLOG'; pageNo: number; pageSize: number },
  language: Language,
): Promise<ContentPageList> {
  const [rows, total] = await Promise.all([
    visible(db, merchantId, query.kind)
      .select(summaryColumns)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
    visible(db, merchantId, query.kind)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((row) => presentSummary(row, language)),
    query.pageNo,
    query.pageSize,
    Number(total.n),
  );
}

/** One published page or article; `content.not.found` for a draft, another merchant's or an unknown one. */
export async function findContentPage(
  db: Db,
  merchantId: number,
  kind: ContentPageKind,
  slug: string,
  language: Language,
): Promise<ContentPage> {
  const row = await visible(db, merchantId, kind)
    .select([...summaryColumns, 'content'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new AppError('content.not.found');
  return { ...presentSummary(row, language), content: pickLanguage(row.content, language) };
}
