import type { FourDResult, FourDTier } from '@msp/contracts/lottery/sea4d.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { FourDigits } from './four-digits.tsx';
import './sea-lottery.css';

export interface ResultBoardProps {
  /** The draw's 23 numbers; null while it is not drawn yet. */
  result: FourDResult | null;
  /** Numbers to mark (the member's, or a search hit), four digits each. */
  highlight?: readonly string[];
  numero: string;
  /** When the draw is (or was) made, ISO 8601. */
  drawsAt: string;
}

const topTiers = ['FIRST', 'SECOND', 'THIRD'] as const;
const PER_GROUP = 10;

/**
 * One 4D draw as the operators print it: the 1st, 2nd and 3rd prizes large on top, then the ten specials and
 * the ten consolations in grids of 5 × 2. Before the draw the same layout shows empty tiles.
 */
export function ResultBoard({ result, highlight = [], numero, drawsAt }: ResultBoardProps) {
  const { t } = useTranslation('seaLottery');
  const marked = new Set(highlight);
  const when = formatDateTime(Date.parse(drawsAt));
  const top: Record<(typeof topTiers)[number], string | null> = {
    FIRST: result?.first ?? null,
    SECOND: result?.second ?? null,
    THIRD: result?.third ?? null,
  };
  const group = (tier: 'SPECIAL' | 'CONSOLATION', numbers: readonly string[] | undefined) => (
    <section className={`s4d-board__group s4d-board__group--${tier.toLowerCase()}`}>
      <h4 className="s4d-board__group-title">{t(`tiers.${tier}`)}</h4>
      <ol className="s4d-board__grid" data-testid={`board-${tier.toLowerCase()}`}>
        {Array.from({ length: PER_GROUP }, (_, index) => numbers?.[index] ?? null).map((number, index) => (
          <Place key={index} tier={tier} number={number} hit={number !== null && marked.has(number)} />
        ))}
      </ol>
    </section>
  );

  return (
    <article
      className={`s4d-board${result ? '' : ' is-pending'}`}
      data-testid="result-board"
      data-numero={numero}
      aria-label={t('board.draw', { numero })}
    >
      <header className="s4d-board__head">
        <h3 className="s4d-board__numero">{t('board.draw', { numero })}</h3>
        <time className="s4d-board__date" dateTime={drawsAt}>
          {result ? when : t('board.drawsAt', { time: when })}
        </time>
        {result ? null : (
          <span className="s4d-board__status" role="status">
            {t('board.notDrawn')}
          </span>
        )}
      </header>
      <ol className="s4d-board__top">
        {topTiers.map((tier) => (
          <Place
            key={tier}
            tier={tier}
            number={top[tier]}
            hit={top[tier] !== null && marked.has(top[tier])}
            large
          />
        ))}
      </ol>
      <div className="s4d-board__groups">
        {group('SPECIAL', result?.special)}
        {group('CONSOLATION', result?.consolation)}
      </div>
    </article>
  );
}

function Place({
  tier,
  number,
  hit,
  large = false,
}: {
  tier: FourDTier;
  number: string | null;
  hit: boolean;
  large?: boolean;
}) {
  const { t } = useTranslation('seaLottery');
  return (
    <li
      className={`s4d-place s4d-place--${tier.toLowerCase()}${hit ? ' is-hit' : ''}`}
      data-testid="board-place"
      data-tier={tier}
      data-number={number ?? ''}
      data-hit={hit || undefined}
    >
      {large ? <span className="s4d-place__tier">{t(`tiers.${tier}`)}</span> : null}
      <FourDigits number={number} size={large ? 'lg' : 'sm'} hit={hit} />
      {hit ? <span className="visually-hidden">{t('board.hit')}</span> : null}
    </li>
  );
}
