import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPromotions } from '../../src/modules/demo/promotions.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, loginAs, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** The codes the web's home quick links point at, in display order. */
const codes = [
  'NEW_PLAYER',
  'SLOT_BONUS',
  'SUNDAY_BEST',
  'WELCOME_GIFT',
  'MEMBER_DAY',
  'VIP_BONUS',
  'ZALO_REWARD',
  'APP_DOWNLOAD',
];
/** Bangla letters (the taka sign ৳ is in the block too, and English titles use it). */
const BANGLA = /[\u0985-\u09B9]/;

const get = async <T>(url: string, language: 'bn' | 'en', token?: string) => {
  const response = await t.app.inject({
    url,
    headers: { merchant: 'DEMO', language, ...(token ? { authorization: token } : {}) },
    remoteAddress: randomPrivateIp(),
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().value as T;
};

interface Listed {
  id: number;
  code: string;
  type: string;
  category: string;
  tags: string[];
  title: string;
  summary: string;
  startsAt: string;
  endsAt: string | null;
  joinMode: string;
  audience: string;
  state: string;
  reward: string | null;
}

describe('the demo promotions', () => {
  it('are created once through the catalogue, published, and seeding again changes nothing', async () => {
    const now = Date.now();
    expect(await seedDemoPromotions(t.db, now)).toBe(true);
    expect(await seedDemoPromotions(t.db, now)).toBe(false);
    expect(await seedDemoPromotions(t.db)).toBe(false);

    const rows = await t.db
      .selectFrom('promotions')
      .innerJoin('merchants', 'merchants.id', 'promotions.merchant_id')
      .select(['promotions.code', 'promotions.status', 'promotions.starts_at', 'promotions.spent'])
      .where('merchants.code', '=', 'DEMO')
      .orderBy('promotions.sort')
      .execute();
    expect(rows.map((row) => row.code)).toEqual(codes);
    for (const row of rows) {
      expect(row.status).toBe('ACTIVE');
      expect(row.spent).toBe(0n);
      expect(row.starts_at.getTime()).toBe(now - 30 * DAY_MS);
    }
    // Made by the demo admin operator through the service: each created and published, audited.
    const audit = await t.db
      .selectFrom('audit_log')
      .innerJoin('operators', 'operators.id', 'audit_log.operator_id')
      .select(['audit_log.action', 'operators.username'])
      .where('audit_log.action', 'in', ['PROMOTION_CREATED', 'PROMOTION_STATUS_SET'])
      .execute();
    expect(audit).toHaveLength(2 * codes.length);
    expect(new Set(audit.map((row) => row.username))).toEqual(new Set(['demoadmin']));
  });

  it('are listed in both languages, with real Bangla, each content marked DEMO', async () => {
    const en = await get<{ content: Listed[] }>('/wps/promotions?pageSize=50', 'en');
    const bn = await get<{ content: Listed[] }>('/wps/promotions?pageSize=50', 'bn');
    expect(en.content.map((promotion) => promotion.code)).toEqual(codes);
    expect(bn.content.map((promotion) => promotion.code)).toEqual(codes);
    for (const [i, promotion] of bn.content.entries()) {
      expect(promotion.title).toMatch(BANGLA);
      expect(promotion.summary).toMatch(BANGLA);
      expect(en.content[i]!.title).not.toMatch(BANGLA);
      expect(en.content[i]!.title).not.toBe(promotion.title);
    }
    for (const language of ['bn', 'en'] as const)
      for (const promotion of en.content) {
        const detail = await get<{ content: string }>(`/wps/promotions/${promotion.id}`, language);
        expect(detail.content).toContain('<strong>DEMO</strong>');
        expect(detail.content).toMatch(/<(ol|ul)>/);
        if (language === 'bn') expect(detail.content).toMatch(BANGLA);
      }

    const ops = await get<{
      content: Array<{ code: string; rules: Record<string, unknown>; budget: string | null }>;
    }>('/ops/promotions?pageSize=50', 'en', await operatorLogin(t, 'demoadmin'));
    const byCode = new Map(ops.content.map((promotion) => [promotion.code, promotion]));
    // The first-deposit bonus the demo announcements advertise.
    expect(byCode.get('NEW_PLAYER')).toMatchObject({
      rules: { percent: '100.00', cap: '10000.00', minDeposit: '200.00', turnoverMultiple: 10 },
      budget: '500000.00',
    });
    expect(byCode.get('WELCOME_GIFT')).toMatchObject({
      rules: { fixedAmount: '50.00', turnoverMultiple: 5 },
      budget: '100000.00',
    });
    expect(byCode.get('ZALO_REWARD')).toMatchObject({ rules: { cap: '131000.00', turnoverMultiple: 3 } });
    const listed = new Map(en.content.map((promotion) => [promotion.code, promotion]));
    expect(listed.get('NEW_PLAYER')).toMatchObject({
      type: 'FIRST_DEPOSIT',
      category: 'newPlayer',
      tags: ['newbie', 'specialOffer'],
      joinMode: 'BUTTON',
      endsAt: null,
    });
    expect(listed.get('WELCOME_GIFT')).toMatchObject({ joinMode: 'AUTO', audience: 'NEW_PLAYERS' });
    expect(listed.get('SUNDAY_BEST')!.endsAt).not.toBeNull();
  });

  it('give a member registered since they started the sign-up gift to claim', async () => {
    const token = await loginAs(t, 'demoplayer');
    const center = await get<{ unclaimed: Listed[] }>('/wps/promotions/rewards', 'en', token);
    expect(center.unclaimed).toEqual([
      expect.objectContaining({ code: 'WELCOME_GIFT', state: 'claim', reward: '50.00' }),
    ]);
    expect(await get<{ availablePromoCount: number }>('/wps/member/info', 'en', token)).toMatchObject({
      availablePromoCount: 1,
      availablePromo: { REFERRAL: { enabled: false } },
    });
  });
});
