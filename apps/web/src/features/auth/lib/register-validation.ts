import type { RegistrationField } from '@msp/contracts/enums.ts';
import { matchesAcceptedPattern } from '@msp/contracts/registration-fields.ts';
import type { RegisterFieldRule } from '@msp/contracts/system.ts';
import type { RegisterOption } from './auth-options.ts';

export type FieldValues = Partial<Record<RegistrationField, string>>;

/** A validation failure as an i18n key of the auth namespace plus its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
  /** A second key that says what the rule wants (the pattern kind). */
  detailKey?: string;
}

/** Fields the registration form renders on their own, outside the generated list. */
const separateFields: readonly RegistrationField[] = ['captcha', 'verificationCode'];

/** Fields the server always needs in each registration mode, whatever the merchant's rules say. */
const alwaysRequired: Record<RegisterOption, readonly RegistrationField[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'password', 'confirmPassword'],
};

const plainRule = (fieldName: RegistrationField, required: boolean): RegisterFieldRule => ({
  fieldName,
  enabled: true,
  required,
  minLength: null,
  maxLength: null,
  patternId: 'ANY',
  acceptedPattern: '*',
});

export interface VisibleRuleOptions {
  /** Registration by username or by mobile number (the mobile number becomes the username). */
  mode?: RegisterOption;
  /** The URL's invitation code was accepted: the field is hidden and the URL code is sent. */
  hideAffiliateCode: boolean;
  /** The URL's invitation code was refused: the field shows even where the merchant switched it off. */
  forceAffiliateCode?: boolean;
}

/**
 * The fields the form shows, in the merchant's order: the enabled ones plus those the server always needs
 * in this mode (required), without the username in mobile mode, the affiliate code only when it is not hidden.
 */
export function visibleRules(
  rules: readonly RegisterFieldRule[],
  { mode = 'username', hideAffiliateCode, forceAffiliateCode = false }: VisibleRuleOptions,
): RegisterFieldRule[] {
  const needed = alwaysRequired[mode];
  const shown = rules
    .filter((rule) => rule.enabled || needed.includes(rule.fieldName))
    .map((rule) =>
      needed.includes(rule.fieldName) ? { ...rule, enabled: true, required: true } : { ...rule },
    );
  for (const field of needed)
    if (!shown.some((rule) => rule.fieldName === field)) shown.push(plainRule(field, true));
  if (forceAffiliateCode && !hideAffiliateCode && !shown.some((rule) => rule.fieldName === 'affiliateCode'))
    shown.push(plainRule('affiliateCode', false));
  return shown.filter(
    (rule) =>
      !separateFields.includes(rule.fieldName) &&
      !(mode === 'mobile' && rule.fieldName === 'username') &&
      !(hideAffiliateCode && rule.fieldName === 'affiliateCode'),
  );
}

/** Client-side check of one field: required, min/max length, accepted pattern (`*` = anything), confirmation. */
export function validateField(
  rule: RegisterFieldRule,
  rawValue: string | undefined,
  values: FieldValues,
): FieldProblem | null {
  const value = (rawValue ?? '').trim();
  if (!value) return rule.required ? { key: 'validation.required' } : null;
  const length = [...value].length;
  const min = rule.minLength ?? 0;
  const max = rule.maxLength ?? Number.POSITIVE_INFINITY;
  if (length < min || length > max) {
    /* Spec §5: a mobile number that does not fit is a phone format problem (hint 01XXXXXXXXXX). */
    if (rule.fieldName === 'mobileNum') return { key: 'validation.phoneFormat' };
    if (rule.minLength !== null && rule.minLength === rule.maxLength)
      return { key: 'validation.exactLength', values: { length: rule.minLength } };
    if (rule.maxLength === null) return { key: 'validation.minLength', values: { min } };
    if (rule.minLength === null) return { key: 'validation.maxLength', values: { max: rule.maxLength } };
    return { key: 'validation.length', values: { min, max: rule.maxLength } };
  }
  if (rule.fieldName === 'confirmPassword' && value !== (values.password ?? '').trim()) {
    return { key: 'validation.confirmPassword' };
  }
  if (!matchesAcceptedPattern(value, rule.acceptedPattern)) return patternProblem(rule);
  return null;
}

/** The spec's own wording where it has one (§5), else the pattern kind's description. */
function patternProblem(rule: RegisterFieldRule): FieldProblem {
  switch (rule.fieldName) {
    case 'mobileNum':
      return { key: 'validation.phoneFormat' };
    case 'payeeName':
    case 'fullname':
      return { key: 'validation.realName' };
    case 'email':
      return { key: 'validation.emailFormat' };
    case 'username':
      return { key: 'validation.accountFormat', detailKey: `patterns.${rule.patternId}` };
    case 'password':
      return { key: 'validation.passwordFormat', detailKey: `patterns.${rule.patternId}` };
    case 'affiliateCode':
    case 'referralCode':
      return { key: 'validation.invitationCode' };
    default:
      return { key: `patterns.${rule.patternId}` };
  }
}

export function validateAll(
  rules: readonly RegisterFieldRule[],
  values: FieldValues,
): Partial<Record<RegistrationField, FieldProblem>> {
  const problems: Partial<Record<RegistrationField, FieldProblem>> = {};
  for (const rule of rules) {
    const problem = validateField(rule, values[rule.fieldName], values);
    if (problem) problems[rule.fieldName] = problem;
  }
  return problems;
}

export type InputKind = 'text' | 'password' | 'email' | 'tel' | 'date';

export function inputKindOf(field: RegistrationField): InputKind {
  switch (field) {
    case 'password':
    case 'confirmPassword':
    case 'paymentPassword':
      return 'password';
    case 'email':
      return 'email';
    case 'mobileNum':
    case 'whatsapp':
      return 'tel';
    case 'birthday':
      return 'date';
    default:
      return 'text';
  }
}

/** A verification code is six digits (the server's codes, spec §5 "valid verification code"). */
export const verificationCodePattern = /^\d{6}$/;
/** Mobile numbers the SMS calls accept before the server checks them by country. */
export const mobilePattern = /^\d{6,15}$/;
