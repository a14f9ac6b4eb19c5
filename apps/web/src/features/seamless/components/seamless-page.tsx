import type { VendorCategory } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { allCards, categoryPagePath } from '../../../shared/lib/game-categories.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ChevronLeftIcon, LockIcon, PlayIcon, PuzzleIcon } from '../../../shared/ui/icons.tsx';
import { gameMenusQueryOptions } from '../../games/api/game-menus.ts';
import { VendorLogo } from '../../games/components/vendor-logo.tsx';
import './seamless-page.css';

/**
 * Seamless (/seamless, header only): the stage that hosts a vendor's game lobby
 * (query: vassalage, gameType, gameCode).
 */
export function SeamlessPage() {
  const { t } = useTranslation('seamless');
  const language = useLanguage();
  const token = useSessionToken();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage');
  const gameCode = params.get('gameCode');
  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  const card = allCards(menus).find((item) => item.vassalage === vassalage);
  const gameType = (params.get('gameType') ?? card?.gameType) as VendorCategory | undefined;
  const backPath = gameType && gameType in categoryPagePath ? categoryPagePath[gameType] : '/hot';

  if (!vassalage) {
    return (
      <div className="seamless container" data-testid="seamless-page">
        <EmptyState
          icon={<PuzzleIcon />}
          title={t('noGameTitle')}
          text={t('noGameText')}
          action={
            <Link to="/hot" className="btn btn--primary">
              {t('browse')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="seamless" data-testid="seamless-page">
      <div className="seamless__bar container">
        <Link to={backPath} className="seamless__back">
          <ChevronLeftIcon />
          {t('back')}
        </Link>
        <span className="seamless__name">{card?.displayName ?? vassalage}</span>
        {gameCode ? <span className="seamless__code">{gameCode}</span> : <span />}
      </div>
      <div className="seamless__stage container">
        <div className="seamless__frame">
          <div className="seamless__glow" aria-hidden="true" />
          <span className="seamless__logo">
            <VendorLogo src={card?.logoUrl ?? ''} name={card?.displayName ?? vassalage} />
          </span>
          <h1 className="seamless__title">{card?.displayName ?? vassalage}</h1>
          {token ? (
            <>
              <p className="seamless__text">{t('ready')}</p>
              <span className="seamless__status">
                <PlayIcon />
                {t('lobby', { code: gameCode ?? vassalage })}
              </span>
            </>
          ) : (
            <>
              <p className="seamless__text">{t('loginFirst')}</p>
              <button
                type="button"
                className="btn btn--primary btn--lg"
                onClick={() => openPopup('loginPopupModal', {})}
              >
                <LockIcon />
                {t('login')}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
