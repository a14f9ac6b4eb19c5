import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardNumbers, digitsRange } from '../lib/quick-picks.ts';
import { addNumbers, toggleNumber, type SelectionChange } from '../lib/selection.ts';
import { NumberEntryBox } from './number-entry-box.tsx';
import { QuickPickBar } from './quick-pick-bar.tsx';
import './vn-lottery.css';

export interface NumberBoardProps {
  /** 2: the 00–99 board (lô, đề, xiên, đá …); 3: the 000–999 board, a hundred at a time (lô 3 số, 3 càng). */
  digits: 2 | 3;
  /** The selected numbers, with their leading zeros. */
  selected: readonly string[];
  /** The new selection, ascending (bet keys name their numbers ascending). */
  onChange: (selected: string[]) => void;
  /** Numbers that take no more stakes: shown, not selectable, left out of quick picks and typed entry. */
  soldOut?: ReadonlySet<string>;
  /** The most numbers the bet takes (xiên 2/3/4: 2/3/4, đá: 2); more are refused with a hint. */
  maxSelectable?: number;
  /** Betting is closed: everything shows, nothing changes. */
  disabled?: boolean;
}

const noneSoldOut: ReadonlySet<string> = new Set();

type Notice = 'limit' | 'nothingToAdd' | null;

/**
 * The number board of a Vietnamese lottery bet: a 10 × 10 grid of 00–99, or ten hundred tabs over the 100 numbers
 * of the chosen hundred; the quick picks; and a box to type many numbers at once.
 */
export function NumberBoard({
  digits,
  selected,
  onChange,
  soldOut = noneSoldOut,
  maxSelectable,
  disabled = false,
}: NumberBoardProps) {
  const { t } = useTranslation('vnLottery');
  const [hundred, setHundred] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const rules = { soldOut, max: maxSelectable };
  const chosen = new Set(selected);
  const atLimit = maxSelectable !== undefined && chosen.size >= maxSelectable;

  /** Applies a change and explains a refusal; a change that adds nothing leaves the selection alone. */
  const apply = (change: SelectionChange, explainEmpty: boolean) => {
    if (change.overLimit) setNotice('limit');
    else if (explainEmpty && change.added.length === 0) setNotice('nothingToAdd');
    else setNotice(null);
    if (!change.overLimit && (change.added.length > 0 || change.selected.length !== chosen.size))
      onChange(change.selected);
    return change;
  };

  const shown = digits === 2 ? boardNumbers(2) : boardNumbers(2).map((ending) => `${hundred}${ending}`);
  const [from, to] = [shown[0]!, shown[shown.length - 1]!];

  return (
    <div
      className={`vn-board vn-board--d${digits}${disabled ? ' is-disabled' : ''}`}
      data-testid="number-board"
    >
      {digits === 3 ? (
        <div className="vn-hundreds" role="group" aria-label={t('board.hundreds')}>
          {digitsRange.map((option) => {
            const label = `${option}xx`;
            const count = selected.filter((number) => number.startsWith(String(option))).length;
            return (
              <button
                key={option}
                type="button"
                className={`vn-hundreds__tab${option === hundred ? ' is-on' : ''}`}
                aria-pressed={option === hundred}
                aria-label={count > 0 ? t('board.hundredCount', { hundred: label, count }) : label}
                onClick={() => setHundred(option)}
                data-hundred={option}
              >
                {label}
                {count > 0 ? <span className="vn-hundreds__count">{count}</span> : null}
              </button>
            );
          })}
        </div>
      ) : null}

      <div className="vn-grid" role="group" aria-label={t('board.numbers', { from, to })}>
        {shown.map((number) => {
          const isSoldOut = soldOut.has(number);
          const on = chosen.has(number);
          return (
            <button
              key={number}
              type="button"
              className={`vn-cell${on ? ' is-on' : ''}${isSoldOut ? ' is-sold-out' : ''}${atLimit && !on ? ' is-capped' : ''}`}
              aria-pressed={on}
              aria-label={isSoldOut ? t('board.soldOutNumber', { number }) : undefined}
              disabled={disabled || isSoldOut}
              onClick={() => apply(toggleNumber(selected, number, rules), false)}
              data-number={number}
            >
              <span className="vn-cell__number">{number}</span>
              {isSoldOut ? (
                <span className="vn-cell__mark" aria-hidden="true">
                  {t('board.soldOutMark')}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <div className="vn-board__status">
        <span className="vn-board__count" data-testid="selected-count">
          {maxSelectable !== undefined
            ? t('board.selectedOf', { count: chosen.size, max: maxSelectable })
            : t('board.selected', { count: chosen.size })}
        </span>
        {soldOut.size > 0 ? (
          <span className="vn-board__legend">
            <span className="vn-board__swatch" aria-hidden="true" />
            {t('board.soldOut')}
          </span>
        ) : null}
      </div>
      <p className="vn-board__notice" role="status" data-testid="board-notice">
        {notice === 'limit' ? t('board.limit', { count: maxSelectable }) : null}
        {notice === 'nothingToAdd' ? t('board.nothingToAdd') : null}
      </p>

      <QuickPickBar
        digits={digits}
        hundred={hundred}
        disabled={disabled}
        onPick={(numbers) => apply(addNumbers(selected, numbers, rules), true)}
        onClear={() => {
          setNotice(null);
          if (selected.length > 0) onChange([]);
        }}
      />
      <NumberEntryBox
        digits={digits}
        disabled={disabled}
        onAdd={(numbers) => apply(addNumbers(selected, numbers, rules), false)}
      />
    </div>
  );
}
