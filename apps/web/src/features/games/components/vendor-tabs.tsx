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

/** The letters of a vendor's mark: a short code as it is, else the initials of its name. */
export function vendorMarkText(code: string, name: string): string {
  const plain = code.replace(/[^a-z0-9]/gi, '');
  if (plain.length <= 4 && !code.includes('_')) return plain.toUpperCase();
  const words = name.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word));
  const text =
    words.length > 1
      ? words
          .map((word) => word[0])
          .join('')
          .slice(0, 3)
      : plain.slice(0, 2);
  return text.toUpperCase();
}

/** A small mark of the vendor: its letters on a colour of its own (stable per code). */
function VendorMark({ code, name }: { code: string; name: string }) {
  let hue = 0;
  for (const char of code) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  const text = vendorMarkText(code, name);
  return (
    <span
      className={`vendor-tab__logo vendor-tab__mark${text.length > 3 ? ' is-long' : ''}`}
      style={{ '--mark-hue': hue } as CSSProperties}
      aria-hidden="true"
    >
      {text}
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
            <VendorMark code={card.vassalage} name={card.displayName} />
            <span className="vendor-tab__name">{card.displayName}</span>
          </button>
        );
      })}
    </div>
  );
}
