import type { ReferralPromotion } from '@msp/contracts/referral.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { GiftIcon, HelpIcon, ShareIcon } from '../../../shared/ui/icons.tsx';
import { promoCount, promoDate, promoPercent } from '../../promotions/lib/promotion-format.ts';
import { RewardSection, TargetIcon } from '../../reward-center/components/reward-ui.tsx';
import { isPositive } from '../../reward-center/lib/amounts.ts';
import { useReferralMoney } from './referral-ui.tsx';

/** The rules as a table: what a friend brings, what the friend must bet, the member's turnover, limits, period. */
function RulesTable({ promotion }: { promotion: ReferralPromotion }) {
  const { t } = useTranslation('referral');
  const language = useLanguage();
  const money = useReferralMoney();
  const { rules } = promotion;
  const rows: { key: string; label: string; value: ReactNode }[] = [];
  if (rules.fixedAmount && isPositive(rules.fixedAmount))
    rows.push({ key: 'signUp', label: t('rules.table.signUp'), value: money(rules.fixedAmount) });
  if (rules.percent !== undefined) {
    rows.push({
      key: 'deposit',
      label: t('rules.table.deposit'),
      value: t('rules.table.depositValue', {
        percent: promoPercent(rules.percent, language),
      }),
    });
    if (rules.cap) rows.push({ key: 'cap', label: t('rules.table.cap'), value: money(rules.cap) });
    if (rules.minDeposit)
      rows.push({ key: 'minDeposit', label: t('rules.table.minDeposit'), value: money(rules.minDeposit) });
  }
  rows.push({
    key: 'friendTurnover',
    label: t('rules.table.friendTurnover'),
    value:
      rules.friendTurnover && isPositive(rules.friendTurnover)
        ? money(rules.friendTurnover)
        : t('rules.table.friendTurnoverNone'),
  });
  rows.push({
    key: 'turnover',
    label: t('rules.table.turnover'),
    value:
      rules.turnoverMultiple > 0
        ? t('rules.table.turnoverValue', { multiple: promoCount(rules.turnoverMultiple, language) })
        : t('rules.table.turnoverNone'),
  });
  rows.push({
    key: 'maxFriends',
    label: t('rules.table.maxFriends'),
    value:
      rules.maxFriends === undefined
        ? t('rules.table.unlimited')
        : t('rules.table.maxFriendsValue', { count: promoCount(rules.maxFriends, language) }),
  });
  rows.push({
    key: 'period',
    label: t('rules.table.period'),
    value: promotion.endsAt
      ? t('rules.table.periodRange', {
          from: promoDate(promotion.startsAt, language),
          to: promoDate(promotion.endsAt, language),
        })
      : t('rules.table.periodOpen', { from: promoDate(promotion.startsAt, language) }),
  });
  return (
    <table className="rf-rules" data-testid="referral-rules">
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={`referral-rule-${row.key}`}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How it works in three steps, the rules, and the promotion's own terms (sanitized HTML). */
export function RulesSection({ promotion }: { promotion: ReferralPromotion }) {
  const { t } = useTranslation('referral');
  const language = useLanguage();
  const money = useReferralMoney();
  const turnover = promotion.rules.friendTurnover;
  const plays = turnover !== undefined && isPositive(turnover);
  const steps = [
    {
      key: 'share',
      icon: <ShareIcon />,
      title: t('rules.steps.share.title'),
      text: t('rules.steps.share.text'),
    },
    plays
      ? {
          key: 'play',
          icon: <TargetIcon />,
          title: t('rules.steps.play.title'),
          text: t('rules.steps.play.text', { amount: money(turnover) }),
        }
      : {
          key: 'play',
          icon: <TargetIcon />,
          title: t('rules.steps.playFree.title'),
          text: t('rules.steps.playFree.text'),
        },
    {
      key: 'claim',
      icon: <GiftIcon />,
      title: t('rules.steps.claim.title'),
      text: t('rules.steps.claim.text'),
    },
  ];
  return (
    <RewardSection title={t('rules.title')} icon={<HelpIcon />} testId="referral-how">
      <ol className="rf-steps">
        {steps.map((step, index) => (
          <li key={step.key} className="rf-step" data-testid={`referral-step-${step.key}`}>
            <span className="rf-step__icon" aria-hidden="true">
              {step.icon}
              <span className="rf-step__number">{promoCount(index + 1, language)}</span>
            </span>
            <span className="rf-step__title">{step.title}</span>
            <span className="rf-step__text">{step.text}</span>
          </li>
        ))}
      </ol>
      <div className="rf-terms">
        <RulesTable promotion={promotion} />
        {promotion.content.trim() ? (
          <div className="rf-terms__content" data-testid="referral-content">
            <h3>{t('rules.details')}</h3>
            <HtmlContent html={promotion.content} className="rf-content" />
          </div>
        ) : null}
      </div>
    </RewardSection>
  );
}
