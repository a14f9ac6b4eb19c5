import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageOf } from '../../../shared/lib/api-client.ts';
import { isWhitelabelOn, permissionQueryOptions } from '../../system/api/permission.ts';
import type { LoginInput } from '../api/login.ts';
import { requestLoginSmsCode } from '../api/sms-code.ts';
import type { CaptchaValue } from '../components/captcha-field.tsx';
import { loginOptions, pickOption, type LoginOption } from '../lib/auth-options.ts';
import { fieldOfError } from '../lib/field-errors.ts';
import { mobilePattern, verificationCodePattern } from '../lib/register-validation.ts';
import { useChallenge } from './use-challenge.ts';
import { useLoginMutation } from './use-login-flow.ts';
import { useSmsCode } from './use-sms-code.ts';

export type LoginMode = LoginOption;

/** Spec §4/§9: the login SMS send is throttled to once per 1000 ms. */
export const loginSmsThrottleMs = 1000;

export interface LoginFormInit {
  username?: string;
  captchaRequired?: boolean;
  /** The agent page's login: the server refuses non-agents. */
  agentSite?: boolean;
}

/** State and actions of a login form (the pop-up and the header's inline form share it). */
export function useLoginForm(initial: LoginFormInit = {}) {
  const { t } = useTranslation('auth');
  const { data: permission } = useQuery(permissionQueryOptions());
  const isOn = (modId: Parameters<typeof isWhitelabelOn>[1]) =>
    isWhitelabelOn(permission?.whitelabelVal, modId);
  const options = loginOptions(isOn);
  const directRegistration = isOn('DIRECTREG3');
  const freePlay = isOn('FREEPLAY3');
  const [wantedMode, setWantedMode] = useState<LoginMode | null>(null);
  const mode: LoginMode = pickOption(options, wantedMode) ?? 'username';
  const [username, setUsername] = useState(initial.username ?? '');
  const [captchaRequired, setCaptchaRequired] = useState(initial.captchaRequired ?? false);
  const [initialSeen, setInitialSeen] = useState(initial);
  if (initialSeen.username !== initial.username || initialSeen.captchaRequired !== initial.captchaRequired) {
    /* The pop-up was reopened with a username (a failed header login that now needs a captcha). */
    setInitialSeen(initial);
    if (initial.username !== undefined) setUsername(initial.username);
    if (initial.captchaRequired) setCaptchaRequired(true);
  }
  const [password, setPassword] = useState('');
  const [dialingCode, setDialingCode] = useState('880');
  const [validation, setValidation] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaValue>({ captchaId: '', captcha: '' });
  const [captchaReloadKey, setCaptchaReloadKey] = useState(0);
  const [solving, setSolving] = useState(false);
  const challenge = useChallenge();
  const mutation = useLoginMutation();
  const sendSms = useCallback(
    (mobile: string, proof: { challengeId?: string; challengeNonce?: string }) =>
      requestLoginSmsCode({ mobileNum: mobile, countryDialingCode: dialingCode, type: 'login', ...proof }),
    [dialingCode],
  );
  const sms = useSmsCode(sendSms, { throttleMs: loginSmsThrottleMs });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name || !password) {
      setValidation(
        mode === 'sms' ? t('validation.enterMobileAndCode') : t('validation.enterUsernameAndPassword'),
      );
      return;
    }
    if (mode === 'sms' && !mobilePattern.test(name)) return setValidation(t('validation.mobile'));
    if (mode === 'sms' && !verificationCodePattern.test(password.trim()))
      return setValidation(t('validation.verificationCode'));
    if (captchaRequired && !captcha.captcha.trim()) {
      setValidation(t('validation.captcha'));
      return;
    }
    setValidation(null);
    setSolving(true);
    const proof = mode === 'username' ? await challenge.take() : {};
    setSolving(false);
    const request: LoginInput = {
      username: name,
      password: mode === 'sms' ? password.trim() : password,
      type: mode,
      ...(mode === 'sms' ? { countryDialingCode: dialingCode } : {}),
      ...(captchaRequired && captcha.captchaId
        ? { captchaId: captcha.captchaId, captcha: captcha.captcha.trim() }
        : {}),
      ...(initial.agentSite ? { agentSite: true } : {}),
      ...proof,
    };
    mutation.mutate(request, {
      /* The pop-up stays mounted: the password does not stay in memory after a login. */
      onSuccess: () => setPassword(''),
      onError: (error) => {
        /* A failed login asks for a captcha next time; each captcha is single use. */
        if (error instanceof ApiError && (error.captchaRequired || captchaRequired)) {
          setCaptchaRequired(true);
          setCaptchaReloadKey((key) => key + 1);
        }
      },
    });
  };

  const switchMode = (next: LoginMode) => {
    setWantedMode(next);
    setUsername('');
    setPassword('');
    setValidation(null);
    sms.clearError();
    mutation.reset();
  };

  const serverField = fieldOfError(mutation.error, ['captcha'] as const);
  const serverMessage = mutation.error ? errorMessageOf(mutation.error) : null;

  return {
    options,
    mode,
    switchMode,
    mobileLoginEnabled: options.includes('sms'),
    directRegistration,
    freePlay,
    username,
    setUsername,
    password,
    setPassword,
    dialingCode,
    setDialingCode,
    submit,
    sendCode: () => void sms.request(username),
    countdown: sms.seconds,
    sendingCode: sms.sending,
    prepareChallenge: challenge.prepare,
    captchaRequired,
    captcha,
    setCaptcha,
    captchaReloadKey,
    pending: mutation.isPending || solving,
    mutationError: mutation.error,
    /** The server's complaint about the captcha answer, shown under the captcha field. */
    captchaError: serverField === 'captcha' ? serverMessage : null,
    error: validation ?? sms.error ?? (serverField ? null : serverMessage),
  };
}
