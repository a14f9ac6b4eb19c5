import type { VendorCategory } from '@msp/contracts/enums.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { VendorCard } from '@msp/contracts/system.ts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { isTrial, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { watchBalanceOnReturn } from '../api/balance-sync.ts';
import { findLobbyGame, launchDevice, requestLaunch } from '../api/games.ts';
import {
  decideLaunch,
  gameLauncherWindow,
  lobbyStagePath,
  stagePath,
  type LaunchableGame,
  type LaunchTarget,
} from '../lib/launch-rules.ts';

export type { LaunchableGame } from '../lib/launch-rules.ts';

/** What the stage (/seamless) learns from the page that started the game (router location state). */
export interface StageState {
  /** The page to return to on exit. */
  from?: string;
  name?: string;
  vassalage?: string;
  gameType?: VendorCategory;
}

export interface LaunchOptions {
  /** Free demo (only games with supportPlay 0; a login is still required). */
  demo?: boolean;
  /** Called when the launch goes ahead (a pop-up list closes itself, for example). */
  onStarted?: () => void;
}

/**
 * The launcher windows this tab opened, by name. Browsers forget a window's name once it shows another site,
 * so `window.open('', name)` alone would open a second window: the one already open is reused instead.
 */
const launcherWindows = new Map<string, Window>();

/** Forget the launcher windows (tests). */
export function forgetLauncherWindows(): void {
  launcherWindows.clear();
}

/**
 * The named launcher window, opened synchronously inside the click so that pop-up blockers let it through;
 * its address is set once the launch call answers. Null when the browser blocked it.
 */
export function openLauncherWindow(name: string, loadingText: string): Window | null {
  const known = launcherWindows.get(name);
  if (known && !known.closed) {
    try {
      known.focus();
    } catch {
      /* focus is best effort */
    }
    return known;
  }
  let opened: Window | null = null;
  try {
    opened = window.open('', name);
  } catch {
    opened = null;
  }
  if (!opened) return null;
  launcherWindows.set(name, opened);
  try {
    /* The game page must not reach back into the site. */
    opened.opener = null;
    opened.document.title = loadingText;
    if (opened.document.body && !opened.document.body.textContent) {
      opened.document.body.style.cssText =
        'margin:0;display:grid;place-items:center;height:100vh;background:#0a0f1c;color:#eef2fb;font:600 16px system-ui,sans-serif';
      opened.document.body.textContent = loadingText;
    }
  } catch {
    /* The window already shows a game of another origin: it is simply reused. */
  }
  return opened;
}

interface WindowLaunch {
  queryClient: QueryClient;
  target: LaunchTarget;
  demo: boolean;
  language: Language;
  backUrl: string;
  messages: { unavailable: string; transfer: string };
}

/** Finds the game (a vendor card names its lobby by code), asks for the launch URL and sends the window there. */
async function launchIntoWindow(win: Window, launch: WindowLaunch): Promise<void> {
  const { target, queryClient } = launch;
  try {
    const nodeId =
      target.kind === 'game'
        ? target.game.nodeId
        : (
            await findLobbyGame(queryClient, {
              vassalage: target.card.vassalage,
              gameType: target.card.gameType,
              gameCode: target.card.lobbyGameCode ?? '',
              language: launch.language,
            })
          )?.nodeId;
    if (nodeId === undefined) {
      win.close();
      showToast(launch.messages.unavailable, 'error');
      return;
    }
    const result = await requestLaunch({
      nodeId,
      demo: launch.demo,
      backUrl: launch.backUrl,
      device: launchDevice(),
      language: launch.language,
    });
    win.location.href = result.url;
    if (result.walletMode === 'TRANSFER') showToast(launch.messages.transfer, 'info', 6000);
  } catch (error) {
    win.close();
    showToast(errorMessageOf(error), 'error');
  }
}

const displayName = (game: LaunchableGame) => game.gameName || game.nodeName || game.gameCode;

/**
 * The one launch flow of the site (spec §4 "Game launch"), for game tiles, vendor cards with a lobby, the
 * header drop-down and home's hot games: guest → login pop-up; trial → "register first"; lottery vendors →
 * their lottery page; a VASSALAGE tile → the vendor's game list pop-up; LIVE, SPORTS, ESPORTS and COCKFIGHT →
 * the named launcher window (the stage when the browser blocks it); every other game → the /seamless stage.
 * Call `launchGame`/`launchVendor` straight from the click handler (the window must open inside the click).
 */
export function useGameLaunch() {
  const { t } = useTranslation('games');
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const trial = isTrial(member);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const here = `${location.pathname}${location.search}`;

  const launch = useCallback(
    (target: LaunchTarget, options: LaunchOptions = {}) => {
      const decision = decideLaunch(target, { loggedIn: token !== null, trial });
      const demo = target.kind === 'game' && options.demo === true && target.game.supportPlay === 0;
      switch (decision.type) {
        case 'browse':
          options.onStarted?.();
          void navigate(decision.to);
          return;
        case 'login':
          openPopup('loginPopupModal', {});
          return;
        case 'trial':
          showToast(t('registerFirst'), 'error');
          return;
        case 'route':
          options.onStarted?.();
          void navigate(decision.to);
          return;
        case 'vendorGames': {
          if (target.kind !== 'game') return;
          const { game } = target;
          openPopup('vendorGamesModal', {
            vassalage: game.vassalage,
            gameType: game.gameType,
            title: displayName(game),
          });
          return;
        }
        case 'start':
          break;
      }

      options.onStarted?.();
      watchBalanceOnReturn(queryClient);
      const state: StageState =
        target.kind === 'game'
          ? {
              from: here,
              name: displayName(target.game),
              vassalage: target.game.vassalage,
              gameType: target.game.gameType,
            }
          : {
              from: here,
              name: target.card.displayName,
              vassalage: target.card.vassalage,
              gameType: target.card.gameType,
            };
      const stage =
        target.kind === 'game' ? stagePath(target.game.nodeId, demo) : lobbyStagePath(target.card);

      if (decision.launcher === 'VENDOR') {
        void navigate(stage, { state });
        return;
      }
      const win = openLauncherWindow(gameLauncherWindow, t('launch.opening'));
      if (!win) {
        /* Blocked: the game plays on the stage instead. */
        void navigate(stage, { state });
        return;
      }
      void launchIntoWindow(win, {
        queryClient,
        target,
        demo,
        language,
        backUrl: `${window.location.origin}${here}`,
        messages: { unavailable: t('launch.unavailable'), transfer: t('launch.transferNotice') },
      });
    },
    [token, trial, navigate, queryClient, here, language, t],
  );

  const launchGame = useCallback(
    (game: LaunchableGame, options?: LaunchOptions) => launch({ kind: 'game', game }, options),
    [launch],
  );
  const launchVendor = useCallback(
    (card: VendorCard, options?: LaunchOptions) => launch({ kind: 'vendor', card }, options),
    [launch],
  );
  return { launchGame, launchVendor };
}
