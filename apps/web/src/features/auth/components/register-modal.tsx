import { registrationFields, type RegistrationField } from '@msp/contracts/enums.ts';
import { registrationFieldLabels } from '@msp/contracts/registration-fields.ts';
import type { RegisterFieldRule } from '@msp/contracts/system.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessageOf } from '../../../shared/lib/api-client.ts';
import { closePopup, openPopup } from '../../../shared/lib/popup-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
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
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { isWhitelabelOn, permissionQueryOptions } from '../../system/api/permission.ts';
import { registerSettingQueryOptions } from '../../system/api/register-setting.ts';
import { checkAffiliateCode } from '../api/affiliate-check.ts';
import { register, type RegisterInput } from '../api/register.ts';
import { requestRegisterSmsCode } from '../api/sms-code.ts';
import { useChallenge } from '../hooks/use-challenge.ts';
import { useEncryption } from '../hooks/use-encryption.ts';
import { useAfterLogin } from '../hooks/use-login-flow.ts';
import { useSmsCode } from '../hooks/use-sms-code.ts';
import { pickOption, registerOptions, type RegisterOption } from '../lib/auth-options.ts';
import { fieldOfError } from '../lib/field-errors.ts';
import {
  inputKindOf,
  validateAll,
  validateField,
  verificationCodePattern,
  visibleRules,
  type FieldProblem,
  type FieldValues,
} from '../lib/register-validation.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { CaptchaField, type CaptchaValue } from './captcha-field.tsx';
import { DialCodeSelect } from './dial-code-select.tsx';
import { PasswordInput } from './password-input.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import './auth-forms.css';

type AffiliateState = 'none' | 'checking' | 'valid' | 'invalid';
/** Fields a server error may be about, beyond the generated ones. */
type ErrorField = RegistrationField | 'acceptTerms';

/** Registration fields the register call accepts: all of them are in its request (session.ts), no zod needed. */
const registerFieldNames: ReadonlySet<string> = new Set(registrationFields);

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

/**
 * registerModal (spec §3–§5): the fields come from the merchant's field rules (`GET
 * /wps/system/setting/register`: enabled, required, length, accepted pattern), checked as the visitor types
 * and again by the server, whose complaints show under the field they name. Username or mobile-number
 * registration by white-label switch, the invitation code rules of §4, the captcha when the merchant asks
 * for one, the SMS code when REGMOBVERF3 is on, the age and terms checkbox. Success logs the member in.
 */
export function RegisterModal({ open, referralCode }: { open: boolean; referralCode: string | null }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: permission } = useQuery(permissionQueryOptions());
  const settings = useQuery({ ...registerSettingQueryOptions(), enabled: open });
  const afterLogin = useAfterLogin();
  const encryption = useEncryption();
  const challenge = useChallenge();
  const isOn = (modId: Parameters<typeof isWhitelabelOn>[1]) =>
    isWhitelabelOn(permission?.whitelabelVal, modId);
  const options = registerOptions(isOn);
  const [wantedMode, setWantedMode] = useState<RegisterOption | null>(null);
  const mode = pickOption(options, wantedMode);

  const [values, setValues] = useState<FieldValues>({});
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [dialingCode, setDialingCode] = useState('880');
  const [affiliateCheck, setAffiliateCheck] = useState<{ code: string; valid: boolean } | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaValue>({ captchaId: '', captcha: '' });
  const [captchaReloadKey, setCaptchaReloadKey] = useState(0);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const [checking, setChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
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

  const allRules = settings.data;
  const rules = visibleRules(allRules ?? [], {
    mode: mode ?? 'username',
    hideAffiliateCode: affiliate === 'valid' || affiliate === 'checking',
    forceAffiliateCode: affiliate === 'invalid',
  });
  const hasMobile = rules.some((rule) => rule.fieldName === 'mobileNum');
  const codeRuleEnabled = allRules?.some((rule) => rule.fieldName === 'verificationCode' && rule.enabled);
  const smsVerification = hasMobile && (isOn('REGMOBVERF3') || codeRuleEnabled === true);
  const captchaRule = allRules?.find((rule) => rule.fieldName === 'captcha' && rule.enabled && rule.required);
  const showCaptcha = Boolean(captchaRule) || captchaAsked;
  const captchaMissing = showCaptcha && !captcha.captcha.trim();

  const sendSms = useCallback(
    (mobile: string, proof: { challengeId?: string; challengeNonce?: string }) =>
      requestRegisterSmsCode({ mobileNo: mobile, countryDialingCode: dialingCode, ...proof }),
    [dialingCode],
  );
  const sms = useSmsCode(sendSms);

  const mutation = useMutation({
    mutationFn: async (request: RegisterInput) => register(request, await encryption(), mode === 'mobile'),
    onError: (error) => {
      /* Each captcha is single use: a failed attempt needs a new one. */
      setCaptchaReloadKey((key) => key + 1);
      if (error instanceof ApiError && error.captchaRequired) setCaptchaAsked(true);
      const field = fieldOfError<ErrorField>(error, [
        ...rules.map((rule) => rule.fieldName),
        ...(showCaptcha ? (['captcha'] as const) : []),
        ...(smsVerification ? (['verificationCode'] as const) : []),
        'acceptTerms',
      ]);
      if (field) setServerErrors((current) => ({ ...current, [field]: errorMessageOf(error) }));
    },
    onSuccess: (result) => {
      setValues({});
      setTouched({});
      setSubmitted(false);
      setAcceptTerms(false);
      afterLogin(result, { kind: 'register', goHome: true });
    },
  });
  const generalError =
    mutation.error &&
    !fieldOfError<ErrorField>(mutation.error, [
      ...rules.map((rule) => rule.fieldName),
      ...(showCaptcha ? (['captcha'] as const) : []),
      ...(smsVerification ? (['verificationCode'] as const) : []),
      'acceptTerms',
    ])
      ? errorMessageOf(mutation.error)
      : null;

  const close = () => {
    closePopup('registerModal');
    if (location.pathname === '/register') void navigate('/', { replace: true });
  };

  const setValue = (field: RegistrationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const switchMode = (next: RegisterOption) => {
    setWantedMode(next);
    setSubmitted(false);
    setTouched({});
    setServerErrors({});
    mutation.reset();
  };

  const problemText = (problem: FieldProblem | null | undefined) => {
    if (!problem) return null;
    const text = t(problem.key as never, problem.values ?? {}) as unknown as string;
    return problem.detailKey ? `${text} (${t(problem.detailKey as never) as unknown as string})` : text;
  };

  const codeProblem = (): FieldProblem | null => {
    if (!smsVerification) return null;
    const code = values.verificationCode?.trim() ?? '';
    if (!code) return { key: 'validation.required' };
    return verificationCodePattern.test(code) ? null : { key: 'validation.verificationCode' };
  };

  const focusFirstProblem = () =>
    window.requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
      invalid?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mode) return;
    setSubmitted(true);
    setServerErrors({});
    const problems = validateAll(rules, formValues);
    if (Object.keys(problems).length > 0 || codeProblem() || !acceptTerms || captchaMissing) {
      focusFirstProblem();
      return;
    }
    /* Spec §4: the invitation code is checked before the registration when its field shows. */
    const shownCode = rules.some((rule) => rule.fieldName === 'affiliateCode')
      ? formValues.affiliateCode?.trim()
      : '';
    if (shownCode) {
      setChecking(true);
      const valid = await checkAffiliateCode(shownCode, domain);
      setChecking(false);
      if (!valid) {
        setServerErrors({ affiliateCode: t('validation.invitationCode') });
        focusFirstProblem();
        return;
      }
    }
    const body: RegisterInput = {
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      login: true,
      acceptTerms: true,
      domain,
    };
    for (const rule of rules) {
      const value = rule.fieldName.toLowerCase().includes('password')
        ? formValues[rule.fieldName]
        : formValues[rule.fieldName]?.trim();
      if (value && registerFieldNames.has(rule.fieldName))
        (body as Record<string, unknown>)[rule.fieldName] = value;
    }
    if (referralCode && affiliate === 'valid') body.affiliateCode = referralCode;
    if (body.mobileNum) body.countryDialingCode = dialingCode;
    if (mode === 'mobile' && body.mobileNum) body.username = body.mobileNum;
    if (smsVerification) body.verificationCode = values.verificationCode?.trim() ?? '';
    if (showCaptcha && captcha.captchaId)
      Object.assign(body, { captchaId: captcha.captchaId, captcha: captcha.captcha.trim() });
    setChecking(true);
    Object.assign(body, await challenge.take());
    setChecking(false);
    mutation.mutate(body);
  };

  const label = (field: RegistrationField) => registrationFieldLabels[field][language];
  const placeholderOf = (field: RegistrationField) =>
    field === 'mobileNum'
      ? t('placeholders.mobileNum')
      : (t(`placeholders.register.${field}` as never, {
          defaultValue: t('placeholders.enter', { field: label(field) }),
        }) as unknown as string);

  const renderCodeField = () => {
    const problem = submitted || touched.verificationCode ? problemText(codeProblem()) : null;
    const message = serverErrors.verificationCode ?? problem ?? sms.error;
    return (
      <div className="field field--wide" key="verificationCode">
        <label className="field__label" htmlFor="register-verificationCode">
          {label('verificationCode')}
          <span className="field__required">*</span>
        </label>
        <span className={`field__control${message ? ' field__control--invalid' : ''}`}>
          <ShieldIcon />
          <input
            id="register-verificationCode"
            name="verificationCode"
            className="field__input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.verificationCode ?? ''}
            onChange={(event) => setValue('verificationCode', event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, verificationCode: true }))}
            placeholder={placeholderOf('verificationCode')}
            aria-invalid={message ? true : undefined}
          />
          <SmsCodeButton
            seconds={sms.seconds}
            sending={sms.sending}
            onSend={() => void sms.request(values.mobileNum ?? '')}
            testId="register-send-code"
          />
        </span>
        {message ? (
          <span className="field__error" data-testid="register-error-verificationCode">
            {message}
          </span>
        ) : null}
      </div>
    );
  };

  const renderField = (rule: RegisterFieldRule) => {
    const field = rule.fieldName;
    const kind = inputKindOf(field);
    const Icon = fieldIcons[field] ?? UserIcon;
    const showProblem = submitted || touched[field];
    const problem =
      serverErrors[field] ??
      (showProblem ? problemText(validateField(rule, formValues[field], formValues)) : null);
    const inputProps = {
      id: `register-${field}`,
      name: field,
      className: 'field__input',
      value: formValues[field] ?? '',
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
      onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
      placeholder: placeholderOf(field),
      'aria-invalid': problem ? true : undefined,
      maxLength: rule.maxLength ?? undefined,
    };
    const wide = field === 'mobileNum' || field === 'address';
    return (
      <div className={`field${wide ? ' field--wide' : ''}`} key={field} data-field={field}>
        <label className="field__label" htmlFor={`register-${field}`}>
          {label(field)}
          {rule.required ? <span className="field__required">*</span> : null}
        </label>
        <span className={`field__control${problem ? ' field__control--invalid' : ''}`}>
          {field === 'mobileNum' ? (
            <DialCodeSelect value={dialingCode} onChange={setDialingCode} />
          ) : (
            <Icon />
          )}
          {kind === 'password' ? (
            <PasswordInput {...inputProps} autoComplete={field === 'password' ? 'new-password' : 'off'} />
          ) : (
            <input
              {...inputProps}
              type={kind}
              inputMode={field === 'mobileNum' ? 'numeric' : undefined}
              autoComplete={
                field === 'email'
                  ? 'email'
                  : field === 'mobileNum'
                    ? 'tel-national'
                    : field === 'username'
                      ? 'username'
                      : 'off'
              }
            />
          )}
        </span>
        {problem ? (
          <span className="field__error" data-testid={`register-error-${field}`}>
            {problem}
          </span>
        ) : field === 'mobileNum' ? (
          <span className="field__hint">{t('hints.mobileNum')}</span>
        ) : (field === 'username' || field === 'password') && rule.minLength && rule.maxLength ? (
          <span className="field__hint">
            {t('hints.length', { min: rule.minLength, max: rule.maxLength })}
          </span>
        ) : null}
      </div>
    );
  };

  const body = (() => {
    if (!mode)
      return (
        <p className="form-error" data-testid="register-closed">
          {t('register.closed')}
        </p>
      );
    if (settings.isPending) return <LoadingBlock height={320} />;
    return (
      <form
        ref={formRef}
        className="auth-form auth-form--grid"
        onSubmit={(event) => void submit(event)}
        onFocus={challenge.prepare}
        noValidate
        data-testid="register-form"
      >
        {rules.flatMap((rule) =>
          rule.fieldName === 'mobileNum' && smsVerification
            ? [renderField(rule), renderCodeField()]
            : [renderField(rule)],
        )}
        {showCaptcha && open ? (
          <div className="field--wide">
            <CaptchaField
              value={captcha.captcha}
              onChange={(value) => {
                setCaptcha(value);
                if (serverErrors.captcha) setServerErrors((current) => ({ ...current, captcha: undefined }));
              }}
              reloadKey={captchaReloadKey}
              error={serverErrors.captcha ?? (submitted && captchaMissing ? t('validation.captcha') : null)}
            />
          </div>
        ) : null}
        <div className="field--wide">
          <label className="checkbox terms-checkbox">
            <input
              type="checkbox"
              checked={acceptTerms}
              onChange={(event) => {
                setAcceptTerms(event.target.checked);
                setServerErrors((current) => ({ ...current, acceptTerms: undefined }));
              }}
              aria-invalid={submitted && !acceptTerms ? true : undefined}
              data-testid="register-terms"
            />
            <span>
              <span className="terms-checkbox__age">18+</span>
              {t('register.terms')}
            </span>
          </label>
          {(submitted && !acceptTerms) || serverErrors.acceptTerms ? (
            <span className="field__error" data-testid="register-error-acceptTerms">
              {serverErrors.acceptTerms ?? t('validation.terms')}
            </span>
          ) : null}
        </div>
        {generalError ? (
          <p className="form-error field--wide" role="alert" data-testid="register-error">
            {generalError}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--primary btn--lg btn--block field--wide"
          disabled={mutation.isPending || checking}
          data-testid="register-submit"
        >
          {mutation.isPending || checking ? t('register.submitting') : t('register.submit')}
        </button>
        <p className="auth-form__switch field--wide">
          {t('register.haveAccount')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => openPopup('loginPopupModal', {})}
            data-testid="register-login-link"
          >
            {t('register.loginNow')}
          </button>
        </p>
      </form>
    );
  })();

  return (
    <Modal
      open={open}
      onClose={close}
      width={600}
      height="auto"
      lockScroll
      testId="register-popup"
      className="auth-modal auth-modal--wide"
    >
      <div className="auth-modal__brand">
        <h2 className="auth-modal__title">{t('register.title')}</h2>
        <p className="auth-modal__subtitle">{t('register.subtitle')}</p>
      </div>
      <AuthTabs
        tabs={options.map((option) => ({
          value: option,
          label: t(`register.modes.${option}`),
          icon: option === 'mobile' ? <PhoneIcon /> : <UserIcon />,
        }))}
        value={mode ?? 'username'}
        onChange={switchMode}
        label={t('register.title')}
        testId="register-tabs"
      />
      {affiliate === 'valid' && referralCode ? (
        <p className="auth-form__badge" data-testid="affiliate-applied">
          <TicketIcon width={16} height={16} />
          {t('register.invitationApplied', { code: referralCode })}
        </p>
      ) : null}
      {affiliate === 'invalid' ? (
        <p className="form-error auth-form__notice" data-testid="affiliate-invalid">
          {t('validation.invitationCode')}
        </p>
      ) : null}
      {body}
    </Modal>
  );
}
