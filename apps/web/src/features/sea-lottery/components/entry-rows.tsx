import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { Money } from '../../wallet/components/money.tsx';
import {
  fourDModes,
  threeDPositions,
  type FourDEntry,
  type PricedEntry,
  type ThreeDEntry,
} from '../lib/entry.ts';
import { majorOf } from '../lib/minor-units.ts';

/** Problems of the number itself; the others are the stakes'. */
const onNumber = (problem: PricedEntry['problem']) => problem === 'digits' || problem === 'boxSame';

/** What the member may type: digits only for a number, digits and one point for a stake. */
export const onlyDigits = (typed: string, length: number) => typed.replace(/\D/g, '').slice(0, length);
export const onlyAmount = (typed: string) => typed.replace(/[^\d.]/g, '');

interface RowProps<E> {
  line: number;
  entry: E;
  priced: PricedEntry;
  onChange: (entry: E) => void;
  /** Absent when the line is the only one. */
  onRemove?: () => void;
  /** The line's problem, translated; null when it has none or is blank. */
  problem: string | null;
  symbol: string;
}

/**
 * What every line has, around its own inputs: its index, the number (4 or 3 digits), the cost, the remove button
 * and the problem. `children` gets whether its stakes are the invalid part (the problem is not the number's).
 */
function EntryRow({
  kind,
  digits,
  line,
  number,
  onNumberChange,
  priced,
  onRemove,
  problem,
  symbol,
  children,
}: Omit<RowProps<unknown>, 'entry' | 'onChange'> & {
  kind: '4D' | '3D';
  digits: number;
  number: string;
  onNumberChange: (number: string) => void;
  children: (stakesInvalid: boolean) => ReactNode;
}) {
  const { t } = useTranslation('seaLottery');
  const problemId = useId();
  const invalid = problem !== null;
  const numberInvalid = invalid && onNumber(priced.problem);
  return (
    <li
      className={`s4d-row s4d-row--${kind.toLowerCase()}${invalid ? ' is-invalid' : ''}`}
      data-testid="entry-row"
      data-kind={kind}
      data-keys={priced.bets.map((bet) => bet.betKey).join(' ')}
    >
      <span className="s4d-row__index" aria-hidden="true">
        {line}
      </span>
      <input
        className="s4d-input s4d-input--number s4d-row__number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={digits}
        placeholder={'0'.repeat(digits)}
        value={number}
        aria-label={t('entry.numberOf', { line })}
        aria-invalid={numberInvalid}
        aria-describedby={invalid ? problemId : undefined}
        onChange={(event) => onNumberChange(onlyDigits(event.target.value, digits))}
        data-testid="s4d-number"
      />
      {children(invalid && !numberInvalid)}
      <RowCost priced={priced} symbol={symbol} />
      <RemoveButton line={line} onRemove={onRemove} />
      {problem ? (
        <p className="s4d-row__problem" id={problemId} data-testid="entry-problem">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

/** A 4D line: the number, its Big and Small unit stakes, Straight / iBox / Box, the orderings and the cost. */
export function FourDRow({ entry, onChange, ...row }: RowProps<FourDEntry>) {
  const { t } = useTranslation('seaLottery');
  const { line, priced } = row;
  return (
    <EntryRow
      {...row}
      kind="4D"
      digits={4}
      number={entry.number}
      onNumberChange={(number) => onChange({ ...entry, number })}
    >
      {(stakesInvalid) => (
        <>
          <StakeInput
            className="s4d-row__big"
            caption={t('entry.big')}
            label={t('entry.bigOf', { line })}
            value={entry.big}
            onChange={(big) => onChange({ ...entry, big })}
            invalid={stakesInvalid}
            testId="s4d-big"
          />
          <StakeInput
            className="s4d-row__small"
            caption={t('entry.small')}
            label={t('entry.smallOf', { line })}
            value={entry.small}
            onChange={(small) => onChange({ ...entry, small })}
            invalid={stakesInvalid}
            testId="s4d-small"
          />
          <Segmented
            className="s4d-row__mode"
            label={t('entry.modeOf', { line })}
            options={fourDModes.map((mode) => ({
              value: mode,
              text: t(`modes.${mode}`),
              hint: t(`modeHints.${mode}`),
            }))}
            value={entry.mode}
            onChange={(mode) => onChange({ ...entry, mode })}
            testId="s4d-mode"
            dataName="mode"
          />
          <span
            className={`s4d-row__perms${entry.mode === 'STRAIGHT' ? ' is-straight' : ''}`}
            data-testid="s4d-permutations"
          >
            {priced.permutations === null ? '' : t('entry.permutations', { count: priced.permutations })}
          </span>
        </>
      )}
    </EntryRow>
  );
}

/** A 3D line: three digits, the position A / B / C / ABC, the unit stake and the cost. */
export function ThreeDRow({ entry, onChange, ...row }: RowProps<ThreeDEntry>) {
  const { t } = useTranslation('seaLottery');
  const { line } = row;
  return (
    <EntryRow
      {...row}
      kind="3D"
      digits={3}
      number={entry.number}
      onNumberChange={(number) => onChange({ ...entry, number })}
    >
      {(stakesInvalid) => (
        <>
          <Segmented
            className="s4d-row__mode"
            label={t('entry.positionOf', { line })}
            options={threeDPositions.map((position) => ({
              value: position,
              text: t(`positions.${position}`),
              hint: t(`positionHints.${position}`),
            }))}
            value={entry.position}
            onChange={(position) => onChange({ ...entry, position })}
            testId="entry-position"
          />
          <StakeInput
            className="s4d-row__big"
            caption={t('entry.stake')}
            label={t('entry.stakeOf', { line })}
            value={entry.amount}
            onChange={(amount) => onChange({ ...entry, amount })}
            invalid={stakesInvalid}
            testId="entry-amount"
          />
        </>
      )}
    </EntryRow>
  );
}

function StakeInput({
  className,
  caption,
  label,
  value,
  onChange,
  invalid,
  testId,
}: {
  className: string;
  caption: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  testId: string;
}) {
  return (
    <label className={`s4d-stake ${className}${invalid ? ' is-invalid' : ''}`}>
      <span className="s4d-stake__caption" aria-hidden="true">
        {caption}
      </span>
      <input
        className="s4d-stake__input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={value}
        aria-label={label}
        aria-invalid={invalid}
        onChange={(event) => onChange(onlyAmount(event.target.value))}
        data-testid={testId}
      />
    </label>
  );
}

function RowCost({ priced, symbol }: { priced: PricedEntry; symbol: string }) {
  const { t } = useTranslation('seaLottery');
  return (
    <span className="s4d-row__cost">
      <small>{t('entry.cost')}</small>
      {priced.problem === null ? (
        <Money amount={majorOf(priced.cost)} symbol={symbol} testId="entry-cost" />
      ) : (
        <span className="s4d-row__no-cost" data-testid="entry-cost">
          –
        </span>
      )}
    </span>
  );
}

function RemoveButton({ line, onRemove }: { line: number; onRemove?: () => void }) {
  const { t } = useTranslation('seaLottery');
  return (
    <button
      type="button"
      className="s4d-row__remove"
      onClick={onRemove}
      disabled={!onRemove}
      aria-label={t('entry.remove', { line })}
      data-testid="entry-remove"
    >
      <CloseIcon />
    </button>
  );
}

/** A row of toggle buttons for one choice (the bet type of a line, a 3D position). */
export function Segmented<V extends string>({
  className,
  label,
  options,
  value,
  onChange,
  testId,
  dataName,
}: {
  className?: string;
  label: string;
  options: ReadonlyArray<{ value: V; text: ReactNode; hint?: string }>;
  value: V;
  onChange: (value: V) => void;
  testId?: string;
  /** Names a `data-*` attribute that carries the chosen value (`mode` → `data-mode="IBOX"`), for browser tests. */
  dataName?: string;
}) {
  return (
    <div
      className={`s4d-seg${className ? ` ${className}` : ''}`}
      role="group"
      aria-label={label}
      data-testid={testId}
      {...(dataName ? { [`data-${dataName}`]: value } : {})}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={`s4d-seg__item${option.value === value ? ' is-on' : ''}`}
          aria-pressed={option.value === value}
          title={option.hint}
          onClick={() => onChange(option.value)}
          data-value={option.value}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
