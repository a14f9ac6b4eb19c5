import type { HotMatch } from '@msp/contracts/games.ts';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ClockIcon, SportsIcon } from '../../../shared/ui/icons.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { useGameLaunch } from '../../games/components/use-game-launch.ts';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { hotMatchesQueryOptions } from '../api/hot-matches.ts';
import { resolveImageUrl as imageUrl } from '../../../shared/lib/image-url.ts';
import { hotMatchesPagedAbove, hotMatchesSpacing, matchDate, matchTime } from '../lib/match-time.ts';
import { useCarousel } from '../lib/use-carousel.ts';
import { useCarouselPaging } from '../lib/use-carousel-paging.ts';
import { CarouselArrows, CarouselDots } from './carousel-controls.tsx';
import { TeamBadge } from './team-badge.tsx';
import './home-carousels.css';

/** A match names the sports game to start; one without it opens its vendor's sports page. */
const matchPage = (match: HotMatch) => `/sports?vassalage=${encodeURIComponent(match.vassalage)}`;

/** The pulsing "Live NOW" badge of a match in play. */
export function LiveBadge() {
  const { t } = useTranslation('home');
  return (
    <span className="live-badge" data-testid="live-badge">
      <span className="live-badge__dot" aria-hidden="true" />
      {t('hotMatches.live')}
    </span>
  );
}

function MatchCard({ match, cdns }: { match: HotMatch; cdns: readonly string[] }) {
  const { t } = useTranslation('home');
  const { launchGame } = useGameLaunch();
  const className = `match-card${match.live ? ' is-live' : ''}`;
  const body = (
    <>
      <span className="match-card__head">
        <span className="match-card__title">{match.title}</span>
        {match.live ? <LiveBadge /> : null}
      </span>
      <span className="match-card__teams">
        <span className="match-card__team">
          <TeamBadge src={imageUrl(match.home.image, cdns)} name={match.home.name} />
          <span className="match-card__name" data-testid="match-home">
            {match.home.name}
          </span>
        </span>
        <span className="match-card__when">
          <span className="match-card__time" data-testid="match-time">
            {matchTime(match.startTime)}
          </span>
          <span className="match-card__date" data-testid="match-date">
            {matchDate(match.startTime)}
          </span>
          <span className="match-card__vs" aria-hidden="true">
            VS
          </span>
        </span>
        <span className="match-card__team">
          <TeamBadge src={imageUrl(match.away.image, cdns)} name={match.away.name} />
          <span className="match-card__name" data-testid="match-away">
            {match.away.name}
          </span>
        </span>
      </span>
      <span className="match-card__cta">{match.live ? t('hotMatches.betLive') : t('hotMatches.bet')}</span>
    </>
  );
  if (match.nodeId === null) {
    return (
      <Link to={matchPage(match)} className={className} data-testid="hot-match" data-match={match.id}>
        {body}
      </Link>
    );
  }
  const nodeId = match.nodeId;
  /* The sports game goes through the site's one launch flow (login, trial, launcher window). */
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        launchGame({
          nodeId,
          vassalage: match.vassalage,
          gameType: 'SPORTS',
          isGame: 'GAME',
          gameCode: '',
          gameName: match.title,
        })
      }
      data-testid="hot-match"
      data-match={match.id}
    >
      {body}
    </button>
  );
}

function MatchSkeleton() {
  return (
    <>
      <div className="match-skeletons" aria-hidden="true" data-testid="hot-matches-loading">
        {[0, 1, 2].map((key) => (
          <span key={key} className="match-card match-card--skeleton">
            <span className="home-skel home-skel--line" />
            <span className="match-card__teams">
              <span className="home-skel home-skel--circle" />
              <span className="home-skel home-skel--block" />
              <span className="home-skel home-skel--circle" />
            </span>
            <span className="home-skel home-skel--pill" />
          </span>
        ))}
      </div>
      {/* Most lists have more than three matches, so the dots' row is kept while loading. */}
      <div className="home-carousel__dots-space" aria-hidden="true" />
    </>
  );
}

/**
 * Hot matches (spec §2): title, teams with their images, kick-off HH:mm and date YYYY-MM-DD in the member's
 * time, a pulsing Live NOW badge; arrows and pagination dots only above 3 matches; 20 px between cards;
 * swipe on touch.
 */
export function HotMatchesCarousel() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data: matches, isPending, isError } = useQuery(hotMatchesQueryOptions(language));
  const { data: permission } = useQuery(permissionQueryOptions());
  const [viewportRef, api] = useCarousel({ align: 'start', slidesToScroll: 'auto' });
  const { paging, prev, next, goTo } = useCarouselPaging(api);
  const cdns = permission?.imageCDNs ?? [];
  /* The call failed (or the merchant has no sports data): the section stays out of the way. */
  if (isError && !matches) return null;
  const count = matches?.length ?? 0;
  const paged = count > hotMatchesPagedAbove;
  /* Until the carousel has measured itself, one dot per three cards (the desktop view). */
  const dots = paging.measured ? paging.count : Math.ceil(count / hotMatchesPagedAbove);

  return (
    <section className="home-carousel hot-matches" data-testid="hot-matches" aria-busy={isPending}>
      <SectionHeading
        icon={<SportsIcon />}
        title={t('hotMatches.heading')}
        action={
          paged ? (
            <CarouselArrows
              canPrev={!paging.isBeginning}
              canNext={!paging.isEnd}
              onPrev={prev}
              onNext={next}
            />
          ) : null
        }
      />
      {isPending ? (
        <MatchSkeleton />
      ) : !matches || matches.length === 0 ? (
        <EmptyState icon={<ClockIcon />} title={t('hotMatches.empty')} text={t('hotMatches.emptyText')} />
      ) : (
        <>
          {/* A phone shows 1.08 cards, a tablet 2 and a desktop 3 (home-carousels.css); arrows move a view. */}
          <div
            className="home-carousel__viewport hot-matches__viewport"
            ref={viewportRef}
            style={{ '--carousel-gap': `${hotMatchesSpacing}px` } as CSSProperties}
            data-testid="hot-matches-viewport"
          >
            <div className="home-carousel__track">
              {matches.map((match) => (
                <div className="home-carousel__slide" key={match.id}>
                  <MatchCard match={match} cdns={cdns} />
                </div>
              ))}
            </div>
          </div>
          {paged ? <CarouselDots count={dots} active={paging.index} onSelect={goTo} /> : null}
        </>
      )}
    </section>
  );
}
