import type { PointsBalance, PointsConfig } from '@msp/contracts/points.ts';
import { useTranslation } from 'react-i18next';
import { CoinsIcon, ShieldIcon, WalletIcon } from '../../../shared/ui/icons.tsx';
import { formatAmount } from '../../reward-center/lib/amounts.ts';
import { convertAmount, formatPoints, maxConvertible } from '../lib/points-format.ts';

/** The hero's card: the caller's points, what it did with them, and the way to cash when the merchant converts. */
export function BalanceCard({
  balance,
  config,
  symbol,
  onConvert,
}: {
  balance: PointsBalance | undefined;
  config: PointsConfig | undefined;
  symbol: string;
  onConvert: () => void;
}) {
  const { t } = useTranslation('pointMall');
  const convertible = balance && config ? maxConvertible(config.convert, balance.points) : 0;
  const stats = [
    { key: 'earned', value: balance?.earned },
    { key: 'redeemed', value: balance?.redeemed },
    { key: 'converted', value: balance?.converted },
    { key: 'inProcess', value: balance?.inProcess },
  ] as const;
  return (
    <div className="pm-balance" data-testid="points-balance">
      <div className="pm-balance__head">
        <span className="pm-balance__icon" aria-hidden="true">
          <CoinsIcon />
        </span>
        <span className="pm-balance__label">{t('balance.label')}</span>
      </div>
      <strong className="pm-balance__value" data-testid="points-balance-value">
        {balance ? formatPoints(balance.points) : '—'}
      </strong>
      <span className="pm-balance__note">
        <ShieldIcon />
        {t('balance.neverExpire')}
      </span>
      <dl className="pm-balance__stats">
        {stats.map((stat) => (
          <div key={stat.key} className="pm-balance__stat" data-testid={`points-balance-${stat.key}`}>
            <dt>{t(`balance.${stat.key}`)}</dt>
            <dd>{stat.value === undefined ? '—' : formatPoints(stat.value)}</dd>
          </div>
        ))}
      </dl>
      {config?.convert.enabled ? (
        <button
          type="button"
          className="btn btn--outline btn--sm btn--block pm-balance__convert"
          onClick={onConvert}
          data-testid="points-convert-open"
        >
          <WalletIcon />
          <span>{t('balance.convert')}</span>
          {convertible > 0 ? (
            <span className="pm-balance__convertible">
              {t('balance.convertible', {
                amount: formatAmount(convertAmount(convertible, config.convert), symbol),
              })}
            </span>
          ) : null}
        </button>
      ) : null}
    </div>
  );
}
