import type { FeedbackItem, FeedbackPage } from '@msp/contracts/support.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { HeadsetIcon } from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { formatTime } from '../../agent/lib/agent-format.ts';
import { feedbackKey, markRepliesSeen, myFeedbackQueryOptions } from '../api/feedback.ts';
import { useUploadedImage } from '../lib/uploaded-image.ts';
import { ImageIcon, InboxIcon } from './support-icons.tsx';

/** One of the member's images, read with its token; a placeholder until it is in. */
function UploadedThumb({ url, label }: { url: string; label: string }) {
  const { source } = useUploadedImage(url);
  return (
    <li className="feedback-thumb feedback-thumb--small" data-testid="my-feedback-image">
      {source ? (
        <a href={source} target="_blank" rel="noreferrer">
          <img src={source} alt={label} />
        </a>
      ) : (
        <span className="feedback-thumb__placeholder" aria-label={label}>
          <ImageIcon />
        </span>
      )}
    </li>
  );
}

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation('feedback');
  const language = useLanguage();
  const answered = item.status === 'REPLIED';
  return (
    <li className="my-feedback__item" data-testid="my-feedback-item" data-status={item.status}>
      <header className="my-feedback__head">
        <span className="my-feedback__type">{t(`types.${item.questionType}`)}</span>
        <time dateTime={item.createdAt}>{formatTime(item.createdAt, language)}</time>
        <span className={`my-feedback__status${answered ? ' is-answered' : ''}`}>
          {answered ? t('mine.answered') : t('mine.waiting')}
        </span>
      </header>
      <p className="my-feedback__content">{item.content}</p>
      {item.images.length > 0 ? (
        <ul className="feedback-thumbs feedback-thumbs--small">
          {item.images.map((image, index) => (
            <UploadedThumb key={image.id} url={image.url} label={t('mine.image', { number: index + 1 })} />
          ))}
        </ul>
      ) : null}
      {item.reply !== null ? (
        <div
          className={`my-feedback__reply${item.replyUnread ? ' is-new' : ''}`}
          data-testid="my-feedback-reply"
        >
          <div className="my-feedback__reply-head">
            <HeadsetIcon />
            <strong>{t('mine.support')}</strong>
            {item.repliedAt ? (
              <time dateTime={item.repliedAt}>{formatTime(item.repliedAt, language)}</time>
            ) : null}
            {item.replyUnread ? (
              <span className="my-feedback__new" data-testid="my-feedback-new">
                {t('mine.new')}
              </span>
            ) : null}
          </div>
          <p>{item.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * "My feedback": the member's feedback, newest first, each with its answer. Answers not seen yet keep their "new"
 * mark while this list shows; the server is told they were seen, and the tab's count goes.
 */
export function MyFeedback({ active }: { active: boolean }) {
  const { t } = useTranslation('feedback');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    ...myFeedbackQueryOptions(token, page),
    enabled: active && token !== null,
  });
  const told = useRef(new Set<string>());

  useEffect(() => {
    if (!active || !data) return;
    const unseen = data.content.filter((item) => item.replyUnread && !told.current.has(item.id));
    if (unseen.length === 0) return;
    const ids = unseen.map((item) => item.id);
    for (const id of ids) told.current.add(id);
    markRepliesSeen(ids).then(
      ({ unreadReplies }) =>
        queryClient.setQueriesData<FeedbackPage>({ queryKey: [...feedbackKey, 'list'] }, (old) =>
          old ? { ...old, unreadReplies } : old,
        ),
      () => ids.forEach((id) => told.current.delete(id)),
    );
  }, [active, data, queryClient]);

  if (isPending) return <LoadingBlock height={200} />;
  if (isError || !data)
    return (
      <EmptyState
        icon={<InboxIcon />}
        title={t('mine.failed')}
        action={
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void refetch()}>
            {t('mine.retry')}
          </button>
        }
      />
    );
  if (data.content.length === 0)
    return <EmptyState icon={<InboxIcon />} title={t('mine.empty')} text={t('mine.emptyText')} />;
  return (
    <div className="my-feedback" data-testid="my-feedback">
      <ul className="my-feedback__list">
        {data.content.map((item) => (
          <FeedbackEntry key={item.id} item={item} />
        ))}
      </ul>
      {data.totalPages > 1 ? <Pagination page={page} pageCount={data.totalPages} onChange={setPage} /> : null}
    </div>
  );
}
