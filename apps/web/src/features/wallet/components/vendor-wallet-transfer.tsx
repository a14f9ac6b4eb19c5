import type { WalletTransferBody, WalletTransferResult } from '@msp/contracts/vendor-wallets.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { ArrowRightIcon, WalletIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { transferVendorWallet, vendorBalancesQueryOptions } from '../api/vendor-wallets.ts';
import { useBalanceMask } from '../hooks/use-balance-mask.ts';
import { useMoneySubmit } from '../hooks/use-money-submit.ts';
import { useWallet } from '../hooks/use-wallet.ts';
import { formatMoney } from '../lib/money.ts';
import { serverFieldError, serverFormError } from '../lib/server-errors.ts';
import { amountProblem, type ValidationKey } from '../lib/validation.ts';
import { SwapIcon } from './wallet-icons.tsx';
import { WalletField, WalletSection } from './wallet-ui.tsx';
import './wallet.css';

type Direction = 'IN' | 'OUT';
const maxTransfer = '999999999999.99';
const minTransfer = '0.01';

/** What a transfer's answer means to the member: done, refused, or left to the reconciliation. */
function announce(result: WalletTransferResult, t: TFunction<'wallet'>) {
  if (result.transfers.length === 0) return showToast(t('gameWallets.nothingToMove'), 'info');
  const open = result.transfers.some((item) => item.status === 'PENDING' || item.status === 'UNKNOWN');
  const failed = result.transfers.some((item) => item.status === 'FAILED');
  if (open) showToast(t('gameWallets.processing'), 'info');
  else if (failed) showToast(t('gameWallets.failed'), 'error');
  else showToast(t('gameWallets.success'), 'success');
}

/**
 * transferFund's game wallets: the main wallet and each vendor that keeps its own wallet, money in, out, or
 * all back to main (`/wps/relay/GCS_walletTransfer`).
 */
export function VendorWalletTransfer({ vendors }: { vendors: { vendor: string; displayName: string }[] }) {
  const { t } = useTranslation('wallet');
  const { token, balance, symbol } = useWallet();
  const [masked] = useBalanceMask();
  const balances = useQuery(vendorBalancesQueryOptions(token));
  const [vendor, setVendor] = useState(vendors[0]?.vendor ?? '');
  const [direction, setDirection] = useState<Direction>('IN');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<ValidationKey | undefined>();
  const transfer = useMoneySubmit({
    send: (body: WalletTransferBody, key: string) => transferVendorWallet(body, key),
    onSuccess: (result: WalletTransferResult) => {
      announce(result, t);
      setAmount('');
    },
  });
  const allBack = useMoneySubmit({
    send: (body: WalletTransferBody, key: string) => transferVendorWallet(body, key),
    onSuccess: (result: WalletTransferResult) => announce(result, t),
  });

  const vendorBalance = balances.data?.find((item) => item.vendor === vendor);
  const available = direction === 'IN' ? balance.data?.balance : (vendorBalance?.balance ?? undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const issue = amountProblem(amount, { min: minTransfer, max: maxTransfer, balance: available });
    setProblem(issue);
    if (issue) return;
    transfer.submit({ vendor, direction, amount: amount.trim() });
  };
  const amountError = problem
    ? t(`validation.${problem}`, { min: symbol + minTransfer, max: symbol + maxTransfer })
    : serverFieldError(transfer.error, 'amount');
  const formError = serverFormError(transfer.error ?? allBack.error, ['amount']);

  return (
    <WalletSection
      title={t('gameWallets.title')}
      icon={<WalletIcon />}
      testId="vendor-wallets"
      action={
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={allBack.isPending}
          onClick={() => allBack.submit({ direction: 'ALL_OUT' })}
          data-testid="vendor-wallets-all-back"
        >
          {t('gameWallets.allBack')}
        </button>
      }
    >
      <p className="wl-note">{t('gameWallets.intro')}</p>
      <ul className="wl-wallets" aria-label={t('gameWallets.title')}>
        <li className="wl-wallet wl-wallet--main">
          <small>{t('gameWallets.main')}</small>
          <strong data-testid="vendor-wallets-main">
            {balance.data ? formatMoney(balance.data.balance, { symbol, masked }) : '—'}
          </strong>
        </li>
        {vendors.map((item) => {
          const answer = balances.data?.find((entry) => entry.vendor === item.vendor);
          return (
            <li key={item.vendor} className="wl-wallet" data-vendor={item.vendor}>
              <small>{item.displayName}</small>
              <strong data-testid={`vendor-wallet-${item.vendor}`}>
                {balances.isPending
                  ? '…'
                  : answer?.balance !== undefined && answer.balance !== null
                    ? formatMoney(answer.balance, { symbol, masked })
                    : t('gameWallets.unavailable')}
              </strong>
            </li>
          );
        })}
      </ul>
      {balances.isPending && vendors.length === 0 ? <LoadingBlock height={80} /> : null}
      <form className="wl-form" onSubmit={submit} noValidate data-testid="vendor-transfer-form">
        <div className="wl-segmented" role="radiogroup" aria-label={t('gameWallets.direction')}>
          {(['IN', 'OUT'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={direction === value}
              className={`wl-segmented__option${direction === value ? ' is-active' : ''}`}
              onClick={() => {
                setDirection(value);
                setProblem(undefined);
              }}
              data-testid={`vendor-transfer-${value.toLowerCase()}`}
            >
              {value === 'IN' ? t('gameWallets.in') : t('gameWallets.out')}
            </button>
          ))}
        </div>
        <WalletField id="vendor-transfer-vendor" label={t('gameWallets.vendor')}>
          <select
            id="vendor-transfer-vendor"
            className="field__input"
            value={vendor}
            onChange={(event) => setVendor(event.target.value)}
            data-testid="vendor-transfer-vendor"
          >
            {vendors.map((item) => (
              <option key={item.vendor} value={item.vendor}>
                {item.displayName}
              </option>
            ))}
          </select>
        </WalletField>
        <div className="wl-transfer">
          <div className="wl-transfer__end">
            <span>
              <small>{t('gameWallets.from')}</small>
              <strong>{direction === 'IN' ? t('gameWallets.main') : vendorName(vendors, vendor)}</strong>
            </span>
          </div>
          <span className="wl-transfer__arrow" aria-hidden="true">
            <ArrowRightIcon />
          </span>
          <div className="wl-transfer__end">
            <span>
              <small>{t('gameWallets.to')}</small>
              <strong>{direction === 'IN' ? vendorName(vendors, vendor) : t('gameWallets.main')}</strong>
            </span>
          </div>
        </div>
        <WalletField id="vendor-transfer-amount" label={t('amount')} prefix={symbol} error={amountError}>
          <input
            id="vendor-transfer-amount"
            name="amount"
            className="field__input wl-amount-input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value.replace(/[^\d.]/g, ''));
              setProblem(undefined);
              if (transfer.error) transfer.reset();
            }}
            data-testid="vendor-transfer-amount"
          />
        </WalletField>
        {formError ? (
          <p className="form-error" role="alert" data-testid="vendor-transfer-error">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          disabled={transfer.isPending || vendor === ''}
          data-testid="vendor-transfer-submit"
        >
          <SwapIcon />
          {t('transfer.submit')}
        </button>
      </form>
    </WalletSection>
  );
}

const vendorName = (vendors: { vendor: string; displayName: string }[], code: string) =>
  vendors.find((item) => item.vendor === code)?.displayName ?? code;
