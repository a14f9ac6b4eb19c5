import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { customerServiceWindow, openExternal } from '../../../shared/lib/open-window.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { HeadsetIcon, LockIcon, ShieldIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { isAgent, isTrial, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { firstResource, permissionQueryOptions } from '../../system/api/permission.ts';
import {
  agentPages,
  defaultMemberPage,
  isAgentPage,
  isMemberPage,
  memberPages,
} from '../lib/member-pages.ts';
import './member-center-page.css';

/**
 * Member centre shell (/member/:page): the spec's member and agent pages in a side navigation, the
 * account overview and the security centre (change password). The other pages fill in with later issues.
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

  return (
    <div className="member-center container" data-testid="member-center" data-page={page}>
      <aside className="member-center__side">
        <div className="member-card">
          <span className="member-card__avatar">
            <UserIcon />
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
            {page === 'securityCenter' ? (
              <div className="member-security">
                <dl className="member-facts">
                  <div>
                    <dt>{t('facts.account')}</dt>
                    <dd>{member.account}</dd>
                  </div>
                  <div>
                    <dt>{t('facts.nickname')}</dt>
                    <dd>{member.nickname || '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('facts.id')}</dt>
                    <dd>{member.id}</dd>
                  </div>
                  <div>
                    <dt>{t('facts.language')}</dt>
                    <dd>{t(`languages.${member.language}`)}</dd>
                  </div>
                </dl>
                <div className="member-security__item">
                  <span className="member-security__icon">
                    <LockIcon />
                  </span>
                  <div>
                    <strong>{t('security.password')}</strong>
                    <p>{t('security.passwordText')}</p>
                  </div>
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    onClick={() => openPopup('changePassModal', { forced: false })}
                    data-testid="open-change-password"
                  >
                    {t('security.change')}
                  </button>
                </div>
              </div>
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
