import { describe, expect, it } from 'vitest';
import { addNumbers, toggleNumber } from '../selection.ts';

const none = new Set<string>();

describe('board selection', () => {
  it('toggles a number in and out, keeping the selection ascending', () => {
    const on = toggleNumber(['45', '07'], '23', { soldOut: none });
    expect(on).toMatchObject({ selected: ['07', '23', '45'], added: ['23'], overLimit: false });
    expect(toggleNumber(on.selected, '07', { soldOut: none }).selected).toEqual(['23', '45']);
  });

  it('never adds a sold-out number and says which were refused', () => {
    const change = addNumbers(['01'], ['13', '14', '01'], { soldOut: new Set(['13']) });
    expect(change).toEqual({ selected: ['01', '14'], added: ['14'], soldOut: ['13'], overLimit: false });
  });

  it('refuses a change past the limit whole, but always lets a number go', () => {
    const rules = { soldOut: none, max: 2 };
    expect(toggleNumber(['07'], '23', rules)).toMatchObject({ selected: ['07', '23'], overLimit: false });
    expect(toggleNumber(['07', '23'], '45', rules)).toMatchObject({
      selected: ['07', '23'],
      added: [],
      overLimit: true,
    });
    expect(addNumbers(['07'], ['10', '11'], rules)).toMatchObject({ selected: ['07'], overLimit: true });
    expect(toggleNumber(['07', '23'], '23', rules)).toMatchObject({ selected: ['07'], overLimit: false });
    // Numbers already selected do not count twice against the limit.
    expect(addNumbers(['07', '23'], ['07', '23'], rules)).toMatchObject({ added: [], overLimit: false });
  });
});
