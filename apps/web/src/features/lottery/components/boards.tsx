import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  ballColours,
  balls,
  colourKey,
  comboKey,
  diceCombos,
  diceSides,
  digits3Colours,
  digits3Combos,
  digits3Extremes,
  digits3Shapes,
  digits3Sides,
  digits5SumKey,
  faceKey,
  faces,
  mainKey,
  mainSizes,
  pairKey,
  positionKey,
  positionSides,
  positions,
  quickMain,
  quickThree,
  range,
  specialKey,
  specialSides,
  sumKey,
  threeKey,
  threeKinds,
  tripleKey,
  windowPositions,
  windowsOfThree,
  type MainBet,
  type ThreeKind,
  type WindowOfThree,
} from '../lib/bet-keys.ts';
import { formatMultiplier } from '../lib/slip.ts';
import { BetCell, BoardSection, type BoardProps } from './bet-cell.tsx';
import { Ball, Die, ballTone, sumTone } from './draw-pieces.tsx';

/** One bet cell as data: its key, its label, its look, and what its face shows (the label when nothing). */
interface Cell {
  betKey: string;
  label: string;
  variant: string;
  face?: ReactNode;
  multiplier?: string;
}

/** Bet cells from their data, in order. */
function BetCells({ board, cells }: { board: BoardProps; cells: Cell[] }) {
  return cells.map(({ face, ...cell }) => (
    <BetCell key={cell.betKey} board={board} {...cell}>
      {face}
    </BetCell>
  ));
}

/** A grid of bet cells (`lt-grid lt-grid--{layout}`). */
function CellGrid({ board, layout, cells }: { board: BoardProps; layout: string; cells: Cell[] }) {
  return (
    <div className={`lt-grid lt-grid--${layout}`}>
      <BetCells board={board} cells={cells} />
    </div>
  );
}

/** Sides (big, small, odd, even) as cells whose key is the side itself. */
const sideCells = (t: TFunction<'lottery'>, keys: readonly (typeof positionSides)[number][]): Cell[] =>
  keys.map((key) => ({
    betKey: key,
    label: t(`keys.side.${key}`),
    variant: `side lt-cell--${key.toLowerCase()}`,
  }));

/** Keys named in `keys.plain` (combos, extremes, shapes) as combo cells. */
const plainCells = (
  t: TFunction<'lottery'>,
  keys: readonly (typeof digits3Combos | typeof digits3Extremes | typeof digits3Shapes)[number][],
): Cell[] => keys.map((key) => ({ betKey: key, label: t(`keys.plain.${key}`), variant: 'combo' }));

/** A row of small dice showing these faces. */
function DiceRow({ faces }: { faces: number[] }) {
  return (
    <span className="lt-dice-row">
      {faces.map((face, index) => (
        <Die key={index} face={face} size="sm" />
      ))}
    </span>
  );
}

/** A group of buttons of which one is on (the window and the kind of a three). */
function Segment<T extends string>({
  label,
  options,
  value,
  onChange,
  children,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  children: (option: T) => ReactNode;
}) {
  return (
    <div className="lt-segment" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={value === option ? 'is-on' : ''}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {children(option)}
        </button>
      ))}
    </div>
  );
}

/** The foot of a composer: the key built so far (or what is missing), its odds, a quick pick and "add". */
function ComposerFoot({
  name,
  text,
  ready,
  multiplier,
  locked,
  onRandom,
  onAdd,
}: {
  name: string;
  text: ReactNode;
  ready: boolean;
  multiplier: string;
  locked: boolean;
  onRandom: () => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lt-composer__foot">
      <span className={`lt-composer__key${ready ? '' : ' is-empty'}`} data-testid={`${name}-key`}>
        {text}
      </span>
      <span className="lt-composer__odds">×{multiplier}</span>
      <button type="button" className="btn btn--ghost btn--sm" disabled={locked} onClick={onRandom}>
        {t('board.random')}
      </button>
      <button
        type="button"
        className="btn btn--primary btn--sm"
        disabled={!ready || locked}
        onClick={onAdd}
        data-testid={`${name}-add`}
      >
        {t('board.add')}
      </button>
    </div>
  );
}

/** 28-style (DIGITS3): sides and combos, extremes, colours, shapes and the 0–27 sum grid. */
export function Digits3Board(board: BoardProps) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lt-board" data-testid="board-DIGITS3">
      <BoardSection title={t('board.sides')} hint={t('board.sidesHint28')}>
        <CellGrid board={board} layout="4" cells={sideCells(t, digits3Sides)} />
        <CellGrid board={board} layout="6" cells={plainCells(t, [...digits3Combos, ...digits3Extremes])} />
      </BoardSection>
      <BoardSection title={t('board.sum')} hint={t('board.sumHint28')}>
        <CellGrid
          board={board}
          layout="sums28"
          cells={range(0, 27).map((sum) => ({
            betKey: sumKey(sum),
            label: t('keys.sum', { n: sum }),
            variant: 'ball',
            face: <Ball number={sum} tone={sumTone(sum)} size="sm" />,
          }))}
        />
      </BoardSection>
      <div className="lt-board__pair">
        <BoardSection title={t('board.colours')}>
          <CellGrid
            board={board}
            layout="4"
            cells={digits3Colours.map((colour) => ({
              betKey: colourKey(colour),
              label: t(`colours28.${colour}`),
              variant: `swatch lt-cell--${colour.toLowerCase()}`,
            }))}
          />
        </BoardSection>
        <BoardSection title={t('board.shapes')}>
          <CellGrid board={board} layout="3" cells={plainCells(t, digits3Shapes)} />
        </BoardSection>
      </div>
    </div>
  );
}

/** Dice (DICE): sides, any triple, sums 3–18, triples, pairs, single faces and two-dice combinations. */
export function DiceBoard(board: BoardProps) {
  const { t } = useTranslation('lottery');
  const faceOdds = ['FACE_X1', 'FACE_X2', 'FACE_X3']
    .map((key) => formatMultiplier(board.odds[key] ?? 0))
    .join('/');
  const diceCells = (
    betKey: (face: number) => string,
    label: 'keys.triple' | 'keys.pair' | 'keys.face',
    count: number,
    multiplier?: string,
  ): Cell[] =>
    faces.map((face) => ({
      betKey: betKey(face),
      label: t(label, { face }),
      variant: 'dice',
      multiplier,
      face: count === 1 ? <Die face={face} size="sm" /> : <DiceRow faces={Array(count).fill(face)} />,
    }));
  return (
    <div className="lt-board" data-testid="board-DICE">
      <BoardSection title={t('board.sides')} hint={t('board.sidesHintDice')}>
        <CellGrid
          board={board}
          layout="5"
          cells={[
            ...sideCells(t, diceSides),
            { betKey: 'ANY_TRIPLE', label: t('keys.plain.ANY_TRIPLE'), variant: 'side lt-cell--triple' },
          ]}
        />
      </BoardSection>
      <BoardSection title={t('board.sum')}>
        <CellGrid
          board={board}
          layout="8"
          cells={range(3, 18).map((sum) => ({
            betKey: sumKey(sum),
            label: t('keys.sum', { n: sum }),
            variant: 'number',
            face: <span className="lt-cell__big">{sum}</span>,
          }))}
        />
      </BoardSection>
      <div className="lt-board__pair">
        <BoardSection title={t('board.triples')}>
          <CellGrid board={board} layout="3" cells={diceCells(tripleKey, 'keys.triple', 3)} />
        </BoardSection>
        <BoardSection title={t('board.pairs')}>
          <CellGrid board={board} layout="3" cells={diceCells(pairKey, 'keys.pair', 2)} />
        </BoardSection>
      </div>
      <BoardSection title={t('board.faces')} hint={t('board.facesHint', { odds: faceOdds })}>
        <CellGrid board={board} layout="6" cells={diceCells(faceKey, 'keys.face', 1, faceOdds)} />
      </BoardSection>
      <BoardSection title={t('board.combos')}>
        <CellGrid
          board={board}
          layout="combos"
          cells={diceCombos.map(([a, b]) => ({
            betKey: comboKey(a, b),
            label: t('keys.diceCombo', { faces: `${a} + ${b}` }),
            variant: 'dice',
            face: <DiceRow faces={[a, b]} />,
          }))}
        />
      </BoardSection>
    </div>
  );
}

function DigitPicker({
  value,
  onChange,
  label,
}: {
  value: number | null;
  onChange: (digit: number) => void;
  label: string;
}) {
  return (
    <div className="lt-picker" role="group" aria-label={label}>
      <span className="lt-picker__label">{label}</span>
      <div className="lt-picker__digits">
        {range(0, 9).map((digit) => (
          <button
            key={digit}
            type="button"
            className={`lt-picker__digit${value === digit ? ' is-on' : ''}`}
            aria-pressed={value === digit}
            onClick={() => onChange(digit)}
          >
            {digit}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Front, middle or back three: a window, a kind and three digits make one key. */
function ThreeComposer(board: BoardProps) {
  const { t } = useTranslation('lottery');
  const [part, setPart] = useState<WindowOfThree>('FRONT');
  const [kind, setKind] = useState<ThreeKind>('STRAIGHT');
  const [digits, setDigits] = useState<(number | null)[]>([null, null, null]);
  const picked = digits.every((digit) => digit !== null) ? (digits as number[]) : null;
  const key = picked ? threeKey(part, kind, picked) : null;
  const [from] = windowPositions[part];
  const multiplier = formatMultiplier(board.odds[`THREE:${kind}`] ?? 0);
  return (
    <div className="lt-composer" data-testid="three-composer">
      <div className="lt-composer__row">
        <Segment label={t('board.window')} options={windowsOfThree} value={part} onChange={setPart}>
          {(option) => t(`windows.${option}`)}
        </Segment>
        <Segment label={t('board.kind')} options={threeKinds} value={kind} onChange={setKind}>
          {(option) => (
            <>
              {t(`kinds.${option}`)} <small>×{formatMultiplier(board.odds[`THREE:${option}`] ?? 0)}</small>
            </>
          )}
        </Segment>
      </div>
      <p className="lt-composer__hint">{t(`kindsHint.${kind}`)}</p>
      <div className="lt-composer__pickers">
        {digits.map((digit, index) => (
          <DigitPicker
            key={index}
            label={t('board.positionShort', { n: from + index })}
            value={digit}
            onChange={(next) =>
              setDigits((current) => current.map((value, at) => (at === index ? next : value)))
            }
          />
        ))}
      </div>
      <ComposerFoot
        name="three"
        text={key ?? (picked ? t(`kindsInvalid.${kind}`) : t('board.pickThree'))}
        ready={Boolean(key)}
        multiplier={multiplier}
        locked={board.locked}
        onRandom={() => board.onAdd([quickThree(part, kind)])}
        onAdd={() => {
          if (!key) return;
          board.onAdd([key]);
          setDigits([null, null, null]);
        }}
      />
    </div>
  );
}

/** 5-digit (DIGITS5): each position's digits and sides, the sum's sides, and the front/middle/back three. */
export function Digits5Board(board: BoardProps) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lt-board" data-testid="board-DIGITS5">
      <BoardSection title={t('board.positions')} hint={t('board.positionsHint')}>
        <div className="lt-positions">
          {positions.map((position) => (
            <div key={position} className="lt-position">
              <span className="lt-position__name">{t('board.positionShort', { n: position })}</span>
              <div className="lt-position__cells">
                <BetCells
                  board={board}
                  cells={[
                    ...range(0, 9).map((digit) => ({
                      betKey: positionKey(position, digit),
                      label: t('keys.position', { n: position, pick: digit }),
                      variant: 'digit',
                      face: <span className="lt-cell__big">{digit}</span>,
                    })),
                    ...positionSides.map((side) => ({
                      betKey: positionKey(position, side),
                      label: t('keys.position', { n: position, pick: t(`keys.side.${side}`) }),
                      variant: `digit lt-cell--side-mini lt-cell--${side.toLowerCase()}`,
                      face: t(`keys.sideShort.${side}`),
                    })),
                  ]}
                />
              </div>
            </div>
          ))}
        </div>
      </BoardSection>
      <BoardSection title={t('board.sumOfFive')} hint={t('board.sumHint5')}>
        <CellGrid
          board={board}
          layout="4"
          cells={positionSides.map((side) => ({
            betKey: digits5SumKey(side),
            label: t('keys.sumSide', { side: t(`keys.side.${side}`) }),
            variant: `side lt-cell--${side.toLowerCase()}`,
            face: t(`keys.side.${side}`),
          }))}
        />
      </BoardSection>
      <BoardSection title={t('board.threes')}>
        <ThreeComposer {...board} />
      </BoardSection>
    </div>
  );
}

type BallsMode = 'SPECIAL' | MainBet;

/** 49 balls (BALLS49): the special's number, colour and sides; main numbers; two of and three of the main. */
export function Balls49Board(board: BoardProps) {
  const { t } = useTranslation('lottery');
  const [mode, setMode] = useState<BallsMode>('SPECIAL');
  const [picked, setPicked] = useState<number[]>([]);
  const size = mode === 'SPECIAL' ? 1 : mainSizes[mode];
  const composing = mode === 'MAIN2' || mode === 'MAIN3';
  const key = composing ? mainKey(mode, picked) : null;
  const pick = (ball: number) =>
    setPicked((current) =>
      current.includes(ball)
        ? current.filter((value) => value !== ball)
        : current.length < size
          ? [...current, ball]
          : current,
    );
  const special = (
    pick: (typeof ballColours)[number] | (typeof specialSides)[number],
    shown: string,
  ): Cell => ({
    betKey: specialKey(pick),
    label: t('keys.special', { pick: shown }),
    variant: `${ballColours.includes(pick as never) ? 'swatch' : 'side'} lt-cell--${pick.toLowerCase()}`,
    face: shown,
  });
  return (
    <div className="lt-board" data-testid="board-BALLS49">
      <div className="lt-tabs lt-tabs--board" role="tablist" aria-label={t('board.ballsMode')}>
        {(['SPECIAL', 'MAIN', 'MAIN2', 'MAIN3'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={mode === option}
            className={`lt-tab${mode === option ? ' is-on' : ''}`}
            onClick={() => {
              setMode(option);
              setPicked([]);
            }}
            data-testid={`balls-mode-${option}`}
          >
            {t(`ballsModes.${option}`)}
          </button>
        ))}
      </div>
      {mode === 'SPECIAL' ? (
        <BoardSection title={t('board.specialSides')}>
          <CellGrid
            board={board}
            layout="7"
            cells={[
              ...ballColours.map((colour) => special(colour, t(`ballColours.${colour}`))),
              ...specialSides.map((side) => special(side, t(`keys.side.${side}`))),
            ]}
          />
        </BoardSection>
      ) : null}
      <BoardSection
        title={t(`ballsModes.${mode}`)}
        hint={composing ? t('board.pickBalls', { count: size }) : t(`ballsHint.${mode}`)}
      >
        <div className="lt-grid lt-grid--balls">
          {balls.map((ball) =>
            composing ? (
              <button
                key={ball}
                type="button"
                className={`lt-cell lt-cell--ball${picked.includes(ball) ? ' is-on' : ''}`}
                aria-pressed={picked.includes(ball)}
                disabled={board.locked}
                onClick={() => pick(ball)}
                data-ball={ball}
              >
                <span className="lt-cell__face">
                  <Ball number={ball} tone={ballTone(ball)} size="sm" />
                </span>
              </button>
            ) : (
              <BetCell
                key={ball}
                betKey={mode === 'SPECIAL' ? specialKey(ball) : `MAIN:${ball}`}
                board={board}
                label={
                  mode === 'SPECIAL' ? t('keys.special', { pick: ball }) : t('keys.main', { balls: ball })
                }
                variant="ball"
              >
                <Ball number={ball} tone={ballTone(ball)} size="sm" />
              </BetCell>
            ),
          )}
        </div>
        {composing ? (
          <ComposerFoot
            name="main"
            text={
              picked.length
                ? [...picked].sort((a, b) => a - b).join(' · ')
                : t('board.pickBalls', { count: size })
            }
            ready={Boolean(key)}
            multiplier={formatMultiplier(board.odds[mode] ?? 0)}
            locked={board.locked}
            onRandom={() => board.onAdd([quickMain(mode)])}
            onAdd={() => {
              if (!key) return;
              board.onAdd([key]);
              setPicked([]);
            }}
          />
        ) : null}
      </BoardSection>
    </div>
  );
}

/** The betting board of a family. */
export function FamilyBoard(board: BoardProps) {
  switch (board.family) {
    case 'DIGITS3':
      return <Digits3Board {...board} />;
    case 'DICE':
      return <DiceBoard {...board} />;
    case 'DIGITS5':
      return <Digits5Board {...board} />;
    case 'BALLS49':
      return <Balls49Board {...board} />;
  }
}
