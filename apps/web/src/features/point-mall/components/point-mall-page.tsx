import type { PointsItem } from '@msp/contracts/points.ts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LockIcon, StoreIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { QueryError } from '../../reward-center/components/reward-ui.tsx';
import { useCurrencySymbol } from '../../reward-center/hooks/use-reward-center.ts';
import { usePointsBalance, usePointsConfig, usePointsMallOpen } from '../hooks/use-points.ts';
import { ActivitySection, type ActivityTab } from './activity-section.tsx';
import { BalanceCard } from './balance-card.tsx';
import { ConvertDialog } from './convert-dialog.tsx';
import { EarnRatios } from './earn-ratios.tsx';
import { ItemGrid } from './item-grid.tsx';
import { RedeemDialog } from './redeem-dialog.tsx';
import './point-mall-page.css';

/** The server's word that the merchant has not opened its mall (its PTSYS3 switch is off). */
const isClosed = (error: unknown) => error instanceof ApiError && error.errorCode === 'points.disabled';

function ClosedMall() {
  const { t } = useTranslation('pointMall');
  return (
    <div className="point-mall__body container" data-testid="points-closed">
      <EmptyState icon={<LockIcon />} title={t('closed.title')} text={t('closed.text')} />
    </div>
  );
}

/**
 * The points mall (/pointMall, login required, only where the merchant's PTSYS3 switch is on): the caller's points
 * and the ratios they are earned at, the items with their filters and the redeem dialog, conversion to cash, and
 * the caller's redemptions and points history. Everything comes from the points engine (docs/points.md).
 */
export function PointMallPage() {
  const { t } = useTranslation('pointMall');
  const open = usePointsMallOpen();
  const symbol = useCurrencySymbol();
  const balance = usePointsBalance(open === true);
  const config = usePointsConfig(open === true);
  const [redeeming, setRedeeming] = useState<PointsItem | null>(null);
  const [converting, setConverting] = useState(false);
  const [tab, setTab] = useState<ActivityTab>('redemptions');
  const activity = useRef<HTMLElement>(null);
  const closed = open === false || isClosed(balance.error) || isClosed(config.error);

  const showRedemptions = () => {
    setRedeeming(null);
    setTab('redemptions');
    activity.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="point-mall" data-testid="point-mall-page">
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        icon={<StoreIcon />}
        tone="teal"
        aside={
          closed ? null : (
            <BalanceCard
              balance={balance.data}
              config={config.data}
              symbol={symbol}
              onConvert={() => setConverting(true)}
            />
          )
        }
      />
      {closed ? (
        <ClosedMall />
      ) : open === undefined ? (
        <div className="point-mall__body container">
          <LoadingBlock height={360} />
        </div>
      ) : (
        <div className="point-mall__body container">
          {balance.isError ? (
            <QueryError error={balance.error} onRetry={() => void balance.refetch()} testId="points-error" />
          ) : null}
          {config.data ? (
            <EarnRatios config={config.data} symbol={symbol} />
          ) : config.isPending ? (
            <LoadingBlock height={120} />
          ) : null}
          <ItemGrid symbol={symbol} onRedeem={setRedeeming} />
          <ActivitySection
            ref={activity}
            symbol={symbol}
            tab={tab}
            onTab={setTab}
            points={balance.data?.points}
          />
        </div>
      )}
      {redeeming ? (
        <RedeemDialog
          item={redeeming}
          points={balance.data?.points ?? 0}
          symbol={symbol}
          onClose={() => setRedeeming(null)}
          onShowRedemptions={showRedemptions}
        />
      ) : null}
      {converting && config.data && balance.data ? (
        <ConvertDialog
          rate={config.data.convert}
          points={balance.data.points}
          symbol={symbol}
          onClose={() => setConverting(false)}
        />
      ) : null}
    </div>
  );
}
