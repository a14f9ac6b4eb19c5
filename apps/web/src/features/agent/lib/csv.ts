import Papa from 'papaparse';

/**
 * CSV exports of the agent center. The file is UTF-8 with a byte order mark so that Excel shows Bangla text and
 * digits correctly; lines end with CRLF (RFC 4180) and every field is quoted when it needs to be.
 */

const BOM = '\uFEFF';

const plainNumber = /^-?\d+(?:\.\d+)?$/;

/**
 * A text cell that a spreadsheet would run as a formula (`=…`, `+…`, `@…`, `-…` that is no plain number) gets a
 * leading apostrophe; numbers and money strings such as "-1234.50" stay as they are.
 */
function safeCell(cell: string | number): string | number {
  if (typeof cell === 'number') return cell;
  if (/^[=+@\t\r]/.test(cell) || (cell.startsWith('-') && !plainNumber.test(cell))) return `'${cell}`;
  return cell;
}

/** The CSV text (without the byte order mark) of a header and its rows. */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return Papa.unparse(
    { fields: header.map((cell) => String(safeCell(cell))), data: rows.map((row) => row.map(safeCell)) },
    { newline: '\r\n' },
  );
}

/** A file name safe on every system, always ending in `.csv`. */
export function csvFileName(filename: string): string {
  const base = filename
    .replace(/\.csv$/i, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\p{Cc}+/gu, '')
    .trim();
  return `${base || 'export'}.csv`;
}

/** Makes the browser download `rows` under `header` as a CSV file. */
export function downloadCsv(filename: string, header: string[], rows: (string | number)[][]): void {
  const blob = new Blob([BOM + toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(filename);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start the download asynchronously: keep the URL alive for a moment.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
