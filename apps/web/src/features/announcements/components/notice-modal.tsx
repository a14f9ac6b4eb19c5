import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format.ts';
import { closePopup } from '../../../shared/lib/popup-store.ts';
import { ChevronDownIcon, MegaphoneIcon } from '../../../shared/ui/icons.tsx';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useAnnouncements } from '../hooks/use-announcements.ts';
import './announcements.css';

/** noticeModal (spec §2): an accordion of title, start date and HTML; the clicked notice opens first. */
export function NoticeModal({ open, index }: { open: boolean; index: number }) {
  const { t } = useTranslation('announcements');
  const { items } = useAnnouncements();
  const [expanded, setExpanded] = useState<number | null>(index);
  const [openedAt, setOpenedAt] = useState<{ open: boolean; index: number }>({ open, index });
  /*
   * The clicked notice opens first and in view, however far down the list it is: scrolled to once per opening,
   * when its element is there (the pop-up draws its content after its open delay).
   */
  const scrolledFor = useRef<object | null>(null);
  const bringIntoView = (element: HTMLElement | null, position: number) => {
    if (!element || !openedAt.open || position !== openedAt.index || scrolledFor.current === openedAt) return;
    scrolledFor.current = openedAt;
    element.scrollIntoView?.({ block: 'nearest' });
  };
  if (openedAt.open !== open || openedAt.index !== index) {
    /* Each opening starts with the clicked notice expanded. */
    setOpenedAt({ open, index });
    if (open) setExpanded(index);
  }

  return (
    <Modal
      open={open}
      onClose={() => closePopup('noticeModal')}
      width={720}
      height="auto"
      lockScroll
      title={
        <span className="announce-title">
          <MegaphoneIcon />
          {t('noticeTitle')}
        </span>
      }
      testId="notice-modal"
      className="notice-modal"
    >
      <div className="notice-list">
        {items.map((item, position) => {
          const isOpen = expanded === position;
          return (
            <section
              key={item.id}
              ref={(element) => bringIntoView(element, position)}
              className={`notice${isOpen ? ' is-open' : ''}`}
              data-testid="notice-item"
            >
              <button
                type="button"
                className="notice__head"
                aria-expanded={isOpen}
                onClick={() => setExpanded(isOpen ? null : position)}
              >
                <span className="notice__title">{item.title}</span>
                <time className="notice__date">{formatDate(item.startDateStr)}</time>
                <ChevronDownIcon className="notice__chevron" />
              </button>
              {isOpen ? <HtmlContent html={item.content} className="notice__body" /> : null}
            </section>
          );
        })}
      </div>
    </Modal>
  );
}
