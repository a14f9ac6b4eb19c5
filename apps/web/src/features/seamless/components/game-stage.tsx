import type { VendorCategory } from '@msp/contracts/enums.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { allCards, categoryPagePath } from '../../../shared/lib/game-categories.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  ChevronLeftIcon,
  CloseIcon,
  RefreshIcon,
  WalletIcon,
  WifiOffIcon,
} from '../../../shared/ui/icons.tsx';
import { balanceQueryOptions } from '../../wallet/api/balance.ts';
import { refreshBalance, watchBalanceOnReturn } from '../../games/api/balance-sync.ts';
import { gameMenusQueryOptions } from '../../games/api/game-menus.ts';
import { findGameByNode, findLobbyGame, launchDevice, requestLaunch } from '../../games/api/games.ts';
import { ExternalIcon, FullscreenExitIcon, FullscreenIcon } from '../../games/components/game-icons.tsx';
import { openLauncherWindow, type StageState } from '../../games/components/use-game-launch.ts';
import './game-stage.css';

/** Spec: the rate is not shown; while the stage is open the balance refreshes every 5 s. */
export const stageBalanceRefreshMs = 5000;

export interface StageGame {
  /** Null: named by vendor and lobby code (found first). */
  nodeId: number | null;
  demo: boolean;
  vassalage: string | null;
  gameType: VendorCategory | null;
  gameCode: string | null;
}

function formatBalance(amount: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The vendor's exit button brought the frame back to the site (the lobby URL we gave): leave the stage. */
function returnedToSite(frame: HTMLIFrameElement, backUrl: string): boolean {
  let href: string | undefined;
  try {
    href = frame.contentWindow?.location.href;
  } catch {
    return false; // the game's own origin: still playing
  }
  if (!href || href === 'about:blank') return false;
  try {
    const loaded = new URL(href);
    const back = new URL(backUrl);
    return loaded.origin === back.origin && loaded.pathname === back.pathname;
  } catch {
    return false;
  }
}

/**
 * The vendor launcher (/seamless): the game full-screen in an iframe under a bar with its name, the balance,
 * exit, full-screen and "open in a new window". The header balance follows the game: it refreshes every 5 s
 * while the stage is open, when the frame posts a message, when the tab comes back and on exit.
 */
export function GameStage({
  game,
  state,
  trial,
  ready = true,
}: {
  game: StageGame;
  state: StageState;
  trial: boolean;
  /** The member info has loaded (a trial account must not start a launch). */
  ready?: boolean;
}) {
  const { t } = useTranslation('seamless');
  const language = useLanguage();
  const token = useSessionToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [noticeClosed, setNoticeClosed] = useState(false);
  const { data: menus } = useQuery(gameMenusQueryOptions(language));

  const lobby = useQuery({
    queryKey: ['games', 'stage', 'lobby', game.vassalage, game.gameType, game.gameCode, language],
    queryFn: () =>
      findLobbyGame(queryClient, {
        vassalage: game.vassalage ?? '',
        gameType: game.gameType ?? 'RNG',
        gameCode: game.gameCode ?? '',
        language,
      }),
    enabled: game.nodeId === null && Boolean(game.vassalage && game.gameType && game.gameCode),
    staleTime: Infinity,
  });
  const nodeId = game.nodeId ?? lobby.data?.nodeId ?? null;

  const gameType = state.gameType ?? game.gameType;
  const backPath = state.from ?? (gameType ? categoryPagePath[gameType] : '/hot');
  const backUrl = `${window.location.origin}${backPath}`;

  /* A launch token is single-use: the launch is asked once per visit (and again on "try again"). */
  const launch = useQuery({
    queryKey: ['games', 'stage', 'launch', nodeId, game.demo, attempt],
    queryFn: () =>
      requestLaunch({ nodeId: nodeId ?? 0, demo: game.demo, backUrl, device: launchDevice(), language }),
    enabled: nodeId !== null && ready && !trial,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const result = launch.data;

  const balance = useQuery({
    ...balanceQueryOptions(token),
    enabled: token !== null && !trial,
    refetchInterval: stageBalanceRefreshMs,
  });

  /* Opened from a bare link (no name from the page that started it): look the game up once it is known. */
  const named = useQuery({
    queryKey: ['games', 'stage', 'name', result?.vassalage, result?.gameType, result?.nodeId, language],
    queryFn: () =>
      findGameByNode(queryClient, {
        vassalage: result?.vassalage ?? '',
        gameType: result?.gameType ?? 'RNG',
        nodeId: result?.nodeId ?? 0,
        language,
      }),
    enabled: !state.name && game.nodeId !== null && result !== undefined,
    staleTime: Infinity,
  });
  const card = allCards(menus).find(
    (item) => item.vassalage.toUpperCase() === (result?.vassalage ?? game.vassalage ?? '').toUpperCase(),
  );
  const vendorName = card?.displayName ?? result?.vassalage ?? game.vassalage ?? '';
  const name = state.name || lobby.data?.gameName || named.data?.gameName || t('game');

  useEffect(() => {
    watchBalanceOnReturn(queryClient);
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (frame && event.source === frame.contentWindow) refreshBalance(queryClient);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stageRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const exit = useCallback(() => {
    refreshBalance(queryClient);
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    void navigate(backPath);
  }, [queryClient, navigate, backPath]);

  const toggleFullscreen = () => {
    const stage = stageRef.current;
    if (!stage) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => undefined);
    } else if (stage.requestFullscreen) {
      void stage.requestFullscreen().catch(() => showToast(t('fullscreenUnavailable'), 'info'));
    } else {
      showToast(t('fullscreenUnavailable'), 'info');
    }
  };

  const openInWindow = () => {
    if (nodeId === null) return;
    const win = openLauncherWindow(`vendor-launcher-${nodeId}`, t('opening'));
    if (!win) {
      showToast(t('popupBlocked'), 'error');
      return;
    }
    requestLaunch({ nodeId, demo: game.demo, backUrl, device: launchDevice(), language }).then(
      (next) => {
        win.location.href = next.url;
        exit();
      },
      (error: unknown) => {
        win.close();
        showToast(errorMessageOf(error), 'error');
      },
    );
  };

  const notFound = game.nodeId === null && lobby.isSuccess && lobby.data === null;
  const failed = launch.isError || lobby.isError || notFound;
  const errorText = notFound
    ? t('notFound')
    : launch.isError
      ? errorMessageOf(launch.error)
      : lobby.isError
        ? errorMessageOf(lobby.error)
        : '';

  return (
    <div
      className={`game-stage${fullscreen ? ' is-fullscreen' : ''}`}
      ref={stageRef}
      data-testid="game-stage"
      data-node-id={nodeId ?? undefined}
    >
      <div className="game-stage__bar">
        <button
          type="button"
          className="stage-button stage-button--exit"
          onClick={exit}
          data-testid="game-stage-exit"
        >
          <ChevronLeftIcon />
          <span>{t('exit')}</span>
        </button>
        <div className="game-stage__title">
          <strong className="game-stage__name" title={name}>
            {name}
          </strong>
          <span className="game-stage__vendor">
            {vendorName}
            {game.demo ? <span className="game-stage__demo">{t('demo')}</span> : null}
          </span>
        </div>
        {!game.demo && balance.data ? (
          <div className="game-stage__balance" data-testid="game-stage-balance" title={t('balance')}>
            <WalletIcon />
            <span>
              {balance.data.currencySymbol}
              {formatBalance(balance.data.balance)}
            </span>
          </div>
        ) : null}
        <div className="game-stage__actions">
          <button
            type="button"
            className="stage-button stage-button--icon"
            onClick={toggleFullscreen}
            aria-pressed={fullscreen}
            aria-label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
            title={fullscreen ? t('exitFullscreen') : t('fullscreen')}
            data-testid="game-stage-fullscreen"
          >
            {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </button>
          <button
            type="button"
            className="stage-button stage-button--icon"
            onClick={openInWindow}
            disabled={!result}
            aria-label={t('newWindow')}
            title={t('newWindow')}
            data-testid="game-stage-new-window"
          >
            <ExternalIcon />
          </button>
        </div>
      </div>
      {result?.walletMode === 'TRANSFER' && !noticeClosed ? (
        <div className="game-stage__notice" role="status" data-testid="game-stage-transfer">
          <WalletIcon />
          <p>{t('transferNotice', { vendor: vendorName })}</p>
          <Link
            to="/member/transferFund"
            className="btn btn--primary btn--sm"
            data-testid="game-stage-transfer-link"
          >
            {t('transferLink')}
          </Link>
          <button
            type="button"
            className="game-stage__notice-close"
            onClick={() => setNoticeClosed(true)}
            aria-label={t('dismiss')}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
      <div className="game-stage__screen">
        {trial ? (
          <div className="game-stage__message" data-testid="game-stage-trial">
            <p className="game-stage__message-title">{t('trialTitle')}</p>
            <p>{t('trialText')}</p>
          </div>
        ) : failed ? (
          <div className="game-stage__message" role="alert" data-testid="game-stage-error">
            <span className="game-stage__message-icon">
              <WifiOffIcon />
            </span>
            <p className="game-stage__message-title">{t('errorTitle')}</p>
            <p>{errorText}</p>
            <div className="game-stage__message-actions">
              {notFound ? null : (
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => {
                    setAttempt((value) => value + 1);
                    if (lobby.isError) void lobby.refetch();
                  }}
                >
                  <RefreshIcon />
                  {t('retry')}
                </button>
              )}
              <button type="button" className="btn btn--ghost" onClick={exit}>
                {t('back')}
              </button>
            </div>
          </div>
        ) : result ? (
          <iframe
            ref={frameRef}
            key={result.url}
            className="game-stage__frame"
            src={result.url}
            title={name}
            allow="autoplay; fullscreen; clipboard-write; encrypted-media"
            allowFullScreen
            onLoad={() => {
              const frame = frameRef.current;
              if (frame && returnedToSite(frame, backUrl)) exit();
            }}
            data-testid="game-stage-frame"
          />
        ) : (
          <div className="game-stage__message game-stage__message--loading" data-testid="game-stage-loading">
            <Spinner size={44} />
            <p>{t('loading', { name })}</p>
          </div>
        )}
      </div>
    </div>
  );
}
