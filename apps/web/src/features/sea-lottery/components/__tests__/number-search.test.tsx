import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import type { PastDraw } from '../../lib/search.ts';
import { NumberSearch } from '../number-search.tsx';
import { fourDResult } from './sea4d-fixtures.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const draws: PastDraw[] = [
  { numero: '20250309', drawsAt: '2025-03-09T11:00:00.000Z', result: fourDResult('1234', '5555', '0917') },
  { numero: '20250308', drawsAt: '2025-03-08T11:00:00.000Z', result: fourDResult('8888', '4321', '7777') },
  { numero: '20250312', drawsAt: '2025-03-12T11:00:00.000Z', result: null },
];

function renderSearch() {
  const onPick = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <NumberSearch draws={draws} onPick={onPick} />
    </I18nextProvider>,
  );
  return { onPick };
}

const hits = () =>
  screen
    .getAllByTestId('search-hit')
    .map((row) => [row.dataset.numero, row.dataset.tier, row.dataset.number]);

describe('the number search', () => {
  it('lists exact hits, then the orderings when asked', () => {
    const { onPick } = renderSearch();
    expect(screen.getByText('Enter four digits to look through the past results.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('search-number'), { target: { value: '12-34' } });
    expect(hits()).toEqual([['20250309', 'FIRST', '1234']]);
    expect(screen.getByTestId('search-summary').textContent).toBe('Found 1 time2 draws searched');
    expect(screen.getByText('1st Prize')).toBeTruthy();

    fireEvent.click(screen.getByTestId('search-permutations'));
    expect(hits()).toEqual([
      ['20250309', 'FIRST', '1234'],
      ['20250308', 'SECOND', '4321'],
    ]);
    expect(screen.getByText('Permutation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show draw 20250308' }));
    expect(onPick).toHaveBeenCalledWith('20250308');
  });

  it('says in how many draws a number was not found', () => {
    renderSearch();
    fireEvent.change(screen.getByTestId('search-number'), { target: { value: '2468' } });
    expect(screen.getByTestId('search-empty').textContent).toBe('2468 was not found in 2 draws');
    expect(screen.queryByTestId('search-hit')).toBeNull();
  });
});
