import { useTranslation } from 'react-i18next';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { MegaphoneIcon } from '../../../shared/ui/icons.tsx';
import { useAnnouncements } from '../hooks/use-announcements.ts';
import './announcements.css';

/**
 * The scrolling notice bar of home; a click opens the notice pop-up at that notice. While the notices load, the
 * empty bar keeps its place, so that nothing below moves when they arrive.
 */
export function NoticeMarquee() {
  const { t } = useTranslation('announcements');
  const { items, isPending } = useAnnouncements();
  if (isPending) {
    return (
      <div className="marquee" aria-hidden="true" data-testid="notice-marquee-loading">
        <span className="marquee__label">
          <MegaphoneIcon />
          <span>{t('marqueeLabel')}</span>
        </span>
      </div>
    );
  }
  if (items.length === 0) return null;
  const duration = Math.max(24, items.reduce((sum, item) => sum + item.title.length, 0) * 0.28);
  const track = (copy: number) =>
    items.map((item, index) => (
      <button
        type="button"
        key={`${copy}-${item.id}`}
        className="marquee__item"
        onClick={() => openPopup('noticeModal', { index })}
        tabIndex={copy === 0 ? 0 : -1}
        aria-hidden={copy === 0 ? undefined : true}
        data-testid={copy === 0 ? 'marquee-item' : undefined}
      >
        <span className="marquee__dot" />
        {item.title}
      </button>
    ));
  return (
    <div className="marquee" data-testid="notice-marquee">
      <span className="marquee__label">
        <MegaphoneIcon />
        <span>{t('marqueeLabel')}</span>
      </span>
      <div className="marquee__viewport">
        <div className="marquee__track" style={{ animationDuration: `${duration}s` }}>
          <div className="marquee__group">{track(0)}</div>
          <div className="marquee__group">{track(1)}</div>
        </div>
      </div>
      <button type="button" className="marquee__more" onClick={() => openPopup('noticeModal', { index: 0 })}>
        {t('more')}
      </button>
    </div>
  );
}
