import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { CrownIcon, DepositIcon, UserIcon, WithdrawIcon } from '../../../shared/ui/icons.tsx';
import { LogoutButton } from '../../auth/components/logout-button.tsx';
import { isAgent, memberInfoQueryOptions } from '../../auth/api/member-info.ts';

/** Logged-in header block: avatar and account (opens the profile), VIP label, deposit, withdraw, logout. */
export function MemberBlock() {
  const { t } = useTranslation('header');
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  if (!member) return <div className="member-block member-block--loading" aria-busy="true" />;
  return (
    <div className="member-block" data-testid="member-block">
      <Link to="/member/securityCenter" className="member-block__who" title={t('profile')}>
        <span className="member-block__avatar">
          <UserIcon />
        </span>
        <span className="member-block__text">
          <span className="member-block__account" data-testid="member-account">
            {member.account}
          </span>
          <span className="member-block__meta">
            {member.vipLabelName ? (
              <span className="vip-chip" data-testid="vip-label">
                <CrownIcon />
                {member.vipLabelName}
              </span>
            ) : null}
            {isAgent(member) ? <span className="role-chip">{t('agent')}</span> : null}
          </span>
        </span>
      </Link>
      <Link to="/member/depositv2" className="btn btn--primary btn--sm" data-testid="header-deposit">
        <DepositIcon />
        {t('deposit')}
      </Link>
      <Link to="/member/withdraw" className="btn btn--ghost btn--sm" data-testid="header-withdraw">
        <WithdrawIcon />
        {t('withdraw')}
      </Link>
      <LogoutButton className="btn btn--ghost btn--icon btn--sm" />
    </div>
  );
}
