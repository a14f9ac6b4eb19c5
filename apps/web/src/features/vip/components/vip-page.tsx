import type { VipLevel, VipMember, VipPage as VipPageData, VipUpgradeRule } from '@msp/contracts/vip.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import {
  CalendarIcon,
  CheckIcon,
  CoinsIcon,
  CrownIcon,
  GiftIcon,
  ShieldIcon,
  SparkIcon,
  StarIcon,
  UserIcon,
} from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import {
  HistoryIcon,
  ProgressBar,
  QueryError,
  RewardSection,
  StateBadge,
  TargetIcon,
} from '../../reward-center/components/reward-ui.tsx';
import { useCurrencySymbol } from '../../reward-center/hooks/use-reward-center.ts';
import { formatAmount, isPositive } from '../../reward-center/lib/amounts.ts';
import { vipQueryOptions } from '../api/vip.ts';
import { tierOf } from '../lib/tiers.ts';
import { progressToNext } from '../lib/vip-format.ts';
import './vip-badge.css';
import './vip-page.css';

/**
 * The VIP page (/vip): the merchant's ladder as tier cards (thresholds over the qualifying period, the monthly
 * keep amount, the level-up and birthday bonuses and their turnover), and for a member its own level highlighted,
 * its progress to the next level, this month's keep check and its VIP bonus history. Visitors see the ladder and
 * are asked to log in. Everything comes from `GET /wps/vip`.
 */
export function VipPage() {
  const { t } = useTranslation('vip');
  const token = useSessionToken();
  const language = useLanguage();
  const { data, isPending, error, refetch } = useQuery(vipQueryOptions(token, language));
  const member = data?.member ?? null;
  return (
    <div className="vip" data-testid="vip-page">
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        icon={<CrownIcon />}
        aside={member && data ? <CurrentLevel member={member} levels={data.levels} /> : null}
      />
      <div className="vip__body container">
        {isPending ? (
          <LoadingBlock height={420} />
        ) : error ? (
          <QueryError error={error} onRetry={() => void refetch()} testId="vip-error" />
        ) : data.levels.length === 0 ? (
          <EmptyState icon={<CrownIcon />} title={t('empty.title')} text={t('empty.text')} />
        ) : (
          <>
            {member ? <MemberPanel data={data} member={member} /> : token === null ? <VisitorCall /> : null}
            <Ladder data={data} member={member} />
            {member ? <History member={member} /> : null}
            <Rules data={data} />
          </>
        )}
      </div>
    </div>
  );
}

/** A level's round badge: its tier colour and a crown. */
function Medallion({ rank, size = 'md' }: { rank: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`vip-medal vip-medal--${size} vip-tier--${tierOf(rank)}`} aria-hidden="true">
      <CrownIcon />
    </span>
  );
}

/** The hero's card: the member's level, or that it has none yet. */
function CurrentLevel({ member, levels }: { member: VipMember; levels: VipLevel[] }) {
  const { t } = useTranslation('vip');
  const first = levels[0];
  return (
    <div
      className={`vip-current${member.rank > 0 ? ` vip-tier--${tierOf(member.rank)}` : ' vip-current--none'}`}
      data-testid="vip-current"
      data-rank={member.rank}
    >
      {member.rank > 0 ? (
        <Medallion rank={member.rank} size="lg" />
      ) : (
        <span className="vip-current__empty">
          <UserIcon />
        </span>
      )}
      <div className="vip-current__text">
        <p className="vip-current__eyebrow">{t('current.title')}</p>
        {member.rank > 0 ? (
          <>
            <p className="vip-current__label" data-testid="vip-current-label">
              {member.label}
            </p>
            <p className="vip-current__rank">{t('levelShort', { rank: member.rank })}</p>
          </>
        ) : (
          <>
            <p className="vip-current__label">{t('current.none')}</p>
            {first ? (
              <p className="vip-current__rank">{t('current.firstGoal', { label: first.label })}</p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/** A visitor's way in: the ladder below is public, the member's part needs a login. */
function VisitorCall() {
  const { t } = useTranslation('vip');
  return (
    <section className="vip-visitor" data-testid="vip-visitor">
      <span className="vip-visitor__icon" aria-hidden="true">
        <CrownIcon />
      </span>
      <div className="vip-visitor__text">
        <h2>{t('visitor.title')}</h2>
        <p>{t('visitor.text')}</p>
      </div>
      <div className="vip-visitor__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => openPopup('loginPopupModal', {})}
          data-testid="vip-login"
        >
          {t('visitor.login')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => openPopup('registerModal', { referralCode: null })}
        >
          {t('visitor.register')}
        </button>
      </div>
    </section>
  );
}

const ruleWord = (rule: VipUpgradeRule) => (rule === 'ALL' ? 'and' : 'or');

/** The member's progress to the next level and this month's keep check. */
function MemberPanel({ data, member }: { data: VipPageData; member: VipMember }) {
  const { t } = useTranslation('vip');
  const symbol = useCurrencySymbol();
  const next = data.levels.find((level) => level.rank === member.progress.nextRank);
  const figures = progressToNext(member, data.levels);
  const keep = member.keep;
  return (
    <div className="vip-panel">
      <section
        className="vip-card vip-progress"
        data-testid="vip-progress"
        aria-labelledby="vip-progress-title"
      >
        <header className="vip-card__head">
          <span className="vip-card__icon" aria-hidden="true">
            <TargetIcon />
          </span>
          <div>
            <h2 id="vip-progress-title">
              {next ? t('progress.title', { label: next.label }) : t('progress.topTitle')}
            </h2>
            <p className="vip-card__sub">
              {t('progress.period', {
                days: data.qualifyDays,
                from: member.progress.from,
                to: member.progress.to,
              })}
            </p>
          </div>
          {next ? <Medallion rank={next.rank} size="sm" /> : null}
        </header>
        {next ? (
          <>
            <ul className="vip-figures">
              {figures.map((figure, index) => (
                <li key={figure.figure} className="vip-figure" data-testid={`vip-figure-${figure.figure}`}>
                  {index > 0 ? (
                    <span className="vip-figure__join">{t(`progress.${ruleWord(data.upgradeRule)}`)}</span>
                  ) : null}
                  <div className="vip-figure__line">
                    <span className="vip-figure__name">{t(`figures.${figure.figure}`)}</span>
                    <span className="vip-figure__numbers">
                      <strong>{formatAmount(figure.current, symbol)}</strong>
                      {' / '}
                      {formatAmount(figure.target, symbol)}
                    </span>
                  </div>
                  <ProgressBar
                    completed={figure.current}
                    required={figure.target}
                    label={t(`figures.${figure.figure}`)}
                    testId={`vip-bar-${figure.figure}`}
                  />
                  <p className="vip-figure__left">
                    {isPositive(figure.remaining)
                      ? t('progress.remaining', { amount: formatAmount(figure.remaining, symbol) })
                      : t('progress.reached')}
                  </p>
                </li>
              ))}
            </ul>
            <p className="vip-card__note">
              {t(data.upgradeRule === 'ALL' ? 'progress.ruleAll' : 'progress.ruleAny', {
                bonus: formatAmount(next.levelUpBonus, symbol),
              })}
            </p>
          </>
        ) : (
          <p className="vip-card__note">{t('progress.topText')}</p>
        )}
      </section>

      {keep ? (
        <section
          className={`vip-card vip-keep vip-keep--${keep.status.toLowerCase()}`}
          data-testid="vip-keep"
          data-status={keep.status}
          aria-labelledby="vip-keep-title"
        >
          <header className="vip-card__head">
            <span className="vip-card__icon" aria-hidden="true">
              <ShieldIcon />
            </span>
            <div>
              <h2 id="vip-keep-title">{t('keep.title', { label: member.label ?? '' })}</h2>
              <p className="vip-card__sub">{t('keep.checkOn', { date: keep.checkOn })}</p>
            </div>
            <span className="vip-keep__status" data-testid="vip-keep-status">
              {keep.status === 'OPEN' ? null : <CheckIcon />}
              {t(`keep.status.${keep.status}`)}
            </span>
          </header>
          <div className="vip-figure__line">
            <span className="vip-figure__name">{t('keep.bets')}</span>
            <span className="vip-figure__numbers">
              <strong>{formatAmount(keep.validBets, symbol)}</strong>
              {' / '}
              {formatAmount(keep.required, symbol)}
            </span>
          </div>
          <ProgressBar
            completed={keep.validBets}
            required={keep.required}
            label={t('keep.bets')}
            testId="vip-keep-bar"
          />
          <p className="vip-card__note">
            {keep.status === 'REACHED'
              ? t('keep.reachedText')
              : keep.status === 'MET'
                ? t('keep.metText')
                : t('keep.openText', {
                    amount: formatAmount(keep.remaining, symbol),
                    date: keep.checkOn,
                  })}
          </p>
        </section>
      ) : null}
    </div>
  );
}

/** One threshold line of a level card: deposits and/or valid bets within the period. */
function Thresholds({ level, rule, days }: { level: VipLevel; rule: VipUpgradeRule; days: number }) {
  const { t } = useTranslation('vip');
  const symbol = useCurrencySymbol();
  const parts = [
    level.depositThreshold === null
      ? null
      : { key: 'deposit', text: t('figures.deposit'), amount: level.depositThreshold },
    level.validBetThreshold === null
      ? null
      : { key: 'validBet', text: t('figures.validBet'), amount: level.validBetThreshold },
  ].filter((part) => part !== null);
  return (
    <div className="vip-level__goal">
      <p className="vip-level__goal-title">{t('ladder.reach', { days })}</p>
      {parts.map((part, index) => (
        <p key={part.key} className="vip-level__goal-line">
          {index > 0 ? <span className="vip-level__join">{t(`progress.${ruleWord(rule)}`)}</span> : null}
          <span>{part.text}</span>
          <strong>{formatAmount(part.amount, symbol)}</strong>
        </p>
      ))}
    </div>
  );
}

/** The ladder: one card per level, the member's own highlighted, levels below it marked reached. */
function Ladder({ data, member }: { data: VipPageData; member: VipMember | null }) {
  const { t } = useTranslation('vip');
  const symbol = useCurrencySymbol();
  const rank = member?.rank ?? 0;
  return (
    <section className="vip-ladder" aria-labelledby="vip-ladder-title" data-testid="vip-ladder">
      <header className="vip-section__head">
        <span className="rc-section__icon" aria-hidden="true">
          <StarIcon />
        </span>
        <h2 id="vip-ladder-title">{t('ladder.title')}</h2>
        <span className="rc-count">{data.levels.length}</span>
      </header>
      <ol className="vip-levels">
        {data.levels.map((level) => {
          const state =
            member === null ? null : level.rank === rank ? 'current' : level.rank < rank ? 'reached' : null;
          return (
            <li
              key={level.rank}
              className={`vip-level vip-tier--${tierOf(level.rank)}${state ? ` vip-level--${state}` : ''}`}
              data-testid={`vip-level-${level.rank}`}
              data-state={state ?? 'open'}
              aria-current={state === 'current' ? 'true' : undefined}
            >
              {state === 'current' ? <span className="vip-level__ribbon">{t('ladder.yours')}</span> : null}
              <div className="vip-level__head">
                <Medallion rank={level.rank} />
                <div>
                  <p className="vip-level__rank">{t('levelShort', { rank: level.rank })}</p>
                  <h3 className="vip-level__label">{level.label}</h3>
                </div>
                {state === 'reached' ? (
                  <span className="vip-level__check" title={t('ladder.reached')}>
                    <CheckIcon />
                  </span>
                ) : null}
              </div>
              <Thresholds level={level} rule={data.upgradeRule} days={data.qualifyDays} />
              <dl className="vip-level__perks">
                <div>
                  <dt>
                    <SparkIcon aria-hidden="true" />
                    {t('ladder.levelUp')}
                  </dt>
                  <dd>{formatAmount(level.levelUpBonus, symbol)}</dd>
                </div>
                <div>
                  <dt>
                    <GiftIcon aria-hidden="true" />
                    {t('ladder.birthday')}
                  </dt>
                  <dd>{formatAmount(level.birthdayBonus, symbol)}</dd>
                </div>
                <div>
                  <dt>
                    <ShieldIcon aria-hidden="true" />
                    {t('ladder.keep')}
                  </dt>
                  <dd>
                    {isPositive(level.keepValidBet)
                      ? formatAmount(level.keepValidBet, symbol)
                      : t('ladder.noKeep')}
                  </dd>
                </div>
                <div>
                  <dt>
                    <CoinsIcon aria-hidden="true" />
                    {t('ladder.turnover')}
                  </dt>
                  <dd>
                    {level.turnoverMultiple > 0
                      ? t('ladder.multiple', { multiple: level.turnoverMultiple })
                      : t('ladder.noTurnover')}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The member's VIP bonuses, newest first, each with its turnover and whether it is still being played through. */
function History({ member }: { member: VipMember }) {
  const { t } = useTranslation('vip');
  const symbol = useCurrencySymbol();
  const columns = {
    date: t('history.date'),
    bonus: t('history.bonus'),
    amount: t('history.amount'),
    turnover: t('history.turnover'),
    status: t('history.status'),
  };
  return (
    <RewardSection title={t('history.title')} icon={<HistoryIcon />} testId="vip-history">
      {member.rewards.length === 0 ? (
        <EmptyState icon={<GiftIcon />} title={t('history.emptyTitle')} text={t('history.emptyText')} />
      ) : (
        <div className="rc-history-wrap">
          <table className="rc-history" data-testid="vip-history-table">
            <thead>
              <tr>
                <th scope="col">{columns.date}</th>
                <th scope="col">{columns.bonus}</th>
                <th scope="col" className="rc-num">
                  {columns.amount}
                </th>
                <th scope="col" className="rc-num">
                  {columns.turnover}
                </th>
                <th scope="col">{columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {member.rewards.map((reward) => (
                <tr
                  key={`${reward.kind}-${reward.rank}-${reward.paidAt}`}
                  className="rc-history__row"
                  data-testid="vip-history-row"
                >
                  <td data-label={columns.date} className="rc-history__date">
                    {formatDateTime(Date.parse(reward.paidAt))}
                  </td>
                  <td data-label={columns.bonus} className="rc-history__promotion">
                    <span className="rc-history__title">{t(`history.kinds.${reward.kind}`)}</span>
                    <span className={`vip-chip-tier vip-tier--${tierOf(reward.rank)}`}>
                      <CrownIcon aria-hidden="true" />
                      {reward.label || t('levelShort', { rank: reward.rank })}
                    </span>
                  </td>
                  <td data-label={columns.amount} className="rc-num rc-history__reward">
                    {formatAmount(reward.amount, symbol)}
                  </td>
                  <td data-label={columns.turnover} className="rc-num rc-history__turnover">
                    {isPositive(reward.turnoverRequired)
                      ? formatAmount(reward.turnoverRequired, symbol)
                      : t('ladder.noTurnover')}
                  </td>
                  <td data-label={columns.status} className="rc-history__status">
                    <StateBadge state={reward.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RewardSection>
  );
}

/** How VIP works, from the merchant's own settings. */
function Rules({ data }: { data: VipPageData }) {
  const { t } = useTranslation('vip');
  const items = [
    {
      icon: <CalendarIcon />,
      text: t(data.upgradeRule === 'ALL' ? 'rules.upAll' : 'rules.upAny', { days: data.qualifyDays }),
    },
    { icon: <SparkIcon />, text: t('rules.levelUp') },
    { icon: <ShieldIcon />, text: t('rules.keep') },
    { icon: <GiftIcon />, text: t('rules.birthday') },
    { icon: <CoinsIcon />, text: t('rules.turnover') },
  ];
  return (
    <section className="vip-rules" aria-labelledby="vip-rules-title" data-testid="vip-rules">
      <h2 id="vip-rules-title">{t('rules.title')}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            <span aria-hidden="true">{item.icon}</span>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
