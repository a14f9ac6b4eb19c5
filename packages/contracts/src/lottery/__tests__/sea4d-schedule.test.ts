import { describe, expect, it } from 'vitest';
import { sea4dDrawsBetween } from '../sea4d-schedule.ts';

const utc = (text: string) => new Date(text);

describe('the SEA 4D draw calendar', () => {
  it('draws on Wednesday, Saturday and Sunday at 19:00 UTC+08:00', () => {
    const draws = sea4dDrawsBetween(utc('2026-11-23T00:00:00Z'), utc('2026-11-30T00:00:00Z'));
    expect(draws.map((draw) => [draw.numero, draw.drawsAt.toISOString(), draw.special])).toEqual([
      ['20261125', '2026-11-25T11:00:00.000Z', false],
      ['20261128', '2026-11-28T11:00:00.000Z', false],
      ['20261129', '2026-11-29T11:00:00.000Z', false],
    ]);
  });

  it('adds the special days it is given, once each, in order', () => {
    const draws = sea4dDrawsBetween(utc('2026-11-23T00:00:00Z'), utc('2026-11-30T00:00:00Z'), [
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(draws.map((draw) => [draw.day, draw.special])).toEqual([
      ['2026-11-24', true],
      ['2026-11-25', false],
      ['2026-11-28', false],
      ['2026-11-29', false],
    ]);
  });

  it('counts from the moment given, not the day: a draw just past is not listed, one just ahead is', () => {
    expect(sea4dDrawsBetween(utc('2026-11-25T11:00:01Z'), utc('2026-11-28T11:00:00Z'))).toEqual([]);
    expect(
      sea4dDrawsBetween(utc('2026-11-25T10:59:59Z'), utc('2026-11-25T11:00:01Z')).map((draw) => draw.numero),
    ).toEqual(['20261125']);
    // Local days start at 16:00Z the evening before: from 16:30Z on the 24th it is the 25th in Kuala Lumpur.
    expect(
      sea4dDrawsBetween(utc('2026-11-24T16:30:00Z'), utc('2026-11-25T12:00:00Z')).map((draw) => draw.day),
    ).toEqual(['2026-11-25']);
  });

  it('has three regular draws in every week of a year, and refuses a special that is not a day', () => {
    const year = sea4dDrawsBetween(utc('2026-01-04T00:00:00Z'), utc('2027-01-03T00:00:00Z'));
    expect(year).toHaveLength(52 * 3);
    expect(() =>
      sea4dDrawsBetween(utc('2026-01-01T00:00:00Z'), utc('2026-02-01T00:00:00Z'), ['2026-02-30']),
    ).toThrow(/calendar day/);
  });
});
