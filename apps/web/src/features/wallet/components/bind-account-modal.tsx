import { knownMobileWallets } from '@msp/contracts/enums.ts';
import type {
  BankAccount,
  BankAccountKind,
  BindBankAccountBody,
  WithdrawInfo,
} from '@msp/contracts/withdrawals.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useCountdown } from '../../../shared/lib/use-countdown.ts';
import { KeyIcon, PhoneIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { sendBankAccountCode } from '../api/bank-account-code.ts';
import { bindBankAccount } from '../api/bank-accounts.ts';
import { invalidateWallet } from '../api/wallet-cache.ts';
import { channelBrand } from '../lib/channel-brand.ts';
import { serverFieldError, serverFormError } from '../lib/server-errors.ts';
import { isMobileNumber, pinProblem, type Problems, type ValidationKey } from '../lib/validation.ts';
import { ChannelBadge } from './channel-badge.tsx';
import { BankIcon, MobileWalletIcon } from './wallet-icons.tsx';
import { PaymentPasswordField, WalletField } from './wallet-ui.tsx';
import './wallet.css';

type Field =
  'providerName' | 'accountName' | 'accountNumber' | 'mobileNum' | 'verificationCode' | 'paymentPassword';
const formFields: readonly string[] = [
  'providerName',
  'accountName',
  'accountNumber',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
];

interface Values {
  kind: BankAccountKind;
  providerName: string;
  accountName: string;
  accountNumber: string;
  mobileNum: string;
  verificationCode: string;
  paymentPassword: string;
}

/** The form's own checks; a mobile wallet's number is its mobile number. */
export function validateBinding(values: Values): Problems<Field> {
  const problems: Problems<Field> = {};
  const need = (field: Field, check?: () => ValidationKey | undefined) => {
    const value = values[field].trim();
    if (!value) problems[field] = 'required';
    else if (check) {
      const problem = check();
      if (problem) problems[field] = problem;
    }
  };
  need('providerName', () => (values.providerName.trim().length < 2 ? 'minLength' : undefined));
  need('accountName', () => (values.accountName.trim().length < 2 ? 'minLength' : undefined));
  need('accountNumber', () => {
    if (values.kind === 'MOBILE_WALLET') return isMobileNumber(values.accountNumber) ? undefined : 'mobile';
    return /^\d{6,20}$/.test(values.accountNumber.replace(/[\s-]/g, '')) ? undefined : 'accountNumber';
  });
  if (values.kind === 'BANK')
    need('mobileNum', () => (isMobileNumber(values.mobileNum) ? undefined : 'mobile'));
  need('verificationCode', () => (/^\d{6}$/.test(values.verificationCode.trim()) ? undefined : 'code'));
  const pin = pinProblem(values.paymentPassword);
  if (pin) problems.paymentPassword = pin;
  return problems;
}

/**
 * Binds a withdrawal account (spec §3 "Bank details"): a mobile wallet or a bank account in the member's
 * registered name, with an SMS code sent to the member's bound mobile (countdown: minutes x 60 s, spec §4)
 * and the payment password.
 */
export function BindAccountModal({
  open,
  onClose,
  info,
  onBound,
}: {
  open: boolean;
  onClose: () => void;
  info: WithdrawInfo;
  onBound: (accounts: BankAccount[]) => void;
}) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    kind: 'MOBILE_WALLET',
    providerName: knownMobileWallets[0],
    accountName: info.payeeName ?? '',
    accountNumber: '',
    mobileNum: '',
    verificationCode: '',
    paymentPassword: '',
  });
  const [problems, setProblems] = useState<Problems<Field>>({});
  const countdown = useCountdown();
  const code = useMutation({
    mutationFn: sendBankAccountCode,
    onSuccess: (sent) => {
      countdown.start(sent.expiredMinutes * 60);
      showToast(t('withdraw.bind.codeSent', { mobile: info.mobileNum ?? '' }), 'success');
    },
  });
  const bind = useMutation({
    mutationFn: (body: BindBankAccountBody) => bindBankAccount(body),
    onSuccess: (accounts) => {
      showToast(t('withdraw.bind.bound'), 'success');
      void invalidateWallet(queryClient);
      onBound(accounts);
      onClose();
    },
  });

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    if (bind.error) bind.reset();
  };
  const messageOf = (field: Field) => {
    const problem = problems[field];
    if (problem) return t(`validation.${problem}`, { count: 2 });
    return serverFieldError(bind.error, field);
  };
  const setKind = (kind: BankAccountKind) => {
    setValues((current) => ({
      ...current,
      kind,
      providerName: kind === 'MOBILE_WALLET' ? knownMobileWallets[0] : '',
    }));
    setProblems({});
    bind.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    const found = validateBinding(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const accountNumber = values.accountNumber.replace(/[\s-]/g, '');
    bind.mutate({
      kind: values.kind,
      providerName: values.providerName.trim(),
      accountName: values.accountName.trim(),
      accountNumber,
      mobileNum: values.kind === 'MOBILE_WALLET' ? accountNumber : values.mobileNum.replace(/[\s-]/g, ''),
      verificationCode: values.verificationCode.trim(),
      paymentPassword: values.paymentPassword,
    });
  };

  const mobileWallet = values.kind === 'MOBILE_WALLET';
  /* A mobile wallet's mobile number is its account number: no field of its own shows the server's word. */
  const shownFields = mobileWallet ? formFields.filter((field) => field !== 'mobileNum') : formFields;
  const formError = serverFormError(bind.error, shownFields) ?? serverFormError(code.error, []);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('withdraw.bind.title')}
      width={520}
      height="auto"
      lockScroll
      className="wl-modal"
      testId="bind-account-modal"
    >
      <form className="wl-form" onSubmit={submit} noValidate>
        <p className="wl-modal__lead">{t('withdraw.bind.lead', { mobile: info.mobileNum ?? '—' })}</p>
        <div className="wl-segmented" role="radiogroup" aria-label={t('withdraw.bind.kind')}>
          {(['MOBILE_WALLET', 'BANK'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              role="radio"
              aria-checked={values.kind === kind}
              className={`wl-segmented__option${values.kind === kind ? ' is-active' : ''}`}
              onClick={() => setKind(kind)}
              data-testid={`bind-kind-${kind}`}
            >
              {kind === 'BANK' ? <BankIcon /> : <MobileWalletIcon />}
              {t(`withdraw.kind.${kind}`)}
            </button>
          ))}
        </div>
        {mobileWallet ? (
          <div className="field wl-field">
            <span className="field__label">{t('withdraw.bind.provider')}</span>
            <div className="wl-providers" role="radiogroup" aria-label={t('withdraw.bind.provider')}>
              {knownMobileWallets.map((wallet) => (
                <button
                  key={wallet}
                  type="button"
                  role="radio"
                  aria-checked={values.providerName === wallet}
                  className={`wl-provider wl-provider--${channelBrand({ providerName: wallet, kind: 'MOBILE_WALLET' })}${values.providerName === wallet ? ' is-selected' : ''}`}
                  onClick={() => set('providerName', wallet)}
                  data-testid={`bind-provider-${wallet}`}
                >
                  <ChannelBadge channel={{ providerName: wallet, kind: 'MOBILE_WALLET' }} />
                  {wallet}
                </button>
              ))}
            </div>
          </div>
        ) : (
          <WalletField
            id="bind-provider"
            label={t('withdraw.bind.provider')}
            error={messageOf('providerName')}
            icon={<BankIcon />}
          >
            <input
              id="bind-provider"
              name="providerName"
              className="field__input"
              maxLength={60}
              placeholder={t('withdraw.bind.providerPlaceholder')}
              value={values.providerName}
              onChange={(event) => set('providerName', event.target.value)}
            />
          </WalletField>
        )}
        <WalletField
          id="bind-account-name"
          label={t('withdraw.bind.accountName')}
          error={messageOf('accountName')}
          hint={info.payeeName ? t('withdraw.bind.accountNameFixed') : undefined}
          icon={<UserIcon />}
        >
          <input
            id="bind-account-name"
            name="accountName"
            className="field__input"
            maxLength={100}
            autoComplete="name"
            placeholder={t('withdraw.bind.accountNamePlaceholder')}
            value={values.accountName}
            readOnly={Boolean(info.payeeName)}
            onChange={(event) => set('accountName', event.target.value)}
          />
        </WalletField>
        <WalletField
          id="bind-account-number"
          label={mobileWallet ? t('withdraw.bind.walletNumber') : t('withdraw.bind.accountNumber')}
          error={messageOf('accountNumber')}
          icon={mobileWallet ? <PhoneIcon /> : <BankIcon />}
        >
          <input
            id="bind-account-number"
            name="accountNumber"
            className="field__input wl-mono"
            inputMode="numeric"
            maxLength={40}
            autoComplete="off"
            placeholder={mobileWallet ? t('withdraw.bind.mobilePlaceholder') : ''}
            value={values.accountNumber}
            onChange={(event) => set('accountNumber', event.target.value)}
          />
        </WalletField>
        {mobileWallet ? null : (
          <WalletField
            id="bind-mobile"
            label={t('withdraw.bind.mobileNum')}
            error={messageOf('mobileNum')}
            icon={<PhoneIcon />}
          >
            <input
              id="bind-mobile"
              name="mobileNum"
              className="field__input wl-mono"
              inputMode="tel"
              maxLength={32}
              autoComplete="tel-national"
              placeholder={t('withdraw.bind.mobilePlaceholder')}
              value={values.mobileNum}
              onChange={(event) => set('mobileNum', event.target.value)}
            />
          </WalletField>
        )}
        <WalletField
          id="bind-code"
          label={t('withdraw.bind.code')}
          error={messageOf('verificationCode')}
          icon={<KeyIcon />}
          aside={
            <button
              type="button"
              className="btn btn--outline wl-code-button"
              disabled={countdown.running || code.isPending || !info.mobileNum}
              onClick={() => code.mutate()}
              data-testid="bind-send-code"
            >
              {countdown.running
                ? t('withdraw.bind.resend', { seconds: countdown.seconds })
                : t('withdraw.bind.sendCode')}
            </button>
          }
        >
          <input
            id="bind-code"
            name="verificationCode"
            className="field__input wl-mono"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t('withdraw.bind.codePlaceholder')}
            value={values.verificationCode}
            onChange={(event) => set('verificationCode', event.target.value.replace(/\D/g, ''))}
          />
        </WalletField>
        <PaymentPasswordField
          id="bind-pin"
          error={messageOf('paymentPassword')}
          value={values.paymentPassword}
          onChange={(value) => set('paymentPassword', value)}
        />
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block"
          disabled={bind.isPending}
          data-testid="bind-submit"
        >
          {t('withdraw.bind.submit')}
        </button>
      </form>
    </Modal>
  );
}
