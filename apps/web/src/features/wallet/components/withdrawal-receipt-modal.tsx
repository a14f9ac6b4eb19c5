import type { Withdrawal, WithdrawReceiptBody } from '@msp/contracts/withdrawals.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { CheckIcon, ClockIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { confirmWithdrawalReceipt } from '../api/withdrawal-receipt.ts';
import { invalidateWallet } from '../api/wallet-cache.ts';
import { amountInputPattern, formatMoney, fromMinor, toMinor } from '../lib/money.ts';
import { serverFieldError, serverFormError } from '../lib/server-errors.ts';
import type { ValidationKey } from '../lib/validation.ts';
import { ImageField, type PickedImage } from './image-field.tsx';
import { WalletField } from './wallet-ui.tsx';
import './wallet.css';

export type ReceiptChoice = 'all' | 'partial' | 'none';
const choices: ReceiptChoice[] = ['all', 'partial', 'none'];
const formFields: readonly string[] = ['received', 'amountReceived', 'proofImage'];

/** What is still missing: the withdrawal amount minus what arrived (never below zero). */
export function remainderOf(amount: string, received: string): string | null {
  const total = toMinor(amount);
  const got = toMinor(received || '0');
  if (total === null || got === null) return null;
  return fromMinor(total - got > 0n ? total - got : 0n);
}

/**
 * The spec's withdrawal confirmation dialog (§3, §4): after a payout the member says the money arrived in
 * full, in part or not at all; for part or nothing the amount received, the remainder and a proof image.
 * Unconfirmed by the deadline it counts as received (the server's job).
 */
export function WithdrawalReceiptModal({
  withdrawal,
  open,
  symbol,
  onClose,
}: {
  /** Kept while the dialog fades out; give the dialog a new `key` for each opening. */
  withdrawal: Withdrawal;
  open: boolean;
  symbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<ReceiptChoice>('all');
  const [received, setReceived] = useState('');
  const [proof, setProof] = useState<PickedImage | null>(null);
  const [problems, setProblems] = useState<{ amountReceived?: ValidationKey; proofImage?: ValidationKey }>(
    {},
  );
  const mutation = useMutation({
    mutationFn: ({ id, body }: { id: string; body: WithdrawReceiptBody }) =>
      confirmWithdrawalReceipt(id, body),
    onSuccess: (result) => {
      showToast(result.status === 'DISPUTED' ? t('receipt.disputed') : t('receipt.done'), 'success');
      void invalidateWallet(queryClient);
      onClose();
    },
  });

  const amountReceived = choice === 'all' ? withdrawal.amount : choice === 'none' ? '0' : received;
  const remainder = remainderOf(withdrawal.amount, amountReceived);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (choice === 'all') {
      mutation.mutate({ id: withdrawal.id, body: { received: true } });
      return;
    }
    const found: typeof problems = {};
    if (choice === 'partial') {
      const value = received.trim();
      const got = toMinor(value);
      const total = toMinor(withdrawal.amount);
      if (!value) found.amountReceived = 'required';
      else if (!amountInputPattern.test(value) || got === null || got <= 0n)
        found.amountReceived = 'amountFormat';
      else if (total !== null && got >= total) found.amountReceived = 'receivedTooMuch';
    }
    if (!proof) found.proofImage = 'proofRequired';
    setProblems(found);
    if (Object.keys(found).length > 0 || !proof) return;
    mutation.mutate({
      id: withdrawal.id,
      body: {
        received: false,
        amountReceived: choice === 'none' ? '0' : received.trim(),
        proofImage: proof.dataUrl,
      },
    });
  };

  const formError = serverFormError(mutation.error, formFields);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('receipt.title')}
      width={500}
      height="auto"
      lockScroll
      className="wl-modal"
      testId="withdrawal-receipt-modal"
    >
      <form className="wl-form" onSubmit={submit} noValidate>
        <p className="wl-modal__lead">{t('receipt.lead')}</p>
        <dl className="wl-receipt__facts">
          <div className="wl-receipt__amount">
            <dt>{t('receipt.amount')}</dt>
            <dd data-testid="receipt-amount">{formatMoney(withdrawal.amount, { symbol })}</dd>
          </div>
          <div>
            <dt>{t('receipt.account')}</dt>
            <dd>
              {withdrawal.account.providerName}{' '}
              <span className="wl-mono">{withdrawal.account.accountNumber}</span>
            </dd>
          </div>
          {withdrawal.paidAt ? (
            <div>
              <dt>{t('receipt.paidAt')}</dt>
              <dd>{formatDateTime(Date.parse(withdrawal.paidAt))}</dd>
            </div>
          ) : null}
        </dl>
        <div className="wl-segmented" role="radiogroup" aria-label={t('receipt.title')}>
          {choices.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={choice === option}
              className={`wl-segmented__option wl-segmented__option--${option}${choice === option ? ' is-active' : ''}`}
              onClick={() => {
                setChoice(option);
                setProblems({});
                mutation.reset();
              }}
              data-testid={`receipt-choice-${option}`}
            >
              {choice === option ? <CheckIcon /> : null}
              {t(`receipt.choice.${option}`)}
            </button>
          ))}
        </div>
        {choice === 'all' ? null : (
          <>
            <div className="wl-receipt__split">
              <WalletField
                id="receipt-received"
                label={t('receipt.amountReceived')}
                prefix={symbol}
                error={
                  problems.amountReceived
                    ? t(`validation.${problems.amountReceived}`)
                    : serverFieldError(mutation.error, 'amountReceived')
                }
              >
                <input
                  id="receipt-received"
                  className="field__input wl-amount-input"
                  inputMode="decimal"
                  autoComplete="off"
                  value={choice === 'none' ? '0' : received}
                  readOnly={choice === 'none'}
                  onChange={(event) => {
                    setReceived(event.target.value.replace(/[^\d.]/g, ''));
                    setProblems((found) => ({ ...found, amountReceived: undefined }));
                  }}
                  data-testid="receipt-amount-received"
                />
              </WalletField>
              <div className="field wl-field">
                <span className="field__label">{t('receipt.amountRemainder')}</span>
                <output className="wl-receipt__remainder" data-testid="receipt-remainder">
                  {remainder === null ? '—' : formatMoney(remainder, { symbol })}
                </output>
              </div>
            </div>
            <ImageField
              label={t('receipt.proof')}
              hint={t('receipt.proofHint')}
              value={proof}
              onChange={(image) => {
                setProof(image);
                setProblems((found) => ({ ...found, proofImage: undefined }));
              }}
              error={
                problems.proofImage
                  ? t(`validation.${problems.proofImage}`)
                  : serverFieldError(mutation.error, 'proofImage')
              }
              testId="receipt-proof"
            />
          </>
        )}
        {withdrawal.receiptDeadline ? (
          <p className="wl-modal__note">
            <ClockIcon />
            {t('receipt.deadline', { time: formatDateTime(Date.parse(withdrawal.receiptDeadline)) })}
          </p>
        ) : null}
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          disabled={mutation.isPending}
          data-testid="receipt-submit"
        >
          {t('receipt.submit')}
        </button>
      </form>
    </Modal>
  );
}
