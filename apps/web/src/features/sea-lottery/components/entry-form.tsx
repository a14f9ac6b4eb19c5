import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon, TicketIcon } from '../../../shared/ui/icons.tsx';
import { Money } from '../../wallet/components/money.tsx';
import {
  priceSlip,
  type EntryProblem,
  type FourDEntry,
  type PricedEntry,
  type SlipBet,
  type ThreeDEntry,
} from '../lib/entry.ts';
import { majorOf } from '../lib/minor-units.ts';
import { FourDRow, Segmented, ThreeDRow } from './entry-rows.tsx';
import './sea-lottery.css';

export interface EntryFormProps {
  /** The game's limits on each unit stake, major-unit strings. */
  minStake: string;
  maxStake: string;
  /** Betting is closed (cut-off passed, no open draw): the form shows why and takes nothing. */
  closed: boolean;
  /** Called with the slip's bets (unit stakes) when every line that is not blank is valid. */
  onSubmit: (bets: SlipBet[]) => void;
  /** A slip is on its way: the button waits. */
  busy?: boolean;
  /** The currency symbol before amounts ("৳"). */
  symbol?: string;
}

type Kind = '4D' | '3D';
/** A line of the form with a key of its own, so that removing one keeps the others' inputs in place. */
type Row<E> = E & { id: number };

export const MAX_LINES = 10;

const blankFourD = (): FourDEntry => ({ number: '', big: '', small: '', mode: 'STRAIGHT' });
const blankThreeD = (): ThreeDEntry => ({ number: '', amount: '', position: 'A' });

/**
 * The 4D entry form: up to ten 4D lines (number, Big and Small unit stakes, Straight / iBox / Box) and ten 3D
 * lines (three digits on A, B, C or ABC), each with its orderings and cost, the slip's total, and a submit that
 * hands the canonical bets to `onSubmit` only when the slip is valid.
 */
export function EntryForm({
  minStake,
  maxStake,
  closed,
  onSubmit,
  busy = false,
  symbol = '',
}: EntryFormProps) {
  const { t } = useTranslation('seaLottery');
  const nextId = useRef(1);
  const newRow = <E,>(entry: E): Row<E> => ({ ...entry, id: nextId.current++ });
  const [kind, setKind] = useState<Kind>('4D');
  const [fourD, setFourD] = useState<Row<FourDEntry>[]>(() => [{ ...blankFourD(), id: 0 }]);
  const [threeD, setThreeD] = useState<Row<ThreeDEntry>[]>(() => [{ ...blankThreeD(), id: 0 }]);

  const limits = { minStake, maxStake };
  const slip = priceSlip(fourD, threeD, limits);
  const problemText = (problem: EntryProblem, of: Kind) => {
    if (problem === 'digits') return t('problems.digits', { length: of === '4D' ? 4 : 3 });
    if (problem === 'empty') return t(of === '4D' ? 'problems.empty' : 'problems.emptyThreeD');
    if (problem === 'range') return t('problems.range', { min: minStake, max: maxStake });
    return t(`problems.${problem}`);
  };
  const lineProblem = (priced: PricedEntry, of: Kind) =>
    priced.problem && !priced.blank ? problemText(priced.problem, of) : null;
  // The lines in view say what is wrong with them; beside the button goes only what the member cannot see.
  const hiddenLines = kind === '4D' ? slip.threeD : slip.fourD;
  const allBlank = [...slip.fourD, ...slip.threeD].every((priced) => priced.blank);
  const hint = allBlank
    ? t('problems.emptySlip')
    : (hiddenLines.map((priced) => lineProblem(priced, kind === '4D' ? '3D' : '4D')).find(Boolean) ?? null);
  const filled = (lines: PricedEntry[]) => lines.filter((priced) => !priced.blank).length;
  const hasProblem = (lines: PricedEntry[]) => lines.some((priced) => priced.problem && !priced.blank);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (slip.valid && !closed && !busy) onSubmit(slip.bets);
  };

  const rows =
    kind === '4D'
      ? fourD.map((row, index) => (
          <FourDRow
            key={row.id}
            line={index + 1}
            entry={row}
            priced={slip.fourD[index]!}
            onChange={(entry) =>
              setFourD(fourD.map((other) => (other.id === row.id ? { ...entry, id: row.id } : other)))
            }
            onRemove={
              fourD.length > 1 ? () => setFourD(fourD.filter((other) => other.id !== row.id)) : undefined
            }
            problem={lineProblem(slip.fourD[index]!, '4D')}
            symbol={symbol}
          />
        ))
      : threeD.map((row, index) => (
          <ThreeDRow
            key={row.id}
            line={index + 1}
            entry={row}
            priced={slip.threeD[index]!}
            onChange={(entry) =>
              setThreeD(threeD.map((other) => (other.id === row.id ? { ...entry, id: row.id } : other)))
            }
            onRemove={
              threeD.length > 1 ? () => setThreeD(threeD.filter((other) => other.id !== row.id)) : undefined
            }
            problem={lineProblem(slip.threeD[index]!, '3D')}
            symbol={symbol}
          />
        ));
  const count = kind === '4D' ? fourD.length : threeD.length;
  // A new line keeps the bet type of the last one: members usually enter several numbers the same way.
  const addRow = () =>
    kind === '4D'
      ? setFourD([...fourD, newRow({ ...blankFourD(), mode: fourD.at(-1)?.mode ?? 'STRAIGHT' })])
      : setThreeD([...threeD, newRow({ ...blankThreeD(), position: threeD.at(-1)?.position ?? 'A' })]);

  return (
    <form
      className={`s4d-form${closed ? ' is-closed' : ''}`}
      onSubmit={submit}
      noValidate
      aria-label={t('entry.title')}
      data-testid="entry-form"
    >
      <div className="s4d-form__bar">
        <Segmented
          className="s4d-form__kinds"
          label={t('entry.games')}
          options={(['4D', '3D'] as const).map((value) => {
            const lines = value === '4D' ? slip.fourD : slip.threeD;
            const filledCount = filled(lines);
            return {
              value,
              text: (
                <>
                  {t(value === '4D' ? 'entry.fourD' : 'entry.threeD')}
                  {filledCount ? <span className="s4d-form__badge">{filledCount}</span> : null}
                  {hasProblem(lines) ? <span className="s4d-form__alert" aria-hidden="true" /> : null}
                </>
              ),
            };
          })}
          value={kind}
          onChange={setKind}
          testId="entry-kind"
        />
        <span className="s4d-form__limits">{t('entry.limits', { min: minStake, max: maxStake })}</span>
      </div>
      {closed ? (
        <p className="s4d-form__closed" role="status" data-testid="entry-closed">
          <LockIcon />
          {t('entry.closed')}
        </p>
      ) : null}
      <fieldset className="s4d-form__lines" disabled={closed}>
        <legend className="visually-hidden">{t(kind === '4D' ? 'entry.fourD' : 'entry.threeD')}</legend>
        <ol className="s4d-form__rows">{rows}</ol>
        <div className="s4d-form__more">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={addRow}
            disabled={count >= MAX_LINES}
            data-testid="entry-add"
          >
            + {t('entry.add')}
          </button>
          <span className="s4d-form__count">{t('entry.lines', { count, max: MAX_LINES })}</span>
        </div>
      </fieldset>
      <p className="s4d-form__note">{t('entry.unitNote')}</p>
      <footer className="s4d-form__foot">
        <dl className="s4d-form__total">
          <dt>
            {t('entry.total')}
            <small data-testid="entry-bet-count">{t('entry.bets', { count: slip.bets.length })}</small>
          </dt>
          <dd>
            <Money amount={majorOf(slip.total)} symbol={symbol} testId="s4d-total" />
          </dd>
        </dl>
        {hint && !closed ? (
          <p className="s4d-form__hint" data-testid="entry-hint">
            {hint}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--lg s4d-form__submit"
          disabled={!slip.valid || closed || busy}
          data-testid="s4d-submit"
        >
          <TicketIcon />
          {busy ? t('entry.sending') : t('entry.submit')}
        </button>
      </footer>
    </form>
  );
}
