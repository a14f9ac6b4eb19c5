import type { Winner } from '@msp/contracts/games.ts';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { CrownIcon, SlotsIcon } from '../../../shared/ui/icons.tsx';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { Money } from '../../wallet/components/money.tsx';
import { winnersQueryOptions } from '../api/winners.ts';
import { resolveImageUrl as imageUrl } from '../../../shared/lib/image-url.ts';
import { maskedName } from '../lib/mask-name.ts';
import './winner-board.css';

/** Rows the board shows at once; a longer list scrolls. */
export const winnerRowsInView = 6;
/** Seconds each row takes to scroll by. */
const secondsPerRow = 2.6;

function WinnerRow({
  winner,
  symbol,
  cdns,
  clone = false,
}: {
  winner: Winner;
  symbol: string;
  cdns: readonly string[];
  clone?: boolean;
}) {
  return (
    <li
      className="winner-row"
      data-testid={clone ? undefined : 'winner-row'}
      aria-hidden={clone || undefined}
    >
      <span className="winner-row__icon">
        {winner.vo.iconUrl ? (
          <img src={imageUrl(winner.vo.iconUrl, cdns)} alt="" loading="lazy" draggable={false} />
        ) : (
          <SlotsIcon />
        )}
      </span>
      <span className="winner-row__who">
        <span className="winner-row__name" data-testid={clone ? undefined : 'winner-name'}>
          {maskedName(winner.vo.nickname)}
        </span>
        <span className="winner-row__game">{winner.vo.gameName}</span>
      </span>
      <Money
        amount={winner.winAmount}
        symbol={symbol}
        className="winner-row__amount"
        testId={clone ? undefined : 'winner-amount'}
      />
    </li>
  );
}

/**
 * The winner board (spec §3, §7): the latest 20 wins of every category — masked nickname, game and amount
 * with the currency — scrolling up on its own and pausing under the pointer (or keyboard focus).
 */
export function WinnerBoard() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data: winners, isPending, isError } = useQuery(winnersQueryOptions(language));
  const { data: permission } = useQuery(permissionQueryOptions());
  const symbol = permission?.merchant.currencySymbol ?? '৳';
  const cdns = permission?.imageCDNs ?? [];
  const list = winners ?? [];
  const scrolling = list.length > winnerRowsInView;

  return (
    <section className="winner-board" data-testid="winner-board" aria-busy={isPending}>
      <header className="winner-board__head">
        <span className="winner-board__icon">
          <CrownIcon />
        </span>
        <div>
          <h2>{t('winners.heading')}</h2>
          <p>{t('winners.subheading')}</p>
        </div>
      </header>
      <div className="winner-board__viewport">
        {isPending && !winners ? (
          <ul className="winner-board__list" aria-hidden="true" data-testid="winners-loading">
            {Array.from({ length: winnerRowsInView }, (_, index) => (
              <li key={index} className="winner-row winner-row--skeleton">
                <span className="winner-row__icon home-skel" />
                <span className="winner-row__who">
                  <span className="home-skel home-skel--line" />
                  <span className="home-skel home-skel--line home-skel--short" />
                </span>
                <span className="home-skel home-skel--amount" />
              </li>
            ))}
          </ul>
        ) : list.length === 0 ? (
          <div className="winner-board__empty">
            <CrownIcon />
            <p>{isError ? t('winners.unavailable') : t('winners.empty')}</p>
          </div>
        ) : (
          <div
            className={`winner-board__track${scrolling ? ' is-scrolling' : ''}`}
            style={{ '--winner-duration': `${list.length * secondsPerRow}s` } as CSSProperties}
            data-testid="winner-track"
          >
            <ul className="winner-board__list" aria-label={t('winners.heading')}>
              {list.map((winner, index) => (
                <WinnerRow key={`${winner.vo.time}-${index}`} winner={winner} symbol={symbol} cdns={cdns} />
              ))}
            </ul>
            {scrolling ? (
              <ul className="winner-board__list" aria-hidden="true">
                {list.map((winner, index) => (
                  <WinnerRow key={`clone-${index}`} winner={winner} symbol={symbol} cdns={cdns} clone />
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
