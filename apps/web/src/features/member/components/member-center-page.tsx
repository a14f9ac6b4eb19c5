import { useQuery } from '@tanstack/react-query';
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { UserIcon, UsersIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { AgentCenterPageView } from '../../agent/components/agent-center-pages.tsx';
import { isAgent, isTrial, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { BettingRecordPage } from '../../game-records/components/betting-record-page.tsx';
import { VipBadge } from '../../vip/components/vip-badge.tsx';
import { consolidatedQueryOptions } from '../../wallet/api/balance.ts';
import { isWalletPage, WalletPage } from '../../wallet/components/wallet-page.tsx';
import { profileQueryOptions } from '../api/profile.ts';
import { useMenuBadges, type BadgePage } from '../hooks/use-menu-badges.ts';
import {
  agentPathOfMemberPath,
  allowedContractPages,
  defaultAgentPage,
  defaultMemberPage,
  isContractAgentPage,
  builtMemberPages,
  openAgentPages,
  type AgentPage,
  type MemberPage,
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

type Group = 'member' | 'agent';

const AffiliateApplicationPage = lazyComponent(
  () => import('../../agent/components/affiliate-application-page.tsx'),
  (module) => module.AffiliateApplicationPage,
);
const RewardCenterPage = lazyComponent(
  () => import('../../reward-center/components/reward-center-page.tsx'),
  (module) => module.RewardCenterPage,
);
const ReferralPage = lazyComponent(
  () => import('../../referral/components/referral-page.tsx'),
  (module) => module.ReferralPage,
);
const MissionsPage = lazyComponent(
  () => import('../../missions/components/missions-page.tsx'),
  (module) => module.MissionsPage,
);
const MessagesPage = lazyComponent(
  () => import('../../messages/components/messages-page.tsx'),
  (module) => module.MessagesPage,
);

/** The member pages a member's menu lists: the affiliate application only for members (no agent, no trial). */
function menuMemberPages(agent: boolean, trial: boolean): MemberPage[] {
  return builtMemberPages.filter((key) => key !== 'affiliateApplication' || (!agent && !trial));
}

/** The link list of one group, scrolled sideways on a phone so that the current page is in view. */
function NavLinks({
  group,
  pages,
  page,
}: {
  group: Group;
  pages: readonly (MemberPage | AgentPage)[];
  page: string | null;
}) {
  const { t } = useTranslation('member');
  const badges = useMenuBadges();
  const listRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('.is-active');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [page, group]);
  return (
    <div className="member-nav__links" ref={listRef} data-testid={`member-nav-${group}`}>
      {pages.map((key) => (
        <Link
          key={key}
          to={`/${group}/${key}`}
          className={`member-nav__link${key === page ? ' is-active' : ''}`}
          aria-current={key === page ? 'page' : undefined}
        >
          <span className="member-nav__text">
            {group === 'agent'
              ? t(`agentPages.${key as AgentPage}.title`)
              : t(`pages.${key as MemberPage}.title`)}
          </span>
          {group === 'member' && key in badges ? (
            <MenuBadge count={badges[key as BadgePage]} testId={`menu-badge-${key}`} />
          ) : null}
        </Link>
      ))}
    </div>
  );
}

/**
 * The side navigation. Agents switch between their two menus (member and agent) with a segmented control, so that
 * each menu fits the screen without an inner scrollbar; the menu of the open page shows first.
 */
function CenterNav({
  group,
  page,
  agent,
  memberMenu,
  agentMenu,
}: {
  group: Group;
  page: MemberPage | AgentPage;
  agent: boolean;
  memberMenu: readonly MemberPage[];
  agentMenu: readonly AgentPage[];
}) {
  const { t } = useTranslation('member');
  /* The menu chosen with the switch, for as long as the open page stays in the same group. */
  const [choice, setChoice] = useState<{ openGroup: Group; shown: Group } | null>(null);
  const shown: Group = agent ? (choice?.openGroup === group ? choice.shown : group) : 'member';
  const groups: { key: Group; label: string; Icon: typeof UserIcon }[] = [
    { key: 'member', label: t('memberGroup'), Icon: UserIcon },
    { key: 'agent', label: t('agentGroup'), Icon: UsersIcon },
  ];
  return (
    <nav className="member-nav" aria-label={t('navLabel')} data-shown={shown}>
      {agent ? (
        <div className="member-nav__switch" role="group" aria-label={t('navSwitch')}>
          {groups.map(({ key, label, Icon }) => (
            <button
              key={key}
              type="button"
              className={`member-nav__tab${shown === key ? ' is-current' : ''}`}
              aria-pressed={shown === key}
              onClick={() => setChoice({ openGroup: group, shown: key })}
              data-testid={`member-nav-switch-${key}`}
            >
              <Icon />
              {label}
            </button>
          ))}
        </div>
      ) : (
        <p className="member-nav__group">{t('memberGroup')}</p>
      )}
      <NavLinks
        group={shown}
        pages={shown === 'agent' ? agentMenu : memberMenu}
        page={shown === group ? page : null}
      />
    </nav>
  );
}

/**
 * The member and agent centre shell: the member's pages at /member/:page (the security centre is the default)
 * and an agent's pages at /agent/:page (the team overview is the default), in a side navigation with the red
 * counts of missions, messages and rewards. A member who is not an agent never sees the agent menu, and
 * /agent/… sends them to the member centre before any agent call is made.
 */
function CenterShell({ group }: { group: Group }) {
  const { t } = useTranslation('member');
  const params = useParams();
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const { data: profile } = useQuery(profileQueryOptions(token));
  const agent = isAgent(member);
  const trial = isTrial(member);
  const memberMenu = menuMemberPages(agent, trial);
  /* The contract pages an agent's consolidated flags allow: in its menu, and open at their address. */
  const flags = useQuery(consolidatedQueryOptions(token, agent));
  const agentMenu = openAgentPages(allowedContractPages(flags.data));
  /* A contract page's address waits for the flags before it falls back to the default page. */
  const waitingForFlags = group === 'agent' && isContractAgentPage(params.page) && flags.isPending;
  /* The affiliate application stays reachable for a member it has just made an agent (its answer shows there). */
  const page: MemberPage | AgentPage =
    group === 'agent'
      ? (agentMenu.find((key) => key === params.page) ?? defaultAgentPage)
      : (builtMemberPages.find((key) => key === params.page) ?? defaultMemberPage);

  /* Old links to agent pages under /member follow them to /agent. */
  const agentPath = group === 'member' ? agentPathOfMemberPath(params.page) : null;
  if (agentPath) return <Navigate to={agentPath} replace />;
  if (group === 'agent' && member && !agent) return <Navigate to={`/member/${defaultMemberPage}`} replace />;

  return (
    <div
      className={`member-center container member-center--${group}`}
      data-testid="member-center"
      data-group={group}
      data-page={page}
    >
      <aside className="member-center__side">
        <div className="member-card">
          <span className="member-card__avatar">
            <AvatarArt avatar={profile?.avatar} account={member?.account ?? ''} size={52} />
          </span>
          <div>
            <p className="member-card__account">{member?.account ?? '—'}</p>
            <p className="member-card__role">
              {member ? (agent ? t('roles.agent') : trial ? t('roles.trial') : t('roles.member')) : ''}
            </p>
            <VipBadge member={member} />
          </div>
        </div>
        {member ? (
          <CenterNav group={group} page={page} agent={agent} memberMenu={memberMenu} agentMenu={agentMenu} />
        ) : null}
      </aside>
      <section className="member-center__main">
        {!member || waitingForFlags ? (
          <LoadingBlock height={320} />
        ) : (
          <>
            <header className="member-center__head">
              {group === 'agent' ? <p className="member-center__eyebrow">{t('agentGroup')}</p> : null}
              <h1>
                {group === 'agent'
                  ? t(`agentPages.${page as AgentPage}.title`)
                  : t(`pages.${page as MemberPage}.title`)}
              </h1>
              <p>
                {group === 'agent'
                  ? t(`agentPages.${page as AgentPage}.desc`)
                  : t(`pages.${page as MemberPage}.desc`)}
              </p>
            </header>
            {trial ? (
              <RegisterFirst />
            ) : group === 'agent' ? (
              <AgentCenterPageView page={page} />
            ) : page === 'securityCenter' ? (
              <SecurityCenter member={member} />
            ) : page === 'personalHistoryCopy' ? (
              <BettingRecordPage />
            ) : page === 'affiliateApplication' ? (
              <Suspense fallback={<LoadingBlock height={360} />}>
                <AffiliateApplicationPage />
              </Suspense>
            ) : page === 'rewardCenter' ? (
              <Suspense fallback={<LoadingBlock height={360} />}>
                <RewardCenterPage />
              </Suspense>
            ) : page === 'referral' ? (
              <Suspense fallback={<LoadingBlock height={360} />}>
                <ReferralPage />
              </Suspense>
            ) : page === 'missionLeaderboard' ? (
              <Suspense fallback={<LoadingBlock height={360} />}>
                <MissionsPage />
              </Suspense>
            ) : page === 'messageV2' ? (
              <Suspense fallback={<LoadingBlock height={360} />}>
                <MessagesPage />
              </Suspense>
            ) : isWalletPage(page) ? (
              <WalletPage page={page} />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

/** /member/:page */
export function MemberCenterPage() {
  return <CenterShell group="member" />;
}

/** /agent/:page */
export function AgentCenterPage() {
  return <CenterShell group="agent" />;
}
