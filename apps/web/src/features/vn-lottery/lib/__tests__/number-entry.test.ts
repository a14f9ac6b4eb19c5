import { describe, expect, it } from 'vitest';
import { parseNumberEntry } from '../number-entry.ts';

describe('typed entry of many numbers', () => {
  it('splits on comma, space, semicolon, newline, dot and dash, and never pads a short token', () => {
    expect(parseNumberEntry('12, 34 56;7', 2)).toEqual({ numbers: ['12', '34', '56'], invalid: ['7'] });
    expect(parseNumberEntry('01\n02.03-04\t05;;06', 2)).toEqual({
      numbers: ['01', '02', '03', '04', '05', '06'],
      invalid: [],
    });
  });

  it('keeps each number once, in the order first typed, and each invalid token once, as typed', () => {
    expect(parseNumberEntry('45 07 45 x 07 x 123', 2)).toEqual({
      numbers: ['45', '07'],
      invalid: ['x', '123'],
    });
  });

  it('wants exactly the count of digits asked for', () => {
    expect(parseNumberEntry('7 07 007 0007', 2)).toEqual({ numbers: ['07'], invalid: ['7', '007', '0007'] });
    expect(parseNumberEntry('7 07 007 0007', 3)).toEqual({ numbers: ['007'], invalid: ['7', '07', '0007'] });
    expect(parseNumberEntry('7 07 007 0007 12345', 4)).toEqual({
      numbers: ['0007'],
      invalid: ['7', '07', '007', '12345'],
    });
  });

  it('reports tokens mixing digits and letters, signs or other symbols', () => {
    expect(parseNumberEntry('1a +12 12! ১২', 2)).toEqual({ numbers: ['12'], invalid: ['1a', '+12', '12!'] });
  });

  it('reads Bangla digits as the same digits, and a number typed both ways once', () => {
    expect(parseNumberEntry('০৭, 07 ৯৯৯', 2)).toEqual({ numbers: ['07'], invalid: ['৯৯৯'] });
    expect(parseNumberEntry('১২৩', 3)).toEqual({ numbers: ['123'], invalid: [] });
  });

  it('takes the separators phones put in: full-width comma, en and em dashes', () => {
    expect(parseNumberEntry('11，22–33—44', 2).numbers).toEqual(['11', '22', '33', '44']);
  });

  it('reads empty text and separators alone as nothing', () => {
    expect(parseNumberEntry('', 2)).toEqual({ numbers: [], invalid: [] });
    expect(parseNumberEntry(' ,;.-\n ', 3)).toEqual({ numbers: [], invalid: [] });
  });
});
