import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MerchantsTable } from './tables.ts';

export type MerchantRow = Selectable<MerchantsTable>;

export function findMerchantByCode(db: Db, code: string) {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findMerchantByDomain(db: Db, domain: string) {
  return db
    .selectFrom('merchant_domains')
    .innerJoin('merchants', 'merchants.id', 'merchant_domains.merchant_id')
    .selectAll('merchants')
    .where('merchant_domains.domain', '=', domain)
    .executeTakeFirst();
}

export function findDefaultMerchant(db: Db) {
  return db.selectFrom('merchants').selectAll().where('is_default', '=', true).executeTakeFirst();
}

export function listMerchantDomains(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_domains')
    .select('domain')
    .where('merchant_id', '=', merchantId)
    .orderBy('domain')
    .execute();
}

export function listWhitelabelFlags(db: Db, merchantId: number) {
  return db
    .selectFrom('whitelabel_flags')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('mod_id')
    .execute();
}

export function listResources(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_resources')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listRegisterFieldRules(db: Db, merchantId: number) {
  return db
    .selectFrom('register_field_rules')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('field_name')
    .execute();
}
