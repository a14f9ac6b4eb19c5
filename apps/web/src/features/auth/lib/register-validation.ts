import type { RegistrationField } from '@msp/contracts/enums.ts';
import type { RegisterFieldRule } from '@msp/contracts/system.ts';

export type FieldValues = Partial<Record<RegistrationField, string>>;

/** A validation failure as an i18n key of the auth namespace plus its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** Fields the registration form renders on their own, outside the generated list (the image captcha). */
const separateFields: readonly RegistrationField[] = ['captcha'];

/** The rules of the fields the form shows: enabled ones, the affiliate code only when it is not hidden. */
export function visibleRules(
  rules: readonly RegisterFieldRule[],
  options: { hideAffiliateCode: boolean },
): RegisterFieldRule[] {
  return rules.filter(
    (rule) =>
      rule.enabled &&
      !separateFields.includes(rule.fieldName) &&
      !(options.hideAffiliateCode && rule.fieldName === 'affiliateCode'),
  );
}

function matchesPattern(pattern: string, value: string): boolean {
  if (pattern === '*' || pattern.trim() === '') return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    try {
      return new RegExp(pattern).test(value);
    } catch {
      return true;
    }
  }
}

/** Client-side check of one field: required, min/max length, accepted pattern, confirmation. */
export function validateField(
  rule: RegisterFieldRule,
  rawValue: string | undefined,
  values: FieldValues,
): FieldProblem | null {
  const value = (rawValue ?? '').trim();
  if (!value) return rule.required ? { key: 'validation.required' } : null;
  const min = rule.minLength ?? 0;
  const max = rule.maxLength ?? Number.POSITIVE_INFINITY;
  if (value.length < min || value.length > max) {
    if (rule.maxLength === null) return { key: 'validation.minLength', values: { min } };
    if (rule.minLength === null) return { key: 'validation.maxLength', values: { max: rule.maxLength } };
    return { key: 'validation.length', values: { min, max: rule.maxLength } };
  }
  if (rule.fieldName === 'confirmPassword' && value !== (values.password ?? '').trim()) {
    return { key: 'validation.confirmPassword' };
  }
  if (!matchesPattern(rule.acceptedPattern, value)) return { key: `patterns.${rule.patternId}` };
  return null;
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
