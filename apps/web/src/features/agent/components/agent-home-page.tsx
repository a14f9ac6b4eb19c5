import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { UsersIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { isAgent, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import './agent-home-page.css';

/** Where an agent lands: the agent centre's default page. */
const agentCenterHome = '/agent/agentTeamOverview';

/**
 * Agent home (/agentHome): the landing page of the agent site. A visitor gets the agent-site login here (only
 * agents may log in: "Non-agents cannot log in"); an agent goes on to the agent centre (its team overview).
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
  if (agent) return <Navigate to={agentCenterHome} replace />;
  return (
    <div className="agent-home" data-testid="agent-home">
      <PageHero
        eyebrow={t('eyebrow')}
        title={member ? t('welcome', { name: member.nickname || member.account }) : t('title')}
        subtitle={member ? t('notAgent') : t('subtitle')}
        icon={<UsersIcon />}
        tone="violet"
      />
      <div className="agent-home__body container">
        {isPending ? (
          <LoadingBlock height={200} />
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
