import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsRange, quickPick, type DigitPickKind, type QuickPick } from '../lib/quick-picks.ts';

/** Đầu and đuôi on every board; tổng, chẵn, lẻ and kép only over 00–99, where the market offers them. */
const digitKinds: Record<2 | 3, DigitPickKind[]> = { 2: ['head', 'tail', 'sum'], 3: ['head', 'tail'] };
const setKinds: Record<2 | 3, ('even' | 'odd' | 'doubles' | 'all')[]> = {
  2: ['even', 'odd', 'doubles', 'all'],
  3: ['all'],
};

/**
 * The quick-pick bar: a kind (đầu, đuôi, tổng) and a digit, or a whole set; it hands the pick's numbers (within
 * `hundred` on a three-digit board) to `onPick`, which decides what is sold out or over a limit.
 */
export function QuickPickBar({
  digits,
  hundred,
  disabled,
  onPick,
  onClear,
}: {
  digits: 2 | 3;
  hundred: number;
  disabled: boolean;
  onPick: (numbers: string[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('vnLottery');
  const [kind, setKind] = useState<DigitPickKind>('head');
  const within = digits === 3 ? hundred : undefined;
  const pick = (chosen: QuickPick) => onPick(quickPick(chosen, within));
  return (
    <section className="vn-quick" aria-label={t('quick.title')} data-testid="quick-picks">
      <header className="vn-quick__head">
        <h4 className="vn-quick__title">{t('quick.title')}</h4>
        {within !== undefined ? (
          <span className="vn-quick__within">{t('quick.within', { hundred: `${within}xx` })}</span>
        ) : null}
      </header>
      <div className="vn-kinds" role="group" aria-label={t('quick.kind')}>
        {digitKinds[digits].map((option) => (
          <button
            key={option}
            type="button"
            className={`vn-kinds__option${option === kind ? ' is-on' : ''}`}
            aria-pressed={option === kind}
            onClick={() => setKind(option)}
          >
            <span className="vn-kinds__name">{t(`quick.kinds.${option}.name`)}</span>{' '}
            <small className="vn-kinds__hint">{t(`quick.kinds.${option}.hint`)}</small>
          </button>
        ))}
      </div>
      <div className="vn-quick__digits">
        {digitsRange.map((digit) => (
          <button
            key={digit}
            type="button"
            className="vn-chip vn-chip--digit"
            disabled={disabled}
            aria-label={t(`quick.pick.${kind}`, { digit })}
            title={t(`quick.pick.${kind}`, { digit })}
            onClick={() => pick({ kind, digit })}
          >
            {digit}
          </button>
        ))}
      </div>
      <div className="vn-quick__sets">
        {setKinds[digits].map((set) => (
          <button
            key={set}
            type="button"
            className="vn-chip"
            disabled={disabled}
            onClick={() => pick({ kind: set })}
          >
            {t(`quick.${set}`)}
          </button>
        ))}
        <button type="button" className="vn-chip vn-chip--clear" disabled={disabled} onClick={onClear}>
          {t('quick.clear')}
        </button>
      </div>
    </section>
  );
}
