import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement } from '../../src/modules/content/service.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Item = { id: number; execution: string; type: string; content: string; startDateStr: number };
const announcements = async (query: string, token?: string) =>
  (
    await t.app.inject({
      url: `/wps/system/announcements?${query}`,
      headers: token ? { authorization: token } : {},
    })
  ).json().value as Item[];

describe('announcements and notices', () => {
  it('shows visitors only execution B, even when they ask for A or F', async () => {
    const visitor = await announcements('types=B,PL,PU,PR,H&platform=W&execution=A,B,F');
    expect(visitor.length).toBeGreaterThan(0);
    expect(new Set(visitor.map((item) => item.execution))).toEqual(new Set(['B']));
  });

  it('shows members execution A (and F on their first login), never B', async () => {
    const first = await loginAs(t, 'demodownline');
    const firstItems = await announcements('types=B,PL,PU,PR,H&platform=W&execution=A,B,F', first);
    expect(firstItems.some((item) => item.execution === 'F')).toBe(true);
    expect(firstItems.some((item) => item.execution === 'B')).toBe(false);
    const again = await loginAs(t, 'demodownline');
    const laterItems = await announcements('types=B,PL,PU,PR,H&platform=W&execution=A,F', again);
    expect(laterItems.every((item) => item.execution === 'A')).toBe(true);
  });

  it('filters by type and leaves out what has not started or has ended', async () => {
    const all = await announcements('types=B,PL,PU,PR,H&platform=W&execution=B');
    const now = Date.now();
    expect(all.every((item) => item.startDateStr <= now)).toBe(true);
    const onlyH = await announcements('types=H&platform=W&execution=B');
    expect(onlyH.every((item) => item.type === 'H')).toBe(true);
    const bad = await t.app.inject({ url: '/wps/system/announcements?types=Z' });
    expect(bad.statusCode).toBe(400);
  });

  it('sanitizes HTML when it is written', async () => {
    const merchant = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    await createAnnouncement(t.db, {
      merchant_id: merchant.id,
      type: 'PL',
      execution: 'B',
      title: { bn: 'পরীক্ষা', en: 'Test' },
      content: {
        en: '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
      },
      promotion_type: null,
      start_date: new Date(Date.now() - 1000),
      end_date: null,
    });
    const stored = await t.db
      .selectFrom('announcements')
      .select('content')
      .where('type', '=', 'PL')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const html = stored.content.en ?? '';
    expect(html).toContain('Hi');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
  });
});

describe('banners', () => {
  it('lists a group in order with its linkage, in the request language', async () => {
    const bn = (
      await t.app.inject({ url: '/wps/system/banners?groupName=w_home', headers: { language: 'bn' } })
    ).json().value;
    const en = (
      await t.app.inject({ url: '/wps/system/banners?groupName=w_home', headers: { language: 'en' } })
    ).json().value;
    expect(bn.length).toBeGreaterThan(1);
    expect(bn.every((banner: { groupName: string }) => banner.groupName === 'w_home')).toBe(true);
    expect(bn.map((banner: { id: number }) => banner.id)).toEqual(
      en.map((banner: { id: number }) => banner.id),
    );
    expect(bn[0].url).not.toBe(en[0].url);
    const promo = (await t.app.inject({ url: '/wps/system/banners?groupName=w_promotion' })).json().value;
    expect(promo.length).toBeGreaterThan(0);
  });
});
