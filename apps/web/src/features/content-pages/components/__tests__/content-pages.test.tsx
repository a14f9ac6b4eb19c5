import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ErrorAnswer, mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../../../test/render.tsx';
import { SponsorPage } from '../../../sponsor/components/sponsor-page.tsx';
import { BlogArticlePage, NewsArticlePage } from '../article-page.tsx';
import { BlogPage, NewsPage } from '../article-list-page.tsx';
import { AboutUsPage, DepositTutorialPage } from '../content-page.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const summary = (id: number, kind: 'NEWS' | 'BLOG' = 'NEWS') => ({
  id,
  kind,
  slug: `article-${id}`,
  title: `Article ${id}`,
  summary: `Summary ${id}`,
  coverUrl: `/demo-assets/covers/live.svg`,
  publishedAt: new Date(Date.UTC(2026, 0, 30 - id)).toISOString(),
});
const pageOf = (ids: number[], pageNum: number, totalPages: number, kind: 'NEWS' | 'BLOG' = 'NEWS') => ({
  content: ids.map((id) => summary(id, kind)),
  pageNum,
  totalPages,
  totalElements: totalPages * 6,
});
const hostile =
  '<p>Safe words</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">x</a>';

describe('content pages', () => {
  it('shows about us from the operator content, sanitized again before it is drawn', async () => {
    const { calls } = mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/content/pages/PAGE/about-us': {
        ...summary(1),
        kind: 'PAGE',
        slug: 'about-us',
        title: 'About Royal Bengal',
        summary: 'Who we are',
        content: hostile,
      },
    });
    renderWithProviders(<AboutUsPage />, { path: '/aboutUs' });
    const article = await screen.findByTestId('content-page-article');
    await waitFor(() => expect(article.textContent).toContain('Safe words'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('About Royal Bengal');
    expect(article.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(calls.some((call) => call.path === '/wps/content/pages/PAGE/about-us')).toBe(true);
    // The site's pages are linked under it, the current one marked.
    const nav = screen.getByTestId('content-pages-nav');
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'VIP club' }).getAttribute('href')).toBe('/vip');
  });

  it('says so when a page is not published, in the visitor’s language', async () => {
    await i18n.changeLanguage('bn');
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/content/pages/PAGE/deposit-tutorial': new ErrorAnswer(404, 'content.not.found', 'x'),
    });
    renderWithProviders(<DepositTutorialPage />, { path: '/depositTutorial' });
    expect(await screen.findByText('পেজটি পাওয়া যায়নি', { selector: 'p' })).toBeTruthy();
  });

  it('shows the sponsor page from operator content with the merchant’s marks', async () => {
    mockFetch({
      'GET /wps/system/permission': permission({
        resources: [
          { resourceType: 'LICENCE', labelNameEn: 'Demo licence', url: '/l.svg', imageUrl: '/l.svg' },
        ],
      }),
      'GET /wps/content/pages/PAGE/sponsor': {
        ...summary(3),
        kind: 'PAGE',
        slug: 'sponsor',
        title: 'Our sponsorships',
        content: '<p>Shapla Cup</p>',
      },
    });
    renderWithProviders(<SponsorPage />, { path: '/sponsor' });
    const article = await screen.findByTestId('content-page-article');
    await waitFor(() => expect(article.textContent).toContain('Shapla Cup'));
    expect(within(article).getByText('Demo licence')).toBeTruthy();
  });
});

describe('news and blog', () => {
  it('lists the news as cards, newest first, and pages through them', async () => {
    const { calls } = mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/content/pages': (call: { query: URLSearchParams }) =>
        call.query.get('pageNo') === '2' ? pageOf([7, 8], 2, 2) : pageOf([1, 2, 3, 4, 5, 6], 1, 2),
    });
    renderWithProviders(<NewsPage />, { path: '/news' });
    const cards = await screen.findAllByTestId('article-card');
    expect(cards).toHaveLength(6);
    expect(cards[0]!.textContent).toContain('Article 1');
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/news/article-1');
    expect(cards[0]!.textContent).toMatch(/2026-01-29/);
    const first = calls.find((call) => call.path === '/wps/content/pages')!;
    expect(first.query.get('kind')).toBe('NEWS');
    expect(first.query.get('pageSize')).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(2));
    expect(screen.getAllByTestId('article-card')[0]!.textContent).toContain('Article 7');
  });

  it('shows an empty blog kindly', async () => {
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/content/pages': { content: [], pageNum: 1, totalPages: 0, totalElements: 0 },
    });
    renderWithProviders(<BlogPage />, { path: '/blog' });
    expect(await screen.findByText('Nothing published yet')).toBeTruthy();
  });

  it('shows an article with its cover, date and HTML, and the latest others', async () => {
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/content/pages/BLOG/article-2': { ...summary(2, 'BLOG'), content: '<h2>How slots work</h2>' },
      'GET /wps/content/pages': pageOf([1, 2, 3], 1, 1, 'BLOG'),
    });
    renderRoutes([{ path: '/blog/:slug', element: <BlogArticlePage /> }], '/blog/article-2');
    const article = await screen.findByTestId('article');
    await waitFor(() => expect(article.textContent).toContain('How slots work'));
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('Article 2');
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/demo-assets/covers/live.svg');
    const more = await screen.findAllByTestId('article-card');
    expect(more.map((card) => card.textContent)).not.toContain(expect.stringContaining('Article 2'));
    expect(more).toHaveLength(2);
  });

  it('offers the way back when an article is gone', async () => {
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/content/pages/NEWS/gone': new ErrorAnswer(404, 'content.not.found', 'gone'),
      'GET /wps/content/pages': pageOf([], 1, 0),
    });
    renderRoutes([{ path: '/news/:slug', element: <NewsArticlePage /> }], '/news/gone');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'All news' }).length).toBeGreaterThan(0);
  });
});
