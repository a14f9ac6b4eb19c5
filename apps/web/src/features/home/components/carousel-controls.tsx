import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons.tsx';

/** Previous/next arrows of a home carousel (shown in the section heading). */
export function CarouselArrows({
  canPrev,
  canNext,
  onPrev,
  onNext,
}: {
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('home');
  return (
    <div className="home-carousel__arrows">
      <button
        type="button"
        className="home-carousel__arrow"
        onClick={onPrev}
        disabled={!canPrev}
        aria-label={t('carousel.previous')}
        data-testid="carousel-prev"
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className="home-carousel__arrow"
        onClick={onNext}
        disabled={!canNext}
        aria-label={t('carousel.next')}
        data-testid="carousel-next"
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}

/** Pagination dots: one per page, the current one stretched. */
export function CarouselDots({
  count,
  active,
  onSelect,
}: {
  count: number;
  active: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('home');
  if (count <= 1) return null;
  return (
    <div
      className="home-carousel__dots"
      role="tablist"
      aria-label={t('carousel.pages')}
      data-testid="carousel-dots"
    >
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          role="tab"
          className={`home-carousel__dot${index === active ? ' is-active' : ''}`}
          aria-selected={index === active}
          aria-label={t('carousel.page', { page: index + 1 })}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
