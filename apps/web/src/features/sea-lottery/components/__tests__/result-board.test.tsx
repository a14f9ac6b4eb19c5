import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ResultBoard, type ResultBoardProps } from '../result-board.tsx';
import { fourDResult } from './sea4d-fixtures.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const renderBoard = (props: Partial<ResultBoardProps> = {}) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ResultBoard
        result={fourDResult('0917', '4321', '5555', ['1243'], ['0001'])}
        numero="20250309"
        drawsAt="2025-03-09T11:00:00.000Z"
        {...props}
      />
    </I18nextProvider>,
  );

const places = () =>
  screen.getAllByTestId('board-place').map((place) => [place.dataset.tier, place.dataset.number]);

describe('the 4D result board', () => {
  it('puts the 23 numbers in their tiers: three top prizes, ten specials, ten consolations', () => {
    renderBoard();
    expect(screen.getByText('Draw 20250309')).toBeTruthy();
    const all = places();
    expect(all).toHaveLength(23);
    expect(all.slice(0, 3)).toEqual([
      ['FIRST', '0917'],
      ['SECOND', '4321'],
      ['THIRD', '5555'],
    ]);
    const special = within(screen.getByTestId('board-special')).getAllByTestId('board-place');
    const consolation = within(screen.getByTestId('board-consolation')).getAllByTestId('board-place');
    expect(special.map((place) => place.dataset.tier)).toEqual(Array(10).fill('SPECIAL'));
    expect(consolation.map((place) => place.dataset.tier)).toEqual(Array(10).fill('CONSOLATION'));
    expect(special[0]!.dataset.number).toBe('1243');
    expect(consolation[0]!.dataset.number).toBe('0001');
    // The top prizes carry their names; leading zeros stay.
    const first = all.findIndex(([tier]) => tier === 'FIRST');
    const firstPlace = screen.getAllByTestId('board-place')[first]!;
    expect(within(firstPlace).getByText('1st Prize')).toBeTruthy();
    expect(within(firstPlace).getByRole('img', { name: '0917' })).toBeTruthy();
    expect(screen.queryByText('Not drawn yet')).toBeNull();
  });

  it('marks the highlighted numbers wherever they are', () => {
    renderBoard({ highlight: ['4321', '0001', '9999'] });
    const hits = screen
      .getAllByTestId('board-place')
      .filter((place) => place.classList.contains('is-hit'))
      .map((place) => [place.dataset.tier, place.dataset.number]);
    expect(hits).toEqual([
      ['SECOND', '4321'],
      ['CONSOLATION', '0001'],
    ]);
    expect(screen.getAllByText('Your number')).toHaveLength(2);
  });

  it('shows the empty layout before the draw', () => {
    renderBoard({ result: null, highlight: ['1234'] });
    expect(screen.getByRole('status').textContent).toBe('Not drawn yet');
    expect(places()).toHaveLength(23);
    expect(places().every(([, number]) => number === '')).toBe(true);
    expect(document.querySelector('.is-hit')).toBeNull();
  });
});
