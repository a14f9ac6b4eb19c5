import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { HtmlContent, loadSanitizer } from '../../../shared/ui/html-content.tsx';
import { CalendarIcon, MegaphoneIcon } from '../../../shared/ui/icons.tsx';
import { agentAnnouncementsQueryOptions } from '../api/center.ts';
import { formatTime } from '../lib/agent-format.ts';
import { LoadState } from './agent-ui.tsx';
import './agent-center.css';

/* The sanitizer loads beside the notices rather than after them. */
void loadSanitizer();

/**
 * agentAnnouncement: the merchant's notices for agents, newest first, each with its date and its HTML content
 * (sanitized before it is shown).
 */
export function AgentAnnouncementsPage() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const token = useSessionToken();
  const query = useQuery(agentAnnouncementsQueryOptions(token));
  return (
    <LoadState
      query={query}
      height={320}
      empty={
        query.data?.length === 0 && {
          icon: <MegaphoneIcon />,
          title: t('announcements.emptyTitle'),
          text: t('announcements.emptyText'),
        }
      }
    >
      <ol className="agc-notices" data-testid="agent-announcements">
        {query.data?.map((notice) => (
          <li key={notice.id} className="agc-notice" data-testid="agent-announcement">
            <header className="agc-notice__head">
              <span className="agc-notice__icon">
                <MegaphoneIcon />
              </span>
              <div>
                <h2>{notice.title}</h2>
                <p className="agc-notice__date">
                  <CalendarIcon />
                  {t('announcements.published', { date: formatTime(notice.startDate, language) })}
                </p>
              </div>
            </header>
            <HtmlContent html={notice.content} className="agc-notice__body" />
          </li>
        ))}
      </ol>
    </LoadState>
  );
}
