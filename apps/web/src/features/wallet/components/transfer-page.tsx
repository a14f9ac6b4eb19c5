import type { TransferResult } from '@msp/contracts/transfers.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ArrowRightIcon, CheckIcon, UserIcon, UsersIcon, WalletIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { isAgent, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { transferToDownline, transferToUpline, uplineQueryOptions } from '../api/transfers.ts';
import { merchantWalletQueryOptions } from '../api/vendor-wallets.ts';
import { useBalanceMask } from '../hooks/use-balance-mask.ts';
import { useMoneySubmit } from '../hooks/use-money-submit.ts';
import { useWallet } from '../hooks/use-wallet.ts';
import { formatMoney, toMinor } from '../lib/money.ts';
import { serverFieldError, serverFormError } from '../lib/server-errors.ts';
import { amountProblem, pinProblem, type Problems } from '../lib/validation.ts';
import { SwapIcon } from './wallet-icons.tsx';
import { VendorWalletTransfer } from './vendor-wallet-transfer.tsx';
import { PaymentPasswordField, WalletField, WalletSection } from './wallet-ui.tsx';
import './wallet.css';

type Direction = 'upline' | 'downline';
type Field = 'downlineAccount' | 'amount' | 'paymentPassword';
const formFields: readonly string[] = ['downlineAccount', 'amount', 'paymentPassword'];
/** The API caps amounts at 12 integer digits; a transfer has no other maximum than the balance. */
const maxTransfer = '999999999999.99';
const minTransfer = '0.01';

function TransferForm({ direction, uplineAccount }: { direction: Direction; uplineAccount: string | null }) {
  const { t } = useTranslation('wallet');
  const { balance, symbol } = useWallet();
  const [masked] = useBalanceMask();
  // The agent center's member card links here with the downline's account filled in.
  const [searchParams] = useSearchParams();
  const [downlineAccount, setDownlineAccount] = useState(searchParams.get('downlineAccount') ?? '');
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [done, setDone] = useState<TransferResult | null>(null);
  const transfer = useMoneySubmit({
    send: (body: { amount: string; paymentPassword: string; downlineAccount?: string }, key: string) =>
      direction === 'upline'
        ? transferToUpline({ amount: body.amount, paymentPassword: body.paymentPassword }, key)
        : transferToDownline({ ...body, downlineAccount: body.downlineAccount ?? '' }, key),
    onSuccess: (result: TransferResult) => {
      /* Spec §8 success: "transfer to downline or upline". */
      showToast(t('transfer.success', { account: result.toAccount }), 'success');
      setDone(result);
      setAmount('');
      setPin('');
    },
  });

  const messageOf = (field: Field) => {
    const problem = problems[field];
    if (problem) return t(`validation.${problem}`, { min: symbol + minTransfer, max: symbol + maxTransfer });
    return serverFieldError(transfer.error, field);
  };
  const edit = (field: Field, setter: (value: string) => void, value: string) => {
    setter(value);
    setProblems((current) => ({ ...current, [field]: undefined }));
    setDone(null);
    if (transfer.error) transfer.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const found: Problems<Field> = {};
    if (direction === 'downline' && !downlineAccount.trim()) found.downlineAccount = 'required';
    const amountIssue = amountProblem(amount, {
      min: minTransfer,
      max: maxTransfer,
      balance: balance.data?.balance,
    });
    if (amountIssue) found.amount = amountIssue;
    const pinIssue = pinProblem(pin);
    if (pinIssue) found.paymentPassword = pinIssue;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    transfer.submit({
      amount: amount.trim(),
      paymentPassword: pin,
      ...(direction === 'downline' ? { downlineAccount: downlineAccount.trim() } : {}),
    });
  };
  const formError = serverFormError(transfer.error, formFields);
  const available = balance.data?.balance;

  return (
    <form className="wl-form" onSubmit={submit} noValidate data-testid={`transfer-${direction}-form`}>
      <div className="wl-transfer">
        <div className="wl-transfer__end">
          <span className="wl-transfer__icon">
            <WalletIcon />
          </span>
          <span>
            <small>{t('balance.available')}</small>
            <strong data-testid="transfer-balance">
              {available === undefined ? '—' : formatMoney(available, { symbol, masked })}
            </strong>
          </span>
        </div>
        <span className="wl-transfer__arrow" aria-hidden="true">
          <ArrowRightIcon />
        </span>
        <div className="wl-transfer__end">
          <span className="wl-transfer__icon wl-transfer__icon--to">
            {direction === 'upline' ? <UserIcon /> : <UsersIcon />}
          </span>
          <span>
            <small>{direction === 'upline' ? t('transfer.upline') : t('transfer.downlineAccount')}</small>
            <strong data-testid="transfer-to">
              {direction === 'upline' ? uplineAccount : downlineAccount.trim() || '—'}
            </strong>
          </span>
        </div>
      </div>
      {direction === 'downline' ? (
        <WalletField
          id="transfer-downline"
          label={t('transfer.downlineAccount')}
          error={messageOf('downlineAccount')}
          hint={t('transfer.downlineHint')}
          icon={<UsersIcon />}
        >
          <input
            id="transfer-downline"
            name="downlineAccount"
            className="field__input"
            maxLength={64}
            autoComplete="off"
            placeholder={t('transfer.downlinePlaceholder')}
            value={downlineAccount}
            onChange={(event) => edit('downlineAccount', setDownlineAccount, event.target.value)}
          />
        </WalletField>
      ) : null}
      <WalletField id="transfer-amount" label={t('amount')} prefix={symbol} error={messageOf('amount')}>
        <input
          id="transfer-amount"
          name="amount"
          className="field__input wl-amount-input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => edit('amount', setAmount, event.target.value.replace(/[^\d.]/g, ''))}
        />
      </WalletField>
      <PaymentPasswordField
        id="transfer-pin"
        error={messageOf('paymentPassword')}
        value={pin}
        onChange={(value) => edit('paymentPassword', setPin, value)}
      />
      {formError ? (
        <p className="form-error" role="alert" data-testid="transfer-error">
          {formError}
        </p>
      ) : null}
      {done ? (
        <p className="form-success wl-done" data-testid="transfer-done">
          <CheckIcon />
          <span>
            <strong>
              {t('transfer.success', { account: done.toAccount })} · {formatMoney(done.amount, { symbol })}
            </strong>
            <small>
              {t('transfer.balanceAfter', { amount: formatMoney(done.balance, { symbol, masked }) })} ·{' '}
              {formatDateTime(Date.parse(done.time))}
            </small>
          </span>
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--lg btn--block"
        disabled={transfer.isPending || (available !== undefined && toMinor(available) === 0n)}
        data-testid="transfer-submit"
      >
        <SwapIcon />
        {t('transfer.submit')}
      </button>
    </form>
  );
}

/** transferUpline: a member's transfer to the upline (`POST /wps/transfer/upline`). */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const { token } = useWallet();
  const upline = useQuery(uplineQueryOptions(token));
  if (upline.isPending) return <LoadingBlock height={280} />;
  if (upline.error) return <p className="form-error">{serverFormError(upline.error, [])}</p>;
  return (
    <div className="wl-page wl-page--narrow" data-testid="transfer-upline-page">
      {upline.data.uplineAccount ? (
        <WalletSection title={t('transfer.uplineTitle')} icon={<SwapIcon />}>
          <TransferForm direction="upline" uplineAccount={upline.data.uplineAccount} />
        </WalletSection>
      ) : (
        <EmptyState icon={<UserIcon />} title={t('transfer.noUpline')} />
      )}
    </div>
  );
}

/**
 * transferFund: money between the main wallet and the wallets of vendors that keep their own (when the
 * merchant has any), and an agent's transfer to a direct downline (`POST /wps/transfer/downline`).
 */
export function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const { token } = useWallet();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const { data: wallet } = useQuery(merchantWalletQueryOptions(token));
  if (!member || !wallet) return <LoadingBlock height={280} />;
  const gameWallets = wallet.isSingle === 0 && wallet.vendors.length > 0;
  return (
    <div className="wl-page wl-page--narrow" data-testid="transfer-fund-page">
      {gameWallets ? <VendorWalletTransfer vendors={wallet.vendors} /> : null}
      {isAgent(member) ? (
        <WalletSection title={t('transfer.downlineTitle')} icon={<SwapIcon />}>
          <TransferForm direction="downline" uplineAccount={null} />
        </WalletSection>
      ) : gameWallets ? null : (
        <EmptyState
          icon={<UsersIcon />}
          title={t('transfer.agentsOnly')}
          text={t('gameWallets.single')}
          action={
            <Link to="/member/transferUpline" className="btn btn--outline">
              {t('transfer.toUpline')}
              <ArrowRightIcon />
            </Link>
          }
        />
      )}
    </div>
  );
}
