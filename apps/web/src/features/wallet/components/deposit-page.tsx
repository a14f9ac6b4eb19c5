import type { DepositChannel, DepositRequest, DepositRequestBody } from '@msp/contracts/deposits.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ArrowRightIcon, CheckIcon, ClockIcon, DepositIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { depositChannelsQueryOptions } from '../api/deposit-channels.ts';
import { createDepositRequest, depositRequestsQueryOptions } from '../api/deposit-requests.ts';
import { useMoneySubmit } from '../hooks/use-money-submit.ts';
import { useWallet } from '../hooks/use-wallet.ts';
import { channelBrand } from '../lib/channel-brand.ts';
import { formatMoney, quickAmounts } from '../lib/money.ts';
import { serverFieldError, serverFormError } from '../lib/server-errors.ts';
import { validateDeposit, type DepositField, type DepositValues, type Problems } from '../lib/validation.ts';
import { ImageField, type PickedImage } from './image-field.tsx';
import { ChannelBadge } from './channel-badge.tsx';
import { ImageIcon, ReceiptIcon } from './wallet-icons.tsx';
import { CopyButton, Money, StatusChip, WalletField, WalletSection } from './wallet-ui.tsx';
import './wallet.css';

/**
 * A gateway collects the payment on its own page, so there is no transaction id to ask for; the request still
 * carries a reference (the contract needs one), and the gateway's own transaction id is kept by the server.
 */
const gatewayReference = 'ONLINE';

const formFields: readonly string[] = [
  'amount',
  'payerAccount',
  'paymentReference',
  'proofImage',
  'channelCode',
];

function ChannelTile({
  channel,
  selected,
  symbol,
  onSelect,
}: {
  channel: DepositChannel;
  selected: boolean;
  symbol: string;
  onSelect: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={`wl-channel wl-channel--${channelBrand(channel)}${selected ? ' is-selected' : ''}`}
      onClick={onSelect}
      data-testid={`deposit-channel-${channel.code}`}
    >
      {selected ? (
        <span className="wl-channel__tick" aria-hidden="true">
          <CheckIcon />
        </span>
      ) : null}
      <ChannelBadge channel={channel} />
      <span className="wl-channel__name">{channel.name}</span>
      <span className="wl-channel__kind">
        {t(`deposit.kind.${channel.kind}`)}
        {channel.demo ? <em className="wl-demo">{t('demo')}</em> : null}
      </span>
      <span className="wl-channel__range">
        {formatMoney(channel.minAmount, { symbol, compact: true })} –{' '}
        {formatMoney(channel.maxAmount, { symbol, compact: true })}
      </span>
    </button>
  );
}

/** Step 2: where the member sends the money (or, for a gateway, where the payment will happen). */
function PayIntoCard({ channel, symbol }: { channel: DepositChannel; symbol: string }) {
  const { t } = useTranslation('wallet');
  const gateway = channel.kind === 'GATEWAY';
  return (
    <div className={`wl-payto wl-payto--${channelBrand(channel)}`} data-testid="deposit-pay-into">
      <div className="wl-payto__head">
        <ChannelBadge channel={channel} />
        <div>
          <p className="wl-payto__provider">{channel.providerName}</p>
          <p className="wl-payto__limits">
            {t('limits', {
              min: formatMoney(channel.minAmount, { symbol }),
              max: formatMoney(channel.maxAmount, { symbol }),
            })}
          </p>
        </div>
      </div>
      {gateway ? (
        <p className="wl-payto__hint">{t('deposit.gatewayHint', { provider: channel.providerName })}</p>
      ) : (
        <>
          <dl className="wl-payto__rows">
            <div>
              <dt>{t('deposit.accountName')}</dt>
              <dd>
                <span data-testid="deposit-account-name">{channel.accountName}</span>
                <CopyButton value={channel.accountName} label={t('deposit.accountName')} />
              </dd>
            </div>
            <div>
              <dt>{t('deposit.accountNumber')}</dt>
              <dd>
                <span className="wl-mono wl-payto__number" data-testid="deposit-account-number">
                  {channel.accountNumber}
                </span>
                <CopyButton
                  value={channel.accountNumber}
                  label={t('deposit.accountNumber')}
                  testId="copy-account-number"
                />
              </dd>
            </div>
          </dl>
          <p className="wl-payto__hint">{t('deposit.payHint', { provider: channel.providerName })}</p>
        </>
      )}
      {channel.demo ? <p className="wl-payto__demo">{t('deposit.demoNote')}</p> : null}
    </div>
  );
}

/** Step 3: amount, payer account, transaction id, optional screenshot; submit once per click. */
export function DepositForm({ channel, symbol }: { channel: DepositChannel; symbol: string }) {
  const { t } = useTranslation('wallet');
  const gateway = channel.kind === 'GATEWAY';
  const [values, setValues] = useState<DepositValues>({ amount: '', payerAccount: '', paymentReference: '' });
  const [proof, setProof] = useState<PickedImage | null>(null);
  const [problems, setProblems] = useState<Problems<DepositField>>({});
  const [redirectUrl, setRedirectUrl] = useState<string | null>(null);
  const deposit = useMoneySubmit({
    send: createDepositRequest,
    onSuccess: (request: DepositRequest) => {
      if (request.paymentUrl) {
        setRedirectUrl(request.paymentUrl);
        window.location.assign(request.paymentUrl);
        return;
      }
      showToast(t('deposit.submitted'), 'success');
      setValues((current) => ({ ...current, amount: '', paymentReference: '' }));
      setProof(null);
    },
  });

  const messageOf = (field: DepositField) => {
    const problem = problems[field];
    if (problem)
      return t(`validation.${problem}`, {
        min: formatMoney(channel.minAmount, { symbol }),
        max: formatMoney(channel.maxAmount, { symbol }),
        count: 3,
      });
    return serverFieldError(deposit.error, field);
  };
  const set = (field: DepositField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    if (deposit.error) deposit.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deposit.isPending || redirectUrl) return;
    const found = validateDeposit(values, channel);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body: DepositRequestBody = {
      channelCode: channel.code,
      amount: values.amount.trim(),
      payerAccount: values.payerAccount.trim(),
      paymentReference: gateway ? gatewayReference : values.paymentReference.trim(),
      ...(proof ? { proofImage: proof.dataUrl } : {}),
    };
    deposit.submit(body);
  };

  const chips = quickAmounts(channel.minAmount, channel.maxAmount);
  const formError = serverFormError(deposit.error, formFields);
  const busy = deposit.isPending || redirectUrl !== null;
  return (
    <form className="wl-form" onSubmit={submit} noValidate data-testid="deposit-form">
      <WalletField
        id="deposit-amount"
        label={t('amount')}
        error={messageOf('amount')}
        hint={t('limits', {
          min: formatMoney(channel.minAmount, { symbol }),
          max: formatMoney(channel.maxAmount, { symbol }),
        })}
        prefix={symbol}
      >
        <input
          id="deposit-amount"
          name="amount"
          className="field__input wl-amount-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('deposit.amountPlaceholder')}
          value={values.amount}
          onChange={(event) => set('amount', event.target.value.replace(/[^\d.]/g, ''))}
          aria-invalid={Boolean(messageOf('amount'))}
        />
      </WalletField>
      {chips.length > 0 ? (
        <div className="wl-chips wl-chips--amounts" role="group" aria-label={t('amount')}>
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              className={`wl-chip${values.amount === chip.replace(/\.00$/, '') ? ' is-active' : ''}`}
              onClick={() => set('amount', chip.replace(/\.00$/, ''))}
              data-testid={`deposit-chip-${chip.replace(/\.00$/, '')}`}
            >
              {formatMoney(chip, { symbol, compact: true })}
            </button>
          ))}
        </div>
      ) : null}
      <WalletField
        id="deposit-payer"
        label={gateway ? t('deposit.gatewayPayer') : t('deposit.payerAccount')}
        error={messageOf('payerAccount')}
        icon={<UserIcon />}
      >
        <input
          id="deposit-payer"
          name="payerAccount"
          className="field__input"
          autoComplete="off"
          maxLength={64}
          placeholder={t('deposit.payerPlaceholder')}
          value={values.payerAccount}
          onChange={(event) => set('payerAccount', event.target.value)}
        />
      </WalletField>
      {gateway ? null : (
        <WalletField
          id="deposit-reference"
          label={t('deposit.paymentReference')}
          error={messageOf('paymentReference')}
          icon={<ReceiptIcon />}
        >
          <input
            id="deposit-reference"
            name="paymentReference"
            className="field__input wl-mono"
            autoComplete="off"
            maxLength={64}
            placeholder={t('deposit.referencePlaceholder')}
            value={values.paymentReference}
            onChange={(event) => set('paymentReference', event.target.value)}
          />
        </WalletField>
      )}
      {gateway ? null : (
        <ImageField
          label={t('deposit.proof')}
          value={proof}
          onChange={(image) => {
            setProof(image);
            if (deposit.error) deposit.reset();
          }}
          error={serverFieldError(deposit.error, 'proofImage')}
          testId="deposit-proof"
        />
      )}
      {formError ? (
        <p className="form-error" role="alert" data-testid="deposit-error">
          {formError}
        </p>
      ) : null}
      {redirectUrl ? (
        <p className="form-success" data-testid="deposit-redirect">
          {t('deposit.redirecting')}{' '}
          <a className="link-button" href={redirectUrl}>
            {t('deposit.openPayment')}
          </a>
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--lg btn--block"
        disabled={busy}
        aria-busy={deposit.isPending}
        data-testid="deposit-submit"
      >
        {gateway ? <ArrowRightIcon /> : <DepositIcon />}
        {gateway ? t('deposit.submitGateway') : t('deposit.submit')}
      </button>
    </form>
  );
}

function DepositHistoryRow({ request, symbol }: { request: DepositRequest; symbol: string }) {
  const { t } = useTranslation('wallet');
  return (
    <li className="wl-row" data-testid="deposit-row" data-status={request.status}>
      <div className="wl-row__main">
        <span className="wl-row__title">
          <Money amount={request.amount} symbol={symbol} className="wl-row__amount" />
          <StatusChip status={request.status} />
        </span>
        <span className="wl-row__meta">
          {request.channelName}
          {request.paymentReference && request.paymentReference !== gatewayReference ? (
            <>
              <span className="wl-dot" aria-hidden="true" />
              <span className="wl-mono">
                {t('deposit.reference', { reference: request.paymentReference })}
              </span>
            </>
          ) : null}
          {request.proofImageUrl ? (
            <span className="wl-row__proof" title={t('deposit.proofAttached')}>
              <ImageIcon aria-label={t('deposit.proofAttached')} />
            </span>
          ) : null}
        </span>
        {request.status === 'REJECTED' && request.rejectReason ? (
          <span className="wl-row__reason" data-testid="deposit-reject-reason">
            {t('deposit.rejectReason', { reason: request.rejectReason })}
          </span>
        ) : null}
      </div>
      <span className="wl-row__time">
        <ClockIcon />
        {formatDateTime(Date.parse(request.createdAt))}
      </span>
    </li>
  );
}

function DepositHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation('wallet');
  const { token } = useWallet();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(depositRequestsQueryOptions(token, page, language));
  return (
    <WalletSection title={t('deposit.history')} icon={<ReceiptIcon />} testId="deposit-history">
      {isPending ? (
        <LoadingBlock height={160} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title={t('deposit.historyEmpty')}
          text={t('deposit.historyEmptyText')}
        />
      ) : (
        <>
          <ul className="wl-rows">
            {data.content.map((request) => (
              <DepositHistoryRow key={request.id} request={request} symbol={symbol} />
            ))}
          </ul>
          <Pagination page={page} pageCount={data.totalPages} onChange={setPage} />
        </>
      )}
    </WalletSection>
  );
}

/** depositv2: channel tiles, the account to pay into, the request form, and the member's requests. */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const { token, symbol } = useWallet();
  const channels = useQuery(depositChannelsQueryOptions(token, language));
  const [selected, setSelected] = useState<string | null>(null);
  const list = channels.data ?? [];
  const channel = list.find((item) => item.code === selected) ?? list[0];

  return (
    <div className="wl-page" data-testid="deposit-page">
      <WalletSection title={t('deposit.stepChannel')} step={1}>
        {channels.isPending ? (
          <LoadingBlock height={120} />
        ) : list.length === 0 ? (
          <EmptyState icon={<DepositIcon />} title={t('deposit.noChannels')} />
        ) : (
          <div className="wl-channels" role="radiogroup" aria-label={t('deposit.stepChannel')}>
            {list.map((item) => (
              <ChannelTile
                key={item.code}
                channel={item}
                symbol={symbol}
                selected={item.code === channel?.code}
                onSelect={() => setSelected(item.code)}
              />
            ))}
          </div>
        )}
      </WalletSection>
      {channel ? (
        <div className="wl-split">
          <WalletSection title={t('deposit.stepPay')} step={2}>
            <PayIntoCard channel={channel} symbol={symbol} />
          </WalletSection>
          <WalletSection title={t('deposit.stepDetails')} step={3}>
            <DepositForm key={channel.code} channel={channel} symbol={symbol} />
          </WalletSection>
        </div>
      ) : null}
      <DepositHistory symbol={symbol} />
    </div>
  );
}
