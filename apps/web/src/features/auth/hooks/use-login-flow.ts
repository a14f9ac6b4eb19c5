import { isAgentType } from '@msp/contracts/enums.ts';
import type { LoginResult } from '@msp/contracts/session.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  readSession,
  removeSession,
  sessionKeys,
  writeSession,
} from '../../../shared/lib/browser-storage.ts';
import { closePopup, openPopup } from '../../../shared/lib/popup-store.ts';
import { storeLogin, type SessionRestriction } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { isWhitelabelOn, permissionQueryOptions } from '../../system/api/permission.ts';
import { login, type LoginInput } from '../api/login.ts';
import { memberInfoQueryOptions } from '../api/member-info.ts';
import { useEncryption } from './use-encryption.ts';

/** How the visitor got in: it decides which after-login steps apply (spec §4 "Login"). */
export type LoginKind = 'username' | 'sms' | 'register' | 'reset' | 'freeplay';

export interface AfterLoginOptions {
  kind: LoginKind;
  /** A login of the agent page: lands on /agentHome. */
  agentSite?: boolean;
  /** Registration and reset by phone go to / when done. */
  goHome?: boolean;
}

/**
 * The last after-login step, also run when a forced step (new password, new-IP check) is done: the
 * first-login action (a welcome pointing to the security centre) or a welcome toast.
 */
export function useFinishLogin() {
  const { t } = useTranslation('auth');
  return useCallback(
    (name: string) => {
      if (readSession(sessionKeys.firstLoginWelcome)) {
        removeSession(sessionKeys.firstLoginWelcome);
        openPopup('firstLoginModal', { name });
        return;
      }
      showToast(t('welcome', { name }), 'success');
    },
    [t],
  );
}

/**
 * Stores a successful login and runs the after-login steps: the token and member keys in session storage;
 * a forced password change when the password is the default one or expired (not for SMS logins), or the
 * new-IP step; else the member info loads, the first-login action runs and agent-page logins go to /agentHome.
 */
export function useAfterLogin() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const { data: permission } = useQuery(permissionQueryOptions());
  return (result: LoginResult, { kind, agentSite = false, goHome = false }: AfterLoginOptions) => {
    const expired = result.passwordExpired && isWhitelabelOn(permission?.whitelabelVal, 'PWDEXPFORCECHANGE3');
    const mustChange =
      kind !== 'sms' && (result.mustChangePassword || expired || result.restriction === 'PASSWORD_CHANGE');
    const restriction: SessionRestriction | null = mustChange
      ? 'PASSWORD_CHANGE'
      : result.restriction === 'NEW_IP'
        ? 'NEW_IP'
        : null;
    storeLogin({
      token: result.token,
      id: result.id,
      account: result.account,
      nickname: result.nickname,
      isAgent: isAgentType(result.type),
      firstTimeLogin: result.firstTimeLogin,
      restriction,
      verificationMethod: result.verificationMethod,
      lastLoginTime: result.lastLoginTime,
      lastLoginIp: result.lastLoginIp,
    });
    /* A trial account has nothing to secure: it gets no first-login welcome. */
    if (result.firstTimeLogin && kind !== 'freeplay') writeSession(sessionKeys.firstLoginWelcome, '1');
    queryClient.setQueryData(memberInfoQueryOptions(result.token).queryKey, {
      id: result.id,
      account: result.account,
      nickname: result.nickname,
      type: result.type,
      language: result.language,
    });
    void queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions(result.token).queryKey });
    closePopup('loginPopupModal');
    closePopup('registerModal');
    closePopup('forgetPassModal');
    if (restriction === 'PASSWORD_CHANGE') {
      openPopup('changePassModal', { forced: true });
      return;
    }
    if (restriction === 'NEW_IP') {
      openPopup('newIpVerifyModal', { method: result.verificationMethod });
      return;
    }
    if (agentSite) void navigate('/agentHome');
    else if (goHome) void navigate('/');
    if (kind === 'freeplay') showToast(t('freePlay.ready'), 'success', 5000);
    else finishLogin(result.nickname || result.account);
  };
}

export function useLoginMutation() {
  const afterLogin = useAfterLogin();
  const encryption = useEncryption();
  return useMutation({
    mutationFn: async (request: LoginInput) => login(request, await encryption()),
    onSuccess: (result, request) =>
      afterLogin(result, { kind: request.type ?? 'username', agentSite: request.agentSite ?? false }),
  });
}
