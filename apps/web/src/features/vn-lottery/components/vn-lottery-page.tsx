import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { clockOffset, phaseOf } from '../../../shared/lib/server-clock.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useServerNow } from '../../../shared/lib/use-server-now.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LotteryIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { vnGameMenuQueryOptions, vnRecentGamesQueryOptions } from '../api/vn-lottery.ts';
import type { VnMenu } from '../lib/games.ts';
import { VnGameDesk } from './vn-game-desk.tsx';
import { VnGamePicker } from './vn-game-picker.tsx';
import '../../lottery/components/lottery.css';
import './vn-lottery.css';
import './vn-page.css';

/**
 * The Vietnamese lottery (/vnLottery, login required): the fast draws and the North, Central and South games by
 * region, and the betting desk of the game of `?gameCode=` (the first fast draw when none is named).
 */
export function VnLotteryPage() {
  const { t } = useTranslation('vnLottery');
  const [params, setParams] = useSearchParams();
  const token = useSessionToken();
  const menuQuery = useQuery({
    ...vnGameMenuQueryOptions(),
    refetchInterval: (query) => {
      const menu = query.state.data;
      if (!menu) return 30_000;
      const serverNow = Date.now() + clockOffset(menu.serverTime, query.state.dataUpdatedAt);
      const stale = menu.gameMenus.some((region) =>
        region.games.some((game) => game.current && phaseOf(game.current, serverNow) !== 'open'),
      );
      return stale ? 5_000 : 30_000;
    },
  });
  const recentQuery = useQuery(vnRecentGamesQueryOptions(token));
  const { data: permission } = useQuery(permissionQueryOptions());
  const symbol = permission?.merchant.currencySymbol ?? '৳';
  const menu = menuQuery.data;
  const offset = useMemo(
    () => (menu ? clockOffset(menu.serverTime, menuQuery.dataUpdatedAt) : 0),
    [menu, menuQuery.dataUpdatedAt],
  );
  const now = useServerNow(offset);
  /* The region tab looked at; null: the region of the selected game. */
  const [tab, setTab] = useState<VnMenu | null>(null);

  const requested = params.get('gameCode');
  const entries = (menu?.gameMenus ?? []).flatMap((region) => region.games.map((game) => ({ region, game })));
  const chosen =
    entries.find((entry) => entry.game.gameCode === requested) ??
    entries.find((entry) => entry.region.menu === 'FAST') ??
    entries[0];
  const region = tab ?? chosen?.region.menu ?? 'FAST';
  const known = new Set(entries.map((entry) => entry.game.gameCode));
  const recent = (recentQuery.data?.games ?? []).filter((game) => known.has(game.gameCode));

  const select = (gameCode: string) => {
    setTab(null);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('gameCode', gameCode);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <div className="vn-page container" data-testid="vn-page" data-game-code={chosen?.game.gameCode}>
      <header className="vn-hero">
        <span className="vn-hero__art" aria-hidden="true">
          <LotteryIcon />
        </span>
        <div>
          <p className="vn-hero__eyebrow" lang="vi">
            Xổ số Việt Nam
          </p>
          <h1 className="vn-hero__title">{t('page.title')}</h1>
          <p className="vn-hero__lead">{t('page.lead')}</p>
        </div>
      </header>
      {menuQuery.error ? (
        <EmptyState
          icon={<LotteryIcon />}
          title={t('page.loadError')}
          text={errorMessageOf(menuQuery.error)}
        />
      ) : menuQuery.isPending ? (
        <LoadingBlock height={480} />
      ) : !chosen ? (
        <EmptyState icon={<LotteryIcon />} title={t('page.empty')} text={t('page.emptyText')} />
      ) : (
        <>
          <VnGamePicker
            menus={menuQuery.data.gameMenus}
            recent={recent}
            region={region}
            onRegion={setTab}
            gameCode={chosen.game.gameCode}
            onSelect={select}
            now={now}
          />
          {requested && requested !== chosen.game.gameCode ? (
            <p className="vn-page__notice" role="status" data-testid="vn-unknown-game">
              {t('page.unknownGame', { code: requested })}
            </p>
          ) : null}
          <VnGameDesk
            key={chosen.game.gameCode}
            game={chosen.game}
            playTypes={chosen.region.playTypes}
            symbol={symbol}
          />
        </>
      )}
    </div>
  );
}
