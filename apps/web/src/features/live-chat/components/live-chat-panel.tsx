import { maxChatText } from '@msp/contracts/support-constants.ts';
import type { ChatMessage } from '@msp/contracts/support.ts';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { CheckIcon, ClockIcon, CloseIcon, HeadsetIcon, RefreshIcon } from '../../../shared/ui/icons.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { formatDigits } from '../../agent/lib/agent-format.ts';
import { uploadSupportImage } from '../../feedback/api/feedback.ts';
import { DoubleCheckIcon, ImageIcon, SendIcon } from '../../feedback/components/support-icons.tsx';
import { useUploadedImage } from '../../feedback/lib/uploaded-image.ts';
import { imageAccept, imageProblem, readAsDataUrl } from '../../../shared/lib/image-file.ts';
import { useLiveChat } from '../hooks/use-live-chat.ts';
import type { ChatClient, ChatState, PendingMessage } from '../lib/chat-client.ts';
import './live-chat.css';

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
const clockOf = (iso: string) => {
  const date = new Date(iso);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
const idAtMost = (id: string, upTo: string) =>
  id.length < upTo.length || (id.length === upTo.length && id <= upTo);

/** The connection line under the title: connected, connecting, or when the next attempt comes. */
function ConnectionStatus({ state, client }: { state: ChatState; client: ChatClient }) {
  const { t } = useTranslation('liveChat');
  const language = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (state.retryAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [state.retryAt]);
  const seconds = state.retryAt === null ? 0 : Math.max(0, Math.ceil((state.retryAt - now) / 1000));
  const text = state.fatal
    ? t('status.offline')
    : state.connection === 'online'
      ? t('status.online')
      : state.connection === 'reconnecting'
        ? seconds > 0
          ? t('status.retryIn', { seconds: formatDigits(String(seconds), language) })
          : t('status.reconnecting')
        : t('status.connecting');
  return (
    <p
      className="live-chat__status"
      data-state={state.fatal ? 'offline' : state.connection}
      data-testid="chat-status"
    >
      <span className="live-chat__dot" aria-hidden="true" />
      <span role="status">{text}</span>
      {state.connection === 'reconnecting' && !state.fatal ? (
        <button type="button" className="live-chat__retry" onClick={() => client.reconnectNow()}>
          <RefreshIcon />
          {t('status.retryNow')}
        </button>
      ) : null}
    </p>
  );
}

/** A picture in a message: read with the member's token from the site's own uploads address only. */
function MessageImage({ url }: { url: string }) {
  const { t } = useTranslation('liveChat');
  const { source, failed } = useUploadedImage(url);
  if (failed)
    return <span className="chat-bubble__image chat-bubble__image--missing">{t('imageMissing')}</span>;
  if (!source)
    return (
      <span className="chat-bubble__image chat-bubble__image--loading" aria-label={t('imageLoading')}>
        <ImageIcon />
      </span>
    );
  return (
    <a className="chat-bubble__image" href={source} target="_blank" rel="noreferrer">
      <img src={source} alt={t('image')} data-testid="chat-image" />
    </a>
  );
}

function MessageBubble({ message, seen }: { message: ChatMessage; seen: boolean }) {
  const { t } = useTranslation('liveChat');
  const language = useLanguage();
  const mine = message.sender !== 'OPERATOR';
  return (
    <li
      className={`chat-bubble${mine ? ' chat-bubble--mine' : ' chat-bubble--support'}`}
      data-testid="chat-message"
      data-sender={message.sender}
      data-id={message.id}
    >
      {mine ? null : <span className="chat-bubble__who">{t('support')}</span>}
      {message.image ? <MessageImage url={message.image.url} /> : null}
      {message.text ? <p className="chat-bubble__text">{message.text}</p> : null}
      <span className="chat-bubble__meta">
        <time dateTime={message.createdAt}>{formatDigits(clockOf(message.createdAt), language)}</time>
        {mine ? (
          seen ? (
            <span className="chat-bubble__tick is-seen" title={t('seen')} aria-label={t('seen')}>
              <DoubleCheckIcon />
            </span>
          ) : (
            <span className="chat-bubble__tick" title={t('sent')} aria-label={t('sent')}>
              <CheckIcon />
            </span>
          )
        ) : null}
      </span>
    </li>
  );
}

function PendingBubble({ item, client }: { item: PendingMessage; client: ChatClient }) {
  const { t } = useTranslation('liveChat');
  const failed = item.status === 'failed';
  return (
    <li
      className={`chat-bubble chat-bubble--mine chat-bubble--pending${failed ? ' is-failed' : ''}`}
      data-testid="chat-pending"
      data-status={item.status}
    >
      {item.image ? (
        <span className="chat-bubble__image">
          <img src={item.image.preview} alt={t('image')} />
        </span>
      ) : null}
      {item.text ? <p className="chat-bubble__text">{item.text}</p> : null}
      {failed ? (
        <span className="chat-bubble__failure" role="alert">
          <span data-testid="chat-send-error">{item.error}</span>
          <span className="chat-bubble__actions">
            <button type="button" onClick={() => client.retry(item.clientId)}>
              {t('retry')}
            </button>
            <button type="button" onClick={() => client.discard(item.clientId)}>
              {t('discard')}
            </button>
          </span>
        </span>
      ) : (
        <span className="chat-bubble__meta">
          <span className="chat-bubble__tick" aria-label={t('sending')} title={t('sending')}>
            <ClockIcon />
          </span>
        </span>
      )}
    </li>
  );
}

interface Attachment {
  preview: string;
  id: string | null;
  error: string | null;
}

/** Text, an image for members, send. Enter sends; Shift+Enter starts a new line. */
function Composer({ state, client }: { state: ChatState; client: ChatClient }) {
  const { t } = useTranslation('liveChat');
  const language = useLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const length = [...text.trim()].length;
  const tooLong = length > maxChatText;
  const member = state.identity === 'MEMBER';
  const uploading = attachment !== null && attachment.id === null && attachment.error === null;
  const canSend = !state.fatal && !tooLong && !uploading && (length > 0 || (attachment?.id ?? null) !== null);

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 132)}px`;
  }, [text]);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setPickError(t(`imageErrors.${problem}`));
      return;
    }
    setPickError(null);
    try {
      const preview = await readAsDataUrl(file);
      setAttachment({ preview, id: null, error: null });
      const uploaded = await uploadSupportImage(preview);
      setAttachment((current) => (current?.preview === preview ? { ...current, id: uploaded.id } : current));
    } catch (error) {
      setAttachment(null);
      setPickError(errorMessageOf(error));
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    client.send(text.trim(), attachment?.id ? { id: attachment.id, preview: attachment.preview } : null);
    setText('');
    setAttachment(null);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="live-chat__composer" onSubmit={submit} data-testid="chat-composer">
      {attachment ? (
        <div className="live-chat__attachment" data-testid="chat-attachment">
          <img src={attachment.preview} alt={t('image')} />
          <span>{uploading ? t('uploading') : t('imageReady')}</span>
          {uploading ? <Spinner size={18} /> : null}
          <button type="button" aria-label={t('removeImage')} onClick={() => setAttachment(null)}>
            <CloseIcon />
          </button>
        </div>
      ) : null}
      {pickError || tooLong ? (
        <p className="live-chat__composer-error" role="alert" data-testid="chat-composer-error">
          {tooLong ? t('tooLong', { max: formatDigits(String(maxChatText), language) }) : pickError}
        </p>
      ) : null}
      <div className="live-chat__compose-row">
        {member ? (
          <>
            <label className="live-chat__icon-button" htmlFor={`${id}-image`} title={t('attach')}>
              <ImageIcon />
              <span className="visually-hidden">{t('attach')}</span>
            </label>
            <input
              ref={input}
              id={`${id}-image`}
              type="file"
              accept={imageAccept}
              className="visually-hidden"
              onChange={(event) => void pick(event.target.files?.[0])}
              disabled={Boolean(state.fatal)}
              data-testid="chat-image-input"
            />
          </>
        ) : null}
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          {t('placeholder')}
        </label>
        <textarea
          ref={field}
          id={`${id}-text`}
          className="live-chat__input"
          rows={1}
          value={text}
          placeholder={t('placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={Boolean(state.fatal)}
          aria-invalid={tooLong}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="live-chat__send"
          disabled={!canSend}
          aria-label={t('send')}
          data-testid="chat-send"
        >
          <SendIcon />
        </button>
      </div>
      {length > maxChatText - 100 ? (
        <span className={`live-chat__count${tooLong ? ' is-over' : ''}`}>
          {formatDigits(`${length}/${maxChatText}`, language)}
        </span>
      ) : null}
    </form>
  );
}

/**
 * The live chat with customer service: the floating panel of the side menu's entry (full screen on a phone) and
 * the customer-service window's page. Messages of the member (or visitor) on the right, the support team's on
 * the left, grouped by day; the connection's state under the title; a message waiting for the server shows a
 * clock, a kept one a tick, one the team has read two ticks. The team's messages are marked read while they
 * show.
 */
export function LiveChatPanel({ variant, onClose }: { variant: 'floating' | 'page'; onClose?: () => void }) {
  const { t } = useTranslation('liveChat');
  const language = useLanguage();
  const { state, client } = useLiveChat(true);
  const log = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const stuckToBottom = useRef(true);
  const lastCount = useRef(0);

  const itemCount = state.messages.length + state.pending.length;
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const mineAdded = state.pending.length > 0 && itemCount > lastCount.current;
    if (stuckToBottom.current || mineAdded) element.scrollTop = element.scrollHeight;
    lastCount.current = itemCount;
  }, [itemCount, state.pending.length]);

  // Pictures and fonts arrive after the messages: a log kept at its end stays at its end as they grow.
  useEffect(() => {
    const element = log.current;
    const content = list.current;
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stuckToBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!state.loaded) return;
    const markIfSeen = () => {
      if (document.visibilityState === 'visible') client.markRead();
    };
    markIfSeen();
    document.addEventListener('visibilitychange', markIfSeen);
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [client, state.loaded, state.messages]);

  const today = dayOf(new Date().toISOString());

  return (
    <section
      className={`live-chat live-chat--${variant}`}
      aria-label={t('title')}
      data-testid={variant === 'floating' ? 'live-chat-panel' : 'customer-service-page'}
    >
      <header className="live-chat__head">
        <span className="live-chat__avatar" aria-hidden="true">
          <HeadsetIcon />
        </span>
        <div className="live-chat__heading">
          <h2 className="live-chat__title">{t('title')}</h2>
          <ConnectionStatus state={state} client={client} />
        </div>
        {onClose ? (
          <button
            type="button"
            className="live-chat__close"
            onClick={onClose}
            aria-label={t('close')}
            data-testid="chat-close"
          >
            <CloseIcon />
          </button>
        ) : null}
      </header>

      <div
        className="live-chat__log"
        ref={log}
        role="log"
        aria-live="polite"
        onScroll={(event) => {
          const element = event.currentTarget;
          stuckToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
        }}
        data-testid="chat-log"
      >
        {state.hasMore ? (
          <button
            type="button"
            className="live-chat__older"
            onClick={() => void client.loadOlder()}
            disabled={state.loadingOlder}
          >
            {state.loadingOlder ? t('loadingOlder') : t('loadOlder')}
          </button>
        ) : null}
        <div className="live-chat__welcome">
          <span className="live-chat__welcome-icon" aria-hidden="true">
            <HeadsetIcon />
          </span>
          <p>{t('welcome')}</p>
          {state.identity === 'GUEST' ? (
            <p className="live-chat__guest-note" data-testid="chat-guest-note">
              {t('guestNote')}{' '}
              <button type="button" onClick={() => openPopup('loginPopupModal', {})}>
                {t('logIn')}
              </button>
            </p>
          ) : null}
        </div>
        {!state.loaded && !state.fatal ? (
          <div className="live-chat__loading">
            <Spinner size={28} />
          </div>
        ) : null}
        <ol className="live-chat__messages" ref={list}>
          {state.messages.map((message, index) => {
            const day = dayOf(message.createdAt);
            const previous = state.messages[index - 1];
            const separator =
              !previous || dayOf(previous.createdAt) !== day ? (
                <li key={`day-${day}`} className="live-chat__day" aria-hidden="true">
                  <span>{day === today ? t('today') : formatDigits(day, language)}</span>
                </li>
              ) : null;
            return [
              separator,
              <MessageBubble
                key={message.id}
                message={message}
                seen={message.sender !== 'OPERATOR' && idAtMost(message.id, state.supportReadUpTo)}
              />,
            ];
          })}
          {state.pending.map((item) => (
            <PendingBubble key={item.clientId} item={item} client={client} />
          ))}
        </ol>
      </div>

      {state.fatal ? (
        <div className="live-chat__fatal" role="alert" data-testid="chat-fatal">
          <p>{state.fatal}</p>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => openPopup('loginPopupModal', {})}
          >
            {t('logIn')}
          </button>
        </div>
      ) : null}
      <Composer state={state} client={client} />
    </section>
  );
}
