import type { Language } from '@msp/contracts/errors.ts';
import type { MerchantInfo, RegisterFieldRule, Resource, WhitelabelNode } from '@msp/contracts/system.ts';
import type {
  RegistrationField,
  RegistrationPatternId,
  ResourceType,
  WhitelabelSwitch,
} from '@msp/contracts/enums.ts';
import type { Db } from '../../db/database.ts';
import {
  findDefaultMerchant,
  findMerchantByCode,
  findMerchantByDomain,
  listRegisterFieldRules,
  listResources,
  listWhitelabelFlags,
  type MerchantRow,
} from './repository.ts';

export type Merchant = MerchantRow;

/** Lower-case host without port, as stored in merchant_domains. */
export function domainOfHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const withoutPort = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return withoutPort?.trim().toLowerCase() || undefined;
}

/** Where `resolveMerchantWith` finds merchants: the database, or the cache in front of it. */
export interface MerchantLookups {
  byCode(code: string): Promise<Merchant | undefined>;
  byDomain(domain: string): Promise<Merchant | undefined>;
  byDefault(): Promise<Merchant | undefined>;
}

export const databaseLookups = (db: Db): MerchantLookups => ({
  byCode: (code) => findMerchantByCode(db, code),
  byDomain: (domain) => findMerchantByDomain(db, domain),
  byDefault: () => findDefaultMerchant(db),
});

/**
 * The merchant a request belongs to: the `Merchant` header's code, else the host's domain, else the default.
 * An unknown code in the header is an error (undefined), not a silent fall-back to another tenant.
 */
export async function resolveMerchantWith(
  lookups: MerchantLookups,
  { code, host }: { code: string | undefined; host: string | undefined },
): Promise<Merchant | undefined> {
  if (code) return lookups.byCode(code);
  const domain = domainOfHost(host);
  const byDomain = domain ? await lookups.byDomain(domain) : undefined;
  return byDomain ?? lookups.byDefault();
}

/** `resolveMerchantWith` straight from the database (requests go through the merchant cache instead). */
export const resolveMerchant = (db: Db, query: { code: string | undefined; host: string | undefined }) =>
  resolveMerchantWith(databaseLookups(db), query);

export function describeMerchant(merchant: Merchant, resources: Resource[]): MerchantInfo {
  const imageOf = (type: ResourceType) =>
    resources.find((resource) => resource.resourceType === type)?.url ?? null;
  return {
    code: merchant.code,
    name: merchant.name,
    currency: merchant.currency,
    currencySymbol: merchant.currency_symbol,
    defaultLanguage: merchant.default_language,
    languages: merchant.languages.filter((lang): lang is Language => lang === 'bn' || lang === 'en'),
    logoUrl: imageOf('LOGO'),
    faviconUrl: imageOf('FAVICON'),
    theme: merchant.theme,
    copyright: merchant.copyright,
  };
}

/** The white-label switches as the spec's tree: {modId, enabled '1'|'0', childrenNodes}. */
export async function whitelabelTree(db: Db, merchantId: number): Promise<WhitelabelNode[]> {
  const flags = await listWhitelabelFlags(db, merchantId);
  const childrenOf = (parent: string | null): WhitelabelNode[] =>
    flags
      .filter((flag) => flag.parent_mod_id === parent)
      .map((flag) => ({
        modId: flag.mod_id,
        enabled: flag.enabled ? '1' : '0',
        childrenNodes: childrenOf(flag.mod_id),
      }));
  return childrenOf(null);
}

/** Whether a switch is on: the flag and every flag above it enabled. */
export async function isSwitchOn(db: Db, merchantId: number, modId: WhitelabelSwitch): Promise<boolean> {
  const flags = await listWhitelabelFlags(db, merchantId);
  const byId = new Map(flags.map((flag) => [flag.mod_id, flag]));
  let current = byId.get(modId);
  while (current) {
    if (!current.enabled) return false;
    if (!current.parent_mod_id) return true;
    current = byId.get(current.parent_mod_id);
  }
  return false;
}

export async function merchantResources(db: Db, merchantId: number): Promise<Resource[]> {
  const rows = await listResources(db, merchantId);
  return rows.map((row) => ({
    resourceType: row.resource_type as ResourceType,
    labelNameEn: row.label_name_en,
    url: row.url,
    imageUrl: row.image_url,
  }));
}

export async function registerFieldRules(db: Db, merchantId: number): Promise<RegisterFieldRule[]> {
  const rows = await listRegisterFieldRules(db, merchantId);
  return rows.map((row) => ({
    fieldName: row.field_name as RegistrationField,
    enabled: row.enabled,
    required: row.required,
    minLength: row.min_length,
    maxLength: row.max_length,
    patternId: row.pattern_id as RegistrationPatternId,
    acceptedPattern: row.accepted_pattern,
  }));
}
