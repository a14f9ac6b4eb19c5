import type { Language } from '@msp/contracts/errors.ts';
import { systemStatus, type SystemStatusCode } from '@msp/contracts/enums.ts';
import type { SystemStatus } from '@msp/contracts/system.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { countryOfIp } from '../geo/ip-lookup.ts';
import type { Merchant } from '../merchant/service.ts';

/** Maintenance: switched on by hand, or inside the scheduled window (an open-ended window runs until ended). */
export function isUnderMaintenance(merchant: Merchant, now: Date): boolean {
  if (merchant.system_status === 1) return true;
  const { maintenance_start: start, maintenance_end: end } = merchant;
  return start !== null && start <= now && (end === null || now < end);
}

/**
 * Whether the merchant's region rules refuse this country. Addresses without a country (loopback, private
 * networks) are the operator's own and never blocked.
 */
export function isRegionBlocked(merchant: Merchant, country: string | null): boolean {
  if (merchant.region_mode === 'NONE' || country === null) return false;
  const listed = merchant.region_countries.includes(country);
  return merchant.region_mode === 'ALLOW' ? !listed : listed;
}

export function systemStatusOf(
  merchant: Merchant,
  {
    ip,
    now,
    language,
    customerServiceUrl,
  }: { ip: string; now: Date; language: Language; customerServiceUrl: string | null },
): SystemStatus {
  const country = countryOfIp(ip);
  const maintenance = isUnderMaintenance(merchant, now);
  const blocked = isRegionBlocked(merchant, country);
  // Maintenance wins over the region block.
  const status: SystemStatusCode = maintenance
    ? systemStatus.maintenance
    : blocked
      ? systemStatus.regionBlocked
      : systemStatus.normal;
  return {
    status,
    ip,
    country,
    maintenance: maintenance
      ? {
          title: pickLanguage(merchant.maintenance_title, language),
          message: pickLanguage(merchant.maintenance_message, language),
          endTime: merchant.maintenance_end?.getTime() ?? null,
        }
      : null,
    regionMessage:
      status === systemStatus.regionBlocked ? pickLanguage(merchant.region_message, language) : null,
    customerServiceUrl,
  };
}
