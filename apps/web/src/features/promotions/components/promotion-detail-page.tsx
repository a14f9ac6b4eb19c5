import type { PromotionDetail } from '@msp/contracts/promotions.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { getToken, useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { ChevronLeftIcon, GiftIcon, RefreshIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { promotionDetailQueryOptions } from '../api/promotions.ts';
import { promoCount, promoDate, promoPercent, promoTime, timesAmount } from '../lib/promotion-format.ts';
import { PromotionAction } from './promotion-action.tsx';
import {
  CategoryIcon,
  PeriodText,
  PictureIcon,
  PromotionArt,
  RulesIcon,
  TagChips,
  usePromoMoney,
} from './promotion-ui.tsx';
import './promotion-detail.css';

const ruledDeposit = new Set(['FIRST_DEPOSIT', 'DEPOSIT_BONUS', 'RELOAD']);

/**
 * The turnover in words: "Bet ৳300 × 10 = ৳3,000 before withdrawing" with the bonus the member has (or the
 * fixed amount, or the cap as the largest case), else "Bet the bonus × 10 before withdrawing".
 */
function useTurnoverText() {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const money = usePromoMoney();
  return (promotion: PromotionDetail) => {
    const multiple = promotion.rules.turnoverMultiple;
    if (multiple === 0) return t('rules.turnoverNone');
    const base = promotion.reward ?? promotion.rules.fixedAmount ?? promotion.rules.cap ?? null;
    const total = base ? timesAmount(base, multiple) : null;
    if (!base || !total) return t('rules.turnoverGeneric', { multiple: promoCount(multiple, language) });
    return t(
      promotion.reward
        ? 'rules.turnoverYours'
        : base === promotion.rules.cap
          ? 'rules.turnoverCap'
          : 'rules.turnoverText',
      {
        amount: money(base),
        multiple: promoCount(multiple, language),
        total: money(total),
      },
    );
  };
}

/** The rules in a table: the bonus, its cap, the minimum deposit, the turnover, who and how, the period. */
function RulesTable({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const money = usePromoMoney();
  const turnoverText = useTurnoverText();
  const { rules } = promotion;
  const rows: { key: string; label: string; value: ReactNode; note?: ReactNode }[] = [];
  /* A referral pays per friend: the sign-up amount and/or a share of the friend's first deposit. */
  const referral = promotion.type === 'REFERRAL' && promotion.joinMode === 'AUTO';
  if (referral)
    rows.push({
      key: 'bonus',
      label: t('rules.bonus'),
      value: t('rules.referralBonus', {
        parts: [
          ...(rules.fixedAmount ? [money(rules.fixedAmount)] : []),
          ...(rules.percent
            ? [t('rules.referralPercent', { percent: promoPercent(rules.percent, language) })]
            : []),
        ].join(' + '),
      }),
    });
  else if (rules.percent)
    rows.push({
      key: 'bonus',
      label: t('rules.bonus'),
      value: t('rules.percentOfDeposit', { percent: promoPercent(rules.percent, language) }),
    });
  else if (rules.fixedAmount)
    rows.push({
      key: 'bonus',
      label: t('rules.bonus'),
      value: t('rules.fixed', { amount: money(rules.fixedAmount) }),
    });
  else rows.push({ key: 'bonus', label: t('rules.bonus'), value: t('rules.decided') });
  if (rules.cap) rows.push({ key: 'cap', label: t('rules.cap'), value: money(rules.cap) });
  if (rules.minDeposit)
    rows.push({ key: 'minDeposit', label: t('rules.minDeposit'), value: money(rules.minDeposit) });
  rows.push({
    key: 'turnover',
    label: t('rules.turnover'),
    value:
      rules.turnoverMultiple === 0
        ? t('rules.turnoverNoneShort')
        : t('rules.turnoverMultiple', { multiple: promoCount(rules.turnoverMultiple, language) }),
    note: turnoverText(promotion),
  });
  const qualifies =
    promotion.joinMode === 'APPLICATION'
      ? t('rules.qualify.application')
      : referral
        ? rules.friendTurnover && rules.friendTurnover !== '0.00'
          ? t('rules.qualify.referral', { amount: money(rules.friendTurnover) })
          : t('rules.qualify.referralAnyFriend')
        : ruledDeposit.has(promotion.type) || promotion.type === 'SIGN_UP'
          ? t(`rules.qualify.${promotion.type as 'FIRST_DEPOSIT' | 'DEPOSIT_BONUS' | 'RELOAD' | 'SIGN_UP'}`)
          : null;
  if (qualifies) rows.push({ key: 'qualifies', label: t('rules.qualifies'), value: qualifies });
  rows.push({
    key: 'joinMode',
    label: t('rules.joinMode'),
    value: t(`rules.joinModes.${promotion.joinMode}`),
  });
  rows.push({
    key: 'audience',
    label: t('rules.audience'),
    value:
      promotion.audience === 'NEW_PLAYERS'
        ? t('rules.audienceNew', { date: promoDate(promotion.startsAt, language) })
        : promotion.audience === 'VIP'
          ? t('rules.audienceVip', {
              levels: (promotion.vipLevels ?? []).map((rank) => `VIP${rank}`).join(', '),
            })
          : t('rules.audienceAll'),
  });
  rows.push({
    key: 'period',
    label: t('rules.period'),
    value: promotion.endsAt
      ? t('rules.periodRange', {
          from: promoDate(promotion.startsAt, language),
          to: promoDate(promotion.endsAt, language),
        })
      : t('rules.periodOpen', { from: promoDate(promotion.startsAt, language) }),
  });
  return (
    <section className="pd-card" data-testid="promo-rules">
      <header className="pd-card__head">
        <span className="pd-card__icon">
          <RulesIcon />
        </span>
        <div>
          <h2>{t('rules.title')}</h2>
          <p>{t('rules.text')}</p>
        </div>
      </header>
      <table className="pd-rules">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid={`rule-${row.key}`}>
              <th scope="row">{row.label}</th>
              <td>
                <strong>{row.value}</strong>
                {row.note ? <span className="pd-rules__note">{row.note}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What is left of the budget, as a bar that turns red when little is left. */
function BudgetBar({ percent }: { percent: number }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const clamped = Math.max(0, Math.min(100, percent));
  const low = clamped <= 20;
  return (
    <div className={`pd-budget${low ? ' is-low' : ''}`} data-testid="promo-budget">
      <div className="pd-budget__head">
        <span>{t('budget.title')}</span>
        <strong>{t('budget.left', { percent: promoCount(clamped, language) })}</strong>
      </div>
      <div
        className="pd-meter pd-meter--budget"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-label={t('budget.title')}
      >
        <span style={{ width: `${clamped}%` }} />
      </div>
      {low ? <p className="pd-budget__hint">{t('budget.low')}</p> : null}
    </div>
  );
}

/**
 * An image of the member's application. It is the member's own upload, read with its token (`GET
 * /wps/uploads/:id`), so it is fetched rather than linked; a placeholder stands in until it is in.
 */
function EntryImage({ url, label }: { url: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getToken();
    fetch(url, { headers: token ? { Authorization: token } : {}, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return (
    <li className="pd-thumb" data-testid="entry-image">
      {source ? (
        <a href={source} target="_blank" rel="noreferrer">
          <img src={source} alt={label} />
        </a>
      ) : (
        <span className="pd-thumb__placeholder" aria-label={label}>
          <PictureIcon />
        </span>
      )}
    </li>
  );
}

/** The member's entry: since when, the application's remark and images, the operator's note, what was paid. */
function EntryPanel({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const money = usePromoMoney();
  const { entry } = promotion;
  if (!entry) return null;
  const rejected = entry.status === 'REJECTED';
  return (
    <section className="pd-card pd-entry" data-testid="promo-entry" data-status={entry.status}>
      <header className="pd-card__head">
        <span className="pd-card__icon">
          <UserIcon />
        </span>
        <div>
          <h2>{t('entry.title')}</h2>
          <p>{t(`entry.statuses.${entry.status}`)}</p>
        </div>
      </header>
      <dl className="pd-facts">
        <div>
          <dt>{t(promotion.joinMode === 'APPLICATION' ? 'entry.applied' : 'entry.joined')}</dt>
          <dd>{promoTime(entry.createdAt, language)}</dd>
        </div>
        {entry.decidedAt ? (
          <div>
            <dt>{t('entry.decided')}</dt>
            <dd>{promoTime(entry.decidedAt, language)}</dd>
          </div>
        ) : null}
        {entry.reward ? (
          <div>
            <dt>{t('entry.reward')}</dt>
            <dd className="pd-facts__money">{money(entry.reward)}</dd>
          </div>
        ) : null}
        {entry.claimedAt ? (
          <div>
            <dt>{t('entry.claimed')}</dt>
            <dd>{promoTime(entry.claimedAt, language)}</dd>
          </div>
        ) : null}
      </dl>
      {entry.note ? (
        <div className={`pd-note${rejected ? ' pd-note--danger' : ''}`} data-testid="entry-note">
          <strong>{t('entry.note')}</strong>
          <p>{entry.note}</p>
        </div>
      ) : null}
      {entry.remark ? (
        <div className="pd-remark" data-testid="entry-remark">
          <strong>{t('entry.remark')}</strong>
          <p>{entry.remark}</p>
        </div>
      ) : null}
      {entry.imageUrls.length > 0 ? (
        <div className="pd-remark">
          <strong>{t('entry.images')}</strong>
          <ul className="pd-apply__images">
            {entry.imageUrls.map((url, index) => (
              <EntryImage
                key={url}
                url={url}
                label={t('entry.image', { n: promoCount(index + 1, language) })}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * A promotion (/promotions/:id): its image, title, period and tags, what is left of its budget, the rules in a
 * table with the turnover in words, the operator's HTML content (sanitized), the member's entry, and beside it
 * the caller's state with the one action it allows (promotion-action.tsx).
 */
export function PromotionDetailPage() {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const token = useSessionToken();
  const { id: idParam } = useParams();
  const id = /^\d{1,9}$/.test(idParam ?? '') ? Number(idParam) : null;
  const query = useQuery({ ...promotionDetailQueryOptions(token, language, id ?? 0), enabled: id !== null });
  const promotion = query.data;

  let body: ReactNode;
  if (id === null || (query.error && !promotion))
    body = (
      <div className="pd-missing" data-testid="promo-detail-error">
        <EmptyState
          icon={<GiftIcon />}
          title={t('detail.missingTitle')}
          text={query.error ? errorMessageOf(query.error) : t('detail.missingText')}
          action={
            <div className="pd-missing__actions">
              {query.error ? (
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>
                  <RefreshIcon />
                  {t('retry')}
                </button>
              ) : null}
              <Link to="/promotions" className="btn btn--outline btn--sm">
                {t('detail.back')}
              </Link>
            </div>
          }
        />
      </div>
    );
  else if (!promotion) body = <LoadingBlock height={420} />;
  else
    body = (
      <article className="pd-layout" data-testid="promo-detail" data-state={promotion.state}>
        <div className="pd-head">
          <PromotionArt promotion={promotion} size="hero" />
          <div className="pd-intro">
            <div className="pd-intro__labels">
              <span className="pd-category">
                <CategoryIcon category={promotion.category} />
                {t(`filters.${promotion.category}`)}
              </span>
              <span className="pd-type">{t(`types.${promotion.type}`)}</span>
            </div>
            <h1 className="pd-title" data-testid="promo-detail-title">
              {promotion.title}
            </h1>
            {promotion.summary ? <p className="pd-summary">{promotion.summary}</p> : null}
            <div className="pd-intro__meta">
              <PeriodText promotion={promotion} testId="promo-detail-period" />
              <TagChips tags={promotion.tags} />
            </div>
            {promotion.budgetLeftPercent !== null ? (
              <BudgetBar percent={promotion.budgetLeftPercent} />
            ) : null}
          </div>
        </div>
        <aside className="pd-side">
          <PromotionAction promotion={promotion} />
          <EntryPanel promotion={promotion} />
        </aside>
        <div className="pd-main">
          <RulesTable promotion={promotion} />
          {promotion.content.trim() ? (
            <section className="pd-card" data-testid="promo-content">
              <header className="pd-card__head">
                <span className="pd-card__icon">
                  <GiftIcon />
                </span>
                <div>
                  <h2>{t('detail.contentTitle')}</h2>
                </div>
              </header>
              <HtmlContent html={promotion.content} className="pd-content" />
            </section>
          ) : null}
        </div>
      </article>
    );

  return (
    <div className="promotion-detail" data-testid="promotion-detail-page">
      <div className="container pd-page">
        <Link to="/promotions" className="pd-back" data-testid="promo-back">
          <ChevronLeftIcon />
          {t('detail.back')}
        </Link>
        {body}
      </div>
    </div>
  );
}
