import type { Board, NumeroInfo } from '@msp/contracts/lottery/api.ts';
import type { OfLotteryFamily } from '../lib/game-names.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { CloseIcon, TicketIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { Money } from '../../wallet/components/money.tsx';
import type { SlipAnswer } from '../api/lottery.ts';
import { useSlipSubmit } from '../api/use-slip-submit.ts';
import { fromMinor } from '../../../shared/lib/minor-units.ts';
import { betLabel } from '../lib/bet-labels.ts';
import { formatMultiplier, normalizeAmount, priceSlip, type SlipLine } from '../lib/slip.ts';

interface BetSlipProps {
  board: OfLotteryFamily<Board>;
  numero: NumeroInfo | null;
  locked: boolean;
  lines: SlipLine[];
  onLines: (lines: SlipLine[]) => void;
  symbol: string;
}

/**
 * The bet slip: every picked bet with its stake, multiplier and best win, the total stake and the potential
 * win (a win includes the stake), a confirmation, and the server's refusal (closed numero, limits, funds)
 * right here beside it.
 */
export function BetSlip({ board, numero, locked, lines, onLines, symbol }: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const [confirming, setConfirming] = useState(false);
  const [placed, setPlaced] = useState<SlipAnswer | null>(null);
  const totals = priceSlip(board.family, board.odds, lines, board.limits);
  const { submit, isPending, error, reset } = useSlipSubmit((answer) => {
    setPlaced(answer);
    setConfirming(false);
    onLines([]);
  });
  const money = (minor: bigint, testId?: string) => (
    <Money amount={fromMinor(minor)} symbol={symbol} testId={testId} />
  );

  const change = (next: SlipLine[]) => {
    reset();
    setPlaced(null);
    onLines(next);
  };
  const send = () => {
    if (!numero || !totals.valid || locked) return;
    submit({
      gameCode: board.gameCode,
      numero: numero.numero,
      bets: lines.map((line) => ({ betKey: line.betKey, amount: normalizeAmount(line.amount) })),
    });
  };
  const problem = totals.lines.find((line) => line.problem)?.problem;
  const hint = totals.overNumeroLimit
    ? t('slip.overNumero', { amount: board.limits.maxStakePerNumero })
    : problem === 'belowMin' || problem === 'aboveMax'
      ? t('slip.range', { min: board.limits.minStake, max: board.limits.maxStake })
      : problem === 'amount'
        ? t('slip.amountInvalid')
        : null;

  return (
    <aside className="lt-slip" data-testid="bet-slip" aria-label={t('slip.title')} id="bet-slip">
      <header className="lt-slip__head">
        <h2 className="lt-slip__title">
          <TicketIcon />
          {t('slip.title')}
          <span className="lt-slip__count" data-testid="slip-count">
            {lines.length}
          </span>
        </h2>
        {numero ? (
          <span className="lt-slip__numero" data-testid="slip-numero" data-numero={numero.numero}>
            {t('slip.numero', { numero: numero.numero })}
          </span>
        ) : null}
      </header>
      {lines.length === 0 ? (
        <div className="lt-slip__empty">
          <span className="lt-slip__empty-art" aria-hidden="true">
            <TicketIcon />
          </span>
          <p>{placed ? null : t('slip.empty')}</p>
        </div>
      ) : (
        <ul className="lt-slip__lines">
          {totals.lines.map((line) => (
            <li
              key={line.betKey}
              className={`lt-line${line.problem ? ' is-invalid' : ''}`}
              data-testid="slip-line"
              data-bet-key={line.betKey}
            >
              <div className="lt-line__what">
                <span className="lt-line__label">{betLabel(t, board.family, line.betKey)}</span>
                <span className="lt-line__odds">×{formatMultiplier(line.multiplier)}</span>
              </div>
              <label className="lt-line__amount">
                <span className="visually-hidden">
                  {t('slip.stakeFor', { bet: betLabel(t, board.family, line.betKey) })}
                </span>
                <span className="lt-line__symbol" aria-hidden="true">
                  {symbol}
                </span>
                <input
                  inputMode="decimal"
                  value={line.amount}
                  aria-invalid={line.problem !== null}
                  onChange={(event) =>
                    change(
                      lines.map((other) =>
                        other.betKey === line.betKey
                          ? { ...other, amount: event.target.value.replace(/[^\d.]/g, '') }
                          : other,
                      ),
                    )
                  }
                  data-testid="slip-amount"
                />
              </label>
              <span className="lt-line__win">
                <small>{t('slip.win')}</small>
                {money(line.potentialWin)}
              </span>
              <button
                type="button"
                className="lt-line__remove"
                aria-label={t('slip.remove', { bet: betLabel(t, board.family, line.betKey) })}
                onClick={() => change(lines.filter((other) => other.betKey !== line.betKey))}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dl className="lt-slip__totals">
        <div>
          <dt>{t('slip.total')}</dt>
          <dd>{money(totals.totalStake, 'slip-total')}</dd>
        </div>
        <div className="lt-slip__potential">
          <dt>{t('slip.potential')}</dt>
          <dd>{money(totals.potentialWin, 'slip-potential')}</dd>
        </div>
      </dl>
      {hint && lines.length > 0 ? <p className="lt-slip__hint">{hint}</p> : null}
      {error ? (
        <p className="lt-slip__error" role="alert" data-testid="slip-error">
          {errorMessageOf(error)}
        </p>
      ) : null}
      {placed ? (
        <p className="lt-slip__placed" role="status" data-testid="slip-placed">
          {t('slip.placed', { count: placed.bets.length })} · <Money amount={placed.total} symbol={symbol} />
        </p>
      ) : null}
      {locked ? <p className="lt-slip__locked">{t('slip.locked')}</p> : null}
      <div className="lt-slip__actions">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => change([])}
          disabled={lines.length === 0}
        >
          {t('slip.clear')}
        </button>
        <button
          type="button"
          className="btn btn--primary lt-slip__place"
          disabled={!totals.valid || locked || !numero || isPending}
          onClick={() => {
            reset();
            setConfirming(true);
          }}
          data-testid="slip-place"
        >
          {t('slip.place')}
        </button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirm.title')}
        width={460}
        height="auto"
        lockScroll
        className="lt-confirm"
        testId="slip-confirm"
      >
        <div className="lt-confirm__body">
          <p className="lt-confirm__lead">
            {t('confirm.lead', { count: lines.length, numero: numero?.numero ?? '' })}
          </p>
          <ul className="lt-confirm__lines">
            {totals.lines.map((line) => (
              <li key={line.betKey}>
                <span>{betLabel(t, board.family, line.betKey)}</span>
                <span className="lt-confirm__stake">{money(line.stake ?? 0n)}</span>
              </li>
            ))}
          </ul>
          <dl className="lt-slip__totals">
            <div>
              <dt>{t('slip.total')}</dt>
              <dd>{money(totals.totalStake, 'confirm-total')}</dd>
            </div>
            <div className="lt-slip__potential">
              <dt>{t('slip.potential')}</dt>
              <dd>{money(totals.potentialWin)}</dd>
            </div>
          </dl>
          {error ? (
            <p className="lt-slip__error" role="alert">
              {errorMessageOf(error)}
            </p>
          ) : null}
          {locked ? <p className="lt-slip__locked">{t('slip.locked')}</p> : null}
          <div className="lt-confirm__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {t('confirm.back')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={isPending || locked || !totals.valid}
              onClick={send}
              data-testid="slip-confirm-submit"
            >
              {isPending ? t('confirm.sending') : t('confirm.submit')}
            </button>
          </div>
        </div>
      </Modal>
    </aside>
  );
}
