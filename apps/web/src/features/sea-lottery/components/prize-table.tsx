import { useTranslation } from 'react-i18next';
import { Money } from '../../wallet/components/money.tsx';
import { prizeColumns, prizeOf, prizeTiers } from '../lib/page.ts';

const columnKeys = { BIG: 'prizes.big', SMALL: 'prizes.small', '3D': 'prizes.threeD' } as const;

/**
 * What one unit wins, by prize and column, from the board's odds (the current draw's, hundredths per unit):
 * Big 1st–Consolation, Small 1st–3rd, 3D A/B/C. A column that pays nothing for a prize shows a dash.
 */
export function PrizeTable({ odds, symbol }: { odds: Readonly<Record<string, number>>; symbol: string }) {
  const { t } = useTranslation('seaLottery');
  return (
    <section className="s4d-prizes" data-testid="s4d-prizes" aria-labelledby="s4d-prizes-title">
      <header className="s4d-prizes__head">
        <h2 id="s4d-prizes-title" className="s4d-section-title">
          {t('prizes.title')}
        </h2>
        <span className="s4d-prizes__unit">{t('prizes.perUnit', { amount: `${symbol}1` })}</span>
      </header>
      <table className="s4d-prizes__table">
        <thead>
          <tr>
            <th scope="col">{t('prizes.tier')}</th>
            {prizeColumns.map((column) => (
              <th key={column} scope="col" className={`s4d-prizes__col s4d-prizes__col--${column}`}>
                {t(columnKeys[column])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {prizeTiers.map((tier) => (
            <tr key={tier} className={`s4d-prizes__row s4d-prizes__row--${tier.toLowerCase()}`}>
              <th scope="row">
                <span className={`s4d-tier s4d-tier--${tier.toLowerCase()}`}>{t(`tiers.${tier}`)}</span>
              </th>
              {prizeColumns.map((column) => {
                const prize = prizeOf(odds, column, tier);
                return (
                  <td key={column} data-testid={`prize-${column}-${tier}`}>
                    {prize === null ? (
                      <span className="s4d-prizes__none">–</span>
                    ) : (
                      <Money amount={prize} symbol={symbol} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="s4d-prizes__note">{t('prizes.note')}</p>
    </section>
  );
}
