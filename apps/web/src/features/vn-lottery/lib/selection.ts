/**
 * What the number board does to a selection: numbers are kept ascending (equal lengths, so string order is
 * numeric order, as bet keys want), sold-out numbers never enter, and a limit refuses a change that would pass it
 * as a whole rather than keeping an arbitrary part of it.
 */
export interface SelectionChange {
  /** The new selection, ascending; the old one unchanged when the change was refused. */
  selected: string[];
  /** Numbers newly selected. */
  added: string[];
  /** Numbers asked for but sold out. */
  soldOut: string[];
  /** The change would have passed `max`, so nothing was added. */
  overLimit: boolean;
}

export interface SelectionRules {
  soldOut: ReadonlySet<string>;
  max?: number;
}

export const ascending = (numbers: Iterable<string>) => [...numbers].sort();

/** Adds numbers (already selected ones are ignored). */
export function addNumbers(
  selected: readonly string[],
  numbers: readonly string[],
  { soldOut, max }: SelectionRules,
): SelectionChange {
  const current = new Set(selected);
  const added = [...new Set(numbers)].filter((number) => !current.has(number) && !soldOut.has(number));
  const refusedSoldOut = [...new Set(numbers)].filter((number) => soldOut.has(number));
  if (max !== undefined && added.length > 0 && current.size + added.length > max)
    return { selected: ascending(selected), added: [], soldOut: refusedSoldOut, overLimit: true };
  return { selected: ascending([...current, ...added]), added, soldOut: refusedSoldOut, overLimit: false };
}

/** Selects a number, or deselects it when selected (always allowed). */
export function toggleNumber(
  selected: readonly string[],
  number: string,
  rules: SelectionRules,
): SelectionChange {
  if (selected.includes(number))
    return {
      selected: ascending(selected.filter((each) => each !== number)),
      added: [],
      soldOut: [],
      overLimit: false,
    };
  return addNumbers(selected, [number], rules);
}
