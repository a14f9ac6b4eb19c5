import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon, TicketIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { Money } from '../../wallet/components/money.tsx';
import type { SlipBet } from '../lib/entry.ts';
import { majorOf } from '../lib/minor-units.ts';
import { confirmLines, type ConfirmLine } from '../lib/page.ts';

/** "1234 · iBox Big", "017 · 3D ABC": a 4D key as the member entered it. */
export function BetName({ line }: { line: Pick<ConfirmLine, 'kind' | 'number'> }) {
  const { t } = useTranslation('seaLottery');
  return (
    <span className="s4d-betname">
      <strong className="s4d-mono">{line.number}</strong>
      <span>{t(`slip.kinds.${line.kind}`, { defaultValue: line.kind })}</span>
    </span>
  );
}

/**
 * The confirm step: every bet of the slip with its key, unit stake, units and cost (unit × the key's point
 * cost), the total the member pays, and the server's refusal in place. Sold-out keys and a cut-off that passes
 * meanwhile stop the confirmation.
 */
export function SlipConfirm({
  open,
  bets,
  numero,
  soldOut,
  locked,
  busy,
  error,
  symbol,
  onBack,
  onConfirm,
}: {
  open: boolean;
  bets: readonly SlipBet[];
  numero: string;
  soldOut: ReadonlySet<string>;
  locked: boolean;
  busy: boolean;
  /** The server's refusal, translated, or null. */
  error: ReactNode;
  symbol: string;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('seaLottery');
  const { lines, total } = confirmLines(bets);
  const anySoldOut = lines.some((line) => soldOut.has(line.betKey));
  return (
    <Modal
      open={open}
      onClose={onBack}
      title={
        <span className="s4d-confirm__title">
          <TicketIcon />
          {t('slip.confirmTitle')}
        </span>
      }
      width={520}
      height="auto"
      lockScroll
      className="s4d-confirm"
      testId="s4d-confirm"
    >
      <div className="s4d-confirm__body">
        <p className="s4d-confirm__lead">{t('slip.lead', { count: lines.length, numero })}</p>
        <div className="s4d-confirm__scroll">
          <table className="s4d-confirm__table">
            <thead>
              <tr>
                <th scope="col">{t('slip.bet')}</th>
                <th scope="col" className="s4d-num">
                  {t('slip.unit')}
                </th>
                <th scope="col" className="s4d-num">
                  {t('slip.units')}
                </th>
                <th scope="col" className="s4d-num">
                  {t('slip.cost')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr
                  key={line.betKey}
                  className={soldOut.has(line.betKey) ? 'is-sold-out' : undefined}
                  data-testid="s4d-confirm-line"
                  data-bet-key={line.betKey}
                >
                  <td>
                    <BetName line={line} />
                    <code className="s4d-confirm__key">{line.betKey}</code>
                    {soldOut.has(line.betKey) ? (
                      <span className="s4d-confirm__sold">{t('slip.soldOut')}</span>
                    ) : null}
                  </td>
                  <td className="s4d-num">
                    <Money amount={line.amount} symbol={symbol} />
                  </td>
                  <td className="s4d-num s4d-mono">×{line.units}</td>
                  <td className="s4d-num">
                    <Money amount={majorOf(line.cost)} symbol={symbol} testId="s4d-confirm-cost" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="s4d-confirm__total">
          <span>{t('slip.total')}</span>
          <Money amount={majorOf(total)} symbol={symbol} testId="s4d-confirm-total" />
        </div>
        {anySoldOut ? <p className="s4d-confirm__warn">{t('slip.soldOutNote')}</p> : null}
        {locked ? (
          <p className="s4d-confirm__warn" data-testid="s4d-confirm-locked">
            <LockIcon />
            {t('slip.locked')}
          </p>
        ) : null}
        {error ? (
          <p className="s4d-error" role="alert" data-testid="s4d-error">
            {error}
          </p>
        ) : null}
        <div className="s4d-confirm__actions">
          <button type="button" className="btn btn--ghost" onClick={onBack}>
            {t('slip.back')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy || locked || anySoldOut || lines.length === 0}
            onClick={onConfirm}
            data-testid="s4d-confirm-submit"
          >
            {busy ? t('slip.sending') : t('slip.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
