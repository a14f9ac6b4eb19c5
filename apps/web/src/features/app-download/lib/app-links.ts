import type { ResourceType } from '@msp/contracts/enums.ts';
import type { Permission } from '@msp/contracts/system.ts';
import { AndroidIcon, AppleIcon, SettingsPhoneIcon } from '../../../shared/ui/icons.tsx';
import { firstResource } from '../../system/api/permission.ts';

/** The app downloads of the spec (§2 side menu: iOS, mobile config, Android), each from the merchant's resource. */
export const appPlatforms = [
  { type: 'APP_IOS', key: 'ios', guide: 'ios', Icon: AppleIcon },
  { type: 'APP_MOBILE_CONFIG', key: 'mobileConfig', guide: 'mobile-config', Icon: SettingsPhoneIcon },
  { type: 'APP_ANDROID', key: 'android', guide: 'android', Icon: AndroidIcon },
] as const satisfies readonly { type: ResourceType; key: string; guide: string; Icon: unknown }[];

export type AppPlatform = (typeof appPlatforms)[number];

/**
 * An address a phone's camera can open: a resource may name a path of the site (`/appDownload#ios`), which a
 * QR code must carry with the site's own origin.
 */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : origin;
  } catch {
    return origin;
  }
}

/** The platforms the merchant offers (those with a resource), with the address each QR code carries. */
export function appLinksOf(permission: Permission | undefined) {
  return appPlatforms.flatMap((platform) => {
    const resource = firstResource(permission, platform.type);
    return resource ? [{ ...platform, url: absoluteUrl(resource.url), label: resource.labelNameEn }] : [];
  });
}
