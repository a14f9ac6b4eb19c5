import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { cardsOf, lotteryPath } from '../../../shared/lib/game-categories.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ClockIcon, LotteryIcon, SparkIcon, TicketIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { gameMenusQueryOptions } from '../../games/api/game-menus.ts';
import { VendorCard } from '../../games/components/vendor-card.tsx';
import './vendor-lottery-page.css';

type LotteryFamily = 'lottery' | 'seaLottery' | 'vnLottery';

function familyOf(pathname: string): LotteryFamily {
  const key = pathname.replace(/^\/+/, '').toLowerCase();
  if (key.startsWith('sealottery')) return 'seaLottery';
  if (key.startsWith('vnlottery')) return 'vnLottery';
  return 'lottery';
}

/** 49-number draws colour their numbers red, blue and green (spec §3). */
const colourBalls = [
  { tone: 'red', numbers: [1, 2, 7, 8] },
  { tone: 'blue', numbers: [3, 4, 9, 10] },
  { tone: 'green', numbers: [5, 6, 11, 16] },
] as const;

/** The lottery vendors of /seaLottery and /vnLottery (login required; query gameCode). */
export function VendorLotteryPage() {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const location = useLocation();
  const [params] = useSearchParams();
  const family = familyOf(location.pathname);
  const gameCode = params.get('gameCode');
  const { data: menus, isPending } = useQuery(gameMenusQueryOptions(language));
  const cards = cardsOf(menus, ['LOTT', 'ELOTT']).filter(
    (card) => family === 'lottery' || lotteryPath(card) === `/${family}`,
  );

  return (
    <div className="lottery-page" data-testid="lottery-page" data-family={family}>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t(`families.${family}.title`)}
        subtitle={t(`families.${family}.subtitle`)}
        icon={<LotteryIcon />}
        aside={
          <div className="lottery-balls" aria-hidden="true">
            {colourBalls.map((group) => (
              <span key={group.tone} className={`lottery-ball lottery-ball--${group.tone}`}>
                {String(group.numbers[0]).padStart(2, '0')}
              </span>
            ))}
          </div>
        }
      >
        {gameCode ? (
          <p className="lottery-page__code">
            <TicketIcon />
            {t('selectedGame', { code: gameCode })}
          </p>
        ) : null}
      </PageHero>
      <div className="lottery-page__body container">
        <section>
          <SectionHeading icon={<SparkIcon />} title={t('vendors')} />
          {isPending ? (
            <LoadingBlock height={220} />
          ) : cards.length === 0 ? (
            <EmptyState icon={<LotteryIcon />} title={t('emptyTitle')} text={t('emptyText')} />
          ) : (
            <ul className="vendor-grid">
              {cards.map((card) => (
                <li key={`${card.gameType}-${card.vassalage}`}>
                  <VendorCard card={card} selected={gameCode !== null && card.lobbyGameCode === gameCode} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="lottery-guide">
          <SectionHeading icon={<ClockIcon />} title={t('guide.title')} />
          <ol className="lottery-guide__steps">
            {(['pick', 'bet', 'draw'] as const).map((step, index) => (
              <li key={step} className="lottery-guide__step">
                <span className="lottery-guide__index">{index + 1}</span>
                <strong>{t(`guide.${step}.title`)}</strong>
                <span>{t(`guide.${step}.text`)}</span>
              </li>
            ))}
          </ol>
          <div className="lottery-colours">
            <p className="lottery-colours__title">{t('colours.title')}</p>
            <div className="lottery-colours__rows">
              {colourBalls.map((group) => (
                <div key={group.tone} className="lottery-colours__row">
                  <span className="lottery-colours__name">{t(`colours.${group.tone}`)}</span>
                  {group.numbers.map((number) => (
                    <span
                      key={number}
                      className={`lottery-ball lottery-ball--small lottery-ball--${group.tone}`}
                    >
                      {String(number).padStart(2, '0')}
                    </span>
                  ))}
                </div>
              ))}
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
