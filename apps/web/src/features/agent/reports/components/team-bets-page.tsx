import type { TeamBet } from '@msp/contracts/agents.ts';
import type { VendorCategoryMenu } from '@msp/contracts/system.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { TicketIcon } from '../../../../shared/ui/icons.tsx';
import { gameMenusQueryOptions } from '../../../games/api/game-menus.ts';
import { teamBetsQueryOptions } from '../../api/reports.ts';
import { formatTime } from '../../lib/agent-format.ts';
import { ChoiceChips } from '../../components/agent-ui.tsx';
import { useReportPaging } from '../lib/use-report-paging.ts';
import {
  AccountSearch,
  AgentMoney,
  ColumnHeads,
  FilterPanel,
  PagedReport,
  SelectFilter,
  Tag,
  exportRows,
} from './report-frame.tsx';

const statusTones: Record<string, string> = { OPEN: 'info', SETTLED: 'up', REFUNDED: 'muted' };
const knownStatuses = new Set(Object.keys(statusTones));

/** The categories that have vendors (game_menus), in its order, and their vendors (code → name). */
function gameChoices(menus: readonly VendorCategoryMenu[] | undefined) {
  const categories: string[] = [];
  const vendorsOf = new Map<string, Map<string, string>>();
  const allVendors = new Map<string, string>();
  for (const menu of menus ?? []) {
    if (menu.cards.length === 0) continue;
    categories.push(menu.gameType);
    const vendors = new Map<string, string>();
    for (const card of menu.cards) {
      vendors.set(card.vassalage, card.displayName);
      if (!allVendors.has(card.vassalage)) allVendors.set(card.vassalage, card.displayName);
    }
    vendorsOf.set(menu.gameType, vendors);
  }
  return { categories, vendorsOf, allVendors };
}

/**
 * The agent's personalHistoryCopy: the team's game rounds by member account, game type, vendor and period,
 * paged, each with its stake, win and the member's profit.
 */
export function TeamBetsPage() {
  const { t } = useTranslation('agentReports');
  const { t: tGames } = useTranslation('gameRecords');
  const token = useSessionToken();
  const language = useLanguage();
  const { range, period, paging, firstPage } = useReportPaging('last7');
  const [account, setAccount] = useState('');
  const [gameType, setGameType] = useState<string | null>(null);
  const [vendor, setVendor] = useState<string | null>(null);
  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  const query = useQuery(
    teamBetsQueryOptions(token, {
      ...range,
      account: account || undefined,
      gameType: gameType ?? undefined,
      vendor: vendor ?? undefined,
      pageNo: paging.page,
    }),
  );
  const rows = query.data?.content ?? [];

  const { categories, vendorsOf, allVendors } = gameChoices(menus);
  const shownVendors = gameType ? (vendorsOf.get(gameType) ?? new Map<string, string>()) : allVendors;
  const categoryLabel = (type: string) => tGames(`categories.${type}`, { defaultValue: type });
  const vendorName = (bet: Pick<TeamBet, 'vendor' | 'gameType'>) =>
    vendorsOf.get(bet.gameType)?.get(bet.vendor) ?? allVendors.get(bet.vendor) ?? bet.vendor;
  const statusLabel = (status: string) =>
    knownStatuses.has(status) ? t(`bets.statuses.${status as 'OPEN' | 'SETTLED' | 'REFUNDED'}`) : status;

  const columns = {
    account: t('bets.columns.account'),
    game: t('bets.columns.game'),
    type: t('bets.columns.type'),
    stake: t('bets.columns.stake'),
    win: t('bets.columns.win'),
    profit: t('bets.columns.profit'),
    status: t('bets.columns.status'),
    time: t('bets.columns.time'),
  };
  const exportCsv = () =>
    exportRows(
      t('bets.file'),
      range,
      Object.values(columns),
      rows.map((bet) => [
        bet.account,
        `${bet.gameName} (${vendorName(bet)})`,
        categoryLabel(bet.gameType),
        bet.stake,
        bet.win,
        bet.profit,
        statusLabel(bet.status),
        formatTime(bet.startedAt, 'en'),
      ]),
    );

  const pickCategory = firstPage((next: string | null) => {
    setGameType(next);
    /* A vendor of another category would match nothing. */
    if (vendor && next && !vendorsOf.get(next)?.has(vendor)) setVendor(null);
  });

  return (
    <div className="ar-page" data-testid="team-bets-page">
      <FilterPanel period={period}>
        <div className="ar-filters__row">
          <AccountSearch value={account} onSearch={firstPage(setAccount)} />
          <SelectFilter
            label={t('filters.vendor')}
            value={vendor}
            options={[...shownVendors.keys()]}
            allLabel={t('filters.allVendors')}
            labelOf={(code) => shownVendors.get(code) ?? code}
            onChange={firstPage(setVendor)}
            testId="filter-vendor"
          />
        </div>
        {categories.length > 0 ? (
          <ChoiceChips
            label={t('filters.gameType')}
            value={gameType}
            options={categories}
            allLabel={t('filters.allGameTypes')}
            labelOf={categoryLabel}
            onChange={pickCategory}
            testIdPrefix="game-type"
          />
        ) : null}
      </FilterPanel>
      <PagedReport
        report="bets"
        query={query}
        paging={paging}
        onExport={exportCsv}
        icon={<TicketIcon />}
        testId="team-bets"
      >
        <ColumnHeads columns={columns} numeric={['stake', 'win', 'profit']} />
        <tbody>
          {rows.map((bet) => (
            <tr key={bet.id} data-testid="team-bet-row">
              <th scope="row" className="ar-account">
                {bet.account}
              </th>
              <td className="ar-game">
                <span className="br-row__name">{bet.gameName}</span>
                <span className="br-row__meta">{vendorName(bet)}</span>
              </td>
              <td className="ar-nowrap">{categoryLabel(bet.gameType)}</td>
              <td className="ar-num">
                <AgentMoney value={bet.stake} />
              </td>
              <td className="ar-num">
                <AgentMoney value={bet.win} />
              </td>
              <td className="ar-num ar-strong">
                <AgentMoney value={bet.profit} signed testId="bet-profit" />
              </td>
              <td>
                <Tag tone={statusTones[bet.status] ?? 'muted'}>{statusLabel(bet.status)}</Tag>
              </td>
              <td className="ar-time">{formatTime(bet.startedAt, language)}</td>
            </tr>
          ))}
        </tbody>
      </PagedReport>
    </div>
  );
}
