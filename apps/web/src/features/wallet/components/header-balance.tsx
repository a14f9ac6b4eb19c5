import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { EyeIcon, EyeOffIcon, RefreshIcon, WalletIcon } from '../../../shared/ui/icons.tsx';
import { isTrial, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { balanceQueryOptions } from '../api/balance.ts';
import { useBalanceMask } from '../hooks/use-balance-mask.ts';
import { formatMoney } from '../lib/money.ts';
import './header-balance.css';

/**
 * The header balance (spec §2): currency symbol and balance with thousands separators and 2 decimals; a tap
 * opens the security centre; a refresh icon; a toggle that masks it with asterisks. Every money action
 * invalidates the wallet's queries, which refreshes it. Trial accounts have no wallet: nothing shows.
 */
export function HeaderBalance({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('wallet');
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const trial = isTrial(member);
  const { data, isFetching, refetch } = useQuery({
    ...balanceQueryOptions(token),
    enabled: token !== null && member !== undefined && !trial,
  });
  const [masked, setMasked] = useBalanceMask();
  if (!member || trial) return null;
  const shown = data ? formatMoney(data.balance, { symbol: data.currencySymbol, masked }) : '—';
  return (
    <div
      className={`header-balance${compact ? ' header-balance--compact' : ''}`}
      data-testid={compact ? 'phone-balance' : 'header-balance'}
    >
      <Link
        to="/member/securityCenter"
        className="header-balance__amount"
        aria-label={t('balance.open', { amount: shown })}
        title={t('balance.label')}
        data-testid="header-balance-amount"
      >
        {compact ? null : <WalletIcon className="header-balance__wallet" />}
        <span className="header-balance__figure" data-masked={masked}>
          {shown}
        </span>
      </Link>
      <button
        type="button"
        className="header-balance__button"
        onClick={() => setMasked(!masked)}
        aria-pressed={masked}
        aria-label={masked ? t('balance.show') : t('balance.hide')}
        title={masked ? t('balance.show') : t('balance.hide')}
        data-testid="header-balance-mask"
      >
        {masked ? <EyeOffIcon /> : <EyeIcon />}
      </button>
      <button
        type="button"
        className={`header-balance__button${isFetching ? ' is-spinning' : ''}`}
        onClick={() => void refetch()}
        disabled={isFetching}
        aria-label={t('balance.refresh')}
        title={t('balance.refresh')}
        data-testid="header-balance-refresh"
      >
        <RefreshIcon />
      </button>
    </div>
  );
}
