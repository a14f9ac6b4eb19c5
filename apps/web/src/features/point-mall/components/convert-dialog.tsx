import type { PointsConfig } from '@msp/contracts/points.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { CoinsIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { formatAmount, isPositive } from '../../reward-center/lib/amounts.ts';
import { PaymentPasswordField, WalletField } from '../../wallet/components/wallet-ui.tsx';
import { serverFieldError, serverFormError } from '../../wallet/lib/server-errors.ts';
import { pinProblem } from '../../wallet/lib/validation.ts';
import { useConvert } from '../hooks/use-points.ts';
import {
  convertAmount,
  convertProblem,
  formatPoints,
  maxConvertible,
  timesAmount,
} from '../lib/points-format.ts';

const formFields = ['points', 'paymentPassword'] as const;

/** Converting points to cash at the merchant's rate: whole steps within its limits, with the payment password. */
export function ConvertDialog({
  rate,
  points,
  symbol,
  onClose,
}: {
  rate: PointsConfig['convert'];
  points: number;
  symbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('pointMall');
  const { t: tWallet } = useTranslation('wallet');
  const most = maxConvertible(rate, points);
  const [wanted, setWanted] = useState(most > 0 ? String(most) : '');
  const [pin, setPin] = useState('');
  const [issues, setIssues] = useState<{ points?: string; pin?: string }>({});
  const convert = useConvert((result) => {
    showToast(t('convert.toast', { amount: formatAmount(result.amount, symbol) }), 'success');
    onClose();
  });
  const count = /^\d{1,10}$/.test(wanted) ? Number(wanted) : 0;
  const cash = convertAmount(count, rate);
  const limits = {
    min: formatPoints(rate.minPoints),
    max: formatPoints(rate.maxPoints),
    step: formatPoints(rate.points),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (convert.isPending) return;
    const pointsIssue = convertProblem(count, rate, points);
    const pinIssue = pinProblem(pin);
    setIssues({
      points:
        pointsIssue === 'range'
          ? t('convert.range', limits)
          : pointsIssue === 'insufficient'
            ? t('convert.insufficient', { points: formatPoints(points) })
            : undefined,
      pin: pinIssue ? tWallet(`validation.${pinIssue}`) : undefined,
    });
    if (pointsIssue || pinIssue) return;
    convert.submit({ points: count, paymentPassword: pin });
  };
  const formError = serverFormError(convert.error, formFields);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('convert.title')}
      width={460}
      height="auto"
      lockScroll
      testId="convert-dialog"
      className="pm-dialog"
    >
      <form className="pm-dialog__form" onSubmit={submit} noValidate>
        <p className="pm-dialog__lead">
          {t('convert.lead', {
            points: formatPoints(rate.points),
            amount: formatAmount(rate.amount, symbol),
            ...limits,
          })}
        </p>
        {most === 0 ? <p className="pm-dialog__lead">{t('convert.none', { min: limits.min })}</p> : null}
        <WalletField
          id="convert-points"
          label={t('convert.points')}
          icon={<CoinsIcon />}
          error={issues.points ?? serverFieldError(convert.error, 'points')}
          aside={
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => setWanted(String(most))}
              disabled={most === 0}
            >
              {t('convert.max')}
            </button>
          }
        >
          <input
            id="convert-points"
            inputMode="numeric"
            autoComplete="off"
            value={wanted}
            onChange={(event) => {
              setWanted(event.target.value.replace(/\D/g, '').slice(0, 10));
              setIssues((current) => ({ ...current, points: undefined }));
              if (convert.error) convert.reset();
            }}
            data-testid="convert-points"
          />
        </WalletField>
        <dl className="pm-summary">
          <div className="pm-summary__gain">
            <dt>{t('convert.youGet')}</dt>
            <dd data-testid="convert-cash">{formatAmount(cash, symbol)}</dd>
          </div>
          {rate.turnoverMultiple > 0 && isPositive(cash) ? (
            <div>
              <dt>{t('convert.turnover')}</dt>
              <dd>{formatAmount(timesAmount(cash, rate.turnoverMultiple), symbol)}</dd>
            </div>
          ) : null}
          <div className="pm-summary__total">
            <dt>{t('convert.after')}</dt>
            <dd>{formatPoints(Math.max(0, points - count))}</dd>
          </div>
        </dl>
        <PaymentPasswordField
          id="convert-pin"
          value={pin}
          error={issues.pin ?? serverFieldError(convert.error, 'paymentPassword')}
          onChange={(value) => {
            setPin(value);
            setIssues((current) => ({ ...current, pin: undefined }));
            if (convert.error) convert.reset();
          }}
        />
        {formError ? (
          <p className="form-error" role="alert" data-testid="convert-error">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--block btn--lg"
          disabled={convert.isPending || most === 0}
          data-testid="convert-submit"
        >
          {convert.isPending ? t('convert.sending') : t('convert.submit')}
        </button>
      </form>
    </Modal>
  );
}
