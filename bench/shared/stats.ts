/** Small helpers every benchmark prints with. */

/** The p-th percentile of sorted numbers (NaN when there are none). */
export const percentileOf = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** A fixed-width table: the first column left-aligned, the others right-aligned. */
export function printTable(header: string[], rows: Array<Array<string | number>>) {
  const cells = [
    header,
    ...rows.map((row) =>
      row.map((cell) => (typeof cell === 'number' ? cell.toFixed(cell >= 100 ? 0 : 1) : cell)),
    ),
  ];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => String(row[column]).length)) + 2);
  for (const row of cells) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 ? String(cell).padEnd(widths[column]!) : String(cell).padStart(widths[column]!),
        )
        .join(''),
    );
  }
}

/** The last line of every benchmark: its figures as JSON, so runs can be compared over time. */
export function printResult(figures: Record<string, unknown>) {
  console.log(`RESULT ${JSON.stringify(figures)}`);
}
