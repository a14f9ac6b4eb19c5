import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { registrationFields } from '@msp/contracts/enums.ts';
import { lotteryGames } from '@msp/contracts/lottery/families.ts';
import { pointGames } from '@msp/contracts/lottery/point-game-list.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { createAnnouncement, createBanner, createHelpSection } from '../content/service.ts';
import { replaceDemoMatches } from '../games/service.ts';
import { seedCountries } from '../geo/countries.ts';
import { hashPassword } from '../identity/password.ts';
import {
  bannerImagePath,
  demoBannerCaption,
  crestImagePath,
  demoAnnouncements,
  demoBanners,
  demoBrand,
  demoDepositChannels,
  demoDomains,
  demoFlagTree,
  demoHelpSections,
  demoMaintenance,
  demoMatches,
  demoMembers,
  demoOperators,
  DEMO_OPERATOR_TOTP_SECRET,
  demoRegionMessage,
  demoResources,
  demoTheme,
  demoTransferWalletVendors,
  demoVendors,
  fieldRuleOf,
  findDemoTeam,
  gameIconPath,
} from './demo-content.ts';

export interface DemoAccount {
  username: string;
  password: string;
  /** What the account is, as printed at start ("player", "agent", "downline player"). */
  role: string;
}

/** The DEMO accounts of the demo merchant, printed at every start. */
export const demoAccounts: readonly DemoAccount[] = demoMembers.map(({ username, password, role }) => ({
  username,
  password,
  role,
}));

/** Any constant: servers starting together against one database take turns creating the demo merchant. */
const DEMO_SEED_LOCK_KEY = 724_311_002;
const DAY_MS = 24 * 60 * 60 * 1000;

async function demoMerchantExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', demoBrand.code)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates the demo merchant (brand, settings, content, the demo vendor catalogue and the DEMO accounts) in one
 * transaction when no merchant with code DEMO exists; otherwise changes nothing. Countries (global reference
 * data) are filled when their table is empty. Safe when several servers start at once.
 */
export async function seedDemoMerchant(db: Db): Promise<{ created: boolean; accounts: DemoAccount[] }> {
  const accounts = demoAccounts.map((account) => ({ ...account }));
  await seedCountries(db);
  if (await demoMerchantExists(db)) return { created: false, accounts };

  // argon2 is slow on purpose: hash before taking the lock, so a concurrent start waits as little as possible.
  const hashes = new Map<string, string>();
  for (const member of demoMembers) hashes.set(member.username, await hashPassword(member.password));

  const created = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`.execute(trx);
    if (await demoMerchantExists(trx)) return false;
    await createDemoMerchant(trx, hashes);
    return true;
  });
  await seedDemoLottery(db);
  return { created, accounts };
}

/**
 * The demo merchant runs every game of our own lottery (docs/lottery.md) with the default odds and limits; added
 * to a demo merchant made before the lottery existed too. A game an operator changed or removed stays as it is.
 */
export async function seedDemoLottery(db: Db) {
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', demoBrand.code)
    .executeTakeFirst();
  if (!merchant) return;
  await db
    .insertInto('lottery_games')
    .values(
      lotteryGames.map((game) => ({
        merchant_id: merchant.id,
        game_code: game.gameCode,
        family: game.family,
        interval_minutes: game.intervalMinutes,
        // The classic evening draw closes ten minutes before it; the fast ones ten seconds.
        cutoff_seconds: game.intervalMinutes === null ? 600 : 10,
      })),
    )
    .onConflict((conflict) => conflict.columns(['merchant_id', 'game_code']).doNothing())
    .execute();
  await db
    .insertInto('lottery_games')
    .values(
      pointGames.map((game) => ({
        merchant_id: merchant.id,
        game_code: game.gameCode,
        family: game.family,
        interval_minutes: game.intervalMinutes,
        cutoff_seconds: game.cutoffSeconds,
        utc_offset_minutes: game.utcOffsetMinutes,
        draw_weekdays: game.drawWeekdays,
        draw_minute: game.drawMinute,
        region: game.region,
        station_name: game.stationName,
        // All members together may stake 50,000.00 on one number of a draw; a number past it is sold out.
        max_total_per_key: 5_000_000n,
      })),
    )
    .onConflict((conflict) => conflict.columns(['merchant_id', 'game_code']).doNothing())
    .execute();
}

async function createDemoMerchant(trx: Transaction<Database>, hashes: Map<string, string>): Promise<void> {
  const now = Date.now();
  const daysFromNow = (days: number) => new Date(now + days * DAY_MS);

  // A default merchant that exists already (an operator's own) stays the default.
  const otherDefault = await trx
    .selectFrom('merchants')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirst();

  const merchant = await trx
    .insertInto('merchants')
    .values({
      code: demoBrand.code,
      name: demoBrand.name,
      is_default: otherDefault === undefined,
      currency: 'BDT',
      currency_symbol: '৳',
      default_language: 'bn',
      languages: ['bn', 'en'],
      main_domain: 'localhost',
      system_status: 0,
      maintenance_start: null,
      maintenance_end: null,
      maintenance_title: demoMaintenance.title,
      maintenance_message: demoMaintenance.message,
      region_mode: 'NONE',
      region_countries: [],
      region_message: demoRegionMessage,
      theme: demoTheme,
      copyright: demoBrand.copyright,
      gtag_id: null,
      image_cdns: [],
      launch_game_cdns: [],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const merchantId = merchant.id;

  await trx
    .insertInto('merchant_domains')
    .values(demoDomains.map((domain) => ({ domain, merchant_id: merchantId })))
    .onConflict((oc) => oc.column('domain').doNothing())
    .execute();

  // White-label switches: groups, then their switches (parent_mod_id links them into the spec's tree).
  let flagOrder = 0;
  await trx
    .insertInto('whitelabel_flags')
    .values(
      demoFlagTree.flatMap((group) => [
        {
          merchant_id: merchantId,
          mod_id: group.modId,
          parent_mod_id: null,
          enabled: group.enabled,
          sort_order: flagOrder++,
        },
        ...group.children.map((flag) => ({
          merchant_id: merchantId,
          mod_id: flag.modId,
          parent_mod_id: group.modId,
          enabled: flag.enabled,
          sort_order: flagOrder++,
        })),
      ]),
    )
    .execute();

  await trx
    .insertInto('merchant_resources')
    .values(
      demoResources.map((resource, index) => ({
        merchant_id: merchantId,
        resource_type: resource.type,
        label_name_en: resource.label,
        url: resource.url,
        image_url: resource.imageUrl,
        sort_order: index,
      })),
    )
    .execute();

  await trx
    .insertInto('register_field_rules')
    .values(
      registrationFields.map((field, index) => {
        const rule = fieldRuleOf(field);
        return {
          merchant_id: merchantId,
          field_name: field,
          enabled: rule.enabled,
          required: rule.required,
          min_length: rule.min,
          max_length: rule.max,
          pattern_id: rule.patternId,
          accepted_pattern: rule.pattern,
          sort_order: index,
        };
      }),
    )
    .execute();

  for (const [index, banner] of demoBanners.entries()) {
    await createBanner(trx, {
      merchant_id: merchantId,
      group_name: banner.group,
      title: banner.title,
      image_url: { bn: bannerImagePath(banner.key, 'bn'), en: bannerImagePath(banner.key, 'en') },
      linkage_type: banner.linkageType,
      linkage_value: banner.linkageValue,
      caption: demoBannerCaption(banner),
      sort_order: index,
    });
  }

  for (const [index, item] of demoAnnouncements.entries()) {
    await createAnnouncement(trx, {
      merchant_id: merchantId,
      type: item.type,
      execution: item.execution,
      platform: 'ALL',
      title: item.title,
      content: item.content,
      promotion_type: item.promotionType,
      start_date: daysFromNow(item.startDays),
      end_date: item.endDays === null ? null : daysFromNow(item.endDays),
      sort_order: index,
    });
  }

  for (const [index, section] of demoHelpSections.entries()) {
    await createHelpSection(trx, {
      merchant_id: merchantId,
      code: section.code,
      title: section.title,
      content: section.content,
      tag: section.tag,
      device: 'ALL',
      sort_order: index,
    });
  }

  // The demo vendor catalogue (see demo-content.ts): vendors ordered within their category.
  const orderInCategory = new Map<string, number>();
  for (const vendor of demoVendors) {
    const sortOrder = orderInCategory.get(vendor.category) ?? 0;
    orderInCategory.set(vendor.category, sortOrder + 1);
    const row = await trx
      .insertInto('vendors')
      .values({
        merchant_id: merchantId,
        code: vendor.code,
        game_type: vendor.category,
        display_name: vendor.displayName,
        account_type_name: vendor.accountTypeName,
        lobby_game_code: vendor.lobbyGameCode,
        sort_order: sortOrder,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('games')
      .values(
        vendor.games.map((game, index) => ({
          merchant_id: merchantId,
          vendor_id: row.id,
          game_code: game.code,
          name: { bn: game.bn, en: game.en },
          game_type: vendor.category,
          game_classify: game.classify ?? null,
          icon_url: gameIconPath(vendor.code, game.code),
          support_play: game.free ? 0 : 1,
          is_top: game.top ?? false,
          min_bet: BigInt(game.minBet ?? 100),
          min_line_num: 1,
          sort_order: index,
        })),
      )
      .execute();
  }

  // One game-wallet account per vendor company (codes repeat across categories). Some keep their own wallet
  // (transfer), the others play from the main wallet (seamless). The API URL and the shared secret are set at
  // start from the environment, never seeded.
  await trx
    .insertInto('game_vendor_accounts')
    .values(
      [...new Set(demoVendors.map((vendor) => vendor.code))].map((code) => ({
        merchant_id: merchantId,
        vendor_code: code,
        wallet_mode: demoTransferWalletVendors.includes(code) ? ('TRANSFER' as const) : ('SEAMLESS' as const),
        api_url: null,
        secret: null,
      })),
    )
    .execute();

  // DEMO accounts: uplines before their downlines.
  const memberIds = new Map<string, number>();
  for (const member of demoMembers) {
    const parentId = member.parent ? memberIds.get(member.parent) : undefined;
    if (member.parent && parentId === undefined)
      throw new Error(`Demo member ${member.username} is listed before its upline`);
    const row = await trx
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: member.username,
        password_hash: hashes.get(member.username) ?? (await hashPassword(member.password)),
        type: member.type,
        nickname: member.nickname,
        language: 'bn',
        status: 'ACTIVE',
        parent_member_id: parentId ?? null,
        last_login_at: null,
        last_login_ip: null,
        mobile_num: member.mobileNum,
        country_dialing_code: '880',
        email: member.email,
        affiliate_code: member.affiliateCode,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberIds.set(member.username, row.id);
  }
  await trx
    .insertInto('deposit_channels')
    .values(
      demoDepositChannels.map((channel, index) => ({
        merchant_id: merchantId,
        code: channel.code,
        kind: channel.kind,
        name: channel.name,
        account_name: channel.accountName,
        account_number: channel.accountNumber,
        provider_name: channel.providerName,
        min_amount: channel.minAmount,
        max_amount: channel.maxAmount,
        sort_order: index,
        gateway_provider: channel.gatewayProvider ?? null,
        // Each demo install signs its gateway callbacks with a secret of its own.
        gateway_secret: channel.gatewayProvider ? randomBytes(32).toString('hex') : null,
        demo: true,
      })),
    )
    .execute();
  for (const operator of demoOperators) {
    await trx
      .insertInto('operators')
      .values({
        merchant_id: merchantId,
        username: operator.username,
        password_hash: await hashPassword(operator.password),
        role: operator.role,
        totp_secret: DEMO_OPERATOR_TOTP_SECRET,
      })
      .execute();
  }
}

/** Demo kick-offs fall on the quarter hour, as real fixtures do. */
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Re-times the demo merchant's demo hot matches around `now` (one live, the others over the next hours and
 * days) by writing them afresh; called at every start, so the carousel never shows fixtures of the past.
 * Without a demo merchant it does nothing. Operators' own matches are never touched.
 */
export async function retimeDemoMatches(db: Db, now: Date = new Date()): Promise<void> {
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', demoBrand.code)
    .executeTakeFirst();
  if (!merchant) return;
  const base = Math.floor(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const team = (key: string) => {
    const found = findDemoTeam(key);
    if (!found) throw new Error(`Demo match names an unknown team: ${key}`);
    return { name: found.name, image: crestImagePath(found.key) };
  };
  await replaceDemoMatches(
    db,
    merchant.id,
    demoMatches.map((match) => ({
      title: match.league,
      home: team(match.home),
      away: team(match.away),
      startTime: new Date(base + match.startsInMinutes * 60_000),
      live: match.startsInMinutes <= 0,
      vendorCode: match.vendorCode,
      gameCode: match.gameCode,
    })),
  );
}
