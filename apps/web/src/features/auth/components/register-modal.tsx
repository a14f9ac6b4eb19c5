import type { RegistrationField } from '@msp/contracts/enums.ts';
import { loginResultSchema, registerRequestSchema } from '@msp/contracts/session.ts';
import type { RegisterFieldRule } from '@msp/contracts/system.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { closePopup, openPopup } from '../../../shared/lib/popup-store.ts';
import {
  CalendarIcon,
  LockIcon,
  MailIcon,
  PhoneIcon,
  ShieldIcon,
  TicketIcon,
  UserIcon,
} from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { countriesQueryOptions } from '../../system/api/countries.ts';
import { isWhitelabelOn, permissionQueryOptions } from '../../system/api/permission.ts';
import { checkAffiliateCode } from '../api/affiliate-check.ts';
import { register, type RegisterInput } from '../api/register.ts';
import { requestRegisterSmsCode } from '../api/sms-code.ts';
import { useChallenge } from '../hooks/use-challenge.ts';
import { useAfterLogin } from '../hooks/use-login-flow.ts';
import {
  inputKindOf,
  validateAll,
  validateField,
  visibleRules,
  type FieldProblem,
  type FieldValues,
} from '../lib/register-validation.ts';
import { CaptchaField, type CaptchaValue } from './captcha-field.tsx';
import { PasswordInput } from './password-input.tsx';
import './auth-forms.css';

type AffiliateState = 'none' | 'checking' | 'valid' | 'invalid';

/** Registration fields the register call accepts (the contract's request shape). */
const registerFieldNames = registerRequestSchema.shape;

const fieldIcons: Partial<Record<RegistrationField, typeof UserIcon>> = {
  username: UserIcon,
  password: LockIcon,
  confirmPassword: LockIcon,
  paymentPassword: LockIcon,
  email: MailIcon,
  mobileNum: PhoneIcon,
  verificationCode: ShieldIcon,
  affiliateCode: TicketIcon,
  referralCode: TicketIcon,
  birthday: CalendarIcon,
};

/** registerModal: fields generated from the register field rules, validated on the client (spec §3, §5). */
export function RegisterModal({ open, referralCode }: { open: boolean; referralCode: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { data: permission } = useQuery(permissionQueryOptions());
  const { data: countries } = useQuery({ ...countriesQueryOptions(), enabled: open });
  const afterLogin = useAfterLogin();
  const [values, setValues] = useState<FieldValues>({});
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [dialingCode, setDialingCode] = useState('880');
  const [affiliateCheck, setAffiliateCheck] = useState<{ code: string; valid: boolean } | null>(null);
  const [countdown, setCountdown] = useState(0);
  const [smsError, setSmsError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaValue>({ captchaId: '', captcha: '' });
  const [captchaReloadKey, setCaptchaReloadKey] = useState(0);
  const challenge = useChallenge();
  const domain = typeof window === 'undefined' ? '' : window.location.hostname;

  /*
   * Affiliate code (spec §4): a code in the URL is checked; valid, the field is hidden and the URL code is
   * sent; not valid, the field shows with the code filled in. Without a URL code the field shows.
   */
  useEffect(() => {
    if (!referralCode) return;
    let cancelled = false;
    void checkAffiliateCode(referralCode, domain).then((valid) => {
      if (!cancelled) setAffiliateCheck({ code: referralCode, valid });
    });
    return () => {
      cancelled = true;
    };
  }, [referralCode, domain]);
  const affiliate: AffiliateState = !referralCode
    ? 'none'
    : affiliateCheck?.code !== referralCode
      ? 'checking'
      : affiliateCheck.valid
        ? 'valid'
        : 'invalid';
  const formValues: FieldValues =
    referralCode && values.affiliateCode === undefined ? { ...values, affiliateCode: referralCode } : values;

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const rules = useMemo(
    () =>
      visibleRules(permission?.register ?? [], {
        hideAffiliateCode: affiliate === 'valid' || affiliate === 'checking',
      }),
    [permission?.register, affiliate],
  );
  const problems = validateAll(rules, formValues);
  const mobileUsername = isWhitelabelOn(permission?.whitelabelVal, 'MOBILENUMREG3');
  const captchaRule = permission?.register.find((rule) => rule.fieldName === 'captcha' && rule.enabled);
  const captchaMissing = captchaRule?.required === true && !captcha.captcha.trim();

  const mutation = useMutation({
    mutationFn: (request: RegisterInput) =>
      register(
        request,
        permission?.encryption,
        mobileUsername && !rules.some((rule) => rule.fieldName === 'username'),
      ),
    onError: () => setCaptchaReloadKey((key) => key + 1),
    onSuccess: (result) => {
      const login = loginResultSchema.safeParse(result);
      if (login.success) afterLogin(login.data, 'username');
      closePopup('registerModal');
      void navigate('/');
    },
  });

  const close = () => {
    closePopup('registerModal');
    if (location.pathname === '/register') void navigate('/', { replace: true });
  };

  const setValue = (field: RegistrationField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || !acceptTerms || captchaMissing) return;
    const body: RegisterInput = {
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      login: true,
      acceptTerms: true,
      domain,
    };
    for (const rule of rules) {
      const value = formValues[rule.fieldName]?.trim();
      if (value && rule.fieldName in registerFieldNames)
        (body as Record<string, unknown>)[rule.fieldName] = value;
    }
    if (referralCode && affiliate === 'valid') body.affiliateCode = referralCode;
    if (body.mobileNum) body.countryDialingCode = dialingCode;
    if (mobileUsername && !body.username && body.mobileNum) body.username = body.mobileNum;
    if (captchaRule && captcha.captchaId)
      Object.assign(body, { captchaId: captcha.captchaId, captcha: captcha.captcha.trim() });
    Object.assign(body, await challenge.take());
    mutation.mutate(body);
  };

  const sendCode = async () => {
    const mobile = values.mobileNum?.trim() ?? '';
    if (!/^\d{6,15}$/.test(mobile)) {
      setSmsError(t('validation.mobile'));
      return;
    }
    setSmsError(null);
    try {
      const answer = await requestRegisterSmsCode({
        mobileNo: mobile,
        countryDialingCode: dialingCode,
        ...(await challenge.take()),
      });
      setCountdown(answer.expiredMinutes * 60);
    } catch (error) {
      setSmsError(errorMessageOf(error));
    }
  };

  const problemText = (problem: FieldProblem | undefined) =>
    problem ? (t(problem.key as never, problem.values ?? {}) as unknown as string) : null;

  const renderField = (rule: RegisterFieldRule) => {
    const field = rule.fieldName;
    const kind = inputKindOf(field);
    const Icon = fieldIcons[field] ?? UserIcon;
    const showProblem = submitted || touched[field];
    const problem = showProblem
      ? problemText(validateField(rule, formValues[field], formValues) ?? undefined)
      : null;
    const inputProps = {
      id: `register-${field}`,
      name: field,
      className: 'field__input',
      value: formValues[field] ?? '',
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
      onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
      placeholder: t('placeholders.enter', { field: t(`fields.${field}`) }),
      'aria-invalid': problem ? true : undefined,
      maxLength: rule.maxLength ?? undefined,
    };
    return (
      <div
        className={`field${field === 'mobileNum' || field === 'verificationCode' ? ' field--wide' : ''}`}
        key={field}
      >
        <label className="field__label" htmlFor={`register-${field}`}>
          {t(`fields.${field}`)}
          {rule.required ? <span className="field__required">*</span> : null}
        </label>
        <span className={`field__control${problem ? ' field__control--invalid' : ''}`}>
          <Icon />
          {field === 'mobileNum' ? (
            <select
              className="field__dial"
              value={dialingCode}
              onChange={(event) => setDialingCode(event.target.value)}
              aria-label={t('fields.countryDialingCode')}
            >
              {(countries?.length
                ? countries
                : [{ countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' }]
              ).map((country) => (
                <option key={country.countryCode} value={country.countryDialingCode}>
                  +{country.countryDialingCode}
                </option>
              ))}
            </select>
          ) : null}
          {kind === 'password' ? (
            <PasswordInput {...inputProps} autoComplete={field === 'password' ? 'new-password' : 'off'} />
          ) : (
            <input
              {...inputProps}
              type={kind}
              autoComplete={field === 'email' ? 'email' : field === 'mobileNum' ? 'tel' : 'off'}
            />
          )}
          {field === 'verificationCode' ? (
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={sendCode}
              disabled={countdown > 0}
            >
              {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('sendCode')}
            </button>
          ) : null}
        </span>
        {field === 'mobileNum' && !problem ? (
          <span className="field__hint">{t('hints.mobileNum')}</span>
        ) : null}
        {problem ? (
          <span className="field__error" data-testid={`register-error-${field}`}>
            {problem}
          </span>
        ) : null}
        {field === 'verificationCode' && smsError ? <span className="field__error">{smsError}</span> : null}
      </div>
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      width={560}
      height="auto"
      lockScroll
      testId="register-popup"
      className="auth-modal"
    >
      <div className="auth-modal__brand">
        <h2 className="auth-modal__title">{t('register.title')}</h2>
        <p className="auth-modal__subtitle">{t('register.subtitle')}</p>
      </div>
      {affiliate === 'valid' && referralCode ? (
        <p className="auth-form__badge" data-testid="affiliate-applied">
          <TicketIcon width={16} height={16} />
          {t('register.invitationApplied', { code: referralCode })}
        </p>
      ) : null}
      {affiliate === 'invalid' ? (
        <p className="form-error auth-form__notice">{t('validation.invitationCode')}</p>
      ) : null}
      <form
        className="auth-form auth-form--grid"
        onSubmit={(event) => void submit(event)}
        onFocus={challenge.prepare}
        noValidate
      >
        {rules.map(renderField)}
        {captchaRule && open ? (
          <div className="field--wide">
            <CaptchaField value={captcha.captcha} onChange={setCaptcha} reloadKey={captchaReloadKey} />
            {submitted && captchaMissing ? (
              <span className="field__error">{t('validation.captcha')}</span>
            ) : null}
          </div>
        ) : null}
        <label className="checkbox field--wide">
          <input
            type="checkbox"
            checked={acceptTerms}
            onChange={(event) => setAcceptTerms(event.target.checked)}
            data-testid="register-terms"
          />
          <span>{t('register.terms')}</span>
        </label>
        {submitted && !acceptTerms ? (
          <p className="field__error field--wide">{t('validation.terms')}</p>
        ) : null}
        {mutation.error ? (
          <p className="form-error field--wide" role="alert" data-testid="register-error">
            {errorMessageOf(mutation.error)}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block field--wide"
          disabled={mutation.isPending}
        >
          {mutation.isPending ? t('register.submitting') : t('register.submit')}
        </button>
        <p className="auth-form__switch field--wide">
          {t('register.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => openPopup('loginPopupModal', {})}>
            {t('register.loginNow')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
