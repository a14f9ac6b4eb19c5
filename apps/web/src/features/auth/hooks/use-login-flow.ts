import { isAgentType } from '@msp/contracts/enums.ts';
import type { LoginResult } from '@msp/contracts/session.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { closePopup, openPopup } from '../../../shared/lib/popup-store.ts';
import { storeLogin } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { isWhitelabelOn, permissionQueryOptions } from '../../system/api/permission.ts';
import { login, type LoginInput } from '../api/login.ts';
import { memberInfoQueryOptions } from '../api/member-info.ts';

/** Stores a successful login and runs the after-login steps (spec §4 "Login"). */
export function useAfterLogin() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  const { data: permission } = useQuery(permissionQueryOptions());
  return (result: LoginResult, type: LoginInput['type']) => {
    storeLogin({
      token: result.token,
      id: result.id,
      account: result.account,
      nickname: result.nickname,
      isAgent: isAgentType(result.type),
      firstTimeLogin: result.firstTimeLogin,
    });
    queryClient.setQueryData(memberInfoQueryOptions(result.token).queryKey, {
      id: result.id,
      account: result.account,
      nickname: result.nickname,
      type: result.type,
      language: result.language,
    });
    void queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions(result.token).queryKey });
    closePopup('loginPopupModal');
    const expired = result.passwordExpired && isWhitelabelOn(permission?.whitelabelVal, 'PWDEXPFORCECHANGE3');
    const mustChange =
      type !== 'sms' && (result.mustChangePassword || result.restriction === 'PASSWORD_CHANGE' || expired);
    if (result.restriction === 'NEW_IP') openPopup('newIpVerifyModal', { method: result.verificationMethod });
    else if (mustChange) openPopup('changePassModal', { forced: true });
    else showToast(t('welcome', { name: result.nickname || result.account }), 'success');
  };
}

export function useLoginMutation() {
  const afterLogin = useAfterLogin();
  const { data: permission } = useQuery(permissionQueryOptions());
  return useMutation({
    mutationFn: (request: LoginInput) => login(request, permission?.encryption),
    onSuccess: (result, request) => afterLogin(result, request.type ?? 'username'),
  });
}
