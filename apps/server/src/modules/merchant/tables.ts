import type { Generated } from 'kysely';
import type { Theme } from '@msp/contracts/system.ts';
import type { LocalizedText } from '../../shared/localized.ts';

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  is_default: Generated<boolean>;
  currency: Generated<string>;
  currency_symbol: Generated<string>;
  default_language: Generated<'bn' | 'en'>;
  languages: Generated<string[]>;
  main_domain: string;
  system_status: Generated<number>;
  maintenance_start: Date | null;
  maintenance_end: Date | null;
  maintenance_title: Generated<LocalizedText>;
  maintenance_message: Generated<LocalizedText>;
  region_mode: Generated<'NONE' | 'ALLOW' | 'BLOCK'>;
  region_countries: Generated<string[]>;
  region_message: Generated<LocalizedText>;
  theme: Theme;
  copyright: Generated<string>;
  gtag_id: string | null;
  image_cdns: Generated<string[]>;
  launch_game_cdns: Generated<string[]>;
  unsecure_login: Generated<boolean>;
  session_idle_minutes: Generated<number>;
  session_max_hours: Generated<number>;
  created_at: Generated<Date>;
  password_max_age_days: Generated<number>;
  new_ip_verification: Generated<'NONE' | 'SMS' | 'EMAIL' | 'TOTP' | 'BANK_NAME'>;
  login_lock_threshold: Generated<number>;
  login_lock_minutes: Generated<number>;
}

export interface MerchantDomainsTable {
  domain: string;
  merchant_id: number;
}

export interface WhitelabelFlagsTable {
  merchant_id: number;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort_order: Generated<number>;
}

export interface MerchantResourcesTable {
  id: Generated<number>;
  merchant_id: number;
  resource_type: string;
  label_name_en: string;
  url: string;
  image_url: string | null;
  sort_order: Generated<number>;
}

export interface RegisterFieldRulesTable {
  merchant_id: number;
  field_name: string;
  enabled: boolean;
  required: boolean;
  min_length: number | null;
  max_length: number | null;
  pattern_id: Generated<string>;
  accepted_pattern: Generated<string>;
  sort_order: Generated<number>;
}
