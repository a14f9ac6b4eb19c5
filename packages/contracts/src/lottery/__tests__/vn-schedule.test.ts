import { describe, expect, it } from 'vitest';
import { vnDrawsOn, vnGameCode } from '../vn-schedule.ts';
import { vnStations } from '../vn-stations.ts';

/** A week of days, Sunday 2026-11-22 to Saturday 2026-11-28. */
const week = Array.from({ length: 7 }, (_, index) => `2026-11-${22 + index}`);

describe('the Vietnamese lottery schedule', () => {
  it('draws the provinces of the weekday: Tuesday 24 November 2026', () => {
    const draws = vnDrawsOn('2026-11-24');
    expect(draws.map((draw) => [draw.region, draw.station.name, draw.gameCode, draw.layout])).toEqual([
      ['SOUTH', 'Bến Tre', 'VN_S_BTR', 'SOUTH'],
      ['SOUTH', 'Vũng Tàu', 'VN_S_VTA', 'SOUTH'],
      ['SOUTH', 'Bạc Liêu', 'VN_S_BLI', 'SOUTH'],
      ['CENTRAL', 'Đắk Lắk', 'VN_C_DLK', 'SOUTH'],
      ['CENTRAL', 'Quảng Nam', 'VN_C_QNA', 'SOUTH'],
      ['NORTH', 'Quảng Ninh', 'VN_N', 'NORTH'],
    ]);
    // 16:15, 17:15 and 18:15 in Vietnam (UTC+07:00).
    expect(draws.map((draw) => draw.drawsAt.toISOString())).toEqual([
      ...Array(3).fill('2026-11-24T09:15:00.000Z'),
      ...Array(2).fill('2026-11-24T10:15:00.000Z'),
      '2026-11-24T11:15:00.000Z',
    ]);
  });

  it('has one Northern sheet, two or three Central and three or four Southern provinces every day', () => {
    for (const day of week) {
      const draws = vnDrawsOn(day);
      const count = (region: string) => draws.filter((draw) => draw.region === region).length;
      expect(count('NORTH'), day).toBe(1);
      expect([2, 3], day).toContain(count('CENTRAL'));
      expect([3, 4], day).toContain(count('SOUTH'));
      expect(new Set(draws.map((draw) => draw.gameCode)).size, day).toBe(draws.length);
      expect(
        draws.map((draw) => draw.drawsAt.getTime()),
        day,
      ).toEqual([...draws.map((draw) => draw.drawsAt.getTime())].sort((a, b) => a - b));
    }
  });

  it('draws every station at least once a week, under its own code', () => {
    const drawn = new Set(week.flatMap((day) => vnDrawsOn(day).map((draw) => draw.station.code)));
    expect([...drawn].sort()).toEqual(vnStations.map((station) => station.code).sort());
    expect(new Set(vnStations.map((station) => station.code)).size).toBe(vnStations.length);
    expect(
      new Set(vnStations.filter((s) => s.region !== 'NORTH').map((s) => vnGameCode(s.region, s))).size,
    ).toBe(vnStations.filter((station) => station.region !== 'NORTH').length);
  });

  it('takes other station data, and refuses what is not a calendar day', () => {
    const own = [{ code: 'XYZ', name: 'Test', region: 'SOUTH' as const, weekdays: [2] }];
    expect(vnDrawsOn('2026-11-24', own).map((draw) => draw.gameCode)).toEqual(['VN_S_XYZ']);
    expect(vnDrawsOn('2026-11-25', own)).toEqual([]);
    for (const day of ['2026-02-30', '2026-11-24T00:00', '24-11-2026', ''])
      expect(() => vnDrawsOn(day)).toThrow(/calendar day/);
  });
});
