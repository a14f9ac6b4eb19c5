/**
 * Paths of member calls that packages/contracts does not list yet (asked for in the Foundation report).
 * The server side of these comes in later issues; until then the site shows the server's error message.
 */
export const memberPaths = {
  register: '/wps/member/register/unsecure',
  changePassword: '/wps/member/password',
  forgetPasswordByEmail: '/wps/member/password/email',
  affiliateCheck: '/wps/agent/affiliate',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
} as const;
