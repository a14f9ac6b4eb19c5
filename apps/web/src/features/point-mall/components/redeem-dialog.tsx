import { pointsNoteMax } from '@msp/contracts/points-kinds.ts';
import type { PointsItem, RedeemResult } from '@msp/contracts/points.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { CheckIcon, LockIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { PaymentPasswordModal } from '../../member/components/payment-password-modal.tsx';
import { formatAmount, isPositive } from '../../reward-center/lib/amounts.ts';
import { Callout, PaymentPasswordField } from '../../wallet/components/wallet-ui.tsx';
import { serverFieldError, serverFormError } from '../../wallet/lib/server-errors.ts';
import { pinProblem } from '../../wallet/lib/validation.ts';
import { useRedeem } from '../hooks/use-points.ts';
import { formatPoints, timesAmount } from '../lib/points-format.ts';
import { KindIcon, PointsFigure, RedemptionStatusChip } from './point-mall-ui.tsx';

const formFields = ['paymentPassword', 'quantity', 'note'] as const;

/** The server's word that the member has no payment password yet: the dialog offers to set one. */
const noPaymentPassword = (error: unknown) =>
  error instanceof ApiError && error.errorCode === 'member.password.payment.missing';

/**
 * Redeeming an item: the quantity (up to what the caller can get), what it costs in points and cash and what it
 * gives, a note for a gift or a voucher, and the payment password. The server decides; its refusals show here in
 * the member's language. After a success the dialog says what happens next.
 */
export function RedeemDialog({
  item,
  points,
  symbol,
  onClose,
  onShowRedemptions,
}: {
  item: PointsItem;
  points: number;
  symbol: string;
  onClose: () => void;
  onShowRedemptions: () => void;
}) {
  const { t } = useTranslation('pointMall');
  const { t: tWallet } = useTranslation('wallet');
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const [pin, setPin] = useState('');
  const [pinIssue, setPinIssue] = useState<string | undefined>();
  const [settingPin, setSettingPin] = useState(false);
  const [done, setDone] = useState<RedeemResult | null>(null);
  const redeem = useRedeem((result) => {
    setDone(result);
    setPin('');
    showToast(t('redeem.toast', { name: result.redemption.name }), 'success');
  });

  const most = Math.max(1, item.maxQuantity);
  const cost = item.pointsCost * quantity;
  const cash = timesAmount(item.cashCost, quantity);
  const bonus = item.bonusAmount ? timesAmount(item.bonusAmount, quantity) : null;
  const turnover = bonus ? timesAmount(bonus, item.turnoverMultiple) : null;
  const takesNote = item.kind !== 'BONUS_CREDIT';

  const change = (next: number) => {
    setQuantity(Math.min(most, Math.max(1, next)));
    if (redeem.error) redeem.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    const issue = pinProblem(pin);
    setPinIssue(issue ? tWallet(`validation.${issue}`) : undefined);
    if (issue) return;
    redeem.submit({
      itemId: item.id,
      quantity,
      paymentPassword: pin,
      ...(takesNote && note.trim() ? { note: note.trim() } : {}),
    });
  };
  const formError = noPaymentPassword(redeem.error) ? null : serverFormError(redeem.error, formFields);

  return (
    <>
      <Modal
        open
        onClose={onClose}
        title={done ? t('redeem.doneTitle') : t('redeem.title')}
        width={480}
        height="auto"
        lockScroll
        testId="redeem-dialog"
        className="pm-dialog"
      >
        <div className="pm-dialog__item">
          <img src={item.imageUrl} alt="" width={96} height={72} />
          <div>
            <span className={`pm-kind pm-kind--${item.kind} pm-kind--inline`}>
              <KindIcon kind={item.kind} />
              {t(`kinds.${item.kind}`)}
            </span>
            <strong className="pm-dialog__name">{item.name}</strong>
            <PointsFigure points={item.pointsCost} />
          </div>
        </div>
        {done ? (
          <div className="pm-dialog__done" data-testid="redeem-done">
            <span className="pm-dialog__done-icon" aria-hidden="true">
              <CheckIcon />
            </span>
            <RedemptionStatusChip status={done.redemption.status} />
            <p>{t(`redeem.done.${done.redemption.status}`)}</p>
            <p className="pm-dialog__after">
              {t('redeem.after')}:{' '}
              <strong data-testid="redeem-done-points">{formatPoints(done.points)}</strong>
            </p>
            <div className="pm-dialog__actions">
              <button type="button" className="btn btn--ghost" onClick={onClose}>
                {t('redeem.close')}
              </button>
              <button type="button" className="btn btn--primary" onClick={onShowRedemptions}>
                {t('redeem.seeRedemptions')}
              </button>
            </div>
          </div>
        ) : (
          <form className="pm-dialog__form" onSubmit={submit} noValidate>
            <div className="pm-qty">
              <span className="pm-qty__label" id="redeem-quantity-label">
                {t('redeem.quantity')}
              </span>
              <div className="pm-qty__control" role="group" aria-labelledby="redeem-quantity-label">
                <button
                  type="button"
                  onClick={() => change(quantity - 1)}
                  disabled={quantity <= 1}
                  aria-label={t('redeem.decrease')}
                  data-testid="redeem-decrease"
                >
                  −
                </button>
                <output data-testid="redeem-quantity" aria-live="polite">
                  {quantity}
                </output>
                <button
                  type="button"
                  onClick={() => change(quantity + 1)}
                  disabled={quantity >= most}
                  aria-label={t('redeem.increase')}
                  data-testid="redeem-increase"
                >
                  +
                </button>
              </div>
              <span className="pm-qty__hint">{t('redeem.upTo', { count: most })}</span>
            </div>
            <dl className="pm-summary" data-testid="redeem-summary">
              <div>
                <dt>{t('redeem.points')}</dt>
                <dd data-testid="redeem-points">{formatPoints(cost)}</dd>
              </div>
              {isPositive(cash) ? (
                <div>
                  <dt>{t('redeem.cash')}</dt>
                  <dd data-testid="redeem-cash">{formatAmount(cash, symbol)}</dd>
                </div>
              ) : null}
              {bonus ? (
                <div className="pm-summary__gain">
                  <dt>{t('redeem.bonus')}</dt>
                  <dd data-testid="redeem-bonus">+{formatAmount(bonus, symbol)}</dd>
                </div>
              ) : null}
              {turnover && isPositive(turnover) ? (
                <div>
                  <dt>{t('redeem.turnover')}</dt>
                  <dd>{formatAmount(turnover, symbol)}</dd>
                </div>
              ) : null}
              <div className="pm-summary__total">
                <dt>{t('redeem.after')}</dt>
                <dd data-testid="redeem-after">{formatPoints(points - cost)}</dd>
              </div>
            </dl>
            {takesNote ? (
              <div className="field">
                <label className="field__label" htmlFor="redeem-note">
                  {t('redeem.note')}
                </label>
                <textarea
                  id="redeem-note"
                  className="pm-note"
                  rows={2}
                  maxLength={pointsNoteMax}
                  placeholder={t('redeem.notePlaceholder')}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  data-testid="redeem-note"
                />
                <span className="field__hint">{t('redeem.noteCount', { count: note.length })}</span>
              </div>
            ) : null}
            <PaymentPasswordField
              id="redeem-pin"
              value={pin}
              error={pinIssue ?? serverFieldError(redeem.error, 'paymentPassword')}
              onChange={(value) => {
                setPin(value);
                setPinIssue(undefined);
                if (redeem.error) redeem.reset();
              }}
            />
            {noPaymentPassword(redeem.error) ? (
              <Callout
                tone="warning"
                icon={<LockIcon />}
                testId="redeem-no-pin"
                action={
                  <button
                    type="button"
                    className="btn btn--primary btn--sm"
                    onClick={() => setSettingPin(true)}
                  >
                    {t('redeem.setPin')}
                  </button>
                }
              >
                {t('redeem.noPin')}
              </Callout>
            ) : null}
            {formError ? (
              <p className="form-error" role="alert" data-testid="redeem-error">
                {formError}
              </p>
            ) : null}
            <button
              type="submit"
              className="btn btn--primary btn--block btn--lg"
              disabled={redeem.isPending}
              data-testid="redeem-submit"
            >
              {redeem.isPending ? t('redeem.sending') : t('redeem.submit')}
            </button>
          </form>
        )}
      </Modal>
      <PaymentPasswordModal
        open={settingPin}
        onClose={() => {
          setSettingPin(false);
          redeem.reset();
        }}
        hasPassword={false}
      />
    </>
  );
}
