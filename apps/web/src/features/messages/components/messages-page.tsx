import type { MessageItem } from '@msp/contracts/messages.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { MailIcon } from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { QueryError } from '../../reward-center/components/reward-ui.tsx';
import { useMarkAllRead, useMarkRead, useMessagePage } from '../hooks/use-messages.ts';
import { ReadAllIcon } from '../lib/topics.tsx';
import { MessageList } from './message-list.tsx';
import { MessageReader } from './message-reader.tsx';
import './messages.css';

/** The inbox's line above the list: how many are unread of how many, and "mark all read". */
function InboxBar({ unread, total }: { unread: number; total: number }) {
  const { t } = useTranslation('messages');
  const markAll = useMarkAllRead((marked) => showToast(t('markedAll', { count: marked }), 'success'));
  return (
    <div className="msg-bar" aria-label={t('summary.label')}>
      <span className="msg-bar__icon" aria-hidden="true">
        <MailIcon />
      </span>
      <p className="msg-bar__summary">
        <strong data-testid="messages-unread">
          {unread > 0 ? t('summary.unread', { count: unread }) : t('summary.allRead')}
        </strong>
        <span>{t('summary.total', { count: total })}</span>
      </p>
      <button
        type="button"
        className="btn btn--ghost btn--sm msg-bar__all"
        disabled={unread === 0 || markAll.isPending}
        onClick={() => markAll.mutate()}
        data-testid="messages-read-all"
      >
        <ReadAllIcon />
        {t('markAll')}
      </button>
    </div>
  );
}

/**
 * /member/messageV2: the member's inbox, newest first and paged, unread ones marked. Opening a message shows it
 * beside the list (in its place on a phone) and marks it read; a message can be deleted after a confirmation, and
 * everything marked read at once. The menu's and the header's red counts follow every change.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<MessageItem | null>(null);
  const { data, isPending, error, refetch } = useMessagePage(pageNo);
  const markRead = useMarkRead();

  const openMessage = (item: MessageItem) => {
    setOpen(item);
    if (!item.read) markRead.mutate(item.id);
  };

  if (isPending) return <LoadingBlock height={360} />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} testId="messages-error" />;
  return (
    <div className="msg-page" data-testid="messages-page">
      <InboxBar unread={data.unread} total={data.totalElements} />
      {data.totalElements === 0 ? (
        <EmptyState icon={<MailIcon />} title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <div className={`msg-layout${open ? ' is-reading' : ''}`}>
          <div className="msg-layout__list">
            <MessageList items={data.content} openId={open?.id ?? null} onOpen={openMessage} />
            <Pagination page={pageNo} pageCount={data.totalPages} onChange={(page) => setPageNo(page)} />
          </div>
          <div className="msg-layout__reader">
            {open ? (
              <MessageReader
                key={open.id}
                item={open}
                onBack={() => setOpen(null)}
                onDeleted={() => {
                  setOpen(null);
                  // The last message of a page gone: the page before it.
                  if (data.content.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
                }}
              />
            ) : (
              <div className="msg-pick">
                <EmptyState icon={<MailIcon />} title={t('pick.title')} text={t('pick.text')} />
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
