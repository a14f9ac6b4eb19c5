import type { GameSubcategory } from '@msp/contracts/enums.ts';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import type { ListMode } from '../hooks/use-game-list.ts';
import { GridIcon, HeartIcon, HistoryIcon, SearchIcon } from './game-icons.tsx';

interface ClassifyFilterProps {
  options: readonly GameSubcategory[];
  selected: GameSubcategory | null;
  onSelect: (code: GameSubcategory | null) => void;
}

/** Subcategory chips ("all" plus the category's visible subcategories); nothing without subcategories. */
export function ClassifyFilter({ options, selected, onSelect }: ClassifyFilterProps) {
  const { t } = useTranslation('games');
  if (options.length === 0) return null;
  const chip = (code: GameSubcategory | null) => (
    <button
      key={code ?? 'all'}
      type="button"
      className={`filter-chip${selected === code ? ' is-active' : ''}`}
      aria-pressed={selected === code}
      onClick={() => onSelect(code)}
      data-testid="classify-filter"
      data-classify={code ?? ''}
    >
      {code ? t(`subcategories.${code}`) : t('filters.allTypes')}
    </button>
  );
  return (
    <div className="filter-chips" role="group" aria-label={t('gameTypes')}>
      {chip(null)}
      {options.map((code) => chip(code))}
    </div>
  );
}

/** All games, the member's favourites, the recent games (members only). */
export function ModeFilter({ mode, onChange }: { mode: ListMode; onChange: (mode: ListMode) => void }) {
  const { t } = useTranslation('games');
  const entries = [
    { value: 'all', label: t('filters.all'), icon: <GridIcon /> },
    { value: 'favourites', label: t('filters.favourites'), icon: <HeartIcon /> },
    { value: 'recent', label: t('filters.recent'), icon: <HistoryIcon /> },
  ] as const;
  return (
    <div className="mode-switch" role="group" aria-label={t('filters.show')}>
      {entries.map((entry) => (
        <button
          key={entry.value}
          type="button"
          className={`mode-switch__item${mode === entry.value ? ' is-active' : ''}`}
          aria-pressed={mode === entry.value}
          onClick={() => onChange(entry.value)}
          data-testid={`game-mode-${entry.value}`}
        >
          {entry.icon}
          <span>{entry.label}</span>
        </button>
      ))}
    </div>
  );
}

/** The search box (the page debounces what it sends). */
export function GameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('games');
  return (
    <label className="game-search">
      <SearchIcon className="game-search__icon" />
      <input
        type="search"
        className="game-search__input"
        value={value}
        maxLength={60}
        placeholder={t('filters.searchPlaceholder')}
        aria-label={t('filters.search')}
        onChange={(event) => onChange(event.target.value)}
        data-testid="game-search"
      />
      {value ? (
        <button
          type="button"
          className="game-search__clear"
          onClick={() => onChange('')}
          aria-label={t('filters.clearSearch')}
        >
          <CloseIcon />
        </button>
      ) : null}
    </label>
  );
}
