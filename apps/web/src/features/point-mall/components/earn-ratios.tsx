import type { PointsConfig } from '@msp/contracts/points.ts';
import { useTranslation } from 'react-i18next';
import { SparkIcon, WalletIcon } from '../../../shared/ui/icons.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { formatAmount } from '../../reward-center/lib/amounts.ts';
import { formatPoints } from '../lib/points-format.ts';
import { CategoryIcon, useCategoryName } from './point-mall-ui.tsx';

/** The merchant's ratios per game category (spec: "points ratio"), and what points are worth in cash. */
export function EarnRatios({ config, symbol }: { config: PointsConfig; symbol: string }) {
  const { t } = useTranslation('pointMall');
  const categoryName = useCategoryName();
  return (
    <section className="pm-earn" data-testid="points-ratios" aria-labelledby="points-ratios-title">
      <SectionHeading
        icon={<SparkIcon />}
        title={<span id="points-ratios-title">{t('ratios.title')}</span>}
      />
      <p className="pm-earn__lead">{t('ratios.lead')}</p>
      {config.ratios.length === 0 ? (
        <p className="pm-earn__none">{t('ratios.none')}</p>
      ) : (
        <ul className="pm-ratios">
          {config.ratios.map((ratio) => (
            <li key={ratio.category} className="pm-ratio" data-testid={`points-ratio-${ratio.category}`}>
              <span className="pm-ratio__icon" aria-hidden="true">
                <CategoryIcon category={ratio.category} />
              </span>
              <span className="pm-ratio__text">
                <span className="pm-ratio__name">{categoryName(ratio.category)}</span>
                <strong>
                  {t('ratios.perPoint', { amount: formatAmount(ratio.validBetPerPoint, symbol) })}
                </strong>
              </span>
            </li>
          ))}
          {config.convert.enabled ? (
            <li className="pm-ratio pm-ratio--cash" data-testid="points-ratio-cash">
              <span className="pm-ratio__icon" aria-hidden="true">
                <WalletIcon />
              </span>
              <span className="pm-ratio__text">
                <span className="pm-ratio__name">{t('ratios.convertLabel')}</span>
                <strong>
                  {t('ratios.convertRate', {
                    points: formatPoints(config.convert.points),
                    amount: formatAmount(config.convert.amount, symbol),
                  })}
                </strong>
              </span>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
