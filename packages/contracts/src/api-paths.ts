/** Paths of the calls, shared by the server routes and the web client. Spec names where it has one. */
export const apiPaths = {
  systemStatus: '/wps/system/status',
  systemWhitelabel: '/wps/system/whitelabel',
  systemRegisterSetting: '/wps/system/setting/register',
  systemDomainRoute: '/wps/system/domainRoute',
  systemHelpCenter: '/wps/system/helpCenter',
  /** Start-up permission call (path not shown in the spec). */
  systemPermission: '/wps/system/permission',
  /** Language update (path not shown in the spec). */
  systemLanguage: '/wps/system/language',
  systemCountries: '/wps/system/countries',
  banners: '/wps/system/banners',
  announcements: '/wps/system/announcements',
  gameMenus: '/lgw/games/game_menus',
} as const;

/** Request headers the API reads. */
export const apiHeaders = {
  merchant: 'merchant',
  authorization: 'authorization',
  language: 'language',
} as const;

/** Session and member calls. */
export const sessionPaths = {
  login: '/wps/session/login/unsecure',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
} as const;
