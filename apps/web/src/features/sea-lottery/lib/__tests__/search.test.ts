import { describe, expect, it } from 'vitest';
import { fourDResult } from '../../components/__tests__/sea4d-fixtures.ts';
import { searchNumber, type PastDraw } from '../search.ts';

const draws: PastDraw[] = [
  { numero: '20250309', drawsAt: '2025-03-09T11:00:00.000Z', result: fourDResult('1234', '5555', '0917') },
  {
    numero: '20250308',
    drawsAt: '2025-03-08T11:00:00.000Z',
    result: fourDResult('8888', '4321', '7777', ['1243']),
  },
  {
    numero: '20250305',
    drawsAt: '2025-03-05T11:00:00.000Z',
    result: fourDResult('0001', '0002', '0003', [], ['1234']),
  },
  { numero: '20250312', drawsAt: '2025-03-12T11:00:00.000Z', result: null },
];

describe('number search', () => {
  it('finds the number itself in every draw and tier, newest draw first', () => {
    const outcome = searchNumber(draws, '1234');
    expect(outcome.searched).toBe(3);
    expect(outcome.hits).toEqual([
      { numero: '20250309', drawsAt: '2025-03-09T11:00:00.000Z', tier: 'FIRST', number: '1234', exact: true },
      {
        numero: '20250305',
        drawsAt: '2025-03-05T11:00:00.000Z',
        tier: 'CONSOLATION',
        number: '1234',
        exact: true,
      },
    ]);
  });

  it('with permutations, also finds the other orderings of its digits', () => {
    const { hits } = searchNumber(draws, '1234', { permutations: true });
    expect(hits.map((hit) => [hit.numero, hit.tier, hit.number, hit.exact])).toEqual([
      ['20250309', 'FIRST', '1234', true],
      ['20250308', 'SECOND', '4321', false],
      ['20250308', 'SPECIAL', '1243', false],
      ['20250305', 'CONSOLATION', '1234', true],
    ]);
  });

  it('keeps leading zeros and tells how many draws it looked through when nothing is found', () => {
    expect(searchNumber(draws, '0917').hits.map((hit) => hit.tier)).toEqual(['THIRD']);
    expect(searchNumber(draws, '9170').hits).toEqual([]);
    expect(searchNumber(draws, '9170', { permutations: true }).hits.map((hit) => hit.number)).toEqual([
      '0917',
    ]);
    expect(searchNumber(draws, '6666', { permutations: true })).toEqual({ hits: [], searched: 3 });
  });

  it('refuses anything but four digits', () => {
    expect(() => searchNumber(draws, '123')).toThrow();
  });
});
