import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { NumberBoard, type NumberBoardProps } from '../number-board.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

/** The board with its selection held as a page would hold it; `onChange` records every call. */
function renderBoard(props: Partial<NumberBoardProps> = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [selected, setSelected] = useState<string[]>([...(props.selected ?? [])]);
    return (
      <NumberBoard
        digits={2}
        {...props}
        selected={selected}
        onChange={(next) => {
          onChange(next);
          setSelected(next);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return { onChange };
}

const cell = (number: string) => document.querySelector<HTMLButtonElement>(`[data-number="${number}"]`)!;
const pressed = () =>
  [...document.querySelectorAll<HTMLElement>('.vn-grid [aria-pressed="true"]')].map(
    (node) => node.dataset.number,
  );
const quick = () => within(screen.getByTestId('quick-picks'));
const notice = () => screen.getByTestId('board-notice').textContent;

function typeNumbers(text: string) {
  const entry = within(screen.getByTestId('number-entry'));
  fireEvent.change(entry.getByLabelText('Type your numbers'), { target: { value: text } });
  fireEvent.click(entry.getByRole('button', { name: 'Add' }));
}

describe('the 00–99 board', () => {
  it('shows a 10 × 10 grid and toggles numbers, handing the selection back ascending', () => {
    const { onChange } = renderBoard();
    const grid = screen.getByRole('group', { name: 'Numbers 00–99' });
    expect(within(grid).getAllByRole('button')).toHaveLength(100);
    fireEvent.click(screen.getByRole('button', { name: '45' }));
    fireEvent.click(screen.getByRole('button', { name: '07' }));
    expect(onChange).toHaveBeenLastCalledWith(['07', '45']);
    expect(cell('07').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(cell('45'));
    expect(onChange).toHaveBeenLastCalledWith(['07']);
    expect(pressed()).toEqual(['07']);
    expect(screen.getByTestId('selected-count').textContent).toBe('1 number selected');
  });

  it('marks sold-out numbers, refuses them, and leaves them out of quick picks', () => {
    const { onChange } = renderBoard({ soldOut: new Set(['13', '17']) });
    const soldOut = screen.getByRole<HTMLButtonElement>('button', { name: '13, sold out' });
    expect(soldOut).toBe(cell('13'));
    expect(soldOut.disabled).toBe(true);
    expect(soldOut.textContent).toContain('sold');
    fireEvent.click(soldOut);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(quick().getByRole('button', { name: 'Đầu 1: tens digit 1' }));
    expect(onChange).toHaveBeenLastCalledWith(['10', '11', '12', '14', '15', '16', '18', '19']);
  });

  it('offers đầu, đuôi, tổng, chẵn, lẻ, kép, all and clear', () => {
    const { onChange } = renderBoard();
    fireEvent.click(quick().getByRole('button', { name: 'Đuôi units digit' }));
    fireEvent.click(quick().getByRole('button', { name: 'Đuôi 7: units digit 7' }));
    expect(pressed()).toEqual(['07', '17', '27', '37', '47', '57', '67', '77', '87', '97']);
    fireEvent.click(quick().getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(quick().getByRole('button', { name: 'Tổng digit sum' }));
    fireEvent.click(quick().getByRole('button', { name: /^Tổng 5:/ }));
    expect(pressed()).toEqual(['05', '14', '23', '32', '41', '50', '69', '78', '87', '96']);
    // Quick picks add to what is selected.
    fireEvent.click(quick().getByRole('button', { name: 'Kép · doubles' }));
    expect(pressed()).toHaveLength(20);
    fireEvent.click(quick().getByRole('button', { name: 'Clear all' }));
    fireEvent.click(quick().getByRole('button', { name: 'Lẻ · odd' }));
    expect(pressed()).toHaveLength(50);
    expect(pressed().every((number) => Number(number) % 2 === 1)).toBe(true);
    fireEvent.click(quick().getByRole('button', { name: 'All' }));
    expect(pressed()).toHaveLength(100);
    // Nothing left to add: said so, nothing changes.
    const calls = onChange.mock.calls.length;
    fireEvent.click(quick().getByRole('button', { name: 'Chẵn · even' }));
    expect(onChange).toHaveBeenCalledTimes(calls);
    expect(notice()).toBe('Every number of this pick is already selected or sold out.');
  });

  it('stops at maxSelectable with a hint, and lets a number go to pick another', () => {
    const { onChange } = renderBoard({ maxSelectable: 2 });
    fireEvent.click(cell('07'));
    fireEvent.click(cell('23'));
    expect(screen.getByTestId('selected-count').textContent).toBe('2 of 2 selected');
    fireEvent.click(cell('45'));
    expect(pressed()).toEqual(['07', '23']);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(notice()).toBe('This bet takes at most 2 numbers. Remove one to pick another.');
    expect(cell('45').className).toContain('is-capped');
    // A quick pick past the limit is refused whole.
    fireEvent.click(quick().getByRole('button', { name: 'Đầu 5: tens digit 5' }));
    expect(pressed()).toEqual(['07', '23']);
    fireEvent.click(cell('23'));
    expect(notice()).toBe('');
    fireEvent.click(cell('45'));
    expect(onChange).toHaveBeenLastCalledWith(['07', '45']);
  });

  it('adds typed numbers, and names the invalid and sold-out ones without adding them', () => {
    const { onChange } = renderBoard({ soldOut: new Set(['56']) });
    typeNumbers('12, 34 56;7\nab 34');
    expect(onChange).toHaveBeenLastCalledWith(['12', '34']);
    expect(pressed()).toEqual(['12', '34']);
    expect(screen.getByTestId('entry-invalid').textContent).toBe('Not 2-digit numbers, not added: 7, ab');
    expect(screen.getByTestId('entry-sold-out').textContent).toBe('Sold out, not added: 56');
    expect(screen.getByTestId('entry-feedback').textContent).toContain('2 numbers added.');
    // What is left to fix stays in the box.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Type your numbers').value).toBe('7 ab');
  });

  it('keeps typed numbers in the box when they would pass maxSelectable', () => {
    const { onChange } = renderBoard({ maxSelectable: 3 });
    typeNumbers('01 02 03 04');
    expect(onChange).not.toHaveBeenCalled();
    expect(notice()).toBe('This bet takes at most 3 numbers. Remove one to pick another.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Type your numbers').value).toBe('01 02 03 04');
  });

  it('changes nothing while disabled', () => {
    const { onChange } = renderBoard({ disabled: true });
    fireEvent.click(cell('07'));
    fireEvent.click(quick().getByRole('button', { name: 'All' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderBoard({ soldOut: new Set(['13']) });
    expect(screen.getByRole('group', { name: '00–99 নম্বর' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '13, বিক্রি শেষ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'দ্রুত বাছাই' })).toBeTruthy();
  });
});

describe('the 000–999 board', () => {
  it('shows ten hundreds and the 100 numbers of the chosen one', () => {
    const { onChange } = renderBoard({ digits: 3 });
    const hundreds = screen.getByRole('group', { name: 'Choose the hundred' });
    expect(
      within(hundreds)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['0xx', '1xx', '2xx', '3xx', '4xx', '5xx', '6xx', '7xx', '8xx', '9xx']);
    expect(cell('000')).toBeTruthy();
    fireEvent.click(within(hundreds).getByRole('button', { name: '4xx' }));
    const grid = screen.getByRole('group', { name: 'Numbers 400–499' });
    expect(within(grid).getAllByRole('button')).toHaveLength(100);
    expect(cell('000')).toBeNull();
    fireEvent.click(cell('437'));
    expect(onChange).toHaveBeenLastCalledWith(['437']);
    // Đầu and đuôi read the last two digits within the chosen hundred.
    expect(screen.getByText('Within 4xx')).toBeTruthy();
    fireEvent.click(quick().getByRole('button', { name: 'Đầu 3: tens digit 3' }));
    expect(pressed()).toEqual(['430', '431', '432', '433', '434', '435', '436', '437', '438', '439']);
    expect(quick().queryByRole('button', { name: 'Tổng digit sum' })).toBeNull();
    expect(within(hundreds).getByRole('button', { name: '4xx: 10 selected' })).toBeTruthy();
  });

  it('takes typed three-digit numbers of any hundred', () => {
    const { onChange } = renderBoard({ digits: 3 });
    typeNumbers('007 912 12');
    expect(onChange).toHaveBeenLastCalledWith(['007', '912']);
    expect(screen.getByTestId('entry-invalid').textContent).toBe('Not 3-digit numbers, not added: 12');
  });
});
