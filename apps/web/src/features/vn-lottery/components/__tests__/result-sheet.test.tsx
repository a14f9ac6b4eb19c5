import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { run, sheetOf } from '../../lib/__tests__/sheets.ts';
import { ResultSheet } from '../result-sheet.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const renderIn = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

const rows = () => [...document.querySelectorAll<HTMLElement>('tr[data-tier]')];
const tierLabel = (tier: string) => document.querySelector(`tr[data-tier="${tier}"] th`)!.textContent;
const loRow = (digit: number) =>
  document.querySelector(`[data-testid="lo-table"] tr[data-digit="${digit}"] td`)!;

/* North: the special ends in 58, and 34 ends two prizes (G1 and G3's second). */
const north = sheetOf('NORTH', ['58', '34', '31', '90', '91', '34', ...run(40, 21)]); // 40–60

describe('the result sheet', () => {
  it('prints the North from the special down to G7, the special in red and labelled in both languages', () => {
    renderIn(<ResultSheet result={north} title="Miền Bắc" drawsAt="2025-03-01T11:15:00Z" />);
    expect(rows().map((row) => row.dataset.tier)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(tierLabel('DB')).toBe('Special · Giải ĐB');
    expect(tierLabel('G7')).toBe('Seventh · Giải bảy');
    expect(rows()[0]!.className).toContain('vn-sheet__row--db');
    expect(rows()[0]!.textContent).toContain('12358');
    expect(rows()[3]!.querySelectorAll('.vn-prize')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Miền Bắc' })).toBeTruthy();
    expect(screen.getByTestId('vn-result-sheet').textContent).toMatch(/Draw: 2025-03-01 \d\d:15/);
  });

  it('prints the South from G8 up, the special last', () => {
    const south = sheetOf('SOUTH', ['77', ...run(0, 16), '08']);
    renderIn(<ResultSheet result={south} />);
    expect(rows().map((row) => row.dataset.tier)).toEqual([
      'G8',
      'G7',
      'G6',
      'G5',
      'G4',
      'G3',
      'G2',
      'G1',
      'DB',
    ]);
    expect(rows()[0]!.textContent).toContain('08');
    expect(tierLabel('G8')).toBe('Eighth · Giải tám');
    const special = rows().at(-1)!;
    expect(special.className).toContain('vn-sheet__row--db');
    expect(special.querySelector('.vn-prize')!.textContent).toBe('123477');
    expect(screen.getByRole('heading', { name: 'Results' })).toBeTruthy();
  });

  it('lists the lô tô by head digit, a repeated ending shown each time, and by tail on request', () => {
    renderIn(<ResultSheet result={north} />);
    expect(loRow(3).textContent).toBe('1, 4, 4');
    expect(loRow(9).textContent).toBe('0, 1');
    expect(loRow(2).textContent).toBe('–');
    const loTable = screen.getByTestId('lo-table');
    expect(within(loTable).getByRole('rowheader', { name: 'Đầu 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Đuôi' }));
    expect(loTable.dataset.by).toBe('tail');
    expect(loRow(4).textContent).toBe('3, 3, 4, 5');
    expect(within(loTable).getByRole('rowheader', { name: 'Đuôi 4' })).toBeTruthy();
  });

  it('marks the member’s numbers on the sheet and in the lô tô, and the đề', () => {
    renderIn(<ResultSheet result={north} highlight={['34', '358']} />);
    const hits = [...document.querySelectorAll<HTMLElement>('.vn-prize[data-hit]')].map(
      (prize) => prize.dataset.number,
    );
    expect(hits).toEqual(['12358', '12334', '12334']);
    const marked = [...document.querySelectorAll<HTMLElement>('.vn-lo__entry.is-hit')].map(
      (entry) => entry.dataset.number,
    );
    expect(marked).toEqual(['34', '34']);
    expect(document.querySelector('.vn-lo__entry.is-de')!.getAttribute('data-number')).toBe('58');
    expect(screen.getByText('Your numbers')).toBeTruthy();
  });

  it('says when a sheet is not drawn yet', () => {
    renderIn(<ResultSheet result={null} drawsAt="2025-03-01T11:15:00Z" />);
    expect(screen.getByText('Not drawn yet')).toBeTruthy();
    expect(document.querySelector('tr[data-tier]')).toBeNull();
    expect(screen.queryByTestId('lo-table')).toBeNull();
  });

  it('speaks Bangla, keeping the Vietnamese names', async () => {
    await i18n.changeLanguage('bn');
    renderIn(<ResultSheet result={north} />);
    expect(tierLabel('DB')).toBe('বিশেষ পুরস্কার · Giải ĐB');
    expect(tierLabel('G1')).toBe('প্রথম পুরস্কার · Giải nhất');
    expect(screen.getByRole('heading', { name: 'ফলাফল' })).toBeTruthy();
  });
});
