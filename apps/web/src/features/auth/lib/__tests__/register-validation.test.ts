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
    expect(validateField(username, '1player', {})).toEqual({
      key: 'validation.accountFormat',
      detailKey: 'patterns.LETTER_FIRST_ALNUM',
    });
    expect(validateField(username, 'player1', {})).toBeNull();
    expect(validateField(rule('nickname'), '!! anything ??', {})).toBeNull();
    const qq = rule('qqNum', { patternId: 'DIGITS', acceptedPattern: '^\\d+$' });
    expect(validateField(qq, '12a', {})?.key).toBe('patterns.DIGITS');
    const mobile = rule('mobileNum', { patternId: 'DIGITS', acceptedPattern: '^01[3-9]\\d{8}$' });
    expect(validateField(mobile, '0121234567', {})?.key).toBe('validation.phoneFormat');
    expect(validateField(mobile, '01712345678', {})).toBeNull();
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
      rule('password'),
      rule('confirmPassword'),
      rule('qqNum', { enabled: false }),
      rule('affiliateCode', { required: false }),
      rule('captcha'),
    ];
    const names = (options: Parameters<typeof visibleRules>[1]) =>
      visibleRules(rules, options).map((item) => item.fieldName);
    expect(names({ hideAffiliateCode: false })).toEqual([
      'username',
      'password',
      'confirmPassword',
      'affiliateCode',
    ]);
    expect(names({ hideAffiliateCode: true })).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('shows a refused URL invitation code even where the merchant switched the field off', () => {
    const rules = [rule('username'), rule('affiliateCode', { enabled: false })];
    expect(
      visibleRules(rules, { hideAffiliateCode: false, forceAffiliateCode: true }).map(
        (item) => item.fieldName,
      ),
    ).toContain('affiliateCode');
  });

  it('in mobile mode drops the username and requires the mobile number and both passwords', () => {
    const rules = [
      rule('username'),
      rule('mobileNum', { required: false }),
      rule('email', { required: false }),
    ];
    const shown = visibleRules(rules, { mode: 'mobile', hideAffiliateCode: false });
    expect(shown.map((item) => [item.fieldName, item.required])).toEqual([
      ['mobileNum', true],
      ['email', false],
      ['password', true],
      ['confirmPassword', true],
    ]);
  });
});
