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

/** Session and member calls. Encrypted calls also answer at `<path>/unsecure` with a plain body. */
export const sessionPaths = {
  login: '/wps/session/login',
  freeplay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  verifyNewIp: '/wps/session/verify',
  sendNewIpCode: '/wps/session/verify/send',
  loginHistory: '/wps/session/history',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  affiliate: '/wps/agent/affiliate',
  memberInfo: '/wps/member/info',
  memberProfile: '/wps/member/profile',
  memberIcon: '/wps/member/info/icon',
  changePassword: '/wps/member/password',
  paymentPassword: '/wps/member/password/payment',
  forgotByEmail: '/wps/member/password/email',
  resetByEmail: '/wps/member/password/email/reset',
  resetByPhone: '/wps/member/password/verification',
  bindCode: '/wps/member/contact/code',
  bindMobile: '/wps/member/contact/mobile',
  bindEmail: '/wps/member/contact/email',
  totpSetup: '/wps/member/totp/setup',
  totpConfirm: '/wps/member/totp/confirm',
} as const;

/** The plain-JSON twin of an encrypted call. */
export const unsecurePath = (path: string) => `${path}/unsecure`;

/** The member's betting record (game rounds) and one round with its transactions (see game-records.ts). */
export const gameRecordPaths = {
  records: '/wps/game/records',
  recordDetail: '/wps/game/records/:id',
} as const;
