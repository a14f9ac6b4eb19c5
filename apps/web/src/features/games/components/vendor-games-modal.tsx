import type { VendorCategory } from '@msp/contracts/enums.ts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closePopup } from '../../../shared/lib/popup-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PuzzleIcon, RefreshIcon, WifiOffIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useMerchantCode } from '../../system/hooks/use-merchant-code.ts';
import { gameMenusQueryOptions } from '../api/game-menus.ts';
import { gameListInfiniteOptions } from '../api/games.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { buildGameListParams } from '../lib/game-query.ts';
import { GameGrid, InfiniteSentinel } from './game-grid.tsx';
import { GameSearch } from './game-filters.tsx';
import './game-list.css';

interface VendorGamesModalProps {
  open: boolean;
  vassalage: string;
  gameType: VendorCategory;
  title: string;
}

const close = () => closePopup('vendorGamesModal');

function VendorGames({ vassalage, gameType, open }: Omit<VendorGamesModalProps, 'title'>) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search.trim(), 350);
  const merchant = useMerchantCode();
  const params = buildGameListParams({ gameType, vassalage, gameName }, { language, merchant });
  const list = useInfiniteQuery({
    ...gameListInfiniteOptions(params),
    enabled: open && vassalage !== '' && merchant !== null,
  });
  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  /* The vendor's name in this category first (a vendor may be named per category). */
  const cards = [...(menus ?? [])]
    .sort((a, b) => Number(b.gameType === gameType) - Number(a.gameType === gameType))
    .flatMap((menu) => menu.cards)
    .reverse();
  const vendorNames = new Map(cards.map((card) => [card.vassalage.toUpperCase(), card.displayName]));
  const games = list.data?.pages.flatMap((page) => page.content) ?? [];

  return (
    <div className="vendor-games">
      <div className="vendor-games__bar">
        <GameSearch value={search} onChange={setSearch} />
      </div>
      <div className="vendor-games__scroll">
        {list.isError && !list.data ? (
          <EmptyState
            icon={<WifiOffIcon />}
            title={t('list.errorTitle')}
            text={t('list.errorText')}
            action={
              <button type="button" className="btn btn--primary" onClick={() => void list.refetch()}>
                <RefreshIcon />
                {t('list.retry')}
              </button>
            }
          />
        ) : list.isPending ? (
          <GameGrid games={[]} loading className="game-grid--compact" />
        ) : games.length === 0 ? (
          <EmptyState icon={<PuzzleIcon />} title={t('list.noMatch')} text={t('list.noMatchText')} />
        ) : (
          <GameGrid
            games={games}
            vendorNames={vendorNames}
            className="game-grid--compact"
            onStarted={close}
            footer={
              <InfiniteSentinel
                hasNextPage={list.hasNextPage}
                isFetchingNextPage={list.isFetchingNextPage}
                fetchNextPage={() => void list.fetchNextPage()}
              />
            }
          />
        )}
      </div>
    </div>
  );
}

/** The game list of one vendor in a pop-up (a VASSALAGE tile, spec §4 "Game launch"). */
export function VendorGamesModal({ open, vassalage, gameType, title }: VendorGamesModalProps) {
  const { t } = useTranslation('games');
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('vendorGames.title', { name: title || vassalage })}
      width="min(980px, 94vw)"
      height="min(86vh, 780px)"
      lockScroll
      draggable={false}
      className="vendor-games-modal"
      testId="vendor-games-modal"
    >
      {vassalage ? (
        <VendorGames key={`${gameType}-${vassalage}`} vassalage={vassalage} gameType={gameType} open={open} />
      ) : null}
    </Modal>
  );
}
