import type { Mission } from '@msp/contracts/missions.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import {
  ArrowRightIcon,
  CalendarIcon,
  CardsIcon,
  CheckIcon,
  DepositIcon,
  EsportsIcon,
  FishIcon,
  LiveIcon,
  LotteryIcon,
  RoosterIcon,
  SlotsIcon,
  SportsIcon,
  TicketIcon,
} from '../../../shared/ui/icons.tsx';
import { formatAmount } from '../../reward-center/lib/amounts.ts';
import { useMissionClaim } from '../hooks/use-missions.ts';
import { figureOf, goPathOf } from '../lib/mission-format.ts';

const categoryIcons = {
  RNG: SlotsIcon,
  LIVE: LiveIcon,
  FISH: FishIcon,
  SPORTS: SportsIcon,
  ESPORTS: EsportsIcon,
  PVP: CardsIcon,
  LOTT: LotteryIcon,
  ELOTT: LotteryIcon,
  COCKFIGHT: RoosterIcon,
} as const;

function MissionIcon({ mission }: { mission: Mission }) {
  const Icon =
    mission.kind === 'BET_CATEGORY' && mission.category
      ? categoryIcons[mission.category]
      : mission.kind === 'DEPOSIT'
        ? DepositIcon
        : mission.kind === 'LOTTERY_DRAWS'
          ? TicketIcon
          : CalendarIcon;
  return (
    <span className="ms-card__icon" aria-hidden="true">
      <Icon />
    </span>
  );
}

/** Where the member stands: "৳300.00 of ৳500.00", "2 of 3 draws", "4 of 5 days". */
function ProgressText({ mission, symbol }: { mission: Mission; symbol: string }) {
  const { t } = useTranslation('missions');
  const values = {
    current: figureOf(mission, mission.current, symbol),
    target: figureOf(mission, mission.target, symbol),
  };
  const key =
    mission.kind === 'LOGIN_DAYS'
      ? 'progress.days'
      : mission.kind === 'LOTTERY_DRAWS'
        ? 'progress.draws'
        : 'progress.amount';
  return (
    <span className="ms-card__figures" data-testid={`mission-${mission.id}-progress`}>
      {t(key, values)}
    </span>
  );
}

/**
 * One mission: what to do, the reward and its turnover, the progress bar, and the button in the member's state —
 * a claim once the target is reached, "claimed" after, and the way to the games (or the deposit page) before.
 */
export function MissionCard({ mission, symbol }: { mission: Mission; symbol: string }) {
  const { t } = useTranslation(['missions', 'games']);
  const claim = useMissionClaim(mission, (reward) =>
    t('missions:card.claimedToast', { amount: formatAmount(reward, symbol) }),
  );
  const go = goPathOf(mission);
  const tag =
    mission.kind === 'BET_CATEGORY' && mission.category
      ? t(`games:categories.${mission.category}`)
      : t(`missions:kinds.${mission.kind}`);
  return (
    <article
      className={`ms-card ms-card--${mission.state}`}
      data-testid={`mission-${mission.id}`}
      data-state={mission.state}
    >
      <MissionIcon mission={mission} />
      <div className="ms-card__body">
        <span className="ms-card__tag">{tag}</span>
        <h3 className="ms-card__title">{mission.title}</h3>
        {mission.description ? <p className="ms-card__text">{mission.description}</p> : null}
      </div>
      <div className="ms-card__reward" data-testid={`mission-${mission.id}-reward`}>
        <span className="ms-card__reward-label">{t('missions:card.reward')}</span>
        <strong>{formatAmount(mission.reward, symbol)}</strong>
        <span className="ms-card__turnover">
          {mission.turnoverMultiple > 0
            ? t('missions:card.turnover', { multiple: mission.turnoverMultiple })
            : t('missions:card.noTurnover')}
        </span>
      </div>
      <div className="ms-card__progress">
        <div className="ms-card__progress-head">
          <ProgressText mission={mission} symbol={symbol} />
          <span className="ms-card__percent" data-testid={`mission-${mission.id}-percent`}>
            {mission.percent}%
          </span>
        </div>
        <div
          className={`rc-progress${mission.percent >= 100 ? ' rc-progress--done' : ''}`}
          role="meter"
          aria-label={t('missions:progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={mission.percent}
          aria-valuetext={`${mission.percent}%`}
        >
          <span className="rc-progress__fill" style={{ width: `${mission.percent}%` }} />
        </div>
      </div>
      <div className="ms-card__actions">
        {mission.state === 'claim' ? (
          <button
            type="button"
            className="btn btn--primary ms-card__button"
            disabled={claim.isPending}
            onClick={() => claim.mutate()}
            data-testid={`mission-${mission.id}-claim`}
          >
            {claim.isPending ? t('missions:card.claiming') : t('missions:card.claim')}
          </button>
        ) : mission.state === 'claimed' ? (
          <span className="ms-card__done" data-testid={`mission-${mission.id}-claimed`}>
            <CheckIcon aria-hidden="true" />
            {t('missions:card.claimed')}
          </span>
        ) : go ? (
          <Link className="btn btn--ghost ms-card__button" to={go} data-testid={`mission-${mission.id}-go`}>
            {t('missions:card.go')}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        ) : (
          <span className="ms-card__pending">{t('missions:card.inProgress')}</span>
        )}
      </div>
      {claim.error ? (
        <p className="form-error ms-card__error" role="alert" data-testid={`mission-${mission.id}-error`}>
          {errorMessageOf(claim.error)}
        </p>
      ) : null}
    </article>
  );
}
