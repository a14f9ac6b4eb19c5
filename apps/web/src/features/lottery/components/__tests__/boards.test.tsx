import { isBetKey } from '@msp/contracts/lottery/bets.ts';
import { defaultOdds } from '@msp/contracts/lottery/bets.ts';
import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { FamilyBoard } from '../boards.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

function renderBoard(family: LotteryFamily) {
  const onToggle = vi.fn();
  const onAdd = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FamilyBoard
        family={family}
        odds={defaultOdds(family)}
        selected={new Set()}
        onToggle={onToggle}
        onAdd={onAdd}
        locked={false}
      />
    </I18nextProvider>,
  );
  const keys = [...document.querySelectorAll<HTMLElement>('[data-bet-key]')].map(
    (cell) => cell.dataset.betKey!,
  );
  return { keys, onToggle, onAdd };
}

describe('the betting boards build the keys docs/lottery.md defines', () => {
  it('28-style: every sum 0–27, sides, combos, extremes, colours and shapes, each an isBetKey', () => {
    const { keys, onToggle } = renderBoard('DIGITS3');
    expect(keys.filter((key) => key.startsWith('SUM:'))).toHaveLength(28);
    for (const key of ['BIG', 'SMALL_EVEN', 'EXTREME_BIG', 'COLOUR:GRAY', 'TRIPLE', 'PAIR', 'STRAIGHT'])
      expect(keys).toContain(key);
    expect(keys).toHaveLength(28 + 4 + 4 + 2 + 4 + 3);
    for (const key of keys) expect(isBetKey('DIGITS3', key), key).toBe(true);
    fireEvent.click(document.querySelector('[data-bet-key="SUM:13"]')!);
    expect(onToggle).toHaveBeenCalledWith('SUM:13');
    expect(document.querySelector('[data-bet-key="SUM:13"]')!.textContent).toContain('×12.93');
  });

  it('dice: sums 3–18, triples, pairs, single faces and the 15 two-dice combinations', () => {
    const { keys } = renderBoard('DICE');
    expect(keys.filter((key) => key.startsWith('COMBO:'))).toHaveLength(15);
    expect(keys.filter((key) => key.startsWith('SUM:'))).toHaveLength(16);
    expect(keys).toContain('ANY_TRIPLE');
    for (const key of keys) expect(isBetKey('DICE', key), key).toBe(true);
    // A single face pays by the count of dice: the cell says so.
    expect(document.querySelector('[data-bet-key="FACE:4"]')!.textContent).toContain('×2/3/14');
  });

  it('5-digit: each position’s digits and sides, the sum’s sides, and a composed front/middle/back three', () => {
    const { keys, onAdd } = renderBoard('DIGITS5');
    expect(keys).toHaveLength(5 * 14 + 4);
    for (const key of keys) expect(isBetKey('DIGITS5', key), key).toBe(true);
    const composer = screen.getByTestId('three-composer');
    fireEvent.click(within(composer).getByRole('button', { name: 'Back' }));
    fireEvent.click(within(composer).getByRole('button', { name: /Group 6/ }));
    const pickers = composer.querySelectorAll('.lt-picker');
    [7, 2, 5].forEach((digit, index) => fireEvent.click(pickers[index]!.querySelectorAll('button')[digit]!));
    expect(screen.getByTestId('three-key').textContent).toBe('BACK:GROUP6:257');
    fireEvent.click(screen.getByTestId('three-add'));
    expect(onAdd).toHaveBeenCalledWith(['BACK:GROUP6:257']);
    expect(isBetKey('DIGITS5', 'BACK:GROUP6:257')).toBe(true);
  });

  it('49 balls: special numbers and sides, main numbers, and two-of picked in any order', () => {
    const { keys, onAdd } = renderBoard('BALLS49');
    expect(keys.filter((key) => /^SPECIAL:\d+$/.test(key))).toHaveLength(49);
    for (const key of keys) expect(isBetKey('BALLS49', key), key).toBe(true);
    fireEvent.click(screen.getByTestId('balls-mode-MAIN'));
    const main = [...document.querySelectorAll<HTMLElement>('[data-bet-key]')].map(
      (cell) => cell.dataset.betKey!,
    );
    expect(main).toHaveLength(49);
    for (const key of main) expect(isBetKey('BALLS49', key), key).toBe(true);
    fireEvent.click(screen.getByTestId('balls-mode-MAIN2'));
    fireEvent.click(document.querySelector('[data-ball="23"]')!);
    fireEvent.click(document.querySelector('[data-ball="7"]')!);
    fireEvent.click(screen.getByTestId('main-add'));
    expect(onAdd).toHaveBeenCalledWith(['MAIN2:7-23']);
  });
});
