import type { WhitelabelSwitch } from '@msp/contracts/enums.ts';
import type { RegisterFieldRule } from '@msp/contracts/system.ts';

/**
 * The tabs of the account pop-ups (spec §4 "Login/register tabs"): which options a merchant's white-label
 * switches allow, in display order. The first available one is selected.
 */
type IsOn = (modId: WhitelabelSwitch) => boolean;

export type LoginOption = 'username' | 'sms';
export type RegisterOption = 'username' | 'mobile';
export type ForgotOption = 'phone' | 'email';

/** Username and password always; mobile number and SMS code when MOBILEVERCODELOGIN3 is on. */
export function loginOptions(isOn: IsOn): LoginOption[] {
  return isOn('MOBILEVERCODELOGIN3') ? ['username', 'sms'] : ['username'];
}

/** Only with direct registration (DIRECTREG3): by username (USERNAMEREG3), by mobile number (MOBILENUMREG3). */
export function registerOptions(isOn: IsOn): RegisterOption[] {
  if (!isOn('DIRECTREG3')) return [];
  const options: RegisterOption[] = [];
  if (isOn('USERNAMEREG3')) options.push('username');
  if (isOn('MOBILENUMREG3')) options.push('mobile');
  return options;
}

/**
 * Reset by phone (an SMS code to the bound mobile number) and by email (a code to the bound address): each
 * where the merchant collects that contact at registration; both when it collects neither.
 */
export function forgotOptions(rules: readonly RegisterFieldRule[] | undefined): ForgotOption[] {
  const enabled = (field: string) => rules?.some((rule) => rule.fieldName === field && rule.enabled) ?? false;
  const options: ForgotOption[] = [];
  if (enabled('mobileNum')) options.push('phone');
  if (enabled('email')) options.push('email');
  return options.length > 0 ? options : ['phone', 'email'];
}

/** The selected option: the wanted one while it is available, else the first available one. */
export function pickOption<T extends string>(options: readonly T[], wanted: T | null): T | null {
  if (wanted !== null && options.includes(wanted)) return wanted;
  return options[0] ?? null;
}
