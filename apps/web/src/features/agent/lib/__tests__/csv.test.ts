import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { csvFileName, downloadCsv, toCsv } from '../csv.ts';

afterEach(() => vi.restoreAllMocks());

describe('agent CSV export', () => {
  it('quotes what needs quoting and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['দিন', 'জমা'],
        [
          ['2026-03-12', '1234.50'],
          ['a, "b"', 3],
        ],
      ),
    ).toBe('দিন,জমা\r\n2026-03-12,1234.50\r\n"a, ""b""",3');
  });

  it('keeps negative amounts as numbers but defuses spreadsheet formulas', () => {
    expect(toCsv(['x'], [['-1234.50'], ['=SUM(A1)'], ['+1'], ['@cmd'], ['-2+3']])).toBe(
      "x\r\n-1234.50\r\n'=SUM(A1)\r\n'+1\r\n'@cmd\r\n'-2+3",
    );
  });

  it('makes safe file names that end in .csv', () => {
    expect(csvFileName('team-overview_2026-03-01_2026-03-12')).toBe(
      'team-overview_2026-03-01_2026-03-12.csv',
    );
    expect(csvFileName('a/b:c.csv')).toBe('a-b-c.csv');
    expect(csvFileName('')).toBe('export.csv');
  });

  it('downloads a UTF-8 file with a byte order mark, so that Excel shows Bangla', async () => {
    let blob: Blob | undefined;
    const createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:csv';
    });
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadCsv('overview', ['দিন'], [['২০২৬']]);
    expect(click).toHaveBeenCalledOnce();
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('দিন\r\n২০২৬');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
