import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { ChartIcon, CoinsIcon, MegaphoneIcon, UsersIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { isAgent, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import './agent-home-page.css';

const shortcuts = [
  { page: 'agentTeamOverview', Icon: UsersIcon },
  { page: 'agentRevenueReport', Icon: ChartIcon },
  { page: 'agentDailyWages2', Icon: CoinsIcon },
  { page: 'agentAnnouncement', Icon: MegaphoneIcon },
] as const;

/**
 * Agent home (/agentHome): the landing page after an agent login, with the agent centre shortcuts. A visitor
 * gets the agent-site login here (only agents may log in: "Non-agents cannot log in").
 */
export function AgentHomePage() {
  const { t } = useTranslation('agent');
  const token = useSessionToken();
  const { data: member, isPending } = useQuery(memberInfoQueryOptions(token));
  const agent = isAgent(member);
  useEffect(() => {
    if (!token) openPopup('loginPopupModal', { agentSite: true });
  }, [token]);

  if (!token) {
    return (
      <div className="agent-home" data-testid="agent-home">
        <PageHero
          eyebrow={t('eyebrow')}
          title={t('loginTitle')}
          subtitle={t('loginSubtitle')}
          icon={<UsersIcon />}
          tone="violet"
        />
        <div className="agent-home__body container">
          <div className="agent-home__cta">
            <button
              type="button"
              className="btn btn--primary btn--lg"
              onClick={() => openPopup('loginPopupModal', { agentSite: true })}
              data-testid="agent-login-button"
            >
              <UsersIcon />
              {t('loginButton')}
            </button>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="agent-home" data-testid="agent-home">
      <PageHero
        eyebrow={t('eyebrow')}
        title={member ? t('welcome', { name: member.nickname || member.account }) : t('title')}
        subtitle={agent ? t('subtitle') : t('notAgent')}
        icon={<UsersIcon />}
        tone="violet"
      />
      <div className="agent-home__body container">
        {isPending ? (
          <LoadingBlock height={200} />
        ) : agent ? (
          <ul className="agent-shortcuts">
            {shortcuts.map(({ page, Icon }) => (
              <li key={page}>
                <Link to={`/member/${page}`} className="agent-shortcut">
                  <span className="agent-shortcut__icon">
                    <Icon />
                  </span>
                  <strong>{t(`shortcuts.${page}.title`)}</strong>
                  <span>{t(`shortcuts.${page}.text`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="agent-home__cta">
            <Link to="/" className="btn btn--primary btn--lg">
              {t('backHome')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
