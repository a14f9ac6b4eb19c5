import type { RegisterFieldRule } from '@msp/contracts/system.ts';
import { describe, expect, it } from 'vitest';
import { validateAll, validateField, visibleRules } from '../register-validation.ts';

const rule = (
  fieldName: RegisterFieldRule['fieldName'],
  extra: Partial<RegisterFieldRule> = {},
): RegisterFieldRule => ({
  fieldName,
  enabled: true,
  required: true,
  minLength: null,
  maxLength: null,
  patternId: 'ANY',
  acceptedPattern: '*',
  ...extra,
});

describe('registration validation', () => {
  it('requires required fields and skips empty optional ones', () => {
    expect(validateField(rule('username'), '', {})?.key).toBe('validation.required');
    expect(validateField(rule('email', { required: false }), '  ', {})).toBeNull();
  });

  it('checks the length bounds', () => {
    const username = rule('username', { minLength: 6, maxLength: 12 });
    expect(validateField(username, 'abc', {})).toEqual({
      key: 'validation.length',
      values: { min: 6, max: 12 },
    });
    expect(validateField(username, 'abcdefghijklmn', {})?.key).toBe('validation.length');
    expect(validateField(username, 'player1', {})).toBeNull();
    expect(validateField(rule('password', { minLength: 8 }), 'short', {})?.key).toBe('validation.minLength');
  });

  it("checks the accepted pattern, '*' meaning anything", () => {
    const username = rule('username', {
      patternId: 'LETTER_FIRST_ALNUM',
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    });
    expect(validateField(username, '1player', {})?.key).toBe('patterns.LETTER_FIRST_ALNUM');
    expect(validateField(username, 'player1', {})).toBeNull();
    expect(validateField(rule('nickname'), '!! anything ??', {})).toBeNull();
  });

  it('checks the confirmation against the password', () => {
    const values = { password: 'secret123', confirmPassword: 'secret124' };
    expect(validateAll([rule('password'), rule('confirmPassword')], values)).toEqual({
      confirmPassword: { key: 'validation.confirmPassword' },
    });
  });

  it('shows enabled fields only and hides the affiliate code when the URL code was accepted', () => {
    const rules = [
      rule('username'),
      rule('qqNum', { enabled: false }),
      rule('affiliateCode', { required: false }),
    ];
    expect(visibleRules(rules, { hideAffiliateCode: false }).map((item) => item.fieldName)).toEqual([
      'username',
      'affiliateCode',
    ]);
    expect(visibleRules(rules, { hideAffiliateCode: true }).map((item) => item.fieldName)).toEqual([
      'username',
    ]);
  });
});
