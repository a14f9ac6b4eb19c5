import type {
  Announcement,
  Banner,
  HelpSection,
  Permission,
  SystemStatus,
  VendorCard,
  VendorCategoryMenu,
} from '@msp/contracts/system.ts';
import type { VendorCategory } from '@msp/contracts/enums.ts';
import type { Profile } from '@msp/contracts/session.ts';

export const normalStatus: SystemStatus = {
  status: 0,
  ip: '203.0.113.7',
  country: 'BD',
  maintenance: null,
  regionMessage: null,
  customerServiceUrl: 'https://support.example.test/chat',
};

export function permission(overrides: Partial<Permission> = {}): Permission {
  return {
    merchant: {
      code: 'demo',
      name: 'Royal Bengal',
      currency: 'BDT',
      currencySymbol: '৳',
      defaultLanguage: 'bn',
      languages: ['bn', 'en'],
      logoUrl: '/demo-assets/brand/logo.svg',
      faviconUrl: '/demo-assets/brand/favicon.svg',
      theme: {
        primary: '#f5b942',
        primaryContrast: '#1b1305',
        accent: '#8b5cf6',
        background: '#0a0f1c',
        surface: '#111a2c',
        surfaceRaised: '#18233a',
        text: '#eef2fb',
        textMuted: '#8e9bb7',
      },
      copyright: '© 2025 Royal Bengal',
    },
    info: {
      domainRoute: { mainDomain: 'example.test', currentDomain: 'example.test', domains: ['example.test'] },
    },
    resources: [],
    whitelabelVal: [
      { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
      { modId: 'MOBILEVERCODELOGIN3', enabled: '0', childrenNodes: [] },
    ],
    register: [],
    mainDomain: 'example.test',
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '203.0.113.7', country: 'BD' },
    maintenance: false,
    regionRestriction: false,
    maintenanceEnd: null,
    encryption: { keyId: 'test', publicKey: '', algorithm: 'RSA-OAEP-256+A256GCM', unsecureAllowed: true },
    ...overrides,
  } as Permission;
}

export function vendor(
  gameType: VendorCategory,
  vassalage: string,
  extra: Partial<VendorCard> = {},
): VendorCard {
  return {
    vassalage,
    gameType,
    displayName: `${vassalage} Games`,
    accountTypeName: vassalage,
    logoUrl: `/demo-assets/vendors/${gameType}/${vassalage}.svg`,
    lobbyGameCode: null,
    ...extra,
  };
}

export function menu(gameType: VendorCategory, cards: VendorCard[]): VendorCategoryMenu {
  return { title: gameType, gameType, gameClassify: [], cards };
}

export function banner(
  id: number,
  linkageType: Banner['linkageType'] = null,
  linkageValue: string | null = null,
): Banner {
  return {
    id,
    groupName: 'w_home',
    title: `Banner ${id}`,
    url: `/demo-assets/banners/${id}.jpg`,
    linkageType,
    linkageValue,
  };
}

export function helpSection(id: number, code: string, tag: string | null = null): HelpSection {
  return { id, code, title: `Section ${code}`, content: `<p>Content of ${code}</p>`, tag, sortOrder: id };
}

export function announcement(
  id: number,
  type: Announcement['type'] = 'PU',
  extra: Partial<Announcement> = {},
): Announcement {
  return {
    id,
    type,
    title: `Notice ${id}`,
    content: `<p>Body ${id}</p>`,
    startDateStr: Date.UTC(2025, 0, id),
    promotionType: null,
    execution: 'B',
    ...extra,
  };
}

/** A member's own profile (GET /wps/member/profile). */
export const memberProfile: Profile = {
  id: 7,
  account: 'player7',
  type: 0,
  nickname: 'Seven',
  fullname: null,
  email: 'player7@example.com',
  mobileNum: '01710000007',
  countryDialingCode: '880',
  payeeName: null,
  telegram: null,
  zalo: null,
  whatsapp: null,
  facebook: null,
  line: null,
  birthday: null,
  address: null,
  nationality: null,
  occupation: null,
  sourceOfIncome: null,
  avatar: 'tiger',
  affiliateCode: 'SEVEN007',
  hasPaymentPassword: false,
  totpEnabled: false,
  lastLoginTime: null,
  lastLoginIp: null,
  trialCredit: null,
};
