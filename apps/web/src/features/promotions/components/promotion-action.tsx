import type { PromotionClaim, PromotionDetail, Turnover } from '@msp/contracts/promotions.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { ArrowRightIcon, DepositIcon, LockIcon, RefreshIcon, UsersIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { fromMinor, toMinor } from '../../wallet/lib/money.ts';
import {
  claimPromotion,
  joinPromotion,
  promotionDetailQueryOptions,
  refreshAfterAction,
  turnoverQueryOptions,
} from '../api/promotions.ts';
import { progressPercent, promoCount, promoDate } from '../lib/promotion-format.ts';
import { ApplicationForm } from './application-form.tsx';
import { StateBadge, StateIcon, TargetIcon, stateTones, usePromoMoney } from './promotion-ui.tsx';

/** The member centre's reward center, where every bonus and its turnover are listed. */
export const rewardCenterPath = '/member/rewardCenter';
const depositPath = '/member/depositv2';
const referralPath = '/member/referral';
const depositTypes = new Set(['FIRST_DEPOSIT', 'DEPOSIT_BONUS', 'RELOAD']);
type TurnoverRequirement = Turnover['requirements'][number];

/** The server's refusal of an action, where the member acted. */
function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert" data-testid="promo-action-error">
      {errorMessageOf(error)}
    </p>
  );
}

/** The one button of a state that has nothing to do: greyed, with the state's words. */
function DisabledAction({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--lg btn--block pd-action__disabled"
      disabled
      data-testid="promo-action"
      data-action="none"
    >
      {label}
    </button>
  );
}

/**
 * The progress of the turnover the promotion's bonus set (`GET /wps/promotions/turnover`): what was bet of what
 * is required, what is left, and the way to the reward center.
 */
export function TurnoverProgress({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const token = useSessionToken();
  const money = usePromoMoney();
  const query = useQuery(turnoverQueryOptions(token, language));
  if (query.error && !query.data)
    return (
      <div className="form-error promo-error" role="alert" data-testid="turnover-error">
        <span>{errorMessageOf(query.error)}</span>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>
          <RefreshIcon />
          {t('retry')}
        </button>
      </div>
    );
  if (query.isPending) return <LoadingBlock height={120} />;
  const mine = query.data.requirements.filter(
    (requirement: TurnoverRequirement) => requirement.promotionId === promotion.id,
  );
  const sum = (pick: (requirement: TurnoverRequirement) => string) =>
    fromMinor(mine.reduce((total, requirement) => total + (toMinor(pick(requirement)) ?? 0n), 0n));
  const required = sum((requirement) => requirement.required);
  const completed = sum((requirement) => requirement.completed);
  const remaining = sum((requirement) => requirement.remaining);
  const percent = mine.length === 0 ? 100 : progressPercent(completed, required);
  return (
    <div className="pd-turnover" data-testid="turnover-progress">
      <div className="pd-turnover__head">
        <span className="pd-turnover__icon">
          <TargetIcon />
        </span>
        <div>
          <strong>{t('turnover.title')}</strong>
          <p>
            {mine.length === 0 ? t('turnover.done') : t('turnover.remaining', { amount: money(remaining) })}
          </p>
        </div>
        <span className="pd-turnover__percent" data-testid="turnover-percent">
          {promoCount(percent, language)}%
        </span>
      </div>
      <div
        className="pd-meter pd-meter--turnover"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('turnover.title')}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {mine.length > 0 ? (
        <p className="pd-turnover__figures" data-testid="turnover-figures">
          {t('turnover.figures', { completed: money(completed), required: money(required) })}
        </p>
      ) : null}
      <Link to={rewardCenterPath} className="pd-link" data-testid="reward-center-link">
        {t('turnover.rewardCenter')}
        <ArrowRightIcon />
      </Link>
    </div>
  );
}

/** What a claim paid, kept on show after the page has refreshed: the bonus and the turnover it set. */
function ClaimSuccess({ claim, multiple }: { claim: PromotionClaim; multiple: number }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const money = usePromoMoney();
  const turnover = (toMinor(claim.turnoverRequired) ?? 0n) > 0n;
  return (
    <div className="pd-success" role="status" data-testid="claim-success">
      <span className="pd-success__burst" aria-hidden="true">
        <StateIcon state="claimed" />
      </span>
      <strong data-testid="claim-success-reward">
        {t('action.claimed', { amount: money(claim.reward) })}
      </strong>
      <p data-testid="claim-success-turnover">
        {turnover
          ? t('action.claimedTurnover', {
              total: money(claim.turnoverRequired),
              amount: money(claim.reward),
              multiple: promoCount(multiple, language),
            })
          : t('action.claimedNoTurnover')}
      </p>
    </div>
  );
}

/**
 * The caller's part in a promotion: its state, a line on what it means, and the ONE action that state allows —
 * log in (a visitor), join, the application form, claim (then what it paid and the turnover it set), the
 * turnover's progress; the states with nothing to do show a greyed button saying why. The server's refusals show
 * here, in the member's language; every action refreshes the promotions views.
 */
export function PromotionAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const money = usePromoMoney();
  const detailKey = promotionDetailQueryOptions(token, language, promotion.id).queryKey;
  const join = useMutation({
    mutationFn: () => joinPromotion(promotion.id),
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey, detail);
      showToast(t('action.joinedToast'), 'success');
      return refreshAfterAction(queryClient);
    },
  });
  const claim = useMutation({
    mutationFn: () => claimPromotion(promotion.id),
    onSuccess: () => refreshAfterAction(queryClient, true),
  });

  const { state, rules } = promotion;
  const visitor = token === null;
  let title: string;
  let text: ReactNode = null;
  let action: ReactNode;
  let extra: ReactNode = null;

  switch (state) {
    case 'join':
      title = t(promotion.joinMode === 'APPLICATION' ? 'action.applyTitle' : 'action.joinTitle');
      if (visitor) {
        text = t('action.loginText');
        action = (
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            onClick={() => openPopup('loginPopupModal', {})}
            data-testid="promo-action"
            data-action="login"
          >
            <LockIcon />
            {t(promotion.joinMode === 'APPLICATION' ? 'action.loginApply' : 'action.loginJoin')}
          </button>
        );
      } else if (promotion.joinMode === 'APPLICATION') {
        text = t('action.applyText');
        action = <ApplicationForm promotion={promotion} />;
      } else {
        text = t(depositTypes.has(promotion.type) ? 'action.joinDepositText' : 'action.joinText');
        action = (
          <>
            <ActionError error={join.error} />
            <button
              type="button"
              className="btn btn--primary btn--lg btn--block"
              disabled={join.isPending}
              onClick={() => join.mutate()}
              data-testid="promo-action"
              data-action="join"
            >
              <StateIcon state="join" />
              {t('action.join')}
            </button>
          </>
        );
      }
      break;
    case 'joined':
      title = t('action.joinedTitle');
      text =
        promotion.type === 'REFERRAL'
          ? t('action.referralText')
          : promotion.joinMode === 'AUTO'
            ? t('action.autoText')
            : depositTypes.has(promotion.type)
              ? rules.minDeposit
                ? t('action.joinedDepositMin', { min: money(rules.minDeposit) })
                : t('action.joinedDeposit')
              : t('action.joinedText');
      action = <DisabledAction label={t('states.joined')} />;
      /* A referral is taken part in on its own page: the member's link, friends and rewards. */
      if (promotion.type === 'REFERRAL')
        extra = (
          <Link to={referralPath} className="btn btn--primary btn--block" data-testid="promo-referral-link">
            <UsersIcon />
            {t('action.referralLink')}
          </Link>
        );
      if (depositTypes.has(promotion.type))
        extra = (
          <Link to={depositPath} className="btn btn--outline btn--block" data-testid="promo-deposit-link">
            <DepositIcon />
            {t('action.depositNow')}
          </Link>
        );
      break;
    case 'claim':
      title = t('action.claimTitle');
      text = t('action.claimText');
      action = (
        <>
          {promotion.reward ? (
            <p className="pd-reward" data-testid="claim-reward">
              {money(promotion.reward)}
            </p>
          ) : null}
          <ActionError error={claim.error} />
          <button
            type="button"
            className="btn btn--success btn--lg btn--block pd-claim"
            disabled={claim.isPending}
            onClick={() => claim.mutate()}
            data-testid="promo-action"
            data-action="claim"
          >
            <StateIcon state="claim" />
            {promotion.reward ? t('cta.claimAmount', { amount: money(promotion.reward) }) : t('cta.claim')}
          </button>
        </>
      );
      break;
    case 'process':
      title = t('action.processTitle');
      text = promotion.reward ? t('action.processText', { amount: money(promotion.reward) }) : null;
      action = <TurnoverProgress promotion={promotion} />;
      break;
    case 'claimed':
    case 'issued':
      title = t(state === 'issued' ? 'action.issuedTitle' : 'action.claimedTitle');
      text = promotion.reward
        ? t('action.paidText', { amount: money(promotion.reward) })
        : t('action.paidTextNoAmount');
      action = <DisabledAction label={t(`states.${state}`)} />;
      break;
    case 'applying':
      title = t('action.applyingTitle');
      text = t('action.applyingText');
      action = <DisabledAction label={t('states.applying')} />;
      break;
    case 'rejected':
      title = t('action.rejectedTitle');
      text = promotion.entry?.note ? t('action.rejectedNoteText') : t('action.rejectedText');
      action = <DisabledAction label={t('states.rejected')} />;
      break;
    case 'comingSoon':
      title = t('action.comingSoonTitle');
      text = t('action.comingSoonText', { date: promoDate(promotion.startsAt, language) });
      action = (
        <DisabledAction label={t('action.startsOn', { date: promoDate(promotion.startsAt, language) })} />
      );
      break;
    case 'close': {
      const reason = promotion.closedReason ?? 'ENDED';
      title = t(`closedReasons.${reason}`);
      text = t(`closedTexts.${reason}`);
      action = <DisabledAction label={t(`closedReasons.${reason}`)} />;
      break;
    }
  }

  return (
    <section
      className={`pd-card pd-action pd-action--${stateTones[state]}`}
      data-testid="promo-action-panel"
      data-state={state}
    >
      <header className="pd-action__head">
        <StateBadge promotion={promotion} testId="promo-detail-state" />
        <h2 className="pd-action__title">{title}</h2>
        {text ? <p className="pd-action__text">{text}</p> : null}
      </header>
      {claim.data ? <ClaimSuccess claim={claim.data} multiple={rules.turnoverMultiple} /> : null}
      {action}
      {extra}
    </section>
  );
}
