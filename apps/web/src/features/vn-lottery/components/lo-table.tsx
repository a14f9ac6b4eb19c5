import type { VnResult } from '@msp/contracts/lottery/vn.ts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deOf, loTable } from '../lib/sheet.ts';

type By = 'head' | 'tail';

/**
 * The lô tô table beside a sheet: the lô numbers grouped by their tens digit (đầu 3: "1, 4, 4" for 31 34 34) or
 * by their units digit; each entry shows the other digit. The member's numbers and the đề are marked.
 */
export function LoTable({ result, highlight }: { result: VnResult; highlight: readonly string[] }) {
  const { t } = useTranslation('vnLottery');
  const [by, setBy] = useState<By>('head');
  const rows = loTable(result, by);
  const de = deOf(result);
  const mine = new Set(highlight.filter((number) => number.length === 2));
  return (
    <section className="vn-lo" aria-label={t('lo.title')}>
      <header className="vn-lo__head">
        <div>
          <h4 className="vn-lo__title">{t('lo.title')}</h4>
          <p className="vn-lo__hint">{t('lo.hint')}</p>
        </div>
        <div className="vn-segment vn-segment--sm" role="group" aria-label={t('lo.by')}>
          {(['head', 'tail'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={option === by ? 'is-on' : ''}
              aria-pressed={option === by}
              onClick={() => setBy(option)}
            >
              {t(option === 'head' ? 'lo.byHead' : 'lo.byTail')}
            </button>
          ))}
        </div>
      </header>
      <table className="vn-lo__table" data-testid="lo-table" data-by={by}>
        <thead>
          <tr>
            <th scope="col">{t(`lo.${by}`)}</th>
            <th scope="col">{t('lo.endings')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((numbers, digit) => (
            <tr key={digit} data-digit={digit}>
              <th scope="row">
                <span className="visually-hidden">{t(`lo.${by}`)}</span> {digit}
              </th>
              <td>
                {numbers.length === 0 ? (
                  <span className="vn-lo__none" aria-hidden="true">
                    –
                  </span>
                ) : (
                  numbers.map((number, index) => (
                    <Fragment key={index}>
                      {index > 0 ? ', ' : null}
                      <span
                        className={`vn-lo__entry${mine.has(number) ? ' is-hit' : ''}${number === de ? ' is-de' : ''}`}
                        data-number={number}
                        title={number}
                      >
                        {number[by === 'head' ? 1 : 0]}
                      </span>
                    </Fragment>
                  ))
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
