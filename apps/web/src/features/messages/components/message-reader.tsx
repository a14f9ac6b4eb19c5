import type { MessageItem } from '@msp/contracts/messages.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { ArrowRightIcon, ChevronLeftIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { QueryError } from '../../reward-center/components/reward-ui.tsx';
import { useDeleteMessage, useMessageDetail } from '../hooks/use-messages.ts';
import { fullWhen, topicIcons, TrashIcon } from '../lib/topics.tsx';

/** Asks before a message leaves the inbox; the server's refusal, if any, shows in the dialog. */
function DeleteConfirm({
  item,
  open,
  onClose,
  onDeleted,
}: {
  item: Pick<MessageItem, 'id' | 'title'>;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('messages');
  const removal = useDeleteMessage(() => {
    showToast(t('deleted'), 'success');
    onClose();
    onDeleted();
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      width={420}
      height="auto"
      title={t('confirm.title')}
      testId="message-delete-confirm"
      className="msg-confirm"
    >
      <div className="msg-confirm__body">
        <span className="msg-confirm__icon" aria-hidden="true">
          <TrashIcon />
        </span>
        <p>{t('confirm.text', { title: item.title })}</p>
      </div>
      {removal.error ? (
        <p className="form-error" role="alert">
          {errorMessageOf(removal.error)}
        </p>
      ) : null}
      <div className="msg-confirm__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('confirm.cancel')}
        </button>
        <button
          type="button"
          className="btn btn--primary msg-confirm__delete"
          disabled={removal.isPending}
          onClick={() => removal.mutate(item.id)}
          data-testid="message-delete-confirm-button"
        >
          {t('confirm.delete')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The open message: its topic, title and time, the content (the server's sanitized HTML, sanitized again here), a
 * way to the page it is about, and delete. On a phone it takes the list's place, with a way back.
 */
export function MessageReader({
  item,
  onBack,
  onDeleted,
}: {
  item: MessageItem;
  onBack: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('messages');
  const detail = useMessageDetail(item.id);
  const [confirming, setConfirming] = useState(false);
  const Icon = topicIcons[item.topic];
  const link = detail.data?.link ?? null;
  return (
    <article
      className={`msg-reader msg-reader--${item.topic.toLowerCase()}`}
      data-testid="message-reader"
      data-id={item.id}
    >
      <button type="button" className="msg-reader__back" onClick={onBack} data-testid="message-back">
        <ChevronLeftIcon />
        {t('back')}
      </button>
      <header className="msg-reader__head">
        <span className="msg-reader__icon" aria-hidden="true">
          <Icon />
        </span>
        <div className="msg-reader__heading">
          <span className="msg-reader__topic">{t(`topics.${item.topic}`)}</span>
          <h2 className="msg-reader__title" data-testid="message-title">
            {detail.data?.title ?? item.title}
          </h2>
          <time className="msg-reader__when" dateTime={item.createdAt}>
            {fullWhen(item.createdAt)}
          </time>
        </div>
        <button
          type="button"
          className="btn btn--ghost btn--sm msg-reader__delete"
          onClick={() => setConfirming(true)}
          data-testid="message-delete"
        >
          <TrashIcon />
          <span>{t('delete')}</span>
        </button>
      </header>
      <div className="msg-reader__content">
        {detail.isPending ? (
          <LoadingBlock height={160} />
        ) : detail.error ? (
          <QueryError error={detail.error} onRetry={() => void detail.refetch()} testId="message-error" />
        ) : (
          <HtmlContent html={detail.data.content} className="msg-reader__html" />
        )}
      </div>
      {link ? (
        <footer className="msg-reader__foot">
          <Link to={link} className="btn btn--primary btn--sm" data-testid="message-link">
            {t(`links.${item.topic}`)}
            <ArrowRightIcon />
          </Link>
        </footer>
      ) : null}
      <DeleteConfirm
        item={item}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={onDeleted}
      />
    </article>
  );
}
