import { namedContentPages } from '@msp/contracts/api-paths.ts';

/**
 * The site's own pages a visitor looks for beside the help sections (spec §2 "implied by labels"): where the
 * footer's help list and the help centre's menu link them. Labels are the footer's (`footer:pages.<key>`).
 */
export const contentLinks = [
  { key: 'aboutUs', to: '/aboutUs' },
  { key: 'depositTutorial', to: '/depositTutorial' },
  { key: 'news', to: '/news' },
  { key: 'blog', to: '/blog' },
  { key: 'vip', to: '/vip' },
  { key: 'sponsor', to: '/sponsor' },
  { key: 'appDownload', to: '/appDownload' },
] as const;

export type ContentLinkKey = (typeof contentLinks)[number]['key'];

/** Where an article of a kind is read. */
export const articlePath = (kind: 'NEWS' | 'BLOG', slug: string) =>
  `/${kind === 'NEWS' ? 'news' : 'blog'}/${encodeURIComponent(slug)}`;

export { namedContentPages };
