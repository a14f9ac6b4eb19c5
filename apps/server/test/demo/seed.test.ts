import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  announcementExecutions,
  announcementTypes,
  gameSubcategories,
  registrationFields,
  resourceTypes,
  vendorCategories,
  whitelabelSwitches,
} from '@msp/contracts/enums.ts';
import { registerFieldRuleSchema, themeSchema } from '@msp/contracts/system.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/schema.ts';
import { listAnnouncements, listBanners, listHelpSections } from '../../src/modules/content/service.ts';
import { demoAccounts, seedDemoMerchant } from '../../src/modules/demo/seed.ts';
import { verifyPassword } from '../../src/modules/identity/password.ts';
import { isSwitchOn, registerFieldRules, whitelabelTree } from '../../src/modules/merchant/service.ts';
import { sanitizeContentHtml } from '../../src/shared/sanitize.ts';

const tables: (keyof Database)[] = [
  'merchants',
  'merchant_domains',
  'whitelabel_flags',
  'merchant_resources',
  'register_field_rules',
  'banners',
  'announcements',
  'help_sections',
  'vendors',
  'games',
  'countries',
  'members',
  'sessions',
];

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await sql<{
      count: string | number | bigint;
    }>`SELECT count(*) AS count FROM ${sql.table(table)}`.execute(db);
    counts[table] = Number(result.rows[0]?.count ?? 0);
  }
  return counts;
}

let handle: DatabaseHandle;
let db: Db;
let merchantId: number;
let firstRun: Awaited<ReturnType<typeof seedDemoMerchant>>;

beforeAll(async () => {
  handle = await openDatabase({});
  db = handle.db;
  await migrate(db);
  firstRun = await seedDemoMerchant(db);
  merchantId = (
    await db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => handle.close());

describe('seedDemoMerchant', () => {
  it('creates the demo merchant once; a second run changes nothing and returns the same accounts', async () => {
    expect(firstRun.created).toBe(true);
    const before = await rowCounts(db);
    for (const table of tables.filter((name) => name !== 'sessions'))
      expect(before[table], table).toBeGreaterThan(0);

    const secondRun = await seedDemoMerchant(db);
    expect(secondRun.created).toBe(false);
    expect(secondRun.accounts).toEqual(firstRun.accounts);
    expect(secondRun.accounts).toEqual(demoAccounts.map((account) => ({ ...account })));
    expect(await rowCounts(db)).toEqual(before);
    expect(before.merchants).toBe(1);
  });

  it('creates one merchant when two servers start at the same time', async () => {
    const other = await openDatabase({});
    try {
      await migrate(other.db);
      const runs = await Promise.all([seedDemoMerchant(other.db), seedDemoMerchant(other.db)]);
      expect(runs.map((run) => run.created).sort()).toEqual([false, true]);
      const counts = await rowCounts(other.db);
      expect(counts.merchants).toBe(1);
      expect(counts.members).toBe(demoAccounts.length);
    } finally {
      await other.close();
    }
  });

  it('sets up the brand: default, BDT, Bangla first, localhost, a valid dark theme, demo copyright', async () => {
    const merchant = await db
      .selectFrom('merchants')
      .selectAll()
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    expect(merchant).toMatchObject({
      code: 'DEMO',
      is_default: true,
      currency: 'BDT',
      currency_symbol: '৳',
      default_language: 'bn',
      languages: ['bn', 'en'],
      main_domain: 'localhost',
      system_status: 0,
      region_mode: 'NONE',
      gtag_id: null,
      image_cdns: [],
      launch_game_cdns: [],
    });
    expect(themeSchema.parse(merchant.theme).primary.toLowerCase()).toBe('#f5b301');
    expect(merchant.copyright).toMatch(/demo/i);
    for (const text of [merchant.maintenance_title, merchant.maintenance_message, merchant.region_message]) {
      expect(text.bn).toMatch(/[\u0980-\u09FF]/);
      expect(text.en).toMatch(/[a-z]/);
    }
    const domains = await db
      .selectFrom('merchant_domains')
      .select('domain')
      .where('merchant_id', '=', merchantId)
      .execute();
    expect(domains.map((row) => row.domain).sort()).toEqual(['127.0.0.1', 'localhost']);
  });

  it('builds the white-label tree the spec rules need', async () => {
    const tree = await whitelabelTree(db, merchantId);
    expect(tree.map((node) => node.modId)).toEqual(['REG', 'LOGIN', 'PROMO']);
    const switches = tree.flatMap((group) => group.childrenNodes.map((node) => node.modId));
    expect([...switches].sort()).toEqual([...whitelabelSwitches].sort());
    const expected: Record<string, boolean> = {
      DIRECTREG3: true,
      USERNAMEREG3: true,
      MOBILENUMREG3: false,
      REGMOBVERF3: false,
      MOBILENUMPASSREG3: false,
      MOBILEVERCODELOGIN3: true,
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: true,
      PTSYS3: true,
    };
    for (const modId of whitelabelSwitches)
      expect(await isSwitchOn(db, merchantId, modId), modId).toBe(expected[modId]);
  });

  it('lists resources for the footer and side menu, with no TikTok or Twitter link', async () => {
    const resources = await db
      .selectFrom('merchant_resources')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .execute();
    const ofType = (type: string) => resources.filter((resource) => resource.resource_type === type);
    for (const resource of resources)
      expect(resourceTypes as readonly string[]).toContain(resource.resource_type);
    expect(ofType('SOCIAL_TIKTOK')).toHaveLength(0);
    expect(ofType('SOCIAL_TWITTER')).toHaveLength(0);
    for (const type of [
      'LOGO',
      'LOGO_MOBILE',
      'FAVICON',
      'SOCIAL_FACEBOOK',
      'SOCIAL_YOUTUBE',
      'SOCIAL_WHATSAPP',
      'SOCIAL_TELEGRAM',
      'SOCIAL_INSTAGRAM',
      'LINK_SERVICE',
      'APP_IOS',
      'APP_ANDROID',
      'APP_MOBILE_CONFIG',
      'LIVE_CHAT',
    ]) {
      expect(ofType(type), type).toHaveLength(1);
    }
    expect(ofType('LICENCE').length).toBeGreaterThanOrEqual(2);
    expect(ofType('LICENCE').length).toBeLessThanOrEqual(3);
    expect(ofType('CERTIFICATION').length).toBeGreaterThanOrEqual(2);
    expect(ofType('CERTIFICATION').length).toBeLessThanOrEqual(3);
    expect(ofType('CUSTOMER_SERVICE')).toHaveLength(2);
    expect(ofType('PAYMENT_METHOD').map((resource) => resource.label_name_en)).toEqual(
      expect.arrayContaining(['bKash', 'Nagad', 'Rocket', 'Upay', 'Bank Transfer', 'USDT']),
    );
    for (const type of ['APP_IOS', 'APP_ANDROID', 'APP_MOBILE_CONFIG'])
      // DEMO: the app downloads lead to the install page's guides (the site installs as an app), not to pictures.
      expect(ofType(type)[0]?.url).toMatch(/^\/appDownload#(ios|android|mobile-config)$/);
    for (const resource of resources.filter((row) => /^https?:/.test(row.url)))
      expect(resource.label_name_en).toMatch(/demo/i);
  });

  it('has a registration rule for every field, with working Bangladesh patterns', async () => {
    const rules = await registerFieldRules(db, merchantId);
    expect(rules.map((rule) => rule.fieldName).sort()).toEqual([...registrationFields].sort());
    for (const rule of rules) registerFieldRuleSchema.parse(rule);
    const byField = Object.fromEntries(rules.map((rule) => [rule.fieldName, rule]));
    const accepts = (field: string, value: string) =>
      new RegExp(byField[field]?.acceptedPattern ?? '$^').test(value);

    expect(byField.username).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      patternId: 'LETTER_FIRST_ALNUM',
    });
    expect(accepts('username', 'demoplayer')).toBe(true);
    expect(accepts('username', '1player')).toBe(false);
    expect(accepts('username', 'abc')).toBe(false);
    expect(byField.password).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 20,
      patternId: 'LETTERS_AND_DIGITS',
    });
    expect(accepts('password', 'Demo@1234')).toBe(true);
    expect(accepts('password', 'onlyletters')).toBe(false);
    expect(accepts('password', 'has space1')).toBe(false);
    expect(byField.confirmPassword).toMatchObject({ enabled: true, required: true });
    expect(byField.mobileNum).toMatchObject({ enabled: true, required: true, patternId: 'DIGITS' });
    expect(accepts('mobileNum', '01712345678')).toBe(true);
    expect(accepts('mobileNum', '01212345678')).toBe(false);
    expect(accepts('mobileNum', '0171234567')).toBe(false);
    expect(byField.email).toMatchObject({ enabled: true, required: false, patternId: 'EMAIL' });
    expect(accepts('email', 'rahim@example.com')).toBe(true);
    expect(byField.affiliateCode).toMatchObject({ enabled: true, required: false });
    expect(byField.payeeName).toMatchObject({
      enabled: true,
      required: false,
      patternId: 'ENGLISH_LETTERS_SPACES',
    });
    expect(byField.captcha).toMatchObject({ enabled: true });
    for (const field of ['qqNum', 'wechat', 'zalo', 'idNumber', 'line']) {
      expect(byField[field]).toMatchObject({ enabled: false, required: false, acceptedPattern: '*' });
    }
  });

  it('has banners of both groups, one not clickable, with art per language', async () => {
    const home = await listBanners(db, merchantId, 'w_home', 'bn');
    const homeEn = await listBanners(db, merchantId, 'w_home', 'en');
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(home.length).toBeLessThanOrEqual(4);
    expect(home.some((banner) => banner.linkageType === null)).toBe(true);
    expect(new Set(home.map((banner) => banner.linkageType)).size).toBeGreaterThanOrEqual(3);
    home.forEach((banner, index) => {
      expect(banner.url).toMatch(/-bn\.svg$/);
      expect(homeEn[index]?.url).toMatch(/-en\.svg$/);
      expect(banner.title).toMatch(/[\u0980-\u09FF]/);
    });
    const promo = await listBanners(db, merchantId, 'w_promotion', 'bn');
    expect(promo).toHaveLength(1);
    expect(promo[0]?.linkageType).toBe('REFERRAL');
  });

  it('stores announcements sanitized, of every type and audience, showing only those in force', async () => {
    const rows = await db
      .selectFrom('announcements')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(announcementTypes));
    expect(new Set(rows.map((row) => row.execution))).toEqual(new Set(announcementExecutions));
    expect(rows.map((row) => row.promotion_type)).toEqual(
      expect.arrayContaining(['DEPOSIT', 'REFERRAL', null]),
    );
    for (const row of rows) {
      for (const language of ['bn', 'en'] as const) {
        const html = row.content[language] ?? '';
        expect(html).toMatch(/<p>/);
        expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
        expect(sanitizeContentHtml(html)).toBe(html);
        expect(row.title[language]).toBeTruthy();
      }
    }
    const html = rows.flatMap((row) => [row.content.bn ?? '', row.content.en ?? '']).join('');
    for (const tag of ['<ul>', '<li>', '<strong>', '<a href=']) expect(html).toContain(tag);

    const now = Date.now();
    const future = rows.filter((row) => row.start_date.getTime() > now);
    const expired = rows.filter((row) => row.end_date !== null && row.end_date.getTime() < now);
    expect(future).toHaveLength(1);
    expect(expired).toHaveLength(1);

    const all = {
      types: [...announcementTypes],
      platform: 'W' as const,
      executions: [...announcementExecutions],
    };
    const shown = await listAnnouncements(db, merchantId, all, 'en');
    expect(shown.map((item) => item.id).sort()).toEqual(
      rows
        .filter((row) => !future.includes(row) && !expired.includes(row))
        .map((row) => row.id)
        .sort(),
    );
  });

  it('has a help center in both languages and two footer descriptions tagged fff', async () => {
    const sections = await listHelpSections(db, merchantId, 'WEB', 'bn');
    expect(sections.map((section) => section.code)).toEqual(
      expect.arrayContaining([
        'about-us',
        'terms-and-conditions',
        'privacy-policy',
        'responsible-gaming',
        'deposit-guide',
        'withdrawal-guide',
        'faq',
        'contact-us',
      ]),
    );
    expect(sections.filter((section) => section.tag === 'fff')).toHaveLength(2);
    for (const section of sections) {
      expect(section.content).toMatch(/[\u0980-\u09FF]/);
      expect(section.content).not.toMatch(/<script|onerror/i);
    }
    const english = await listHelpSections(db, merchantId, 'WEB', 'en');
    const about = english.find((section) => section.code === 'about-us');
    expect(about?.content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('has the demo vendor catalogue for every category', async () => {
    const vendors = await db
      .selectFrom('vendors')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort_order')
      .execute();
    const games = await db.selectFrom('games').selectAll().where('merchant_id', '=', merchantId).execute();
    const codesOf = (category: string) =>
      vendors.filter((vendor) => vendor.game_type === category).map((vendor) => vendor.code);
    for (const category of vendorCategories) expect(codesOf(category).length, category).toBeGreaterThan(0);

    expect(codesOf('RNG').length).toBeGreaterThanOrEqual(10);
    expect(codesOf('RNG')).toEqual(
      expect.arrayContaining(['PG', 'JL', 'PP', 'JDB', 'FC', 'SPADE', 'CQ9', 'KA', 'RT', 'NLC']),
    );
    expect(codesOf('LOTT')[0]).toBe('TCG_LOTTO_VN');
    expect(vendors.find((vendor) => vendor.code === 'TCG_LOTTO_VN')?.account_type_name).toBe('TCG_LOTTO_VN');
    expect(codesOf('LOTT')).toContain('TCG_SEA');
    expect(codesOf('FISH').sort()).toEqual(['FC', 'JDB', 'JL']);
    expect(codesOf('PVP')).toEqual(expect.arrayContaining(['KM', 'JL', 'BGS']));
    expect(codesOf('SPORTS').sort()).toEqual(['CMD', 'LUCKY_SPORTS', 'SABA']);
    expect(codesOf('ESPORTS').sort()).toEqual(['AV', 'IA', 'IMES', 'TF']);
    expect(codesOf('COCKFIGHT').sort()).toEqual(['DIG', 'DS88', 'WGB']);
    expect(codesOf('LIVE')).toEqual(expect.arrayContaining(['EVO', 'SEXY', 'PP_LIVE']));

    for (const vendor of vendors) {
      const own = games.filter((game) => game.vendor_id === vendor.id);
      expect(own.length, vendor.code).toBeGreaterThan(0);
      if (['RNG', 'FISH', 'PVP'].includes(vendor.game_type)) {
        expect(own.length, vendor.code).toBeGreaterThanOrEqual(6);
        expect(own.length, vendor.code).toBeLessThanOrEqual(12);
      }
      if (['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(vendor.game_type)) {
        expect(
          own.map((game) => game.game_code),
          vendor.code,
        ).toContain(vendor.lobby_game_code);
      }
      for (const game of own) {
        expect(game.game_type).toBe(vendor.game_type);
        expect(game.icon_url).toBe(`/demo-assets/games/${vendor.code}/${game.game_code}.svg`);
        expect(game.name.bn).toMatch(/[\u0980-\u09FF]/);
        expect(game.name.en).toBeTruthy();
        if (game.game_classify !== null)
          expect(gameSubcategories as readonly string[]).toContain(game.game_classify);
      }
    }
    expect(new Set(games.map((game) => game.icon_url)).size).toBe(games.length);
    expect(games.filter((game) => game.game_type === 'RNG' && game.is_top).length).toBeGreaterThanOrEqual(16);
    expect(games.some((game) => game.support_play === 0)).toBe(true);
    expect(games.some((game) => game.support_play === 1)).toBe(true);
    expect(
      new Set(games.filter((game) => game.game_type === 'RNG').map((game) => game.game_classify)),
    ).toEqual(new Set([null, 'SC', 'VP', 'JP', 'TG', 'AC', 'BG']));
  });

  it('fills the countries once, Bangladesh first, with Bangla names', async () => {
    const rows = await db
      .selectFrom('countries')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('country_code')
      .execute();
    expect(rows.length).toBeGreaterThan(240);
    expect(rows[0]).toMatchObject({ country_code: 'BD', country_dialing_code: '880', sort_order: 0 });
    expect(rows[0]?.name.bn).toBe('বাংলাদেশ');
    expect(rows[1]).toMatchObject({ country_code: 'IN', country_dialing_code: '91', sort_order: 1 });
    for (const row of rows) {
      expect(row.country_dialing_code).toMatch(/^\d{1,4}$/);
      expect(row.name.en).toBeTruthy();
      expect(row.name.bn).toBeTruthy();
    }
  });

  it('creates the DEMO accounts with argon2id hashes and the downline under the agent', async () => {
    const members = await db
      .selectFrom('members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .execute();
    const byName = Object.fromEntries(members.map((member) => [member.username, member]));
    expect(Object.keys(byName).sort()).toEqual(['demoagent', 'demodownline', 'demoplayer']);
    expect(byName.demoplayer).toMatchObject({ type: 0, parent_member_id: null, status: 'ACTIVE' });
    expect(byName.demoagent).toMatchObject({ type: 1, parent_member_id: null });
    expect(byName.demodownline).toMatchObject({ type: 0, parent_member_id: byName.demoagent?.id });
    expect(byName.demoplayer?.nickname).toBeTruthy();
    for (const account of demoAccounts) {
      const hash = byName[account.username]?.password_hash ?? '';
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(hash, account.password)).toBe(true);
      expect(await verifyPassword(hash, 'wrong-password')).toBe(false);
    }
  });
});
