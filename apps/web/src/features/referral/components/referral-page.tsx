import type { ReferralOverview } from '@msp/contracts/referral.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { CheckIcon, CoinsIcon, GiftIcon, UsersIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { promoCount } from '../../promotions/lib/promotion-format.ts';
import { useCurrencySymbol } from '../../reward-center/hooks/use-reward-center.ts';
import { isPositive } from '../../reward-center/lib/amounts.ts';
import { QueryError } from '../../reward-center/components/reward-ui.tsx';
import { rewardChips } from '../lib/referral-format.ts';
import { FriendsSection } from './friends-section.tsx';
import { InviteSection } from './invite-section.tsx';
import { InviteIcon, useReferral, useReferralClaim, useReferralMoney } from './referral-ui.tsx';
import { RulesSection } from './rules-section.tsx';
import './referral.css';

/** The promotion's offer in a few words, what is ready to claim, and the claim. */
function ReferralHero({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation('referral');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  const money = useReferralMoney();
  const claim = useReferralClaim();
  const { promotion, totals } = overview;
  const ready = isPositive(totals.ready);
  return (
    <section className="rf-hero" data-testid="referral-hero" data-promotion={promotion ? 'running' : 'none'}>
      <div className="rf-hero__offer">
        <p className="rf-hero__eyebrow">
          <InviteIcon />
          {t('hero.eyebrow')}
        </p>
        {promotion ? (
          <>
            <h2 className="rf-hero__title" data-testid="referral-title">
              {promotion.title}
            </h2>
            {promotion.summary ? <p className="rf-hero__summary">{promotion.summary}</p> : null}
            <ul className="rf-chips" data-testid="referral-chips">
              {rewardChips(promotion.rules, language, symbol).map((chip) => (
                <li key={chip.key} className={`rf-chip rf-chip--${chip.key}`}>
                  {chip.key === 'afterTurnover' || chip.key === 'afterSignUp' ? <CheckIcon /> : <GiftIcon />}
                  {t(`hero.${chip.key}`, chip)}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <h2 className="rf-hero__title" data-testid="referral-title">
              {t('hero.noPromotionTitle')}
            </h2>
            <p className="rf-hero__summary">{t('hero.noPromotionText')}</p>
          </>
        )}
      </div>
      <div className={`rf-claim${ready ? ' is-ready' : ''}`} data-testid="referral-claim-panel">
        <span className="rf-claim__label">{t('hero.ready')}</span>
        <strong className="rf-claim__amount" data-testid="referral-ready">
          {money(totals.ready)}
        </strong>
        <span className="rf-claim__text">
          {ready
            ? t('hero.readyCount', {
                count: totals.readyCount,
                value: promoCount(totals.readyCount, language),
              })
            : t('hero.nothingReady')}
        </span>
        {claim.error ? (
          <p className="form-error" role="alert" data-testid="referral-claim-error">
            {errorMessageOf(claim.error)}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block rf-claim__button"
          disabled={!ready || claim.isPending}
          onClick={() => claim.mutate()}
          data-testid="referral-claim"
        >
          <GiftIcon />
          {ready ? t('hero.claim', { amount: money(totals.ready) }) : t('hero.claimNothing')}
        </button>
      </div>
    </section>
  );
}

/** Friends invited, qualified, and what was paid for them. */
function ReferralTotals({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation('referral');
  const language = useLanguage();
  const money = useReferralMoney();
  const { totals } = overview;
  const stats = [
    {
      key: 'invited',
      tone: 'violet',
      icon: <UsersIcon />,
      value: promoCount(totals.invited, language),
      text: t('totals.invitedText', { count: totals.invited, value: promoCount(totals.invited, language) }),
    },
    {
      key: 'qualified',
      tone: 'gold',
      icon: <CheckIcon />,
      value: promoCount(totals.qualified, language),
      text: t('totals.qualifiedText'),
    },
    {
      key: 'paid',
      tone: 'green',
      icon: <CoinsIcon />,
      value: money(totals.paid),
      text: t('totals.paidText'),
    },
  ] as const;
  return (
    <ul className="rc-summary" aria-label={t('totals.label')}>
      {stats.map((stat) => (
        <li key={stat.key} className={`rc-stat rc-stat--${stat.tone}`} data-testid={`referral-${stat.key}`}>
          <span className="rc-stat__icon" aria-hidden="true">
            {stat.icon}
          </span>
          <span className="rc-stat__label">{t(`totals.${stat.key}`)}</span>
          <strong className="rc-stat__value" data-testid={`referral-${stat.key}-value`}>
            {stat.value}
          </strong>
          <span className="rc-stat__text">{stat.text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /member/referral: refer a friend. The offer and the claim, the totals, the member's invite link and code (QR
 * code, copy and share), how it works with the promotion's rules and terms, and the friends with their progress.
 * Everything comes from `GET /wps/referral`; a claim pays every reward ready at once.
 */
export function ReferralPage() {
  const [pageNo, setPageNo] = useState(1);
  const { data, error, refetch } = useReferral(pageNo);
  if (!data)
    return (
      <div className="rc-page rf-page" data-testid="referral-page">
        {error ? (
          <QueryError error={error} onRetry={() => void refetch()} testId="referral-error" />
        ) : (
          <LoadingBlock height={420} />
        )}
      </div>
    );
  return (
    <div className="rc-page rf-page" data-testid="referral-page">
      <ReferralHero overview={data} />
      <ReferralTotals overview={data} />
      <InviteSection overview={data} />
      {data.promotion ? <RulesSection promotion={data.promotion} /> : null}
      <FriendsSection friends={data.friends} pageNo={pageNo} onPage={setPageNo} />
    </div>
  );
}
