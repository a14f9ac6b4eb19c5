import type { VendorCard } from '@msp/contracts/system.ts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { GridIcon } from './game-icons.tsx';

interface VendorTabsProps {
  vendors: readonly VendorCard[];
  /** Vendor code, or null for "all". */
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
  /** Offer the "all" tab first (default true). */
  withAll?: boolean;
}

/** A small mark of the vendor: its code on a colour of its own (stable per code). */
function VendorMark({ code }: { code: string }) {
  let hue = 0;
  for (const char of code) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  const text = code.length <= 3 ? code : code.replace(/[^A-Z0-9]/gi, '').slice(0, 2);
  return (
    <span
      className="vendor-tab__logo vendor-tab__mark"
      style={{ '--mark-hue': hue } as CSSProperties}
      aria-hidden="true"
    >
      {text.toUpperCase()}
    </span>
  );
}

/** The vendor tabs of a game list: "all" first, then the category's vendors from game_menus. */
export function VendorTabs({ vendors, selected, onSelect, withAll = true }: VendorTabsProps) {
  const { t } = useTranslation('games');
  const current = selected?.toUpperCase() ?? null;
  return (
    <div className="vendor-tabs" role="tablist" aria-label={t('filters.vendors')}>
      {withAll ? (
        <button
          type="button"
          role="tab"
          aria-selected={current === null}
          className={`vendor-tab${current === null ? ' is-active' : ''}`}
          onClick={() => onSelect(null)}
          data-testid="vendor-tab"
          data-vendor=""
        >
          <span className="vendor-tab__logo vendor-tab__logo--all">
            <GridIcon />
          </span>
          <span className="vendor-tab__name">{t('filters.allVendors')}</span>
        </button>
      ) : null}
      {vendors.map((card) => {
        const active = card.vassalage.toUpperCase() === current;
        return (
          <button
            key={`${card.gameType}-${card.vassalage}`}
            type="button"
            role="tab"
            aria-selected={active}
            className={`vendor-tab${active ? ' is-active' : ''}`}
            onClick={() => onSelect(card.vassalage)}
            data-testid="vendor-tab"
            data-vendor={card.vassalage}
          >
            <VendorMark code={card.vassalage} />
            <span className="vendor-tab__name">{card.displayName}</span>
          </button>
        );
      })}
    </div>
  );
}
