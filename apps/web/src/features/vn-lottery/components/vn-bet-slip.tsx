import type { NumeroInfo } from '@msp/contracts/lottery/api.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { CloseIcon, LockIcon, TicketIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import type { SlipAnswer } from '../../lottery/api/lottery.ts';
import { useSlipSubmit } from '../../lottery/api/use-slip-submit.ts';
import { Money } from '../../wallet/components/money.tsx';
import { fromMinor, plainAmount } from '../../../shared/lib/minor-units.ts';
import { countdownOf } from '../lib/games.ts';
import { formatOdds, vnPlayTypeNames } from '../lib/play-types.ts';
import { MAX_SLIP_BETS, type VnLimits, type VnLine, type VnSlip } from '../lib/vn-slip.ts';

type Loose = (key: string, options?: Record<string, unknown>) => string;

export interface VnBetSlipProps {
  gameCode: string;
  numero: NumeroInfo | null;
  now: number;
  locked: boolean;
  slip: VnSlip;
  limits: VnLimits;
  symbol: string;
  /** The unit stake as typed, and the chips the limits allow. */
  unitText: string;
  chips: readonly string[];
  onUnit: (text: string) => void;
  onRemove: (line: VnLine) => void;
  onClear: () => void;
  /** What the member still has to do before the selection makes a bet ("pick 2 numbers"), or null. */
  pending: string | null;
  onPlaced: (answer: SlipAnswer) => void;
}

/** "Lô 2 số 07", "Xiên 2 07, 23". */
export const lineLabel = (line: Pick<VnLine, 'playType' | 'numbers'>) =>
  `${vnPlayTypeNames[line.playType] ?? line.playType} ${line.numbers.join(', ')}`;

/**
 * The slip: the unit stake (chips or typed, within the game's limits), every bet with what it costs (unit ×
 * points) and what each hit pays (unit × odds), the total to pay, the numero and its cut-off; a confirmation, then
 * the idempotent submit. The server's refusal shows here; everything locks at the cut-off.
 */
export function VnBetSlip({
  gameCode,
  numero,
  now,
  locked,
  slip,
  limits,
  symbol,
  unitText,
  chips,
  onUnit,
  onRemove,
  onClear,
  pending,
  onPlaced,
}: VnBetSlipProps) {
  const { t: typed } = useTranslation('vnLottery');
  const t = typed as unknown as Loose;
  const [confirming, setConfirming] = useState(false);
  const [placed, setPlaced] = useState<SlipAnswer | null>(null);
  const { submit, isPending, error, reset } = useSlipSubmit((answer) => {
    setPlaced(answer);
    setConfirming(false);
    onPlaced(answer);
  });
  const money = (minor: bigint, testId?: string) => (
    <Money amount={fromMinor(minor)} symbol={symbol} testId={testId} />
  );
  const countdown = countdownOf(numero, now);
  const touched = () => {
    reset();
    setPlaced(null);
  };
  const send = () => {
    if (!numero || !slip.valid || locked || slip.unit === null) return;
    const amount = plainAmount(slip.unit);
    submit({
      gameCode,
      numero: numero.numero,
      bets: slip.lines.map((line) => ({ betKey: line.betKey, amount })),
    });
  };

  const hint =
    slip.lines.length === 0
      ? null
      : slip.unitProblem === 'amount'
        ? t('slip.unitInvalid')
        : slip.unitProblem !== null
          ? t('slip.range', { min: limits.minStake, max: limits.maxStake })
          : slip.tooMany
            ? t('slip.tooMany', { count: MAX_SLIP_BETS })
            : slip.lines.some((line) => line.soldOut)
              ? t('slip.soldOut')
              : slip.lines.some((line) => line.overKeyLimit)
                ? t('slip.overKey', { amount: limits.maxStakePerKey })
                : slip.overNumeroLimit
                  ? t('slip.overNumero', { amount: limits.maxStakePerNumero })
                  : null;

  return (
    <aside className="vn-slip" data-testid="vn-slip" aria-label={t('slip.title')} id="vn-slip">
      <header className="vn-slip__head">
        <h2 className="vn-slip__title">
          <TicketIcon aria-hidden="true" />
          {t('slip.title')}
          <span className="vn-slip__count">{slip.lines.length}</span>
        </h2>
        {numero ? (
          <span
            className={`vn-slip__numero vn-slip__numero--${countdown.phase}`}
            data-testid="vn-slip-numero"
            data-numero={numero.numero}
          >
            <span className="vn-slip__numero-id">{t('slip.numero', { numero: numero.numero })}</span>
            <span className="vn-slip__closes">
              {countdown.phase === 'open' ? t('slip.closesIn', { time: countdown.text }) : t('slip.closed')}
            </span>
          </span>
        ) : null}
      </header>

      <div className="vn-unit">
        <label className="vn-unit__label" htmlFor="vn-unit">
          {t('slip.unit')}
          <small>{t('slip.unitRange', { min: limits.minStake, max: limits.maxStake })}</small>
        </label>
        <div className="vn-unit__chips" role="group" aria-label={t('slip.chips')}>
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              className={`vn-unit__chip${chip === unitText ? ' is-on' : ''}`}
              aria-pressed={chip === unitText}
              onClick={() => {
                touched();
                onUnit(chip);
              }}
              data-testid="vn-unit-chip"
              data-amount={chip}
            >
              {chip}
            </button>
          ))}
        </div>
        <div className={`vn-unit__field${slip.unitProblem ? ' is-invalid' : ''}`}>
          <span aria-hidden="true">{symbol}</span>
          <input
            id="vn-unit"
            inputMode="decimal"
            autoComplete="off"
            value={unitText}
            aria-invalid={slip.unitProblem !== null}
            onChange={(event) => {
              touched();
              onUnit(event.target.value.replace(/[^\d.]/g, ''));
            }}
            data-testid="vn-unit"
          />
          <span className="vn-unit__per">{t('slip.perUnit')}</span>
        </div>
      </div>

      {slip.lines.length === 0 ? (
        <div className="vn-slip__empty">
          <span className="vn-slip__empty-art" aria-hidden="true">
            <TicketIcon />
          </span>
          <p>{pending ?? (placed ? null : t('slip.empty'))}</p>
        </div>
      ) : (
        <ul className="vn-slip__lines">
          {slip.lines.map((line) => (
            <li
              key={line.betKey}
              className={`vn-line${line.soldOut || line.overKeyLimit ? ' is-invalid' : ''}`}
              data-testid="vn-slip-line"
              data-bet-key={line.betKey}
              data-cost={fromMinor(line.cost)}
              data-win={fromMinor(line.winPerHit)}
            >
              <div className="vn-line__what">
                <span className="vn-line__label">
                  <span lang="vi">{vnPlayTypeNames[line.playType] ?? line.playType}</span>{' '}
                  <strong className="vn-line__numbers">{line.numbers.join(' · ')}</strong>
                </span>
                <span className="vn-line__odds" lang="vi">
                  {line.pointCost} ăn {formatOdds(line.odds)}
                  {line.soldOut ? <em className="vn-line__sold">{t('slip.soldOutMark')}</em> : null}
                </span>
              </div>
              <span className="vn-line__cost">
                <small>{t('slip.cost')}</small>
                {money(line.cost, 'vn-slip-cost')}
              </span>
              <span className="vn-line__win">
                <small>{line.perHit ? t('slip.winPerHit') : t('slip.win')}</small>
                {money(line.winPerHit, 'vn-slip-win')}
                {line.perHit ? <em className="vn-line__hits">{t('slip.timesHits')}</em> : null}
              </span>
              <button
                type="button"
                className="vn-line__remove"
                aria-label={t('slip.remove', { bet: lineLabel(line) })}
                onClick={() => {
                  touched();
                  onRemove(line);
                }}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending && slip.lines.length > 0 ? <p className="vn-slip__pending">{pending}</p> : null}

      <dl className="vn-slip__totals">
        <div>
          <dt>{t('slip.bets')}</dt>
          <dd>{slip.lines.length}</dd>
        </div>
        <div className="vn-slip__total">
          <dt>{t('slip.total')}</dt>
          <dd>{money(slip.total, 'vn-slip-total')}</dd>
        </div>
      </dl>
      {hint ? <p className="vn-slip__hint">{hint}</p> : null}
      {error ? (
        <p className="vn-slip__error" role="alert" data-testid="vn-slip-error">
          {errorMessageOf(error)}
        </p>
      ) : null}
      {placed ? (
        <p className="vn-slip__placed" role="status" data-testid="vn-slip-placed">
          {t('slip.placed', { count: placed.bets.length })} · <Money amount={placed.total} symbol={symbol} />
        </p>
      ) : null}
      {locked ? (
        <p className="vn-slip__locked" data-testid="vn-slip-locked">
          <LockIcon aria-hidden="true" />
          {numero ? t('slip.locked') : t('countdown.none')}
        </p>
      ) : null}
      <div className="vn-slip__actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            touched();
            onClear();
          }}
          disabled={slip.lines.length === 0}
        >
          {t('slip.clear')}
        </button>
        <button
          type="button"
          className="btn btn--primary vn-slip__place"
          disabled={!slip.valid || locked || !numero || isPending}
          onClick={() => {
            reset();
            setConfirming(true);
          }}
          data-testid="vn-slip-place"
        >
          {t('slip.place')}
          {slip.lines.length > 0 ? <span className="vn-slip__place-total">{money(slip.total)}</span> : null}
        </button>
      </div>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirm.title')}
        width={460}
        height="auto"
        lockScroll
        className="vn-confirm"
        testId="vn-slip-confirm-dialog"
      >
        <div className="vn-confirm__body">
          <p className="vn-confirm__lead">
            {t('confirm.lead', { count: slip.lines.length, numero: numero?.numero ?? '' })}
          </p>
          <p className="vn-confirm__unit">
            {t('confirm.unit')} {slip.unit !== null ? money(slip.unit) : null}
          </p>
          <ul className="vn-confirm__lines">
            {slip.lines.map((line) => (
              <li key={line.betKey}>
                <span>{lineLabel(line)}</span>
                <span className="vn-confirm__cost">{money(line.cost)}</span>
              </li>
            ))}
          </ul>
          <dl className="vn-slip__totals">
            <div className="vn-slip__total">
              <dt>{t('slip.total')}</dt>
              <dd>{money(slip.total, 'vn-confirm-total')}</dd>
            </div>
          </dl>
          {error ? (
            <p className="vn-slip__error" role="alert">
              {errorMessageOf(error)}
            </p>
          ) : null}
          {locked ? <p className="vn-slip__locked">{t('slip.locked')}</p> : null}
          <div className="vn-confirm__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {t('confirm.back')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={isPending || locked || !slip.valid}
              onClick={send}
              data-testid="vn-slip-confirm"
            >
              {isPending ? t('confirm.sending') : t('confirm.submit')}
            </button>
          </div>
        </div>
      </Modal>
    </aside>
  );
}
