import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContentPages } from '../../src/modules/demo/content-pages.ts';
import { hashPassword } from '../../src/modules/identity/password.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { operatorLogin, signInOperator } from '../helpers/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';

/**
 * The operator's content calls (announcements and notices, banners, help sections, pages and articles) and what
 * members then read: checked input with localized errors that write nothing, HTML sanitized when written, every
 * change audited, and each merchant's content its own.
 */

let t: TestApp;
let admin: string;
let cashierToken: string;
let foreignAdmin: string;
const FOREIGN = 'CONTENTX';

beforeAll(async () => {
  t = await createTestApp();
  // The demo pages, as a start makes them (once: a second run finds them).
  expect(await seedDemoContentPages(t.db)).toBe(true);
  expect(await seedDemoContentPages(t.db)).toBe(false);
  admin = await operatorLogin(t, 'demoadmin');
  cashierToken = await operatorLogin(t, 'democashier');
  const foreignId = await insertMerchant(t.db, FOREIGN);
  await t.db
    .insertInto('merchant_domains')
    .values({ merchant_id: foreignId, domain: `${FOREIGN.toLowerCase()}.example` })
    .execute();
  await t.db
    .insertInto('operators')
    .values({
      merchant_id: foreignId,
      username: 'contentadmin',
      password_hash: await hashPassword('Content@123'),
      role: 'ADMIN',
    })
    .execute();
  foreignAdmin = await signInOperator(t, {
    merchant: FOREIGN,
    username: 'contentadmin',
    password: 'Content@123',
  });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  {
    token,
    payload,
    merchant = 'DEMO',
    language = 'en',
  }: {
    token?: string;
    payload?: unknown;
    merchant?: string;
    language?: string;
  } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { merchant, language, ...(token ? { authorization: token } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const valueOf = <T>(response: { statusCode: number; body: string }): T => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return (JSON.parse(response.body) as { value: T }).value;
};

/** The HTML an attacker would like to see run in a member's browser. */
const hostile =
  '<p onclick="steal()">Hello<script>alert(1)</script><img src="https://img.example/x.png" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">click</a><a href="/promotions">ok</a><iframe src="https://evil.example"></iframe></p>';
const unsafe = /<script|onerror|onclick|javascript:|<iframe/i;

const announcement = (overrides: Record<string, unknown> = {}) => ({
  type: 'PL',
  execution: 'B',
  title: { bn: 'পরীক্ষার নোটিশ', en: 'Test notice' },
  content: { bn: `<p>বাংলা</p>${hostile}`, en: hostile },
  startDate: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});

const page = (overrides: Record<string, unknown> = {}) => ({
  kind: 'NEWS',
  slug: `test-${Math.random().toString(36).slice(2, 8)}`,
  title: { bn: 'পরীক্ষার খবর', en: 'Test news' },
  summary: { bn: 'সারাংশ', en: 'Summary' },
  content: { bn: `<p>খবর</p>${hostile}`, en: `<h2>News</h2>${hostile}` },
  coverUrl: '/demo-assets/covers/live.svg',
  published: true,
  ...overrides,
});

const count = async (table: string) =>
  Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n,
  );
const footprint = async () => ({
  announcements: await count('announcements'),
  banners: await count('banners'),
  help: await count('help_sections'),
  pages: await count('content_pages'),
  audit: await count('audit_log'),
});

describe('announcements and notices', () => {
  it('are created, changed and removed by an ADMIN, sanitized and audited, and members read them so', async () => {
    const created = valueOf<{ id: number; content: { en: string; bn: string } }>(
      await call('POST', '/ops/content/announcements', { token: admin, payload: announcement() }),
    );
    expect(created.content.en).toContain('Hello');
    expect(created.content.en).toContain('href="/promotions"');
    expect(created.content.en).not.toMatch(unsafe);
    expect(created.content.bn).not.toMatch(unsafe);

    const stored = await t.db
      .selectFrom('announcements')
      .select('content')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.content)).not.toMatch(unsafe);

    const served = valueOf<{ id: number; content: string }[]>(
      await call('GET', '/wps/system/announcements?types=PL&platform=W&execution=B'),
    ).find((item) => item.id === created.id);
    expect(served?.content).toContain('Hello');
    expect(served?.content).not.toMatch(unsafe);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id', 'detail'])
      .where('action', 'like', 'CONTENT_%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('CONTENT_CREATED');
    expect(audit.operator_id).not.toBeNull();
    expect(audit.detail).toMatchObject({ table: 'announcements', id: created.id });

    const changed = valueOf<{ type: string; endDate: string | null }>(
      await call('PUT', `/ops/content/announcements/${created.id}`, {
        token: admin,
        payload: announcement({ type: 'H', endDate: new Date(Date.now() + 86_400_000).toISOString() }),
      }),
    );
    expect(changed.type).toBe('H');
    expect(changed.endDate).not.toBeNull();

    expect(
      (await call('DELETE', `/ops/content/announcements/${created.id}`, { token: admin })).statusCode,
    ).toBe(200);
    const after = valueOf<{ id: number }[]>(
      await call('GET', '/wps/system/announcements?types=B,PL,PU,PR,H&platform=W&execution=B'),
    );
    expect(after.some((item) => item.id === created.id)).toBe(false);
    expect(
      (await call('DELETE', `/ops/content/announcements/${created.id}`, { token: admin })).statusCode,
    ).toBe(404);
  });

  it('lets any operator read but only an ADMIN write; members and visitors neither', async () => {
    expect((await call('GET', '/ops/content/announcements', { token: cashierToken })).statusCode).toBe(200);
    const member = await loginAs(t, 'demoplayer');
    const before = await footprint();
    const byCashier = await call('POST', '/ops/content/announcements', {
      token: cashierToken,
      payload: announcement(),
    });
    expect(byCashier.statusCode).toBe(403);
    expect(
      (await call('POST', '/ops/content/announcements', { token: member, payload: announcement() }))
        .statusCode,
    ).toBe(401);
    expect((await call('POST', '/ops/content/announcements', { payload: announcement() })).statusCode).toBe(
      401,
    );
    expect(await footprint()).toEqual(before);
  });

  it('refuses bad input with a localized error and writes nothing', async () => {
    const before = await footprint();
    const backwards = announcement({
      startDate: '2026-03-02T00:00:00Z',
      endDate: '2026-03-01T00:00:00Z',
    });
    const en = await call('POST', '/ops/content/announcements', { token: admin, payload: backwards });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      success: false,
      errorCode: 'content.dates.invalid',
      message: 'The end date must come after the start date',
    });
    const bn = await call('POST', '/ops/content/announcements', {
      token: admin,
      payload: backwards,
      language: 'bn',
    });
    expect(bn.json().message).toMatch(/[\u0980-\u09FF]/);

    // Only what sanitizing removes: nothing would be left to show.
    const onlyScript = await call('POST', '/ops/content/announcements', {
      token: admin,
      payload: announcement({ content: { bn: '<script>alert(1)</script>', en: '<p>ok</p>' } }),
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errorCode).toBe('content.html.empty');

    for (const payload of [
      announcement({ type: 'Z' }),
      announcement({ execution: 'C' }),
      announcement({ title: { bn: '', en: 'x' } }),
      announcement({ startDate: 'yesterday' }),
      { ...announcement(), content: undefined },
    ]) {
      const response = await call('POST', '/ops/content/announcements', { token: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorCode).toBe('request.invalid.field');
    }
    expect(await footprint()).toEqual(before);
  });
});

describe('banners', () => {
  const banner = (overrides: Record<string, unknown> = {}) => ({
    groupName: 'w_home',
    title: { bn: 'পরীক্ষা', en: 'Test' },
    imageUrl: { bn: '/demo-assets/banners/live-bn.svg', en: '/demo-assets/banners/live-en.svg' },
    linkageType: 'ROUTE',
    linkageValue: '/live',
    caption: {
      headline: { bn: 'লাইভ টেবিল', en: 'Live tables' },
      kicker: { bn: 'নতুন', en: 'NEW' },
      subline: null,
      cta: { bn: 'খেলুন', en: 'Play' },
    },
    sortOrder: 99,
    ...overrides,
  });

  it('are kept by an ADMIN and served with the caption in the request language', async () => {
    const created = valueOf<{ id: number }>(
      await call('POST', '/ops/content/banners', { token: admin, payload: banner() }),
    );
    const en = valueOf<{ id: number; caption: { headline: string; cta: string | null } }[]>(
      await call('GET', '/wps/system/banners?groupName=w_home'),
    ).find((item) => item.id === created.id);
    const bn = valueOf<{ id: number; caption: { headline: string } }[]>(
      await call('GET', '/wps/system/banners?groupName=w_home', { language: 'bn' }),
    ).find((item) => item.id === created.id);
    expect(en?.caption).toEqual({ headline: 'Live tables', kicker: 'NEW', subline: null, cta: 'Play' });
    expect(bn?.caption.headline).toBe('লাইভ টেবিল');

    valueOf(
      await call('PUT', `/ops/content/banners/${created.id}`, {
        token: admin,
        payload: banner({ active: false }),
      }),
    );
    const hidden = valueOf<{ id: number }[]>(await call('GET', '/wps/system/banners?groupName=w_home'));
    expect(hidden.some((item) => item.id === created.id)).toBe(false);
    expect((await call('DELETE', `/ops/content/banners/${created.id}`, { token: admin })).statusCode).toBe(
      200,
    );
  });

  it('refuses links that could run script or leave the site unasked', async () => {
    const before = await footprint();
    for (const [linkageType, linkageValue] of [
      ['URL', 'javascript:alert(1)'],
      ['URL', '/not-absolute'],
      ['ROUTE', '//evil.example/x'],
      ['ROUTE', 'https://evil.example'],
      ['GAME', 'javascript:alert(1)'],
      [null, '/live'],
      ['REFERRAL', '/member'],
    ]) {
      const response = await call('POST', '/ops/content/banners', {
        token: admin,
        payload: banner({ linkageType, linkageValue }),
      });
      expect(response.statusCode, `${linkageType} ${linkageValue}`).toBe(400);
      expect(response.json().errorCode).toBe('content.linkage.invalid');
    }
    const badImage = await call('POST', '/ops/content/banners', {
      token: admin,
      payload: banner({ imageUrl: { bn: 'javascript:alert(1)', en: '/x.svg' } }),
    });
    expect(badImage.statusCode).toBe(400);
    expect(await footprint()).toEqual(before);
  });
});

describe('help sections', () => {
  it('are kept by an ADMIN, sanitized, and shown in the help centre; a taken code is refused', async () => {
    const code = `test-help-${Math.random().toString(36).slice(2, 6)}`;
    const body = {
      code,
      title: { bn: 'পরীক্ষা', en: 'Test help' },
      content: { bn: `<p>সাহায্য</p>${hostile}`, en: hostile },
    };
    const created = valueOf<{ id: number }>(
      await call('POST', '/ops/content/help-sections', { token: admin, payload: body }),
    );
    const help = valueOf<{ code: string; content: string }[]>(
      await call('GET', '/wps/system/helpCenter?lang=en&device=WEB'),
    );
    const section = help.find((item) => item.code === code);
    expect(section?.content).toContain('Hello');
    expect(section?.content).not.toMatch(unsafe);

    const before = await footprint();
    const again = await call('POST', '/ops/content/help-sections', { token: admin, payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('content.slug.taken');
    expect(await footprint()).toEqual(before);
    expect(
      (await call('DELETE', `/ops/content/help-sections/${created.id}`, { token: admin })).statusCode,
    ).toBe(200);
  });
});

describe('pages and articles', () => {
  it('publishes only what is published and due, paged and newest first, sanitized', async () => {
    const published = valueOf<{ id: number; slug: string }>(
      await call('POST', '/ops/content/pages', { token: admin, payload: page() }),
    );
    const draft = valueOf<{ slug: string }>(
      await call('POST', '/ops/content/pages', { token: admin, payload: page({ published: false }) }),
    );
    const scheduled = valueOf<{ slug: string }>(
      await call('POST', '/ops/content/pages', {
        token: admin,
        payload: page({ publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
      }),
    );

    const first = valueOf<{ content: { slug: string; publishedAt: string }[]; totalElements: number }>(
      await call('GET', '/wps/content/pages?kind=NEWS&pageNo=1&pageSize=50'),
    );
    const slugs = first.content.map((item) => item.slug);
    expect(slugs[0]).toBe(published.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(scheduled.slug);
    const dates = first.content.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const paged = valueOf<{ content: unknown[]; pageNum: number; totalPages: number; totalElements: number }>(
      await call('GET', '/wps/content/pages?kind=NEWS&pageNo=2&pageSize=2'),
    );
    expect(paged.pageNum).toBe(2);
    expect(paged.content.length).toBeLessThanOrEqual(2);
    expect(paged.totalElements).toBe(first.totalElements);
    expect(paged.totalPages).toBe(Math.ceil(first.totalElements / 2));

    const article = valueOf<{ content: string; title: string }>(
      await call('GET', `/wps/content/pages/NEWS/${published.slug}`, { language: 'bn' }),
    );
    expect(article.title).toBe('পরীক্ষার খবর');
    expect(article.content).toContain('খবর');
    expect(article.content).not.toMatch(unsafe);

    for (const slug of [draft.slug, scheduled.slug]) {
      const hidden = await call('GET', `/wps/content/pages/NEWS/${slug}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().errorCode).toBe('content.not.found');
    }
    expect((await call('GET', `/wps/content/pages/BLOG/${published.slug}`)).statusCode).toBe(404);
  });

  it('refuses a taken slug, a bad slug and a script cover, localized, writing nothing', async () => {
    const existing = valueOf<{ slug: string }>(
      await call('POST', '/ops/content/pages', { token: admin, payload: page() }),
    );
    const before = await footprint();
    const taken = await call('POST', '/ops/content/pages', {
      token: admin,
      payload: page({ slug: existing.slug }),
      language: 'bn',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('content.slug.taken');
    expect(taken.json().message).toMatch(/[\u0980-\u09FF]/);
    for (const payload of [
      page({ slug: 'Bad Slug' }),
      page({ slug: '../x' }),
      page({ kind: 'OTHER' }),
      page({ coverUrl: 'javascript:alert(1)' }),
      page({ coverUrl: '//evil.example/x.png' }),
    ]) {
      const response = await call('POST', '/ops/content/pages', { token: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await footprint()).toEqual(before);
  });

  it("keeps each merchant's content its own", async () => {
    const demoPage = valueOf<{ id: number; slug: string }>(
      await call('POST', '/ops/content/pages', { token: admin, payload: page({ kind: 'BLOG' }) }),
    );
    const demoNotice = valueOf<{ id: number }>(
      await call('POST', '/ops/content/announcements', { token: admin, payload: announcement() }),
    );

    // The other merchant's ADMIN neither sees, changes nor removes the demo merchant's rows.
    const foreignList = valueOf<{ id: number }[]>(
      await call('GET', '/ops/content/pages', { token: foreignAdmin, merchant: FOREIGN }),
    );
    expect(foreignList.some((item) => item.id === demoPage.id)).toBe(false);
    const before = await footprint();
    for (const [method, url, payload] of [
      [
        'PUT',
        `/ops/content/pages/${demoPage.id}`,
        page({ kind: 'BLOG', title: { bn: 'হ্যাক', en: 'Hacked' } }),
      ],
      ['DELETE', `/ops/content/pages/${demoPage.id}`, undefined],
      [
        'PUT',
        `/ops/content/announcements/${demoNotice.id}`,
        announcement({ title: { bn: 'হ্যাক', en: 'x' } }),
      ],
      ['DELETE', `/ops/content/announcements/${demoNotice.id}`, undefined],
    ] as const) {
      const response = await call(method, url, { token: foreignAdmin, merchant: FOREIGN, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await footprint()).toEqual(before);
    // A demo operator's token is no session at the other merchant.
    expect((await call('GET', '/ops/content/pages', { token: admin, merchant: FOREIGN })).statusCode).toBe(
      401,
    );

    // Members of the other merchant do not read the demo merchant's pages.
    expect(
      (await call('GET', `/wps/content/pages/BLOG/${demoPage.slug}`, { merchant: FOREIGN })).statusCode,
    ).toBe(404);
    const foreignBlog = valueOf<{ totalElements: number }>(
      await call('GET', '/wps/content/pages?kind=BLOG', { merchant: FOREIGN }),
    );
    expect(foreignBlog.totalElements).toBe(0);
    const stillThere = valueOf<{ title: string }>(
      await call('GET', `/wps/content/pages/BLOG/${demoPage.slug}`),
    );
    expect(stillThere.title).toBe('Test news');
  });
});

describe('the demo pages', () => {
  it('are published for members in both languages: about us, the deposit tutorial, the sponsor page', async () => {
    for (const slug of ['about-us', 'deposit-tutorial', 'sponsor']) {
      const bn = valueOf<{ content: string }>(
        await call('GET', `/wps/content/pages/PAGE/${slug}`, { language: 'bn' }),
      );
      const en = valueOf<{ content: string }>(await call('GET', `/wps/content/pages/PAGE/${slug}`));
      expect(bn.content).toMatch(/[\u0980-\u09FF]{3}/);
      expect(en.content).toMatch(/demo/i);
    }
  });
});

describe('the web app manifest', () => {
  it('names the merchant found by the host and uses its colours, revalidated on every use', async () => {
    const response = await t.app.inject({ url: '/manifest.webmanifest', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    expect(manifest.name).toBe('Shapla Play');
    expect(manifest.display).toBe('standalone');
    expect(
      manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const foreign = await t.app.inject({
      url: '/manifest.webmanifest',
      headers: { host: `${FOREIGN.toLowerCase()}.example` },
    });
    expect(foreign.json().name).toBe(`Brand ${FOREIGN}`);
  });
});
