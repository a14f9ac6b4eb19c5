import type { Promotion, PromotionClaim } from '@msp/contracts/promotions.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ArrowRightIcon, CheckIcon, CloseIcon, GiftIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { useClaim, useCurrencySymbol, useRewards, useTurnoverMultiple } from '../hooks/use-reward-center.ts';
import { formatAmount, isPositive, turnoverOf } from '../lib/amounts.ts';
import { QueryError, RewardSection } from './reward-ui.tsx';

interface Claimed extends PromotionClaim {
  title: string;
}

/**
 * The turnover the claim will set, when the promotion's rules can be read (the list item does not carry its
 * multiple): reward × multiple, or none. Nothing while unknown: the card's details link says the rest.
 */
function TurnoverHint({ promotion, symbol }: { promotion: Promotion; symbol: string }) {
  const { t } = useTranslation('rewardCenter');
  const multiple = useTurnoverMultiple(promotion.id);
  if (multiple === undefined || promotion.reward === null) return null;
  return multiple > 0 ? (
    <p className="rc-reward__turnover" data-testid={`reward-${promotion.id}-turnover`}>
      <span>{t('ready.turnoverAfter')}</span>{' '}
      <strong>
        {t('ready.turnoverValue', {
          amount: formatAmount(turnoverOf(promotion.reward, multiple), symbol),
          multiple,
        })}
      </strong>
    </p>
  ) : (
    <p
      className="rc-reward__turnover rc-reward__turnover--free"
      data-testid={`reward-${promotion.id}-turnover`}
    >
      <CheckIcon aria-hidden="true" />
      {t('ready.noTurnover')}
    </p>
  );
}

/** One reward ready to claim: what it is, how much, what it will ask to bet, and the claim. */
function RewardCard({
  promotion,
  symbol,
  onClaimed,
}: {
  promotion: Promotion;
  symbol: string;
  onClaimed: (claimed: Claimed) => void;
}) {
  const { t } = useTranslation('rewardCenter');
  const claim = useClaim(promotion.id, t('ready.claimedToast'), (result) =>
    onClaimed({ ...result, title: promotion.title }),
  );
  return (
    <article className="rc-reward" data-testid={`reward-${promotion.id}`}>
      <span className="rc-reward__art" aria-hidden="true">
        <GiftIcon />
      </span>
      <div className="rc-reward__body">
        <span className="rc-tag">{t(`types.${promotion.type}`)}</span>
        <h3 className="rc-reward__title">{promotion.title}</h3>
        <p className="rc-reward__amount" data-testid={`reward-${promotion.id}-amount`}>
          <span className="rc-visually-hidden">{t('ready.reward')}: </span>
          {promotion.reward === null ? '—' : formatAmount(promotion.reward, symbol)}
        </p>
        <TurnoverHint promotion={promotion} symbol={symbol} />
      </div>
      <div className="rc-reward__actions">
        <button
          type="button"
          className="btn btn--primary rc-reward__claim"
          disabled={claim.isPending}
          onClick={() => claim.mutate()}
          data-testid={`reward-${promotion.id}-claim`}
        >
          {claim.isPending ? t('ready.claiming') : t('ready.claim')}
        </button>
        <Link
          className="rc-link"
          to={`/promotions/${promotion.id}`}
          data-testid={`reward-${promotion.id}-details`}
        >
          {t('ready.details')}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </div>
      {claim.error ? (
        <p className="form-error rc-reward__error" role="alert" data-testid={`reward-${promotion.id}-error`}>
          {errorMessageOf(claim.error)}
        </p>
      ) : null}
    </article>
  );
}

/** What a claim paid and set (a reward's, or the rebates'), until the member closes it. */
export function ClaimedPanel({
  claimed,
  symbol,
  onClose,
}: {
  claimed: Pick<Claimed, 'title' | 'reward' | 'turnoverRequired'>;
  symbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('rewardCenter');
  const turnover = isPositive(claimed.turnoverRequired);
  return (
    <div className="rc-claimed" role="status" data-testid="claimed-panel">
      <span className="rc-claimed__icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <div className="rc-claimed__body">
        <p className="rc-claimed__eyebrow">{claimed.title}</p>
        <p className="rc-claimed__title">
          {t('claimed.title', { amount: formatAmount(claimed.reward, symbol) })}
        </p>
        <p className="rc-claimed__text" data-testid="claimed-turnover">
          {turnover
            ? t('claimed.turnover', { amount: formatAmount(claimed.turnoverRequired, symbol) })
            : t('claimed.noTurnover')}
        </p>
      </div>
      <button
        type="button"
        className="rc-claimed__close"
        onClick={onClose}
        aria-label={t('claimed.close')}
        data-testid="claimed-close"
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** Ready to claim: a card per reward waiting, or the way to the promotions when there is none. */
export function ReadySection() {
  const { t } = useTranslation('rewardCenter');
  const symbol = useCurrencySymbol();
  const { data, isPending, error, refetch } = useRewards();
  const [claimed, setClaimed] = useState<Claimed | null>(null);
  const rewards = data?.unclaimed ?? [];
  return (
    <RewardSection title={t('ready.title')} icon={<GiftIcon />} count={rewards.length} testId="ready-section">
      {claimed ? <ClaimedPanel claimed={claimed} symbol={symbol} onClose={() => setClaimed(null)} /> : null}
      {isPending ? (
        <LoadingBlock height={160} />
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} testId="ready-error" />
      ) : rewards.length === 0 ? (
        claimed ? null : (
          <EmptyState
            icon={<GiftIcon />}
            title={t('ready.emptyTitle')}
            text={t('ready.emptyText')}
            action={
              <Link className="btn btn--primary" to="/promotions" data-testid="ready-browse">
                {t('ready.browse')}
                <ArrowRightIcon />
              </Link>
            }
          />
        )
      ) : (
        <div className="rc-rewards" data-testid="ready-list">
          {rewards.map((promotion) => (
            <RewardCard key={promotion.id} promotion={promotion} symbol={symbol} onClaimed={setClaimed} />
          ))}
        </div>
      )}
    </RewardSection>
  );
}
