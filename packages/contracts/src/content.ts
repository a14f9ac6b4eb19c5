import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import { announcementExecutions, announcementTypes, bannerGroups, linkageTypes } from './enums.ts';

/**
 * Operator content (docs/content.md): content pages (about us, the deposit tutorial, the sponsor page, news and
 * blog articles) that members read, and the operator calls that keep them, the announcements and notices, the
 * banners and the help sections. Every HTML is sanitized by the server when written, and again by the web app
 * when drawn. Texts are kept in Bangla and English.
 */
export { contentPaths, namedContentPages, opsContentPaths } from './api-paths.ts';

/** PAGE: a page of its own (`/aboutUs`, `/depositTutorial`, `/sponsor`, `/page/<slug>`); NEWS and BLOG: articles. */
export const contentPageKinds = ['PAGE', 'NEWS', 'BLOG'] as const;
export type ContentPageKind = (typeof contentPageKinds)[number];

export const contentSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const contentSlugSchema = z.string().max(80).regex(contentSlugPattern);

/** The most HTML an operator may write per language (after the server's clean-up it is usually less). */
export const maxContentHtml = 100_000;

const localizedText = (max: number) =>
  z.object({ bn: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });
const localizedHtml = z.object({
  bn: z.string().trim().min(1).max(maxContentHtml),
  en: z.string().trim().min(1).max(maxContentHtml),
});
const localizedOptional = (max: number) =>
  z.object({ bn: z.string().trim().max(max), en: z.string().trim().max(max) });
const localizedOut = z.object({ bn: z.string(), en: z.string() });

/**
 * A link or image address an operator may store: a path of the site (`/promotions`) or an http(s) URL. Anything
 * else (`javascript:`, `data:`, `//host`) is refused.
 */
export const contentUrlSchema = z
  .string()
  .trim()
  .max(2_000)
  .refine((value) => /^\/(?!\/)[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'a path of the site or an http(s) URL',
  });

const isoInstant = z.iso.datetime({ offset: true });

// ---- Member side ---------------------------------------------------------------------------------------------

export const contentPageQuerySchema = pageQuerySchema.extend({
  kind: z.enum(['NEWS', 'BLOG']),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});

/** An article or page as a card of a list, in the request's language. */
export const contentPageSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(contentPageKinds),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  /** ISO instant. */
  publishedAt: z.string(),
});
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;

export const contentPageListSchema = pageOf(contentPageSummarySchema);
export type ContentPageList = z.infer<typeof contentPageListSchema>;

/** A page or article with its sanitized HTML. */
export const contentPageSchema = contentPageSummarySchema.extend({ content: z.string() });
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageParamsSchema = z.object({
  kind: z.enum(contentPageKinds),
  slug: contentSlugSchema,
});

// ---- Operator side -------------------------------------------------------------------------------------------

export const announcementAudiences = ['MEMBERS', 'AGENTS'] as const;
export const announcementPlatforms = ['W', 'M', 'ALL'] as const;

/** An announcement or notice as an operator writes it; `endDate` null: it runs until removed. */
export const announcementBodySchema = z.object({
  type: z.enum(announcementTypes),
  execution: z.enum(announcementExecutions),
  platform: z.enum(announcementPlatforms).default('ALL'),
  audience: z.enum(announcementAudiences).default('MEMBERS'),
  title: localizedText(200),
  content: localizedHtml,
  promotionType: z.string().trim().min(1).max(40).nullable().default(null),
  startDate: isoInstant,
  endDate: isoInstant.nullable().default(null),
  sortOrder: z.number().int().min(-100_000).max(100_000).default(0),
});
export type AnnouncementBody = z.infer<typeof announcementBodySchema>;

export const opsAnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.enum(announcementTypes),
  execution: z.enum(announcementExecutions),
  platform: z.enum(announcementPlatforms),
  audience: z.enum(announcementAudiences),
  title: localizedOut,
  content: localizedOut,
  promotionType: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type OpsAnnouncement = z.infer<typeof opsAnnouncementSchema>;

/** The words the page draws over a banner's picture; null: the picture carries its own words. */
export const bannerCaptionBodySchema = z.object({
  headline: localizedText(120),
  kicker: localizedOptional(60).nullable().default(null),
  subline: localizedOptional(200).nullable().default(null),
  cta: localizedOptional(40).nullable().default(null),
});

export const bannerBodySchema = z.object({
  groupName: z.enum(bannerGroups),
  title: localizedText(120),
  imageUrl: z.object({ bn: contentUrlSchema, en: contentUrlSchema }),
  linkageType: z.enum(linkageTypes).nullable().default(null),
  linkageValue: z.string().trim().max(500).nullable().default(null),
  caption: bannerCaptionBodySchema.nullable().default(null),
  sortOrder: z.number().int().min(-100_000).max(100_000).default(0),
  active: z.boolean().default(true),
});
export type BannerBody = z.infer<typeof bannerBodySchema>;

const captionOut = z.object({
  headline: localizedOut,
  kicker: localizedOut.nullable(),
  subline: localizedOut.nullable(),
  cta: localizedOut.nullable(),
});
export const opsBannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(bannerGroups),
  title: localizedOut,
  imageUrl: localizedOut,
  linkageType: z.enum(linkageTypes).nullable(),
  linkageValue: z.string().nullable(),
  caption: captionOut.nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type OpsBanner = z.infer<typeof opsBannerSchema>;

export const helpSectionBodySchema = z.object({
  code: contentSlugSchema,
  title: localizedText(120),
  content: localizedHtml,
  /** `fff`: a descriptive block of the home footer, not a help link. */
  tag: z.string().trim().min(1).max(20).nullable().default(null),
  device: z.enum(['WEB', 'H5', 'ALL']).default('ALL'),
  sortOrder: z.number().int().min(-100_000).max(100_000).default(0),
});
export type HelpSectionBody = z.infer<typeof helpSectionBodySchema>;

export const opsHelpSectionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: localizedOut,
  content: localizedOut,
  tag: z.string().nullable(),
  device: z.enum(['WEB', 'H5', 'ALL']),
  sortOrder: z.number().int(),
});
export type OpsHelpSection = z.infer<typeof opsHelpSectionSchema>;

export const contentPageBodySchema = z.object({
  kind: z.enum(contentPageKinds),
  slug: contentSlugSchema,
  title: localizedText(200),
  summary: localizedOptional(500).default({ bn: '', en: '' }),
  content: localizedHtml,
  coverUrl: contentUrlSchema.nullable().default(null),
  published: z.boolean().default(false),
  /** When absent: now. */
  publishedAt: isoInstant.optional(),
  sortOrder: z.number().int().min(-100_000).max(100_000).default(0),
});
export type ContentPageBody = z.infer<typeof contentPageBodySchema>;

export const opsContentPageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contentPageKinds),
  slug: z.string(),
  title: localizedOut,
  summary: localizedOut,
  content: localizedOut,
  coverUrl: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsContentPage = z.infer<typeof opsContentPageSchema>;

export const opsContentPageQuerySchema = z.object({ kind: z.enum(contentPageKinds).optional() });
