import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import {
  ChartIcon,
  ChevronDownIcon,
  CrownIcon,
  DepositIcon,
  GiftIcon,
  ShieldIcon,
  StarIcon,
  StoreIcon,
  TicketIcon,
  UsersIcon,
  WalletIcon,
  WithdrawIcon,
} from '../../../shared/ui/icons.tsx';
import { isAgent, isTrial, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { LogoutButton, LogoutConfirmModal } from '../../auth/components/logout-button.tsx';
import { profileQueryOptions } from '../../member/api/profile.ts';
import { AvatarArt } from '../../member/components/avatar-art.tsx';
import { isWhitelabelOn, permissionQueryOptions } from '../../system/api/permission.ts';
import { VipBadge } from '../../vip/components/vip-badge.tsx';
import { HeaderBalance } from '../../wallet/components/header-balance.tsx';

/** A count the server sent (unread messages, unclaimed rewards); nothing when it sent none. */
const countOf = (value: number | null | undefined) => (typeof value === 'number' && value > 0 ? value : null);

function CountBadge({ count, testId }: { count: number | null; testId: string }) {
  if (count === null) return null;
  return (
    <span className="count-badge" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

type MenuKey =
  | 'agentCenter'
  | 'bettingRecord'
  | 'accountRecord'
  | 'personalLoss'
  | 'rewardCenter'
  | 'missions'
  | 'vip'
  | 'pointMall'
  | 'myAccount';

interface MenuItem {
  key: MenuKey;
  to: string;
  icon: ReactNode;
  count?: number | null;
}

/**
 * Logged-in header block (spec §2): the avatar (opens the security centre), account, the VIP label and rank (a
 * badge linking to /vip), unread and unclaimed counts when the server provides them, the member menu, deposit,
 * withdraw, and logout with a confirmation. Trial accounts are asked to register before the wallet.
 */
export function MemberBlock() {
  const { t } = useTranslation('header');
  const token = useSessionToken();
  const location = useLocation();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const { data: profile } = useQuery(profileQueryOptions(token));
  const { data: permission } = useQuery(permissionQueryOptions());
  /* The menu belongs to the page it was opened on: navigating closes it. */
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.pathname : null);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setMenuOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpenAt(null);
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  if (!member) return <div className="member-block member-block--loading" aria-busy="true" />;
  const agent = isAgent(member);
  const trial = isTrial(member);
  const unread = countOf(member.unreadMessage);
  const unclaimed = countOf(member.availablePromoCount);
  const missions = countOf(member.missionsToClaim);
  const items: MenuItem[] = [
    ...(agent ? [{ key: 'agentCenter' as const, to: '/agent/agentTeamOverview', icon: <UsersIcon /> }] : []),
    { key: 'bettingRecord', to: '/member/personalHistoryCopy', icon: <TicketIcon /> },
    { key: 'accountRecord', to: '/member/transactionHistory', icon: <WalletIcon /> },
    { key: 'personalLoss', to: '/member/personalProfit', icon: <ChartIcon /> },
    { key: 'rewardCenter', to: '/member/rewardCenter', icon: <GiftIcon />, count: unclaimed },
    { key: 'missions', to: '/member/missionLeaderboard', icon: <StarIcon />, count: missions },
    ...(member.hasVip ? [{ key: 'vip' as const, to: '/vip', icon: <CrownIcon /> }] : []),
    ...(isWhitelabelOn(permission?.whitelabelVal, 'PTSYS3')
      ? [{ key: 'pointMall' as const, to: '/pointMall', icon: <StoreIcon /> }]
      : []),
    { key: 'myAccount', to: '/member/securityCenter', icon: <ShieldIcon /> },
  ];
  /* Spec §5/§6: a trial account cannot use the wallet. */
  const walletGate = (event: MouseEvent) => {
    if (!trial) return;
    event.preventDefault();
    showToast(t('registerFirst'), 'error');
  };

  return (
    <div className="member-block" data-testid="member-block">
      <Link
        to="/member/securityCenter"
        className="member-block__avatar"
        title={t('profile')}
        aria-label={t('profile')}
        data-testid="member-avatar"
      >
        <AvatarArt avatar={profile?.avatar} account={member.account} size={38} />
        <CountBadge count={unread} testId="unread-count" />
      </Link>
      <div className="member-menu" ref={menuRef}>
        <button
          type="button"
          className="member-block__who"
          onClick={() => setMenuOpen(!menuOpen)}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          data-testid="member-menu-toggle"
        >
          <span className="member-block__text">
            <span className="member-block__account" data-testid="member-account">
              {member.account}
            </span>
            <span className="member-block__meta">
              {agent ? <span className="role-chip">{t('agent')}</span> : null}
              {trial ? <span className="role-chip role-chip--trial">{t('trial')}</span> : null}
            </span>
          </span>
          <CountBadge count={unclaimed} testId="unclaimed-count" />
          <ChevronDownIcon className="member-block__chevron" />
        </button>
        {menuOpen ? (
          <div className="member-menu__panel" role="menu" data-testid="member-menu">
            {items.map((item) => (
              <Link
                key={item.key}
                to={item.to}
                className="member-menu__item"
                role="menuitem"
                onClick={() => setMenuOpen(false)}
              >
                {item.icon}
                <span>{t(`menu.${item.key}`)}</span>
                {item.count ? (
                  <span className="count-badge">{item.count > 99 ? '99+' : item.count}</span>
                ) : null}
              </Link>
            ))}
            <div className="member-menu__sep" />
            <LogoutButton
              className="member-menu__item member-menu__item--out"
              withLabel
              testId="menu-logout"
              onClick={() => {
                setMenuOpen(false);
                setConfirmingLogout(true);
              }}
            />
          </div>
        ) : null}
      </div>
      <VipBadge member={member} />
      <HeaderBalance />
      <Link
        to="/member/depositv2"
        className="btn btn--primary btn--sm"
        onClick={walletGate}
        data-testid="header-deposit"
      >
        <DepositIcon />
        {t('deposit')}
      </Link>
      <Link
        to="/member/withdraw"
        className="btn btn--ghost btn--sm"
        onClick={walletGate}
        data-testid="header-withdraw"
      >
        <WithdrawIcon />
        {t('withdraw')}
      </Link>
      <LogoutButton className="btn btn--ghost btn--icon btn--sm" />
      <LogoutConfirmModal open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </div>
  );
}
