import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageOf } from '../../../shared/lib/api-client.ts';
import { isWhitelabelOn, permissionQueryOptions } from '../../system/api/permission.ts';
import type { LoginInput } from '../api/login.ts';
import { requestLoginSmsCode } from '../api/sms-code.ts';
import type { CaptchaValue } from '../components/captcha-field.tsx';
import { useChallenge } from './use-challenge.ts';
import { useLoginMutation } from './use-login-flow.ts';

export type LoginMode = NonNullable<LoginInput['type']>;

/** Spec §9: the login SMS send is throttled to once per 1000 ms; the countdown is minutes x 60 s. */
const smsThrottleMs = 1000;

/** State and actions of a login form (pop-up and header share it). */
export function useLoginForm(initial: { username?: string; captchaRequired?: boolean } = {}) {
  const { t } = useTranslation('auth');
  const { data: permission } = useQuery(permissionQueryOptions());
  const mobileLoginEnabled = isWhitelabelOn(permission?.whitelabelVal, 'MOBILEVERCODELOGIN3');
  const directRegistration = isWhitelabelOn(permission?.whitelabelVal, 'DIRECTREG3');
  const [mode, setMode] = useState<LoginMode>('username');
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
  const [countdown, setCountdown] = useState(0);
  const [smsError, setSmsError] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaValue>({ captchaId: '', captcha: '' });
  const [captchaReloadKey, setCaptchaReloadKey] = useState(0);
  const [solving, setSolving] = useState(false);
  const lastSmsAt = useRef(0);
  const challenge = useChallenge();
  const mutation = useLoginMutation();
  const effectiveMode: LoginMode = mobileLoginEnabled ? mode : 'username';

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setValidation(
        effectiveMode === 'sms'
          ? t('validation.enterMobileAndCode')
          : t('validation.enterUsernameAndPassword'),
      );
      return;
    }
    if (captchaRequired && !captcha.captcha.trim()) {
      setValidation(t('validation.captcha'));
      return;
    }
    setValidation(null);
    setSolving(true);
    const proof = effectiveMode === 'username' ? await challenge.take() : {};
    setSolving(false);
    mutation.mutate(
      {
        username: username.trim(),
        password,
        type: effectiveMode,
        ...(effectiveMode === 'sms' ? { countryDialingCode: dialingCode } : {}),
        ...(captchaRequired && captcha.captchaId
          ? { captchaId: captcha.captchaId, captcha: captcha.captcha.trim() }
          : {}),
        ...proof,
      },
      {
        onError: (error) => {
          /* A failed login asks for a captcha next time; each captcha is single use. */
          if (error instanceof ApiError && error.captchaRequired) {
            setCaptchaRequired(true);
            setCaptchaReloadKey((key) => key + 1);
          }
        },
      },
    );
  };

  const sendCode = async () => {
    const now = Date.now();
    if (countdown > 0 || now - lastSmsAt.current < smsThrottleMs) return;
    lastSmsAt.current = now;
    if (!/^\d{6,15}$/.test(username.trim())) {
      setSmsError(t('validation.mobile'));
      return;
    }
    setSmsError(null);
    try {
      const proof = await challenge.take();
      const answer = await requestLoginSmsCode({
        mobileNum: username.trim(),
        countryDialingCode: dialingCode,
        type: 'login',
        ...proof,
      });
      setCountdown(answer.expiredMinutes * 60);
    } catch (error) {
      setSmsError(errorMessageOf(error));
    }
  };

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setUsername('');
    setPassword('');
    setValidation(null);
    setSmsError(null);
  };

  return {
    mode: effectiveMode,
    switchMode,
    mobileLoginEnabled,
    directRegistration,
    username,
    setUsername,
    password,
    setPassword,
    dialingCode,
    setDialingCode,
    submit,
    sendCode,
    countdown,
    prepareChallenge: challenge.prepare,
    captchaRequired,
    captcha,
    setCaptcha,
    captchaReloadKey,
    pending: mutation.isPending || solving,
    mutationError: mutation.error,
    error: validation ?? smsError ?? (mutation.error ? errorMessageOf(mutation.error) : null),
  };
}
