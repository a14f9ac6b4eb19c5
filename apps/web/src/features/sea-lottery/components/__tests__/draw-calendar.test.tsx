import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { DrawCalendar, type DrawCalendarProps } from '../draw-calendar.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

/** Monday 10 March 2025, 12:00 in Kuala Lumpur. */
const now = new Date('2025-03-10T04:00:00.000Z');

function renderCalendar(props: Partial<DrawCalendarProps> = {}) {
  const onPick = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DrawCalendar specialDays={['2025-03-11', '2025-04-01']} now={now} onPick={onPick} {...props} />
    </I18nextProvider>,
  );
  return { onPick };
}

const day = (date: string) => document.querySelector<HTMLElement>(`[data-day="${date}"]`)!;
const daysMarked = (kind: string) =>
  [...document.querySelectorAll<HTMLElement>(`[data-draw="${kind}"]`)].map((cell) =>
    cell.dataset.day!.slice(8),
  );

describe('the draw calendar', () => {
  it('marks Wednesdays, Saturdays and Sundays, the special days and today', () => {
    renderCalendar();
    expect(screen.getByTestId('calendar-title').textContent).toBe('March 2025');
    expect(screen.getAllByTestId('calendar-day')).toHaveLength(31);
    // March 2025 starts on a Saturday.
    expect(daysMarked('regular')).toEqual([
      '01',
      '02',
      '05',
      '08',
      '09',
      '12',
      '15',
      '16',
      '19',
      '22',
      '23',
      '26',
      '29',
      '30',
    ]);
    expect(daysMarked('special')).toEqual(['11']);
    expect(day('2025-03-11').className).toContain('is-special');
    expect(day('2025-03-10').dataset.today).toBe('true');
    expect(document.querySelectorAll('[data-today]')).toHaveLength(1);
    expect(day('2025-03-10').dataset.draw).toBeUndefined();
  });

  it('opens a past drawn day, and not a day to come or one without a result', () => {
    const { onPick } = renderCalendar({ drawnNumeros: new Set(['20250309', '20250305']) });
    fireEvent.click(day('2025-03-09'));
    expect(onPick).toHaveBeenCalledWith('20250309');
    expect(day('2025-03-09').tagName).toBe('BUTTON');
    expect(day('2025-03-08').tagName).toBe('SPAN');
    expect(day('2025-03-12').tagName).toBe('SPAN');
    expect(day('2025-03-11').tagName).toBe('SPAN');
    fireEvent.click(day('2025-03-12'));
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('without the drawn numeros, opens every past draw day and no day to come', () => {
    const { onPick } = renderCalendar();
    expect(day('2025-03-08').tagName).toBe('BUTTON');
    expect(day('2025-03-12').tagName).toBe('SPAN');
    // Today is no draw day, and the special draw of tomorrow is still ahead.
    expect(day('2025-03-11').tagName).toBe('SPAN');
    fireEvent.click(day('2025-03-01'));
    expect(onPick).toHaveBeenCalledWith('20250301');
  });

  it('moves between months', () => {
    renderCalendar();
    fireEvent.click(screen.getByTestId('calendar-next'));
    expect(screen.getByTestId('calendar-title').textContent).toBe('April 2025');
    expect(screen.getAllByTestId('calendar-day')).toHaveLength(30);
    expect(daysMarked('special')).toEqual(['01']);
    expect(document.querySelector('[data-today]')).toBeNull();
    fireEvent.click(screen.getByTestId('calendar-previous'));
    fireEvent.click(screen.getByTestId('calendar-previous'));
    expect(screen.getByTestId('calendar-title').textContent).toBe('February 2025');
    expect(screen.getAllByTestId('calendar-day')).toHaveLength(28);
  });

  it('counts days in the draws’ time zone: late evening in Dhaka is already tomorrow there', () => {
    // 23:00 in Dhaka on Tuesday 11 March is 01:00 on Wednesday 12 March in Kuala Lumpur.
    renderCalendar({ now: new Date('2025-03-11T17:00:00.000Z') });
    expect(day('2025-03-12').dataset.today).toBe('true');
  });
});
