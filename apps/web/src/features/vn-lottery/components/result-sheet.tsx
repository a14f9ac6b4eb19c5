import type { VnResult, VnTier } from '@msp/contracts/lottery/vn.ts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ClockIcon } from '../../../shared/ui/icons.tsx';
import { endsWithAny, sheetRows, vnTierNames } from '../lib/sheet.ts';
import { LoTable } from './lo-table.tsx';
import './vn-lottery.css';

export interface ResultSheetProps {
  /** The drawn sheet; null before the draw. */
  result: VnResult | null;
  /** The member's numbers (two to four digits): prizes ending in one are marked, and so are they in the lô tô. */
  highlight?: readonly string[];
  /** Heading, e.g. the region or station and the day; "Results" when absent. */
  title?: string;
  /** When the numero draws (ISO 8601). */
  drawsAt?: string;
  /** The numero of the sheet (`data-numero`, for the page's tests). */
  numero?: string;
}

const noHighlight: readonly string[] = [];

/** Numbers per line within a tier: up to four side by side; six as two threes, seven as four and three. */
const columnsOf = (count: number) => (count <= 4 ? count : count % 3 === 0 ? 3 : 4);

function drawTime(drawsAt: string | undefined) {
  const time = drawsAt === undefined ? Number.NaN : Date.parse(drawsAt);
  return Number.isFinite(time) ? formatDateTime(time) : null;
}

/** One prize: the whole number, its last two digits (the lô) set apart. */
function Prize({ number, hit }: { number: string; hit: boolean }) {
  return (
    <span className={`vn-prize${hit ? ' is-hit' : ''}`} data-number={number} data-hit={hit || undefined}>
      {number.slice(0, -2)}
      <span className="vn-prize__lo">{number.slice(-2)}</span>
    </span>
  );
}

function TierLabel({ tier }: { tier: VnTier }) {
  const { t } = useTranslation('vnLottery');
  return (
    <>
      <span className="vn-tier__name">{t(`tiers.${tier}`)}</span>
      <span className="vn-tier__sep"> · </span>
      <span className="vn-tier__vi" lang="vi">
        {vnTierNames[tier]}
      </span>
    </>
  );
}

/**
 * The results board as the Vietnamese papers print it (the North from the special down, the South from G8 up to
 * the special), the special in red, and beside it (below on phones) the lô tô table.
 */
export function ResultSheet({ result, highlight = noHighlight, title, drawsAt, numero }: ResultSheetProps) {
  const { t } = useTranslation('vnLottery');
  const time = drawTime(drawsAt);
  return (
    <section
      className="vn-results"
      data-testid="vn-result-sheet"
      data-layout={result?.layout}
      data-numero={numero}
      aria-label={title ?? t('sheet.title')}
    >
      <header className="vn-results__head">
        <h3 className="vn-results__title">{title ?? t('sheet.title')}</h3>
        {time ? <span className="vn-results__time">{t('sheet.drawsAt', { time })}</span> : null}
      </header>
      {result ? (
        <div className="vn-results__body">
          <div className="vn-sheet-wrap">
            <table className="vn-sheet">
              <thead className="visually-hidden">
                <tr>
                  <th scope="col">{t('sheet.prize')}</th>
                  <th scope="col">{t('sheet.numbers')}</th>
                </tr>
              </thead>
              <tbody>
                {sheetRows(result).map(({ tier, numbers }) => (
                  <tr
                    key={tier}
                    className={`vn-sheet__row vn-sheet__row--${tier.toLowerCase()}`}
                    data-tier={tier}
                  >
                    <th scope="row" className="vn-tier">
                      <TierLabel tier={tier} />
                    </th>
                    <td>
                      <div
                        className="vn-prizes"
                        style={{ '--vn-cols': columnsOf(numbers.length) } as CSSProperties}
                      >
                        {numbers.map((number, index) => (
                          <Prize key={index} number={number} hit={endsWithAny(number, highlight)} />
                        ))}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="vn-legend">
              {highlight.length > 0 ? (
                <span className="vn-legend__item vn-legend__item--hit">{t('sheet.legendHit')}</span>
              ) : null}
              <span className="vn-legend__item vn-legend__item--de">{t('sheet.legendDe')}</span>
            </p>
          </div>
          <LoTable result={result} highlight={highlight} />
        </div>
      ) : (
        <EmptyState
          icon={<ClockIcon />}
          title={t('sheet.notDrawn')}
          text={time ? t('sheet.drawsAt', { time }) : t('sheet.notDrawnText')}
        />
      )}
    </section>
  );
}
