import { useTranslation } from 'react-i18next';
import { digitsRange } from '../lib/quick-picks.ts';
import { ascending } from '../lib/selection.ts';

/** Đầu and đuôi: one digit 0–9 per bet, a row of ten to toggle. */
export function DigitRow({
  selected,
  onChange,
  soldOut,
  disabled,
}: {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  soldOut: ReadonlySet<string>;
  disabled: boolean;
}) {
  const { t } = useTranslation('vnLottery');
  const chosen = new Set(selected);
  return (
    <div className={`vn-digits${disabled ? ' is-disabled' : ''}`} data-testid="vn-digit-row">
      <div className="vn-digits__row" role="group" aria-label={t('input.digits')}>
        {digitsRange.map((digit) => {
          const number = String(digit);
          const on = chosen.has(number);
          const isSoldOut = soldOut.has(number);
          return (
            <button
              key={digit}
              type="button"
              className={`vn-cell vn-digits__cell${on ? ' is-on' : ''}${isSoldOut ? ' is-sold-out' : ''}`}
              aria-pressed={on}
              aria-label={isSoldOut ? t('board.soldOutNumber', { number }) : undefined}
              disabled={disabled || isSoldOut}
              onClick={() =>
                onChange(on ? selected.filter((each) => each !== number) : ascending([...selected, number]))
              }
              data-number={number}
            >
              <span className="vn-cell__number">{digit}</span>
            </button>
          );
        })}
      </div>
      <p className="vn-board__count" data-testid="selected-count">
        {t('board.selected', { count: chosen.size })}
      </p>
    </div>
  );
}
