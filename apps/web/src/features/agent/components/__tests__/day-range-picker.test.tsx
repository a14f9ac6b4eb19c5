import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import type { DayRange } from '../../lib/day-range.ts';
import { DayRangePicker } from '../day-range-picker.tsx';

const today = '2025-03-15';

function Harness({ initial }: { initial: DayRange }) {
  const [range, setRange] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <DayRangePicker value={range} today={today} onChange={setRange} typed />
      <output data-testid="value">{`${range.from}/${range.to}`}</output>
    </I18nextProvider>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('DayRangePicker', () => {
  it('marks the preset of the range and shows it in Bangla digits', () => {
    render(<Harness initial={{ from: '2025-03-09', to: today }} />);
    expect(screen.getByTestId('preset-last7').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('range-shown').textContent).toBe('২০২৫-০৩-০৯ – ২০২৫-০৩-১৫');
    fireEvent.click(screen.getByTestId('preset-thisWeek'));
    /* 15 March 2025 is a Saturday: the week started on Monday the 10th. */
    expect(value()).toBe('2025-03-10/2025-03-15');
    fireEvent.click(screen.getByTestId('preset-yesterday'));
    expect(value()).toBe('2025-03-14/2025-03-14');
    expect(screen.getByTestId('range-shown').textContent).toBe('২০২৫-০৩-১৪');
  });

  it('steps 7 and 30 days, never past today', () => {
    render(<Harness initial={{ from: '2025-03-09', to: today }} />);
    expect((screen.getByTestId('range-next7') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('range-prev30'));
    expect(value()).toBe('2025-02-07/2025-03-08');
    fireEvent.click(screen.getByTestId('range-next7'));
    expect(value()).toBe('2025-03-09/2025-03-15');
  });

  it('takes typed days, keeping the range in order and within 92 days', () => {
    render(<Harness initial={{ from: '2025-03-09', to: today }} />);
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2024-01-01' } });
    expect(value()).toBe('2024-01-01/2024-04-01');
    fireEvent.change(screen.getByTestId('range-to'), { target: { value: '2023-12-25' } });
    expect(value()).toBe('2023-12-25/2023-12-25');
    /* A year being typed is not a day yet. */
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '0002-12-25' } });
    expect(value()).toBe('2023-12-25/2023-12-25');
  });
});
