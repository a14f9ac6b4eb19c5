import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forcedPopup, openPopup, usePopups } from '../../../shared/lib/popup-store.ts';
import {
  getVerificationMethod,
  storeMember,
  useSessionRestriction,
  useSessionToken,
} from '../../../shared/lib/session-store.ts';
import { isAgent, memberInfoQueryOptions } from '../api/member-info.ts';

/**
 * Keeps the login state in step (spec §4 "Login state"): the session restored from the URL token or from
 * session storage turns into a logged-in member when the member info loads, which also writes the member
 * keys of the spec; a step the server still requires (new password, new IP) reopens after a reload.
 */
export function SessionSync() {
  const token = useSessionToken();
  const restriction = useSessionRestriction();
  const popups = usePopups();
  const { data: member } = useQuery(memberInfoQueryOptions(token));

  useEffect(() => {
    if (!token || !member) return;
    storeMember({
      id: member.id,
      account: member.account,
      nickname: member.nickname,
      isAgent: isAgent(member),
    });
  }, [token, member]);

  const forced = forcedPopup(popups);
  useEffect(() => {
    if (!token || !restriction || forced) return;
    if (restriction === 'PASSWORD_CHANGE') openPopup('changePassModal', { forced: true });
    else openPopup('newIpVerifyModal', { method: getVerificationMethod() });
  }, [token, restriction, forced]);

  return null;
}
