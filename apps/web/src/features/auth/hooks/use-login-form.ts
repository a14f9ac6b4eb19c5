import type { LoginRequest } from '@msp/contracts/session.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { isWhitelabelOn, permissionQueryOptions } from '../../system/api/permission.ts';
import { requestLoginSmsCode } from '../api/sms-code.ts';
import { useLoginMutation } from './use-login-flow.ts';

export type LoginMode = LoginRequest['type'];

/** Spec §9: the login SMS send is throttled to once per 1000 ms; the countdown is minutes x 60 s. */
const smsThrottleMs = 1000;
const defaultCodeMinutes = 5;

/** State and actions of a login form (pop-up and header share it). */
export function useLoginForm() {
  const { t } = useTranslation('auth');
  const { data: permission } = useQuery(permissionQueryOptions());
  const mobileLoginEnabled = isWhitelabelOn(permission?.whitelabelVal, 'MOBILEVERCODELOGIN3');
  const directRegistration = isWhitelabelOn(permission?.whitelabelVal, 'DIRECTREG3');
  const [mode, setMode] = useState<LoginMode>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [dialingCode, setDialingCode] = useState('880');
  const [validation, setValidation] = useState<string | null>(null);
  const [countdown, setCountdown] = useState(0);
  const [smsError, setSmsError] = useState<string | null>(null);
  const lastSmsAt = useRef(0);
  const mutation = useLoginMutation();
  const effectiveMode: LoginMode = mobileLoginEnabled ? mode : 'username';

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = window.setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [countdown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setValidation(effectiveMode === 'sms' ? t('validation.enterMobileAndCode') : t('validation.enterUsernameAndPassword'));
      return;
    }
    setValidation(null);
    mutation.mutate({ username: username.trim(), password, type: effectiveMode });
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
      const answer = await requestLoginSmsCode(username.trim(), dialingCode);
      setCountdown((answer?.expiredMinutes ?? defaultCodeMinutes) * 60);
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
    pending: mutation.isPending,
    error: validation ?? smsError ?? (mutation.error ? errorMessageOf(mutation.error) : null),
  };
}
