import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closePopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { FeedbackIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { feedbackKey, myFeedbackQueryOptions } from '../api/feedback.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { MyFeedback } from './my-feedback.tsx';
import { InboxIcon, SendIcon } from './support-icons.tsx';
import './feedback-modal.css';

type Tab = 'send' | 'mine';

/**
 * The feedback dialog of the footer (a member's): "Send feedback" (question type, at most 140 characters, up to
 * 3 png/jpg images of 5 MB) and "My feedback" (what the member sent, with the support team's answers; an answer
 * not seen yet is marked, and counted on the tab).
 */
export function FeedbackModal({ open }: { open: boolean }) {
  const { t } = useTranslation('feedback');
  const token = useSessionToken();
  const [tab, setTab] = useState<Tab>('send');
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...myFeedbackQueryOptions(token), enabled: open && token !== null });
  // Every opening asks again: an answer may have come since the dialog was last open.
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: feedbackKey });
  }, [open, queryClient]);
  const unread = data?.unreadReplies ?? 0;
  const close = () => {
    closePopup('feedbackModal');
    setTab('send');
  };
  return (
    <Modal
      open={open}
      onClose={close}
      width={540}
      height="auto"
      lockScroll
      className="feedback-modal"
      title={
        <span className="feedback-title">
          <FeedbackIcon />
          {t('title')}
        </span>
      }
      testId="feedback-modal"
    >
      <div className="feedback-tabs" role="tablist" aria-label={t('title')}>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'send'}
          className={`feedback-tab${tab === 'send' ? ' is-current' : ''}`}
          onClick={() => setTab('send')}
          data-testid="feedback-tab-send"
        >
          <SendIcon />
          {t('tabs.send')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'mine'}
          className={`feedback-tab${tab === 'mine' ? ' is-current' : ''}`}
          onClick={() => setTab('mine')}
          data-testid="feedback-tab-mine"
        >
          <InboxIcon />
          {t('tabs.mine')}
          {unread > 0 ? (
            <span
              className="count-badge"
              aria-label={t('mine.unread', { count: unread })}
              data-testid="feedback-unread"
            >
              {unread}
            </span>
          ) : null}
        </button>
      </div>
      {/* The form stays while "My feedback" shows, so that nothing typed is lost. */}
      <div role="tabpanel" hidden={tab !== 'send'}>
        <FeedbackForm onSent={() => setTab('mine')} />
      </div>
      {tab === 'mine' ? (
        <div role="tabpanel">
          <MyFeedback active={open} />
        </div>
      ) : null}
    </Modal>
  );
}
