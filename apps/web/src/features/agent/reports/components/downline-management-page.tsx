import type { DownlineMember } from '@msp/contracts/agents.ts';
import {
  downlineKinds,
  downlineStatuses,
  type DownlineKind,
  type DownlineStatus,
} from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { ChevronRightIcon, UsersIcon } from '../../../../shared/ui/icons.tsx';
import { downlinesQueryOptions, type DownlineQuery } from '../../api/reports.ts';
import { formatCount, formatTime } from '../../lib/agent-format.ts';
import { localToday } from '../../lib/day-range.ts';
import { DayInputs } from '../../components/day-range-picker.tsx';
import { DownlineCardModal } from './downline-card-modal.tsx';
import {
  AccountInput,
  ColumnHeads,
  FilterPanel,
  PagedReport,
  SelectFilter,
  Tag,
  exportRows,
} from './report-frame.tsx';

interface Filters {
  account: string;
  level: string | null;
  status: DownlineStatus | null;
  kind: DownlineKind | null;
  registeredFrom: string;
  registeredTo: string;
  lastLoginFrom: string;
  lastLoginTo: string;
}

const noFilters: Filters = {
  account: '',
  level: null,
  status: null,
  kind: null,
  registeredFrom: '',
  registeredTo: '',
  lastLoginFrom: '',
  lastLoginTo: '',
};

/** Levels offered by the level filter (the API takes 1 to 50). */
const levelOptions = Array.from({ length: 50 }, (_, index) => String(index + 1));

/** Two optional days in order (a member may type them either way round). */
function ordered(from: string, to: string): [string, string] {
  return from && to && from > to ? [to, from] : [from, to];
}

/** The query of GET /wps/agent/downlines for the applied filters (empty ones left out). */
function downlineQuery(filters: Filters, pageNo: number): DownlineQuery {
  return {
    account: filters.account || undefined,
    level: filters.level ? Number(filters.level) : undefined,
    status: filters.status ?? undefined,
    kind: filters.kind ?? undefined,
    registeredFrom: filters.registeredFrom || undefined,
    registeredTo: filters.registeredTo || undefined,
    lastLoginFrom: filters.lastLoginFrom || undefined,
    lastLoginTo: filters.lastLoginTo || undefined,
    pageNo,
  };
}

/**
 * downlineManagmentView: search the whole team by account (or its beginning), level, status, type, registration
 * and last-login days; a member opens its card (balance, team, last 30 days, and the transfer to a direct one).
 */
export function DownlineManagementPage() {
  const { t } = useTranslation('agentReports');
  const token = useSessionToken();
  const language = useLanguage();
  const [today] = useState(() => localToday());
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const paging = { page, setPage };
  const [card, setCard] = useState<{ memberId: number; open: boolean } | null>(null);
  const query = useQuery(downlinesQueryOptions(token, downlineQuery(filters, page)));
  const rows = query.data?.content ?? [];
  const edit = (change: Partial<Filters>) => setDraft((current) => ({ ...current, ...change }));
  const dirty = JSON.stringify(draft) !== JSON.stringify(noFilters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [registeredFrom, registeredTo] = ordered(draft.registeredFrom, draft.registeredTo);
    const [lastLoginFrom, lastLoginTo] = ordered(draft.lastLoginFrom, draft.lastLoginTo);
    const next = {
      ...draft,
      account: draft.account.trim(),
      registeredFrom,
      registeredTo,
      lastLoginFrom,
      lastLoginTo,
    };
    setDraft(next);
    setFilters(next);
    setPage(1);
  };
  const reset = () => {
    setDraft(noFilters);
    setFilters(noFilters);
    setPage(1);
  };

  const kindLabel = (member: Pick<DownlineMember, 'isAgent'>) =>
    t(member.isAgent ? 'kinds.AGENT' : 'kinds.PLAYER');
  const levelLabel = (level: number) =>
    level === 1 ? t('filters.levelDirect') : t('filters.levelN', { n: formatCount(level, language) });
  const lastLogin = (member: DownlineMember, lang: 'bn' | 'en') =>
    member.lastLoginAt ? formatTime(member.lastLoginAt, lang) : t('downlines.never');
  const columns = {
    account: t('downlines.columns.account'),
    nickname: t('downlines.columns.nickname'),
    kind: t('downlines.columns.kind'),
    level: t('downlines.columns.level'),
    upline: t('downlines.columns.upline'),
    status: t('downlines.columns.status'),
    registered: t('downlines.columns.registered'),
    lastLogin: t('downlines.columns.lastLogin'),
  };
  const exportCsv = () =>
    exportRows(
      t('downlines.file'),
      null,
      Object.values(columns),
      rows.map((member) => [
        member.account,
        member.nickname,
        kindLabel(member),
        member.level,
        member.parentAccount ?? '',
        t(`statuses.${member.status}`),
        formatTime(member.registeredAt, 'en'),
        lastLogin(member, 'en'),
      ]),
    );
  const openCard = (memberId: number) => setCard({ memberId, open: true });
  /** A select of the filters (`level`, `status` or `kind`), with "all" as its empty choice. */
  const selectFilter = <Option extends string>(
    key: 'level' | 'status' | 'kind',
    options: readonly Option[],
    allLabel: string,
    labelOf: (option: Option) => string,
  ) => (
    <SelectFilter
      label={t(`filters.${key}`)}
      value={draft[key] as Option | null}
      options={options}
      allLabel={allLabel}
      labelOf={labelOf}
      onChange={(value) => edit({ [key]: value })}
      testId={`filter-${key}`}
    />
  );
  /** The two optional days of a filter (`registered…` or `lastLogin…`). */
  const dayFilter = (name: 'registered' | 'lastLogin', legend: string, testId: string) => {
    const [from, to] = [`${name}From`, `${name}To`] as const;
    return (
      <DayInputs
        legend={legend}
        from={draft[from]}
        to={draft[to]}
        max={today}
        onChange={(change) =>
          edit({
            ...(change.from !== undefined ? { [from]: change.from } : {}),
            ...(change.to !== undefined ? { [to]: change.to } : {}),
          })
        }
        onClear={() => edit({ [from]: '', [to]: '' })}
        testId={testId}
      />
    );
  };

  return (
    <div className="ar-page" data-testid="downline-management-page">
      <FilterPanel>
        <form className="ar-form" onSubmit={submit} role="search" noValidate data-testid="downline-filters">
          <div className="ar-form__grid">
            <AccountInput value={draft.account} onChange={(account) => edit({ account })} />
            {selectFilter('level', levelOptions, t('filters.levelAll'), (level) => levelLabel(Number(level)))}
            {selectFilter('status', downlineStatuses, t('filters.all'), (status) => t(`statuses.${status}`))}
            {selectFilter('kind', downlineKinds, t('filters.all'), (kind) => t(`kinds.${kind}`))}
            {dayFilter('registered', t('filters.registered'), 'filter-registered')}
            {dayFilter('lastLogin', t('filters.lastLogin'), 'filter-last-login')}
          </div>
          <div className="ar-form__actions">
            {dirty ? (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={reset}
                data-testid="filter-reset"
              >
                {t('filters.reset')}
              </button>
            ) : null}
            <button type="submit" className="btn btn--primary btn--sm" data-testid="filter-search">
              {t('filters.search')}
            </button>
          </div>
        </form>
      </FilterPanel>

      <PagedReport
        report="downlines"
        query={query}
        paging={paging}
        onExport={exportCsv}
        icon={<UsersIcon />}
        testId="downlines"
      >
        <ColumnHeads columns={columns} numeric={['level']} />
        <tbody>
          {rows.map((member) => (
            <tr
              key={member.memberId}
              className="ar-row--open"
              onClick={() => openCard(member.memberId)}
              data-testid="downline-row"
              data-member={member.memberId}
            >
              <th scope="row" className="ar-account">
                <button
                  type="button"
                  className="ar-drill"
                  onClick={(event) => {
                    event.stopPropagation();
                    openCard(member.memberId);
                  }}
                  aria-label={t('downlines.open', { account: member.account })}
                  data-testid="downline-open"
                >
                  {member.account}
                  <ChevronRightIcon aria-hidden="true" />
                </button>
              </th>
              <td className="ar-nowrap">{member.nickname || '—'}</td>
              <td>
                <Tag tone={member.isAgent ? 'agent' : 'player'}>{kindLabel(member)}</Tag>
              </td>
              <td className="ar-num">{formatCount(member.level, language)}</td>
              <td className="ar-nowrap">{member.parentAccount ?? '—'}</td>
              <td>
                <Tag tone={member.status.toLowerCase()}>{t(`statuses.${member.status}`)}</Tag>
              </td>
              <td className="ar-time">{formatTime(member.registeredAt, language)}</td>
              <td className="ar-time">{lastLogin(member, language)}</td>
            </tr>
          ))}
        </tbody>
      </PagedReport>
      <DownlineCardModal
        memberId={card?.memberId ?? null}
        open={card?.open ?? false}
        onClose={() => setCard((current) => (current ? { ...current, open: false } : null))}
      />
    </div>
  );
}
