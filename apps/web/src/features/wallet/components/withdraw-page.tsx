import type {
  BankAccount,
  Withdrawal,
  WithdrawInfo,
  WithdrawRequestBody,
} from '@msp/contracts/withdrawals.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import {
  CheckIcon,
  ClockIcon,
  EyeIcon,
  EyeOffIcon,
  LockIcon,
  RefreshIcon,
  WalletIcon,
  WithdrawIcon,
} from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { PaymentPasswordModal } from '../../member/components/payment-password-modal.tsx';
import { bankAccountsQueryOptions } from '../api/bank-accounts.ts';
import { invalidateWallet } from '../api/wallet-cache.ts';
import { withdrawInfoQueryOptions } from '../api/withdraw-info.ts';
import { requestWithdrawal, withdrawalsQueryOptions } from '../api/withdrawals.ts';
import { useBalanceMask } from '../hooks/use-balance-mask.ts';
import { useMoneySubmit } from '../hooks/use-money-submit.ts';
import { useWallet } from '../hooks/use-wallet.ts';
import { formatMoney, fromMinor, signOf, toMinor } from '../lib/money.ts';
import { serverFieldError, serverFormError } from '../lib/server-errors.ts';
import { amountProblem, pinProblem, type Problems } from '../lib/validation.ts';
import { BindAccountModal } from './bind-account-modal.tsx';
import { ChannelBadge } from './channel-badge.tsx';
import { WithdrawalReceiptModal } from './withdrawal-receipt-modal.tsx';
import { AlertIcon, PlusIcon, ReceiptIcon } from './wallet-icons.tsx';
import {
  Callout,
  Money,
  PaymentPasswordField,
  StatusChip,
  WalletField,
  WalletSection,
} from './wallet-ui.tsx';
import './wallet.css';

type Field = 'accountId' | 'amount' | 'paymentPassword';
const formFields: readonly string[] = ['accountId', 'amount', 'paymentPassword'];

/** Balance, held amount, open turnover and limits, with the mask and refresh of the header. */
function WalletSummary({ info, symbol }: { info: WithdrawInfo | undefined; symbol: string }) {
  const { t } = useTranslation('wallet');
  const { balance } = useWallet();
  const [masked, setMasked] = useBalanceMask();
  const data = balance.data;
  return (
    <div className="wl-summary" data-testid="wallet-summary">
      <div className="wl-summary__main">
        <span className="wl-summary__label">
          <WalletIcon />
          {t('balance.available')}
        </span>
        <strong className="wl-summary__balance" data-testid="withdraw-balance">
          {data ? formatMoney(data.balance, { symbol, masked }) : '—'}
        </strong>
        <div className="wl-summary__tools">
          <button
            type="button"
            className="wl-icon-button"
            onClick={() => setMasked(!masked)}
            aria-pressed={masked}
            aria-label={masked ? t('balance.show') : t('balance.hide')}
          >
            {masked ? <EyeOffIcon /> : <EyeIcon />}
          </button>
          <button
            type="button"
            className={`wl-icon-button${balance.isFetching ? ' is-spinning' : ''}`}
            onClick={() => void balance.refetch()}
            aria-label={t('balance.refresh')}
          >
            <RefreshIcon />
          </button>
        </div>
      </div>
      <dl className="wl-summary__facts">
        <div>
          <dt>{t('balance.held')}</dt>
          <dd data-testid="withdraw-held">{data ? formatMoney(data.held, { symbol, masked }) : '—'}</dd>
        </div>
        <div>
          <dt>{t('withdraw.turnover')}</dt>
          <dd>
            {info
              ? signOf(info.turnoverRemaining) > 0
                ? formatMoney(info.turnoverRemaining, { symbol })
                : t('withdraw.none')
              : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.limits')}</dt>
          <dd>
            {info
              ? `${formatMoney(info.minAmount, { symbol, compact: true })} – ${formatMoney(info.maxAmount, { symbol, compact: true })}`
              : '—'}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function AccountCard({
  account,
  selected,
  onSelect,
}: {
  account: BankAccount;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={`wl-account${selected ? ' is-selected' : ''}`}
      onClick={onSelect}
      data-testid="withdraw-account"
    >
      <ChannelBadge
        channel={{
          providerName: account.providerName,
          kind: account.kind === 'BANK' ? 'BANK_TRANSFER' : 'MOBILE_WALLET',
        }}
      />
      <span className="wl-account__text">
        <strong>{account.providerName}</strong>
        <span className="wl-mono">{account.accountNumber}</span>
        <small>
          {account.accountName} · {t(`withdraw.kind.${account.kind}`)}
        </small>
      </span>
      <span className="wl-account__radio" aria-hidden="true">
        {selected ? <CheckIcon /> : null}
      </span>
    </button>
  );
}

function WithdrawForm({
  info,
  accounts,
  accountId,
  symbol,
}: {
  info: WithdrawInfo;
  accounts: BankAccount[];
  accountId: number | null;
  symbol: string;
}) {
  const { t } = useTranslation('wallet');
  const { balance } = useWallet();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});
  const withdrawal = useMoneySubmit({
    send: requestWithdrawal,
    onSuccess: () => {
      showToast(t('withdraw.requested'), 'success');
      setAmount('');
      setPin('');
    },
  });
  const available = balance.data?.balance;
  const blocked = !info.paymentPasswordSet || accounts.length === 0;

  const messageOf = (field: Field) => {
    const problem = problems[field];
    if (problem)
      return t(`validation.${problem}`, {
        min: formatMoney(info.minAmount, { symbol }),
        max: formatMoney(info.maxAmount, { symbol }),
      });
    return serverFieldError(withdrawal.error, field);
  };
  const touched = () => {
    if (withdrawal.error) withdrawal.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (withdrawal.isPending || blocked) return;
    const found: Problems<Field> = {};
    const amountIssue = amountProblem(amount, {
      min: info.minAmount,
      max: info.maxAmount,
      balance: available,
    });
    if (amountIssue) found.amount = amountIssue;
    if (accountId === null) found.accountId = 'required';
    const pinIssue = pinProblem(pin);
    if (pinIssue) found.paymentPassword = pinIssue;
    setProblems(found);
    if (Object.keys(found).length > 0 || accountId === null) return;
    const body: WithdrawRequestBody = { accountId, amount: amount.trim(), paymentPassword: pin };
    withdrawal.submit(body);
  };

  /* "All" is the spendable balance, capped by the per-withdrawal maximum. */
  const allAmount = (() => {
    const have = available === undefined ? null : toMinor(available);
    const max = toMinor(info.maxAmount);
    if (have === null || max === null || have <= 0n) return null;
    return fromMinor(have < max ? have : max);
  })();
  const formError = serverFormError(withdrawal.error, formFields);
  return (
    <form className="wl-form" onSubmit={submit} noValidate data-testid="withdraw-form">
      {problems.accountId ? (
        <p className="field__error" role="alert">
          {t('withdraw.pickAccount')}
        </p>
      ) : null}
      <WalletField
        id="withdraw-amount"
        label={t('amount')}
        prefix={symbol}
        error={messageOf('amount')}
        hint={t('limits', {
          min: formatMoney(info.minAmount, { symbol }),
          max: formatMoney(info.maxAmount, { symbol }),
        })}
        aside={
          allAmount ? (
            <button
              type="button"
              className="btn btn--outline wl-code-button"
              onClick={() => {
                setAmount(allAmount);
                setProblems((current) => ({ ...current, amount: undefined }));
                touched();
              }}
              data-testid="withdraw-all"
            >
              {t('withdraw.all')}
            </button>
          ) : null
        }
      >
        <input
          id="withdraw-amount"
          name="amount"
          className="field__input wl-amount-input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value.replace(/[^\d.]/g, ''));
            setProblems((current) => ({ ...current, amount: undefined }));
            touched();
          }}
        />
      </WalletField>
      <PaymentPasswordField
        id="withdraw-pin"
        error={messageOf('paymentPassword')}
        value={pin}
        onChange={(value) => {
          setPin(value);
          setProblems((current) => ({ ...current, paymentPassword: undefined }));
          touched();
        }}
      />
      {formError ? (
        <p className="form-error" role="alert" data-testid="withdraw-error">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--lg btn--block"
        disabled={withdrawal.isPending || blocked}
        data-testid="withdraw-submit"
      >
        <WithdrawIcon />
        {t('withdraw.submit')}
      </button>
    </form>
  );
}

function WithdrawalRow({
  withdrawal,
  symbol,
  onConfirm,
}: {
  withdrawal: Withdrawal;
  symbol: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <li className="wl-row" data-testid="withdrawal-row" data-status={withdrawal.status}>
      <div className="wl-row__main">
        <span className="wl-row__title">
          <Money amount={withdrawal.amount} symbol={symbol} className="wl-row__amount" />
          <StatusChip status={withdrawal.status} />
        </span>
        <span className="wl-row__meta">
          {withdrawal.account.providerName}
          <span className="wl-dot" aria-hidden="true" />
          <span className="wl-mono">{withdrawal.account.accountNumber}</span>
        </span>
        {withdrawal.status === 'REJECTED' && withdrawal.rejectReason ? (
          <span className="wl-row__reason">
            {t('withdraw.rejectReason', { reason: withdrawal.rejectReason })}
          </span>
        ) : null}
        {withdrawal.status === 'DISPUTED' && withdrawal.amountReceived !== null ? (
          <span className="wl-row__reason">
            {t('withdraw.received', { amount: formatMoney(withdrawal.amountReceived, { symbol }) })}
          </span>
        ) : null}
      </div>
      <div className="wl-row__side">
        <span className="wl-row__time">
          <ClockIcon />
          {formatDateTime(Date.parse(withdrawal.createdAt))}
        </span>
        {withdrawal.status === 'PAID' ? (
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={onConfirm}
            data-testid="withdrawal-confirm"
          >
            <CheckIcon />
            {t('withdraw.confirm')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** withdraw: balance and held amount, bound accounts, the withdrawal form and the member's withdrawals. */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const { token, symbol } = useWallet();
  const info = useQuery(withdrawInfoQueryOptions(token));
  const accounts = useQuery(bankAccountsQueryOptions(token));
  const [page, setPage] = useState(1);
  const withdrawals = useQuery(withdrawalsQueryOptions(token, page));
  const [picked, setPicked] = useState<number | null>(null);
  const [binding, setBinding] = useState(false);
  const [settingPin, setSettingPin] = useState(false);
  const [receipt, setReceipt] = useState<{ withdrawal: Withdrawal; opening: number } | null>(null);
  const [receiptOpen, setReceiptOpen] = useState(false);

  const accountList = accounts.data ?? [];
  const accountId = accountList.some((account) => account.id === picked)
    ? picked
    : (accountList[0]?.id ?? null);
  const waiting = withdrawals.data?.content.find((item) => item.status === 'PAID');
  const openReceipt = (withdrawal: Withdrawal) => {
    setReceipt((current) => ({ withdrawal, opening: (current?.opening ?? 0) + 1 }));
    setReceiptOpen(true);
  };

  if (info.isPending || accounts.isPending) return <LoadingBlock height={360} />;
  const details = info.data;
  const full = details ? accountList.length >= details.maxAccounts : true;

  return (
    <div className="wl-page" data-testid="withdraw-page">
      <WalletSummary info={details} symbol={symbol} />
      {waiting ? (
        <Callout
          tone="success"
          icon={<ReceiptIcon />}
          testId="receipt-callout"
          action={
            <button type="button" className="btn btn--primary btn--sm" onClick={() => openReceipt(waiting)}>
              {t('withdraw.confirm')}
            </button>
          }
        >
          <strong>{t('receipt.title')}</strong>
          <span>
            {formatMoney(waiting.amount, { symbol })} · {t('receipt.lead')}
          </span>
        </Callout>
      ) : null}
      {details && !details.paymentPasswordSet ? (
        <Callout
          tone="warning"
          icon={<LockIcon />}
          testId="payment-password-callout"
          action={
            <button type="button" className="btn btn--primary btn--sm" onClick={() => setSettingPin(true)}>
              {t('withdraw.setPaymentPassword')}
            </button>
          }
        >
          {t('withdraw.noPaymentPassword')}
        </Callout>
      ) : null}
      {details && signOf(details.turnoverRemaining) > 0 ? (
        <Callout tone="warning" icon={<AlertIcon />}>
          {t('withdraw.turnoverOpen', { amount: formatMoney(details.turnoverRemaining, { symbol }) })}
        </Callout>
      ) : null}
      {info.error ? <p className="form-error">{serverFormError(info.error, [])}</p> : null}

      <div className="wl-split wl-split--even">
        <WalletSection
          title={t('withdraw.accounts')}
          icon={<WalletIcon />}
          action={
            details ? (
              <span className="wl-count">
                {t('withdraw.accountsCount', { count: accountList.length, max: details.maxAccounts })}
              </span>
            ) : null
          }
          testId="withdraw-accounts"
        >
          <div className="wl-accounts" role="radiogroup" aria-label={t('withdraw.to')}>
            {accountList.map((account) => (
              <AccountCard
                key={account.id}
                account={account}
                selected={account.id === accountId}
                onSelect={() => setPicked(account.id)}
              />
            ))}
            {accountList.length === 0 ? (
              <p className="wl-accounts__empty">
                <strong>{t('withdraw.noAccounts')}</strong>
                <span>{t('withdraw.noAccountsText')}</span>
              </p>
            ) : null}
            {details && !full ? (
              <button
                type="button"
                className="wl-account wl-account--add"
                onClick={() => setBinding(true)}
                data-testid="withdraw-add-account"
              >
                <span className="wl-account__plus">
                  <PlusIcon />
                </span>
                <span className="wl-account__text">
                  <strong>{t('withdraw.addAccount')}</strong>
                  <small>
                    {details.mobileNum ? t('withdraw.noAccountsText') : t('withdraw.bind.noMobile')}
                  </small>
                </span>
              </button>
            ) : details ? (
              <p className="wl-accounts__note">{t('withdraw.bind.full', { count: details.maxAccounts })}</p>
            ) : null}
          </div>
        </WalletSection>
        <WalletSection title={t('withdraw.form')} icon={<WithdrawIcon />} testId="withdraw-form-section">
          {details ? (
            <WithdrawForm info={details} accounts={accountList} accountId={accountId} symbol={symbol} />
          ) : null}
        </WalletSection>
      </div>

      <WalletSection title={t('withdraw.history')} icon={<ReceiptIcon />} testId="withdraw-history">
        {withdrawals.isPending ? (
          <LoadingBlock height={160} />
        ) : !withdrawals.data || withdrawals.data.content.length === 0 ? (
          <EmptyState
            icon={<ReceiptIcon />}
            title={t('withdraw.historyEmpty')}
            text={t('withdraw.historyEmptyText')}
          />
        ) : (
          <>
            <ul className="wl-rows">
              {withdrawals.data.content.map((item) => (
                <WithdrawalRow
                  key={item.id}
                  withdrawal={item}
                  symbol={symbol}
                  onConfirm={() => openReceipt(item)}
                />
              ))}
            </ul>
            <Pagination page={page} pageCount={withdrawals.data.totalPages} onChange={setPage} />
          </>
        )}
      </WalletSection>

      {details && binding ? (
        <BindAccountModal
          open={binding}
          onClose={() => setBinding(false)}
          info={details}
          onBound={(list) => setPicked(list[list.length - 1]?.id ?? null)}
        />
      ) : null}
      {receipt ? (
        <WithdrawalReceiptModal
          key={receipt.opening}
          withdrawal={receipt.withdrawal}
          open={receiptOpen}
          symbol={symbol}
          onClose={() => setReceiptOpen(false)}
        />
      ) : null}
      <PaymentPasswordModal
        open={settingPin}
        hasPassword={false}
        onClose={() => {
          setSettingPin(false);
          void invalidateWallet(queryClient);
        }}
      />
    </div>
  );
}
