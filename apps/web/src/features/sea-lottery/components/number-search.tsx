import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format.ts';
import { isFourDigits, searchNumber, type PastDraw } from '../lib/search.ts';
import { FourDigits } from './four-digits.tsx';
import './sea-lottery.css';

export interface NumberSearchProps {
  /** The past draws to look through (those not drawn yet are skipped). */
  draws: readonly PastDraw[];
  /** A hit's draw was picked: its numero (to show that result). */
  onPick?: (numero: string) => void;
}

/** Looks a four-digit number up in past results, as typed or in any ordering, and lists every place it won. */
export function NumberSearch({ draws, onPick }: NumberSearchProps) {
  const { t } = useTranslation('seaLottery');
  const inputId = useId();
  const [number, setNumber] = useState('');
  const [permutations, setPermutations] = useState(false);
  const outcome = isFourDigits(number) ? searchNumber(draws, number, { permutations }) : null;

  return (
    <section className="s4d-search" data-testid="number-search" aria-label={t('search.title')}>
      <div className="s4d-search__controls">
        <label className="s4d-search__field" htmlFor={inputId}>
          <span className="s4d-search__label">{t('search.label')}</span>
          <input
            id={inputId}
            className="s4d-input s4d-input--number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder="0000"
            value={number}
            onChange={(event) => setNumber(event.target.value.replace(/\D/g, '').slice(0, 4))}
            data-testid="search-number"
          />
        </label>
        <label className="s4d-check">
          <input
            type="checkbox"
            checked={permutations}
            onChange={(event) => setPermutations(event.target.checked)}
            data-testid="search-permutations"
          />
          <span>{t('search.permutations')}</span>
        </label>
      </div>
      {outcome === null ? (
        <p className="s4d-search__hint">{t('search.hint')}</p>
      ) : outcome.hits.length === 0 ? (
        <p className="s4d-search__empty" role="status" data-testid="search-empty">
          {t('search.notFound', { number, count: outcome.searched })}
        </p>
      ) : (
        <>
          <p className="s4d-search__summary" role="status" data-testid="search-summary">
            <strong>{t('search.found', { count: outcome.hits.length })}</strong>
            <span>{t('search.searched', { count: outcome.searched })}</span>
          </p>
          <div className="s4d-search__scroll">
            <table className="s4d-search__table">
              <thead>
                <tr>
                  <th scope="col">{t('search.draw')}</th>
                  <th scope="col">{t('search.date')}</th>
                  <th scope="col">{t('search.tier')}</th>
                  <th scope="col">{t('search.number')}</th>
                </tr>
              </thead>
              <tbody>
                {outcome.hits.map((hit) => (
                  <tr
                    key={`${hit.numero}:${hit.tier}:${hit.number}`}
                    className={hit.exact ? 'is-exact' : undefined}
                    data-testid="search-hit"
                    data-numero={hit.numero}
                    data-tier={hit.tier}
                    data-number={hit.number}
                  >
                    <td className="s4d-mono">
                      {onPick ? (
                        <button
                          type="button"
                          className="s4d-link"
                          onClick={() => onPick(hit.numero)}
                          aria-label={t('search.open', { numero: hit.numero })}
                        >
                          {hit.numero}
                        </button>
                      ) : (
                        hit.numero
                      )}
                    </td>
                    <td>{formatDate(Date.parse(hit.drawsAt))}</td>
                    <td>
                      <span className={`s4d-tier s4d-tier--${hit.tier.toLowerCase()}`}>
                        {t(`tiers.${hit.tier}`)}
                      </span>
                    </td>
                    <td>
                      <span className="s4d-search__number">
                        <FourDigits number={hit.number} size="sm" hit={hit.exact} />
                        <small>{hit.exact ? t('search.exact') : t('search.permutation')}</small>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
