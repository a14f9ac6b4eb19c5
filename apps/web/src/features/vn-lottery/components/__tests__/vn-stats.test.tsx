import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { run, sheetOf } from '../../lib/__tests__/sheets.ts';
import { VnStats } from '../vn-stats.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const renderIn = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const entries = (testId: string) =>
  [...within(screen.getByTestId(testId)).getAllByRole('listitem')].map((item) => [
    item.dataset.number,
    item.querySelector('.vn-stat__value')!.textContent,
  ]);

const draws = [
  sheetOf('SOUTH', ['07', '07', '07', '12', ...run(20, 14)]),
  sheetOf('SOUTH', ['12', '45', ...run(46, 16)]),
  sheetOf('SOUTH', ['07', ...run(62, 17)]),
];

describe('the statistics panel', () => {
  it('shows an empty state without results', () => {
    renderIn(<VnStats results={[]} />);
    expect(screen.getByText('No results yet')).toBeTruthy();
    expect(screen.queryByTestId('stats-frequent')).toBeNull();
  });

  it('lists the most frequent lô numbers with bars, and the lô gan', () => {
    renderIn(<VnStats results={draws} top={3} highlight={['12']} />);
    expect(screen.getByText('Two-digit lô numbers of the last 3 draws.')).toBeTruthy();
    expect(entries('stats-frequent')).toEqual([
      ['07', '4 times'],
      ['12', '2 times'],
      ['20', '1 time'],
    ]);
    const fills = [...screen.getByTestId('stats-frequent').querySelectorAll<HTMLElement>('.vn-stat__fill')];
    expect(fills.map((fill) => fill.style.getPropertyValue('--vn-share'))).toEqual(['100%', '50%', '25%']);
    expect(entries('stats-gan')).toEqual([
      ['00', 'not in 3 draws'],
      ['01', 'not in 3 draws'],
      ['02', 'not in 3 draws'],
    ]);
    expect(screen.getByTestId('stats-frequent').querySelector('.is-hit')!.getAttribute('data-number')).toBe(
      '12',
    );
  });

  it('reads only the newest `draws` results', () => {
    renderIn(<VnStats results={draws} draws={2} top={100} />);
    expect(screen.getByText('Two-digit lô numbers of the last 2 draws.')).toBeTruthy();
    const gan = Object.fromEntries(entries('stats-gan'));
    expect(gan['45']).toBe('1 draw');
    expect(gan['07']).toBe('0 draws');
    expect(gan['62']).toBe('not in 2 draws');
  });
});
