import { z } from 'zod';
import {
  announcementExecutions,
  announcementTypes,
  bannerGroups,
  gameSubcategories,
  linkageTypes,
  registrationFields,
  registrationPatternIds,
  resourceTypes,
  vendorCategories,
} from './enums.ts';
import { languages as supportedLanguages } from './errors.ts';

/** Query and response schemas of the system, content and catalogue calls (spec §7). */

export const languageSchema = z.enum(supportedLanguages);

export const systemStatusSchema = z.object({
  /** 0 normal, 1 maintenance, 2 region block. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string(),
  country: z.string().nullable(),
  maintenance: z
    .object({
      title: z.string(),
      message: z.string(),
      /** ms timestamp of the planned end, null when not announced. */
      endTime: z.number().nullable(),
    })
    .nullable(),
  regionMessage: z.string().nullable(),
  customerServiceUrl: z.string().nullable(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

export const resourceSchema = z.object({
  resourceType: z.enum(resourceTypes),
  labelNameEn: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const registerFieldRuleSchema = z.object({
  fieldName: z.enum(registrationFields),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
  patternId: z.enum(registrationPatternIds),
  /** A regular expression source, or `*` for anything. */
  acceptedPattern: z.string(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRuleSchema>;

export const themeSchema = z.object({
  primary: z.string(),
  primaryContrast: z.string(),
  accent: z.string(),
  background: z.string(),
  surface: z.string(),
  surfaceRaised: z.string(),
  text: z.string(),
  textMuted: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;

export const merchantInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  theme: themeSchema,
  copyright: z.string(),
});
export type MerchantInfo = z.infer<typeof merchantInfoSchema>;

export const domainRouteSchema = z.object({
  mainDomain: z.string(),
  currentDomain: z.string(),
  domains: z.array(z.string()),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

/** The start-up permission call: everything the shell needs before it renders. */
export const permissionSchema = z.object({
  merchant: merchantInfoSchema,
  info: z.object({ domainRoute: domainRouteSchema }),
  resources: z.array(resourceSchema),
  whitelabelVal: z.array(whitelabelNodeSchema),
  register: z.array(registerFieldRuleSchema),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  maintenanceEnd: z.number().nullable(),
  /** The merchant's public key for encrypted calls; `unsecureAllowed` says whether the plain twins answer. */
  encryption: z.object({
    keyId: z.string(),
    publicKey: z.string(),
    algorithm: z.string(),
    unsecureAllowed: z.boolean(),
  }),
});
export type Permission = z.infer<typeof permissionSchema>;

export const helpSectionSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** `fff` marks a descriptive text block shown in the home footer, not a help link. */
  tag: z.string().nullable(),
  sortOrder: z.number(),
});
export type HelpSection = z.infer<typeof helpSectionSchema>;
export const helpCenterQuerySchema = z.object({
  lang: languageSchema.optional(),
  device: z.enum(['WEB', 'H5']).default('WEB'),
});

export const bannerSchema = z.object({
  id: z.number(),
  groupName: z.enum(bannerGroups),
  title: z.string(),
  url: z.string(),
  /** null: the banner is not clickable. */
  linkageType: z.enum(linkageTypes).nullable(),
  linkageValue: z.string().nullable(),
  /**
   * The words the page draws over the picture in the site's web font (docs/content.md), in the request's
   * language; null or absent: the picture carries its own words.
   */
  caption: z
    .object({
      kicker: z.string().nullable(),
      headline: z.string(),
      subline: z.string().nullable(),
      cta: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerQuerySchema = z.object({ groupName: z.enum(bannerGroups) });

export const announcementSchema = z.object({
  id: z.number(),
  type: z.enum(announcementTypes),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** ms timestamp of the start date. */
  startDateStr: z.number(),
  promotionType: z.string().nullable(),
  execution: z.enum(announcementExecutions),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** A query parameter holding a comma-separated list of enum values, e.g. `types=B,PL,PU`. */
const commaList = <const V extends readonly [string, ...string[]]>(values: V) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).min(1));

export const announcementQuerySchema = z.object({
  types: commaList(announcementTypes).default(['B', 'PL', 'PU', 'PR', 'H']),
  platform: z.enum(['W', 'M']).default('W'),
  execution: commaList(announcementExecutions).default(['B']),
});

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  gameType: z.enum(vendorCategories),
  displayName: z.string(),
  accountTypeName: z.string(),
  logoUrl: z.string(),
  /** Code of the game a click starts directly (cockfight, sports lobbies), null for a game list. */
  lobbyGameCode: z.string().nullable(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorCategorySchema = z.object({
  title: z.string(),
  gameType: z.enum(vendorCategories),
  gameClassify: z.array(z.enum(gameSubcategories)),
  cards: z.array(vendorCardSchema),
});
export type VendorCategoryMenu = z.infer<typeof vendorCategorySchema>;

export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const languageUpdateSchema = z.object({ language: languageSchema });
