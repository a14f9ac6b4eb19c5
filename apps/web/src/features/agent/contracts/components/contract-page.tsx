import type { ContractType } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { CoinsIcon, UsersIcon, WalletIcon } from '../../../../shared/ui/icons.tsx';
import { contractPageTypes, type ContractAgentPage } from '../../../member/lib/member-pages.ts';
import { LoadState } from '../../components/agent-ui.tsx';
import { formatCount } from '../../lib/agent-format.ts';
import { downlineContractsQueryOptions, myContractQueryOptions } from '../api/contracts.ts';
import { BillsSection } from './bills-section.tsx';
import { ContractIcon, ReceiptIcon, useTypeName } from './contract-ui.tsx';
import { DownlinesSection } from './downlines-section.tsx';
import { MyContractSection } from './my-contract-section.tsx';
import { NextPaydaySection } from './next-payday-section.tsx';
/* The bills' money and subheads are the wallet records' (`wl-money`, `wl-subhead`, `wl-net`). */
import '../../../wallet/components/money.css';
import '../../../wallet/components/wallet.css';
import '../../reports/components/agent-reports.css';

const tabs = ['contract', 'payday', 'bills', 'downlines', 'paying'] as const;
type Tab = (typeof tabs)[number];
/** The tabs about the agent's sub-agents: shown when it may offer them contracts or has any. */
const downlineTabs: readonly Tab[] = ['downlines', 'paying'];

const tabIcons: Record<Tab, ReactNode> = {
  contract: <ContractIcon />,
  payday: <CoinsIcon />,
  bills: <ReceiptIcon />,
  downlines: <UsersIcon />,
  paying: <WalletIcon />,
};

/**
 * The page of one contract type (dividends, daily, hourly or real-time salary), in tabs: the agent's contract
 * (and the offers waiting for its answer), its next payday, its bills, and — when it may offer its sub-agents
 * contracts or has any — their contracts and the bills it pays them. The tab is in the address (`?tab=`).
 */
export function ContractPage({ type }: { type: ContractType }) {
  const { t } = useTranslation('agentContracts');
  const token = useSessionToken();
  const language = useLanguage();
  const typeName = useTypeName(type);
  const [params, setParams] = useSearchParams();
  const query = useQuery(myContractQueryOptions(token, type));
  const mine = query.data;
  /* An agent that may not offer sees its sub-agents' tabs when it has any (their contracts may still run). */
  const downlines = useQuery({
    ...downlineContractsQueryOptions(token, type, { pageNo: 1 }),
    enabled: token !== null && mine !== undefined && mine.enabled && !mine.canOffer,
  });
  const withDownlines = (mine?.canOffer ?? false) || (downlines.data?.totalElements ?? 0) > 0;
  const shown = tabs.filter((tab) => withDownlines || !downlineTabs.includes(tab));
  const asked = params.get('tab');
  const tab: Tab = shown.find((key) => key === asked) ?? 'contract';
  const choose = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'contract') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  const offers = mine?.offers.length ?? 0;
  /* On a phone the tabs scroll sideways: the open one comes into view. */
  const tabsRef = useRef<HTMLDivElement>(null);
  const loaded = mine !== undefined;
  useLayoutEffect(() => {
    const list = tabsRef.current;
    const current = list?.querySelector<HTMLElement>('.is-active');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [tab, shown.length, loaded]);

  return (
    <div className="agc-page ct-page" data-testid={`contract-page-${type}`} data-tab={tab}>
      <LoadState query={query} height={360}>
        {mine && !mine.enabled ? (
          <EmptyState
            icon={<ContractIcon />}
            title={t('disabled', { type: typeName })}
            text={t('disabledText')}
          />
        ) : mine ? (
          <>
            <div
              className="ct-tabs"
              role="tablist"
              aria-label={t('tabs.label', { type: typeName })}
              ref={tabsRef}
            >
              {shown.map((key) => (
                <button
                  key={key}
                  type="button"
                  role="tab"
                  id={`contract-tab-${key}`}
                  aria-selected={tab === key}
                  aria-controls="contract-panel"
                  className={`ct-tab${tab === key ? ' is-active' : ''}`}
                  onClick={() => choose(key)}
                  data-testid={`contract-tab-${key}`}
                >
                  {tabIcons[key]}
                  <span>{t(`tabs.${key}`)}</span>
                  {key === 'contract' && offers > 0 ? (
                    <span
                      className="ct-tab__badge"
                      aria-label={t('tabs.offers', { n: formatCount(offers, language) })}
                    >
                      {formatCount(offers, language)}
                    </span>
                  ) : null}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id="contract-panel"
              aria-labelledby={`contract-tab-${tab}`}
              className="ct-panel"
            >
              {tab === 'contract' ? (
                <MyContractSection type={type} mine={mine} />
              ) : tab === 'payday' ? (
                <NextPaydaySection type={type} />
              ) : tab === 'bills' ? (
                <BillsSection key="MINE" type={type} scope="MINE" />
              ) : tab === 'downlines' ? (
                <DownlinesSection type={type} mine={mine} />
              ) : (
                <BillsSection key="DOWNLINES" type={type} scope="DOWNLINES" />
              )}
            </div>
          </>
        ) : null}
      </LoadState>
    </div>
  );
}

/** The contract page of one type, as a page of the agent center. */
function pageOf(type: ContractType): ComponentType {
  const Page = () => <ContractPage type={type} />;
  Page.displayName = `ContractPage(${type})`;
  return Page;
}

/** The four contract pages of the agent center, each the contract page of its type. */
export const contractPages: Record<ContractAgentPage, ComponentType> = {
  agentDividendRecordCopy2: pageOf(contractPageTypes.agentDividendRecordCopy2),
  agentDailyWages2: pageOf(contractPageTypes.agentDailyWages2),
  agentHourSalary: pageOf(contractPageTypes.agentHourSalary),
  agentRealtimeSalary: pageOf(contractPageTypes.agentRealtimeSalary),
};
