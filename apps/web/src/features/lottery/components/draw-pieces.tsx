import {
  isPointFamily,
  lotteryFamilies,
  type GameFamily,
  type LotteryFamily,
} from '@msp/contracts/lottery/families.ts';
import { pointDrawDigits } from '@msp/contracts/lottery/point-games.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ballColour, sumColour } from '../lib/bet-keys.ts';
import { parityOf, sizeOf } from '../lib/trend.ts';

/** Where the pips of each die face sit on a 3 × 3 grid (cells 0–8, row by row). */
const pipCells: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function Die({
  face,
  size = 'md',
  rolling = false,
}: {
  face: number;
  size?: 'sm' | 'md' | 'lg';
  rolling?: boolean;
}) {
  const cells = pipCells[face] ?? [];
  return (
    <span
      className={`lt-die lt-die--${size}${rolling ? ' is-rolling' : ''}${face === 1 || face === 4 ? ' lt-die--red' : ''}`}
      role="img"
      aria-label={String(face)}
      data-face={face}
    >
      {Array.from({ length: 9 }, (_, cell) => (
        <span key={cell} className={cells.includes(cell) ? 'lt-die__pip' : 'lt-die__cell'} />
      ))}
    </span>
  );
}

/** A lottery ball: the 49-ball colours, or the gold of the digit games. */
export function Ball({
  number,
  tone,
  size = 'md',
  rolling = false,
  special = false,
}: {
  number: number;
  tone?: 'red' | 'blue' | 'green' | 'gold' | 'gray' | 'violet';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  rolling?: boolean;
  special?: boolean;
}) {
  return (
    <span
      className={`lt-ball lt-ball--${tone ?? 'gold'} lt-ball--${size}${rolling ? ' is-rolling' : ''}${special ? ' lt-ball--special' : ''}`}
      data-number={number}
    >
      {number}
    </span>
  );
}

export const ballTone = (ball: number) => ballColour(ball).toLowerCase() as 'red' | 'blue' | 'green';
export const sumTone = (sum: number) => sumColour(sum).toLowerCase() as 'red' | 'blue' | 'green' | 'gray';

const randomOf = (family: LotteryFamily) => {
  const { lowest, range } = lotteryFamilies[family];
  return lowest + Math.floor(Math.random() * range);
};

const sumOf = (numbers: readonly number[]) => numbers.reduce((total, number) => total + number, 0);

/**
 * The draw: balls, dice or digits. Without a result it keeps rolling (the draw is on its way); with
 * `animate`, it rolls a moment on mount and then stops one number after the other on the result.
 */
interface DrawDisplayProps {
  family: GameFamily;
  result: readonly number[] | null;
  animate?: boolean;
  size?: 'sm' | 'lg';
  testId?: string;
}

/** A drawn result: balls, dice or digits for the first families; the prizes' numbers for the point families. */
export function DrawDisplay({ family, ...props }: DrawDisplayProps) {
  if (!isPointFamily(family)) return <KeyDrawDisplay family={family} {...props} />;
  const digits = pointDrawDigits(family);
  return (
    <span className="lt-point-draw" data-testid={props.testId}>
      {props.result?.map((number, index) => (
        <span key={index} className={index === 0 ? 'lt-point-draw__special' : undefined}>
          {String(number).padStart(digits[index] ?? 0, '0')}
        </span>
      ))}
    </span>
  );
}

function KeyDrawDisplay({
  family,
  result,
  animate = false,
  size = 'lg',
  testId,
}: {
  family: LotteryFamily;
  result: readonly number[] | null;
  animate?: boolean;
  size?: 'sm' | 'lg';
  testId?: string;
}) {
  const { t } = useTranslation('lottery');
  const count = lotteryFamilies[family].count;
  const [revealed, setRevealed] = useState(() => (animate || !result ? 0 : count));
  const [spin, setSpin] = useState<number[]>(() => Array.from({ length: count }, (_, index) => index + 1));
  const rolling = revealed < count;

  useEffect(() => {
    if (!rolling) return;
    const timer = window.setInterval(
      () => setSpin(Array.from({ length: count }, () => randomOf(family))),
      family === 'DICE' ? 140 : 90,
    );
    return () => window.clearInterval(timer);
  }, [rolling, count, family]);

  useEffect(() => {
    if (!result) return;
    const step = family === 'BALLS49' ? 260 : 380;
    const timers = Array.from({ length: count }, (_, index) =>
      window.setTimeout(() => setRevealed((value) => Math.max(value, index + 1)), 700 + index * step),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [result, count, family]);

  /* 49 balls show the six main balls in ascending order, then the special. */
  const ordered =
    result && family === 'BALLS49' ? [...[...result.slice(0, 6)].sort((a, b) => a - b), result[6]!] : result;
  const valueAt = (index: number) => (ordered && index < revealed ? ordered[index]! : spin[index]!);
  const isRolling = (index: number) => !(ordered && index < revealed);
  const done = !!ordered && !rolling;

  return (
    <div
      className={`lt-draw lt-draw--${family.toLowerCase()} lt-draw--${size}${done ? ' is-done' : ' is-rolling'}`}
      data-testid={testId}
      data-state={done ? 'done' : 'rolling'}
      aria-live="polite"
      aria-busy={!done}
    >
      <div className="lt-draw__numbers">
        {Array.from({ length: count }, (_, index) => {
          const value = valueAt(index);
          const rollingNow = isRolling(index);
          if (family === 'DICE')
            return <Die key={index} face={value} size={size === 'lg' ? 'lg' : 'sm'} rolling={rollingNow} />;
          if (family === 'BALLS49')
            return (
              <span key={index} className="lt-draw__slot">
                {index === 6 ? <span className="lt-draw__plus">+</span> : null}
                <Ball
                  number={value}
                  tone={ballTone(value)}
                  size={size === 'lg' ? 'md' : 'xs'}
                  rolling={rollingNow}
                  special={index === 6}
                />
              </span>
            );
          return (
            <span key={index} className="lt-draw__slot">
              {family === 'DIGITS3' && index > 0 ? <span className="lt-draw__plus">+</span> : null}
              <Ball number={value} tone="gold" size={size === 'lg' ? 'lg' : 'xs'} rolling={rollingNow} />
            </span>
          );
        })}
        {done && family === 'DIGITS3' ? (
          <span className="lt-draw__slot">
            <span className="lt-draw__plus">=</span>
            <Ball number={sumOf(ordered)} tone={sumTone(sumOf(ordered))} size={size === 'lg' ? 'lg' : 'xs'} />
          </span>
        ) : null}
      </div>
      {done && size === 'lg' ? <ResultTags family={family} result={result!} /> : null}
      {!done && size === 'lg' ? <p className="lt-draw__status">{t('stage.drawing')}</p> : null}
    </div>
  );
}

/** What the result means for the everyday bets: sum, big/small, odd/even, colour. */
export function ResultTags({ family, result }: { family: LotteryFamily; result: readonly number[] }) {
  const { t } = useTranslation('lottery');
  const size = sizeOf(family, result);
  const parity = parityOf(family, result);
  const tags: { text: string; tone: string }[] = [];
  if (family === 'BALLS49') {
    const special = result[6]!;
    tags.push({ text: t('keys.special', { pick: special }), tone: ballTone(special) });
    tags.push({ text: t(`ballColours.${ballColour(special)}`), tone: ballTone(special) });
  } else {
    const sum = sumOf(result);
    tags.push({ text: t('keys.sum', { n: sum }), tone: family === 'DIGITS3' ? sumTone(sum) : 'plain' });
  }
  if (size !== 'TIE') tags.push({ text: t(`keys.side.${size}`), tone: size === 'BIG' ? 'big' : 'small' });
  if (parity !== 'TIE')
    tags.push({ text: t(`keys.side.${parity}`), tone: parity === 'ODD' ? 'odd' : 'even' });
  if (size === 'TIE' && parity === 'TIE')
    tags.push({ text: t(family === 'DICE' ? 'keys.plain.ANY_TRIPLE' : 'road.tie'), tone: 'violet' });
  if (family === 'DIGITS3')
    tags.push({ text: t(`colours28.${sumColour(sumOf(result))}`), tone: sumTone(sumOf(result)) });
  return (
    <ul className="lt-tags" data-testid="result-tags">
      {tags.map((tag) => (
        <li key={tag.text} className={`lt-tag lt-tag--${tag.tone}`}>
          {tag.text}
        </li>
      ))}
    </ul>
  );
}
