import { bestMultiplier } from '@msp/contracts/lottery/bets.ts';
import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';
import type { ReactNode } from 'react';
import { formatMultiplier } from '../lib/slip.ts';

export interface BoardProps {
  family: LotteryFamily;
  odds: Record<string, number>;
  selected: ReadonlySet<string>;
  onToggle: (betKey: string) => void;
  /** Adds keys built on the board (two-of balls, front three), not toggled. */
  onAdd: (betKeys: string[]) => void;
  locked: boolean;
}

/** One bet of the board: what it is, what it pays (best multiplier, stake included); a tap puts it on the slip. */
export function BetCell({
  betKey,
  board,
  children,
  label,
  variant,
  multiplier,
}: {
  betKey: string;
  board: BoardProps;
  children?: ReactNode;
  label: string;
  variant?: string;
  /** Shown instead of the key's best multiplier (a single die face: 2 / 3 / 14). */
  multiplier?: string;
}) {
  const on = board.selected.has(betKey);
  const best = bestMultiplier(board.family, board.odds, betKey);
  return (
    <button
      type="button"
      className={`lt-cell${variant ? ` lt-cell--${variant}` : ''}${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={`${label} ×${multiplier ?? formatMultiplier(best)}`}
      disabled={board.locked || best === 0}
      onClick={() => board.onToggle(betKey)}
      data-bet-key={betKey}
    >
      <span className="lt-cell__face">{children ?? label}</span>
      <span className="lt-cell__odds">×{multiplier ?? formatMultiplier(best)}</span>
    </button>
  );
}

export function BoardSection({
  title,
  children,
  hint,
}: {
  title: string;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <section className="lt-section">
      <header className="lt-section__head">
        <h3 className="lt-section__title">{title}</h3>
        {hint ? <span className="lt-section__hint">{hint}</span> : null}
      </header>
      {children}
    </section>
  );
}
