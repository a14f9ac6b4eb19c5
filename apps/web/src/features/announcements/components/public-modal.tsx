import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/lib/format.ts';
import { closePopup, usePopups } from '../../../shared/lib/popup-store.ts';
import { GiftIcon, MegaphoneIcon } from '../../../shared/ui/icons.tsx';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { popupItems, useAnnouncements } from '../hooks/use-announcements.ts';
import { announcementPageSize, pageCount, pageOf } from '../lib/paging.ts';
import { removeStaticPopup } from '../lib/static-popup.ts';
import './announcements.css';

/**
 * publicModal (spec §2): titles on the left in pages of 7 (pagination when more than one page), the HTML
 * content on the right, and a go-to-promo button when the item has a promotionType.
 */
export function PublicModal({ open }: { open: boolean }) {
  const { t } = useTranslation('announcements');
  const navigate = useNavigate();
  const { items: all } = useAnnouncements();
  const items = popupItems(all);
  /* Opened in place of the first screen's static pop-up: at once, in the state the visitor's click asked for. */
  const opened = usePopups().publicModal;
  const [page, setPage] = useState(opened?.page ?? 1);
  const [selectedId, setSelectedId] = useState<number | null>(opened?.selectedId ?? null);
  const pages = pageCount(items.length);
  const visible = pageOf(items, Math.min(page, pages));
  const selected = items.find((item) => item.id === selectedId) ?? visible[0] ?? items[0];

  // Spec §2: the go-to-promo button opens the reward center, whatever the promotion.
  const goToPromo = () => {
    closePopup('publicModal');
    void navigate('/member/rewardCenter');
  };

  return (
    <Modal
      open={open && items.length > 0}
      onClose={() => closePopup('publicModal')}
      width={880}
      height={560}
      lockScroll
      instant={opened?.instant}
      onShown={opened?.instant ? removeStaticPopup : undefined}
      title={
        <span className="announce-title">
          <MegaphoneIcon />
          {t('publicTitle')}
        </span>
      }
      testId="public-modal"
      className="announce-modal"
    >
      <div className="announce">
        <aside className="announce__side">
          <ol className="announce__list" data-testid="public-modal-titles">
            {visible.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={`announce__item${item.id === selected?.id ? ' is-current' : ''}`}
                  onClick={() => setSelectedId(item.id)}
                  data-item-id={item.id}
                >
                  <span className="announce__item-title">{item.title}</span>
                  <span className="announce__item-date">{formatDate(item.startDateStr)}</span>
                </button>
              </li>
            ))}
          </ol>
          {items.length > announcementPageSize ? (
            <Pagination
              page={page}
              pageCount={pages}
              onChange={(next) => {
                setPage(next);
                setSelectedId(pageOf(items, next)[0]?.id ?? null);
              }}
            />
          ) : null}
        </aside>
        {selected ? (
          <article className="announce__content">
            <header className="announce__content-head">
              <h3>{selected.title}</h3>
              <time>{formatDate(selected.startDateStr)}</time>
            </header>
            <HtmlContent html={selected.content} className="announce__html" />
            {selected.promotionType ? (
              <div className="announce__promo">
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={goToPromo}
                  data-testid="go-to-promo"
                >
                  <GiftIcon />
                  {t('goToPromo')}
                </button>
              </div>
            ) : null}
          </article>
        ) : null}
      </div>
    </Modal>
  );
}
