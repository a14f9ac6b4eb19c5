import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { customerServiceWindow, openExternal } from '../../../shared/lib/open-window.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { HeadsetIcon, ShieldIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { isAgent, isTrial, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { BettingRecordPage } from '../../game-records/components/betting-record-page.tsx';
import { firstResource, permissionQueryOptions } from '../../system/api/permission.ts';
import { isWalletPage, WalletPage } from '../../wallet/components/wallet-page.tsx';
import { profileQueryOptions } from '../api/profile.ts';
import { useMenuBadges, type BadgePage } from '../hooks/use-menu-badges.ts';
import {
  agentPages,
  defaultMemberPage,
  isAgentPage,
  isMemberPage,
  memberPages,
} from '../lib/member-pages.ts';
import { AvatarArt } from './avatar-art.tsx';
import { MenuBadge } from './menu-badge.tsx';
import { SecurityCenter } from './security-center.tsx';
import './member-center-page.css';

/** Trial accounts (spec §6) cannot use the wallet and account centre: they are asked to register. */
function RegisterFirst() {
  const { t } = useTranslation('member');
  return (
    <div className="member-service member-service--trial" data-testid="register-first">
      <span className="member-service__icon">
        <UserIcon />
      </span>
      <h2>{t('trial.title')}</h2>
      <p>{t('trial.text')}</p>
      <button
        type="button"
        className="btn btn--primary btn--lg"
        onClick={() => openPopup('registerModal', { referralCode: null })}
      >
        {t('trial.register')}
      </button>
    </div>
  );
}

/**
 * Member centre shell (/member/:page): the spec's member and agent pages in a side navigation (with the red
 * counts of missions, messages and rewards), the security centre (the default page), the wallet pages and the
 * betting record. The other pages fill in with later issues.
 */
export function MemberCenterPage() {
  const { t } = useTranslation('member');
  const params = useParams();
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const { data: permission } = useQuery(permissionQueryOptions());
  const agent = isAgent(member);
  const page =
    isMemberPage(params.page) || (agent && isAgentPage(params.page)) ? params.page : defaultMemberPage;
  const customerService = firstResource(permission, 'CUSTOMER_SERVICE');
  const { data: profile } = useQuery(profileQueryOptions(token));
  const trial = isTrial(member);
  const badges = useMenuBadges();

  return (
    <div className="member-center container" data-testid="member-center" data-page={page}>
      <aside className="member-center__side">
        <div className="member-card">
          <span className="member-card__avatar">
            <AvatarArt avatar={profile?.avatar} account={member?.account ?? ''} size={52} />
          </span>
          <div>
            <p className="member-card__account">{member?.account ?? '—'}</p>
            <p className="member-card__role">
              {member
                ? agent
                  ? t('roles.agent')
                  : isTrial(member)
                    ? t('roles.trial')
                    : t('roles.member')
                : ''}
            </p>
          </div>
        </div>
        <nav className="member-nav" aria-label={t('navLabel')}>
          <p className="member-nav__group">{t('memberGroup')}</p>
          {memberPages.map((key) => (
            <NavLink
              key={key}
              to={`/member/${key}`}
              className={({ isActive }) => `member-nav__link${isActive || key === page ? ' is-active' : ''}`}
            >
              {t(`pages.${key}.title`)}
              {key in badges ? (
                <MenuBadge count={badges[key as BadgePage]} testId={`menu-badge-${key}`} />
              ) : null}
            </NavLink>
          ))}
          {agent ? (
            <>
              <p className="member-nav__group">{t('agentGroup')}</p>
              {agentPages.map((key) => (
                <NavLink
                  key={key}
                  to={`/member/${key}`}
                  className={({ isActive }) => `member-nav__link${isActive ? ' is-active' : ''}`}
                >
                  {t(`agentPages.${key}`)}
                </NavLink>
              ))}
            </>
          ) : null}
        </nav>
      </aside>
      <section className="member-center__main">
        {!member ? (
          <LoadingBlock height={320} />
        ) : (
          <>
            <header className="member-center__head">
              <h1>{isMemberPage(page) ? t(`pages.${page}.title`) : t(`agentPages.${page}`)}</h1>
              <p>{isMemberPage(page) ? t(`pages.${page}.desc`) : t('agentPageDesc')}</p>
            </header>
            {trial ? (
              <RegisterFirst />
            ) : page === 'securityCenter' ? (
              <SecurityCenter member={member} />
            ) : page === 'personalHistoryCopy' ? (
              <BettingRecordPage />
            ) : isWalletPage(page) ? (
              <WalletPage page={page} />
            ) : (
              <div className="member-service">
                <span className="member-service__icon">
                  <ShieldIcon />
                </span>
                <p>{t('serviceText')}</p>
                {customerService ? (
                  <button
                    type="button"
                    className="btn btn--primary"
                    onClick={() => openExternal(customerService.url, customerServiceWindow)}
                  >
                    <HeadsetIcon />
                    {t('contactService')}
                  </button>
                ) : null}
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
