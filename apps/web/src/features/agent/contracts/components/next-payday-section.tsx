import type { ContractType } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { CoinsIcon } from '../../../../shared/ui/icons.tsx';
import { LoadState } from '../../components/agent-ui.tsx';
import { formatDigits } from '../../lib/agent-format.ts';
import { AgentMoney, useCurrencySymbol } from '../../reports/components/report-frame.tsx';
import { toneOf } from '../../reports/lib/money.ts';
import { nextPaydayQueryOptions } from '../api/contracts.ts';
import { BillArithmetic } from './bill-view.tsx';

/**
 * The agent's next payday: the bill its contract would make if the current period ended now, explained line by
 * line. Without a contract in force there is none.
 */
export function NextPaydaySection({ type }: { type: ContractType }) {
  const { t } = useTranslation('agentContracts');
  const token = useSessionToken();
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  const query = useQuery(nextPaydayQueryOptions(token, type));
  const bill = query.data?.bill ?? null;
  return (
    <div className="ar-page" data-testid="next-payday">
      <LoadState
        query={query}
        height={300}
        empty={
          query.data &&
          bill === null && {
            icon: <CoinsIcon />,
            title: t('payday.none'),
            text: t('payday.noneText'),
          }
        }
      >
        {bill ? (
          <>
            <div className={`wl-net ar-hero ar-hero--${toneOf(bill.net)}`} data-testid="payday-net">
              <span className="wl-net__icon">
                <CoinsIcon />
              </span>
              <div>
                <p className="wl-net__label">{t('payday.net')}</p>
                <AgentMoney value={bill.net} symbol={symbol} className="wl-net__value" />
                <p className="wl-net__hint">
                  {t('payday.hint', { period: formatDigits(bill.period.label, language) })}
                </p>
              </div>
            </div>
            <BillArithmetic bill={bill} type={type} agent={null} />
            <p className="ar-note">{t('payday.note')}</p>
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
