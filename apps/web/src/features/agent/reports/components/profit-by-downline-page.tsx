import type { DownlineProfit, TeamMoney } from '@msp/contracts/agents.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { ChartIcon, ChevronRightIcon, UsersIcon } from '../../../../shared/ui/icons.tsx';
import { profitByDownlineQueryOptions } from '../../api/reports.ts';
import { formatCount } from '../../lib/agent-format.ts';
import { useReportPaging } from '../lib/use-report-paging.ts';
import { AgentMoney, FilterPanel, PagedReport, Tag, exportRows } from './report-frame.tsx';

/** The money columns, shown for the member's own play and for it with its whole team. */
const metrics = ['validBet', 'win', 'memberProfit', 'deposit', 'withdrawal', 'bonus'] as const;
type Metric = (typeof metrics)[number];
const signedMetrics: ReadonlySet<Metric> = new Set(['memberProfit']);

function MoneyCells({ money, scope }: { money: TeamMoney; scope: 'own' | 'team' }) {
  return (
    <>
      {metrics.map((metric, index) => (
        <td
          key={metric}
          className={`ar-num${index === 0 ? ' ar-group-start' : ''}${metric === 'memberProfit' ? ' ar-strong' : ''}`}
          data-testid={`${scope}-${metric}`}
        >
          <AgentMoney value={money[metric]} signed={signedMetrics.has(metric)} />
        </td>
      ))}
    </>
  );
}

/** Who can be drilled into: an agent with a team of its own. */
const canDrill = (row: DownlineProfit) => row.isAgent && row.teamSize > 0;

/**
 * palStatementsAgentCopy: profit and loss by direct downline over a period, each member's own play beside its
 * whole team's, with the listed parent's team totals. An agent with a team opens its own downline (the API's
 * `parentId`); the trail leads back up.
 */
export function ProfitByDownlinePage() {
  const { t } = useTranslation('agentReports');
  const token = useSessionToken();
  const language = useLanguage();
  const { range, period, paging, firstPage } = useReportPaging('last7');
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const query = useQuery(profitByDownlineQueryOptions(token, { ...range, parentId, pageNo: paging.page }));
  const { data } = query;
  const rows = data?.content ?? [];
  const trail = data?.trail ?? [];
  const listedAccount = trail.length > 1 ? trail[trail.length - 1]!.account : null;

  const open = firstPage(setParentId);
  const metricLabel = (metric: Metric) => t(`money.${metric}`);
  const kindLabel = (row: DownlineProfit) => t(row.isAgent ? 'kinds.AGENT' : 'kinds.PLAYER');

  const exportCsv = () => {
    const header = [
      t('pnl.columns.account'),
      t('pnl.columns.kind'),
      t('pnl.columns.teamSize'),
      ...metrics.map((metric) => `${t('pnl.csvOwn')}: ${metricLabel(metric)}`),
      ...metrics.map((metric) => `${t('pnl.csvTeam')}: ${metricLabel(metric)}`),
    ];
    const body: (string | number)[][] = rows.map((row) => [
      row.account,
      kindLabel(row),
      row.teamSize,
      ...metrics.map((metric) => row.own[metric]),
      ...metrics.map((metric) => row.team[metric]),
    ]);
    if (data)
      body.push([
        t('pnl.totals'),
        '',
        '',
        ...metrics.map(() => ''),
        ...metrics.map((metric) => data.totals[metric]),
      ]);
    exportRows(listedAccount ? `${t('pnl.file')}-${listedAccount}` : t('pnl.file'), range, header, body);
  };

  return (
    <div className="ar-page" data-testid="profit-by-downline-page">
      <FilterPanel period={period} />

      <nav className="ar-crumbs" aria-label={t('pnl.trail')} data-testid="pnl-trail">
        <ol>
          <li>
            {parentId === undefined ? (
              <span aria-current="page" className="ar-crumbs__here">
                <UsersIcon />
                {t('pnl.me')}
              </span>
            ) : (
              <button type="button" onClick={() => open(undefined)} data-testid="trail-step-0">
                <UsersIcon />
                {t('pnl.me')}
              </button>
            )}
          </li>
          {trail.slice(1).map((step, index) => {
            const last = index === trail.length - 2;
            return (
              <li key={step.memberId}>
                <ChevronRightIcon aria-hidden="true" className="ar-crumbs__sep" />
                {last ? (
                  <span aria-current="page" className="ar-crumbs__here">
                    {step.account}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => open(step.memberId)}
                    data-testid={`trail-step-${index + 1}`}
                  >
                    {step.account}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <PagedReport
        report="pnl"
        query={query}
        paging={paging}
        onExport={exportCsv}
        icon={<ChartIcon />}
        testId="profit-by-downline"
        note={
          <p className="ar-note">
            {listedAccount ? t('pnl.totalsHint', { account: listedAccount }) : t('pnl.totalsHintMine')}
          </p>
        }
      >
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t('pnl.columns.account')}
            </th>
            <th scope="col" rowSpan={2}>
              {t('pnl.columns.kind')}
            </th>
            <th scope="col" rowSpan={2} className="ar-num">
              {t('pnl.columns.teamSize')}
            </th>
            <th scope="colgroup" colSpan={metrics.length} className="ar-group ar-group-start">
              {t('pnl.own')}
            </th>
            <th scope="colgroup" colSpan={metrics.length} className="ar-group ar-group-start">
              {t('pnl.team')}
            </th>
          </tr>
          <tr>
            {(['own', 'team'] as const).flatMap((scope) =>
              metrics.map((metric, index) => (
                <th
                  key={`${scope}-${metric}`}
                  scope="col"
                  className={`ar-num${index === 0 ? ' ar-group-start' : ''}`}
                >
                  {metricLabel(metric)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.memberId} data-testid="pnl-row" data-member={row.memberId}>
              <th scope="row" className="ar-account">
                {canDrill(row) ? (
                  <button
                    type="button"
                    className="ar-drill"
                    onClick={() => open(row.memberId)}
                    aria-label={t('pnl.drill', { account: row.account })}
                    title={t('pnl.drill', { account: row.account })}
                    data-testid="pnl-drill"
                  >
                    {row.account}
                    <ChevronRightIcon aria-hidden="true" />
                  </button>
                ) : (
                  row.account
                )}
              </th>
              <td>
                <Tag tone={row.isAgent ? 'agent' : 'player'}>{kindLabel(row)}</Tag>
              </td>
              <td className="ar-num">{formatCount(row.teamSize, language)}</td>
              <MoneyCells money={row.own} scope="own" />
              <MoneyCells money={row.team} scope="team" />
            </tr>
          ))}
        </tbody>
        {data ? (
          <tfoot>
            <tr data-testid="pnl-totals">
              <th scope="row" className="ar-account ar-account--wrap">
                {t('pnl.totals')}
              </th>
              <td />
              <td />
              {metrics.map((metric, index) => (
                <td key={metric} className={`ar-num ar-muted${index === 0 ? ' ar-group-start' : ''}`}>
                  —
                </td>
              ))}
              <MoneyCells money={data.totals} scope="team" />
            </tr>
          </tfoot>
        ) : null}
      </PagedReport>
    </div>
  );
}
