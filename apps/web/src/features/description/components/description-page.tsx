import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/lib/format.ts';
import { isFirstTimeLogin, useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CalendarIcon, ChevronLeftIcon, GiftIcon, HelpIcon } from '../../../shared/ui/icons.tsx';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { announcementExecutions, announcementsQueryOptions } from '../../announcements/api/announcements.ts';
import { promotionPageOf } from '../../referral/lib/referral-links.ts';
import { helpCenterQueryOptions } from '../../system/api/help-center.ts';
import './description-page.css';

/**
 * Description (/description, header only): the full text of a promotion or notice (`id`) or of a help
 * section (`code`).
 */
export function DescriptionPage() {
  const { t } = useTranslation('description');
  const language = useLanguage();
  const token = useSessionToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const code = params.get('code');
  const executions = announcementExecutions(token !== null, token !== null && isFirstTimeLogin());
  const announcements = useQuery({ ...announcementsQueryOptions(executions, language), enabled: !code });
  const help = useQuery({ ...helpCenterQueryOptions(language), enabled: code !== null });
  const announcement = announcements.data?.find((item) => item.id === id);
  const section = help.data?.find((item) => item.code === code);
  const pending = code ? help.isPending : announcements.isPending;

  const title = announcement?.title ?? section?.title;
  const html = announcement?.content ?? section?.content;

  return (
    <div className="description container" data-testid="description-page">
      <button type="button" className="description__back" onClick={() => void navigate(-1)}>
        <ChevronLeftIcon />
        {t('back')}
      </button>
      {pending ? (
        <LoadingBlock height={360} />
      ) : title && html ? (
        <article className="description__card">
          <header className="description__head">
            {/* Each notice by its own type: a plain notice is no promotion. */}
            <p className="description__eyebrow" data-testid="description-kind">
              {announcement ? t(`types.${announcement.type}`) : t('help')}
            </p>
            <h1 className="description__title">{title}</h1>
            {announcement ? (
              <p className="description__date">
                <CalendarIcon />
                {formatDate(announcement.startDateStr)}
              </p>
            ) : null}
          </header>
          <HtmlContent html={html} className="description__html" />
          {announcement?.promotionType ? (
            <footer className="description__foot">
              <Link to={promotionPageOf(announcement.promotionType)} className="btn btn--primary btn--lg">
                <GiftIcon />
                {t('goToPromo')}
              </Link>
            </footer>
          ) : null}
        </article>
      ) : (
        <EmptyState
          icon={code ? <HelpIcon /> : <GiftIcon />}
          title={t('notFoundTitle')}
          text={t('notFoundText')}
          action={
            <Link to={code ? '/help' : '/promotions'} className="btn btn--primary">
              {code ? t('toHelp') : t('toPromotions')}
            </Link>
          }
        />
      )}
    </div>
  );
}
