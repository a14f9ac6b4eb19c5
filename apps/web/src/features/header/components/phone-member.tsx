import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { profileQueryOptions } from '../../member/api/profile.ts';
import { AvatarArt } from '../../member/components/avatar-art.tsx';
import { HeaderBalance } from '../../wallet/components/header-balance.tsx';

/**
 * The logged-in member on a phone's top bar: balance, account and the avatar (opens the security centre) with the
 * unread messages' count when the server sends one.
 */
export function PhoneMember() {
  const { t } = useTranslation('header');
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const { data: profile } = useQuery(profileQueryOptions(token));
  return (
    <>
      <HeaderBalance compact />
      <span className="topbar__account" data-testid="phone-account">
        {member?.account ?? ''}
      </span>
      <Link
        to="/member/securityCenter"
        className="topbar__avatar"
        aria-label={t('profile')}
        data-testid="phone-avatar"
      >
        <AvatarArt avatar={profile?.avatar} account={member?.account ?? ''} size={34} />
        {member?.unreadMessage ? (
          <span className="count-badge" data-testid="phone-unread-count">
            {member.unreadMessage > 99 ? '99+' : member.unreadMessage}
          </span>
        ) : null}
      </Link>
    </>
  );
}
