import { vendorCategories, type VendorCategory } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LockIcon, PuzzleIcon } from '../../../shared/ui/icons.tsx';
import { isTrial, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import type { StageState } from '../../games/components/use-game-launch.ts';
import { GameStage, type StageGame } from './game-stage.tsx';
import './seamless-page.css';

const isVendorCategory = (value: string | null): value is VendorCategory =>
  value !== null && (vendorCategories as readonly string[]).includes(value);

/** The game the query names: `nodeId` (and `demo=1`), or a vendor's lobby by `vassalage`, `gameType`, `gameCode`. */
export function stageGameOf(params: URLSearchParams): StageGame | null {
  const rawNode = Number(params.get('nodeId'));
  const nodeId = Number.isInteger(rawNode) && rawNode > 0 ? rawNode : null;
  const vassalage = params.get('vassalage')?.trim() || null;
  const gameType = params.get('gameType');
  const gameCode = params.get('gameCode')?.trim() || null;
  if (nodeId === null && !(vassalage && gameCode)) return null;
  return {
    nodeId,
    demo: params.get('demo') === '1' || params.get('demo') === 'true',
    vassalage,
    gameType: isVendorCategory(gameType) ? gameType : null,
    gameCode,
  };
}

/**
 * Seamless (/seamless, header only): the vendor launcher stage. Launching needs a login (guests get the
 * login pop-up) and a real account (trial users are told to register one).
 */
export function SeamlessPage() {
  const { t } = useTranslation('seamless');
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as StageState;
  const game = stageGameOf(params);

  if (!game) {
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

  if (!token) {
    return (
      <div className="seamless container" data-testid="seamless-page">
        <EmptyState
          icon={<LockIcon />}
          title={state.name ?? t('loginTitle')}
          text={t('loginFirst')}
          action={
            <button
              type="button"
              className="btn btn--primary btn--lg"
              onClick={() => openPopup('loginPopupModal', {})}
            >
              <LockIcon />
              {t('login')}
            </button>
          }
        />
      </div>
    );
  }

  return (
    <div className="seamless seamless--stage" data-testid="seamless-page">
      <GameStage
        key={`${game.nodeId ?? game.gameCode}-${game.demo}`}
        game={game}
        state={state}
        trial={isTrial(member)}
        ready={member !== undefined}
      />
    </div>
  );
}
