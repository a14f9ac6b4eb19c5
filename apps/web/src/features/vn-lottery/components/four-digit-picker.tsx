import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { addNumbers } from '../lib/selection.ts';
import { NumberEntryBox } from './number-entry-box.tsx';

/** 4 càng: ten thousand numbers fit no board, so they are typed; the chosen ones show as chips to take off. */
export function FourDigitPicker({
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
  return (
    <div className={`vn-four${disabled ? ' is-disabled' : ''}`} data-testid="vn-four-digits">
      <NumberEntryBox
        digits={4}
        disabled={disabled}
        onAdd={(numbers) => {
          const change = addNumbers(selected, numbers, { soldOut });
          if (change.added.length > 0) onChange(change.selected);
          return change;
        }}
      />
      {selected.length > 0 ? (
        <ul className="vn-four__chosen" aria-label={t('input.chosen')}>
          {selected.map((number) => (
            <li key={number}>
              <button
                type="button"
                className="vn-four__chip"
                disabled={disabled}
                aria-label={t('input.remove', { number })}
                onClick={() => onChange(selected.filter((each) => each !== number))}
                data-number={number}
              >
                <span>{number}</span>
                <CloseIcon aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="vn-four__none">{t('input.noneYet')}</p>
      )}
    </div>
  );
}
