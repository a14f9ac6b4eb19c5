import { describe, expect, it } from 'vitest';
import {
  normalizeEmail,
  normalizeMobileNumber,
  smsDestination,
} from '../../src/modules/verification/destination.ts';

describe('mobile numbers', () => {
  it.each([
    ['01712345678', '880', '01712345678', '8801712345678'],
    ['1712345678', '880', '01712345678', '8801712345678'],
    ['017-1234 5678', '+880', '01712345678', '8801712345678'],
    ['01312345678', '880', '01312345678', '8801312345678'],
    ['9123456789', '91', '9123456789', '919123456789'],
    ['07911123456', '44', '07911123456', '447911123456'],
  ])('normalizes %s (+%s)', (mobile, dialing, national, destination) => {
    expect(normalizeMobileNumber(mobile, dialing)).toEqual({
      countryDialingCode: dialing.replace('+', ''),
      nationalNumber: national,
      destination,
    });
  });

  it.each([
    ['01212345678', '880'],
    ['0171234567', '880'],
    ['017123456789', '880'],
    ['02712345678', '880'],
    ['12345', '91'],
    ['123456789012345', '91'],
    ['91234x6789', '91'],
    ['9123456789', ''],
    ['9123456789', '0'],
    ['9123456789', '12345'],
    ['', '880'],
  ])('refuses %j (+%s)', (mobile, dialing) => {
    expect(() => normalizeMobileNumber(mobile, dialing)).toThrow(
      expect.objectContaining({ code: 'verification.mobile.invalid' }),
    );
  });

  it('keys a stored member number the same as a typed one', () => {
    expect(smsDestination('880', '01712345678')).toBe(normalizeMobileNumber('1712345678', '880').destination);
  });
});

describe('email addresses', () => {
  it('lower-cases and trims', () => {
    expect(normalizeEmail('  Someone@Example.COM ')).toBe('someone@example.com');
  });
  it.each(['', 'no-at-sign', 'a@b', 'a b@c.d', `${'x'.repeat(250)}@e.com`])('refuses %j', (email) => {
    expect(() => normalizeEmail(email)).toThrow(
      expect.objectContaining({ code: 'verification.email.invalid' }),
    );
  });
});
