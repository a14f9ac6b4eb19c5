import type { MessageItem } from '@msp/contracts/messages.ts';
import { useTranslation } from 'react-i18next';
import { listedWhen, topicIcons } from '../lib/topics.tsx';

/** One message in the list: its topic's icon, title, the start of its text, when it came, and a mark if unread. */
function MessageRow({
  item,
  open,
  onOpen,
}: {
  item: MessageItem;
  open: boolean;
  onOpen: (item: MessageItem) => void;
}) {
  const { t } = useTranslation('messages');
  const Icon = topicIcons[item.topic];
  const when = listedWhen(item.createdAt);
  return (
    <li>
      <button
        type="button"
        className={`msg-item msg-item--${item.topic.toLowerCase()}${item.read ? '' : ' is-unread'}${open ? ' is-open' : ''}`}
        aria-current={open ? 'true' : undefined}
        onClick={() => onOpen(item)}
        data-testid={`message-${item.id}`}
        data-read={item.read}
      >
        <span className="msg-item__icon" aria-hidden="true">
          <Icon />
        </span>
        <span className="msg-item__body">
          <span className="msg-item__top">
            <span className="msg-item__title">{item.title}</span>
            <time className="msg-item__when" dateTime={item.createdAt}>
              {when.today ? t('today', { time: when.text }) : when.text}
            </time>
          </span>
          <span className="msg-item__preview">{item.preview}</span>
        </span>
        {item.read ? null : (
          <span className="msg-item__dot" data-testid="message-unread-mark">
            <span className="msg-visually-hidden">{t('unreadMark')}</span>
          </span>
        )}
      </button>
    </li>
  );
}

/** The page of messages, newest first. */
export function MessageList({
  items,
  openId,
  onOpen,
}: {
  items: MessageItem[];
  openId: number | null;
  onOpen: (item: MessageItem) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <ul className="msg-list" aria-label={t('listLabel')} data-testid="messages-list">
      {items.map((item) => (
        <MessageRow key={item.id} item={item} open={item.id === openId} onOpen={onOpen} />
      ))}
    </ul>
  );
}
