import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** 28-style (DIGITS3): sides and combos, extremes, colours, shapes and the 0–27 sum grid. */
export function Digits3Board(board: BoardProps) {
  const { t } = useTranslation('lottery');
  return (
    <div className="lt-board" data-testid="board-DIGITS3">
      <BoardSection title={t('board.sides')} hint={t('board.sidesHint28')}>
        <div className="lt-grid lt-grid--4">
          {digits3Sides.map((key) => (
            <BetCell
              key={key}
              betKey={key}
              board={board}
              label={t(`keys.side.${key}`)}
              variant={`side lt-cell--${key.toLowerCase()}`}
            />
          ))}
        </div>
        <div className="lt-grid lt-grid--6">
          {[...digits3Combos, ...digits3Extremes].map((key) => (
            <BetCell key={key} betKey={key} board={board} label={t(`keys.plain.${key}`)} variant="combo" />
          ))}
        </div>
      </BoardSection>
      <BoardSection title={t('board.sum')} hint={t('board.sumHint28')}>
        <div className="lt-grid lt-grid--sums28">
          {range(0, 27).map((sum) => (
            <BetCell
              key={sum}
              betKey={sumKey(sum)}
              board={board}
              label={t('keys.sum', { n: sum })}
              variant="ball"
            >
              <Ball number={sum} tone={sumTone(sum)} size="sm" />
            </BetCell>
          ))}
        </div>
      </BoardSection>
      <div className="lt-board__pair">
        <BoardSection title={t('board.colours')}>
          <div className="lt-grid lt-grid--4">
            {digits3Colours.map((colour) => (
              <BetCell
                key={colour}
                betKey={colourKey(colour)}
                board={board}
                label={t(`colours28.${colour}`)}
                variant={`swatch lt-cell--${colour.toLowerCase()}`}
              />
            ))}
          </div>
        </BoardSection>
        <BoardSection title={t('board.shapes')}>
          <div className="lt-grid lt-grid--3">
            {digits3Shapes.map((key) => (
              <BetCell key={key} betKey={key} board={board} label={t(`keys.plain.${key}`)} variant="combo" />
            ))}
          </div>
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
  return (
    <div className="lt-board" data-testid="board-DICE">
      <BoardSection title={t('board.sides')} hint={t('board.sidesHintDice')}>
        <div className="lt-grid lt-grid--5">
          {diceSides.map((key) => (
            <BetCell
              key={key}
              betKey={key}
              board={board}
              label={t(`keys.side.${key}`)}
              variant={`side lt-cell--${key.toLowerCase()}`}
            />
          ))}
          <BetCell
            betKey="ANY_TRIPLE"
            board={board}
            label={t('keys.plain.ANY_TRIPLE')}
            variant="side lt-cell--triple"
          />
        </div>
      </BoardSection>
      <BoardSection title={t('board.sum')}>
        <div className="lt-grid lt-grid--8">
          {range(3, 18).map((sum) => (
            <BetCell
              key={sum}
              betKey={sumKey(sum)}
              board={board}
              label={t('keys.sum', { n: sum })}
              variant="number"
            >
              <span className="lt-cell__big">{sum}</span>
            </BetCell>
          ))}
        </div>
      </BoardSection>
      <div className="lt-board__pair">
        <BoardSection title={t('board.triples')}>
          <div className="lt-grid lt-grid--3">
            {faces.map((face) => (
              <BetCell
                key={face}
                betKey={tripleKey(face)}
                board={board}
                label={t('keys.triple', { face })}
                variant="dice"
              >
                <span className="lt-dice-row">
                  <Die face={face} size="sm" />
                  <Die face={face} size="sm" />
                  <Die face={face} size="sm" />
                </span>
              </BetCell>
            ))}
          </div>
        </BoardSection>
        <BoardSection title={t('board.pairs')}>
          <div className="lt-grid lt-grid--3">
            {faces.map((face) => (
              <BetCell
                key={face}
                betKey={pairKey(face)}
                board={board}
                label={t('keys.pair', { face })}
                variant="dice"
              >
                <span className="lt-dice-row">
                  <Die face={face} size="sm" />
                  <Die face={face} size="sm" />
                </span>
              </BetCell>
            ))}
          </div>
        </BoardSection>
      </div>
      <BoardSection title={t('board.faces')} hint={t('board.facesHint', { odds: faceOdds })}>
        <div className="lt-grid lt-grid--6">
          {faces.map((face) => (
            <BetCell
              key={face}
              betKey={faceKey(face)}
              board={board}
              label={t('keys.face', { face })}
              variant="dice"
              multiplier={faceOdds}
            >
              <Die face={face} size="sm" />
            </BetCell>
          ))}
        </div>
      </BoardSection>
      <BoardSection title={t('board.combos')}>
        <div className="lt-grid lt-grid--combos">
          {diceCombos.map(([a, b]) => (
            <BetCell
              key={`${a}-${b}`}
              betKey={comboKey(a, b)}
              board={board}
              label={t('keys.diceCombo', { faces: `${a} + ${b}` })}
              variant="dice"
            >
              <span className="lt-dice-row">
                <Die face={a} size="sm" />
                <Die face={b} size="sm" />
              </span>
            </BetCell>
          ))}
        </div>
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
        <div className="lt-segment" role="group" aria-label={t('board.window')}>
          {windowsOfThree.map((option) => (
            <button
              key={option}
              type="button"
              className={part === option ? 'is-on' : ''}
              aria-pressed={part === option}
              onClick={() => setPart(option)}
            >
              {t(`windows.${option}`)}
            </button>
          ))}
        </div>
        <div className="lt-segment" role="group" aria-label={t('board.kind')}>
          {threeKinds.map((option) => (
            <button
              key={option}
              type="button"
              className={kind === option ? 'is-on' : ''}
              aria-pressed={kind === option}
              onClick={() => setKind(option)}
            >
              {t(`kinds.${option}`)} <small>×{formatMultiplier(board.odds[`THREE:${option}`] ?? 0)}</small>
            </button>
          ))}
        </div>
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
      <div className="lt-composer__foot">
        <span className={`lt-composer__key${key ? '' : ' is-empty'}`} data-testid="three-key">
          {key ?? (picked ? t(`kindsInvalid.${kind}`) : t('board.pickThree'))}
        </span>
        <span className="lt-composer__odds">×{multiplier}</span>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={board.locked}
          onClick={() => board.onAdd([quickThree(part, kind)])}
        >
          {t('board.random')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={!key || board.locked}
          onClick={() => {
            if (!key) return;
            board.onAdd([key]);
            setDigits([null, null, null]);
          }}
          data-testid="three-add"
        >
          {t('board.add')}
        </button>
      </div>
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
                {range(0, 9).map((digit) => (
                  <BetCell
                    key={digit}
                    betKey={positionKey(position, digit)}
                    board={board}
                    label={t('keys.position', { n: position, pick: digit })}
                    variant="digit"
                  >
                    <span className="lt-cell__big">{digit}</span>
                  </BetCell>
                ))}
                {positionSides.map((side) => (
                  <BetCell
                    key={side}
                    betKey={positionKey(position, side)}
                    board={board}
                    label={t('keys.position', { n: position, pick: t(`keys.side.${side}`) })}
                    variant={`digit lt-cell--side-mini lt-cell--${side.toLowerCase()}`}
                  >
                    {t(`keys.sideShort.${side}`)}
                  </BetCell>
                ))}
              </div>
            </div>
          ))}
        </div>
      </BoardSection>
      <BoardSection title={t('board.sumOfFive')} hint={t('board.sumHint5')}>
        <div className="lt-grid lt-grid--4">
          {positionSides.map((side) => (
            <BetCell
              key={side}
              betKey={digits5SumKey(side)}
              board={board}
              label={t('keys.sumSide', { side: t(`keys.side.${side}`) })}
              variant={`side lt-cell--${side.toLowerCase()}`}
            >
              {t(`keys.side.${side}`)}
            </BetCell>
          ))}
        </div>
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
          <div className="lt-grid lt-grid--7">
            {ballColours.map((colour) => (
              <BetCell
                key={colour}
                betKey={specialKey(colour)}
                board={board}
                label={t('keys.special', { pick: t(`ballColours.${colour}`) })}
                variant={`swatch lt-cell--${colour.toLowerCase()}`}
              >
                {t(`ballColours.${colour}`)}
              </BetCell>
            ))}
            {specialSides.map((side) => (
              <BetCell
                key={side}
                betKey={specialKey(side)}
                board={board}
                label={t('keys.special', { pick: t(`keys.side.${side}`) })}
                variant={`side lt-cell--${side.toLowerCase()}`}
              >
                {t(`keys.side.${side}`)}
              </BetCell>
            ))}
          </div>
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
          <div className="lt-composer__foot">
            <span className={`lt-composer__key${key ? '' : ' is-empty'}`} data-testid="main-key">
              {picked.length
                ? [...picked].sort((a, b) => a - b).join(' · ')
                : t('board.pickBalls', { count: size })}
            </span>
            <span className="lt-composer__odds">×{formatMultiplier(board.odds[mode] ?? 0)}</span>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={board.locked}
              onClick={() => board.onAdd([quickMain(mode)])}
            >
              {t('board.random')}
            </button>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={!key || board.locked}
              onClick={() => {
                if (!key) return;
                board.onAdd([key]);
                setPicked([]);
              }}
              data-testid="main-add"
            >
              {t('board.add')}
            </button>
          </div>
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
