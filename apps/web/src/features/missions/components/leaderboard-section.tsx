import type { Leaderboard, LeaderboardPeriod, LeaderboardRow } from '@msp/contracts/missions.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { CrownIcon, StarIcon } from '../../../shared/ui/icons.tsx';
import { QueryError, RewardSection } from '../../reward-center/components/reward-ui.tsx';
import { formatAmount } from '../../reward-center/lib/amounts.ts';
import type { LeaderboardWhen } from '../api/missions.ts';
import { useLeaderboard } from '../hooks/use-missions.ts';
import { initialOf } from '../lib/mission-format.ts';
import { PeriodCountdown } from './period-countdown.tsx';

/** The last report day of a period (its end is exclusive): "2026-11-23" to "2026-11-29". */
const lastDayOf = (board: Leaderboard) =>
  new Date(
    Date.parse(`${board.periodStart}T00:00:00Z`) + Date.parse(board.endsAt) - Date.parse(board.startsAt) - 1,
  )
    .toISOString()
    .slice(0, 10);

function Podium({ rows, symbol }: { rows: LeaderboardRow[]; symbol: string }) {
  const { t } = useTranslation('missions');
  // Second, first, third: the winner in the middle, raised.
  const places = [rows[1], rows[0], rows[2]];
  return (
    <ol className="ms-podium" data-testid="leaderboard-podium">
      {places.map((row, index) =>
        row ? (
          <li
            key={row.rank}
            className={`ms-podium__place ms-podium__place--${row.rank}${row.you ? ' is-you' : ''}`}
            data-testid={`podium-${row.rank}`}
          >
            <span className="ms-podium__avatar" aria-hidden="true">
              {row.rank === 1 ? <CrownIcon className="ms-podium__crown" /> : null}
              {initialOf(row.name)}
            </span>
            <span className="ms-podium__name">
              {row.name}
              {row.you ? <span className="ms-you">{t('leaderboard.you')}</span> : null}
            </span>
            <span className="ms-podium__bet">{formatAmount(row.validBet, symbol)}</span>
            <span className="ms-podium__stand">
              <span className="ms-podium__rank">{row.rank}</span>
              {row.prize ? (
                <strong className="ms-podium__prize">{formatAmount(row.prize, symbol)}</strong>
              ) : null}
            </span>
          </li>
        ) : (
          <li
            key={`empty-${index}`}
            className="ms-podium__place ms-podium__place--empty"
            aria-hidden="true"
          />
        ),
      )}
    </ol>
  );
}

function RankRow({
  row,
  symbol,
}: {
  row: Pick<LeaderboardRow, 'name' | 'validBet' | 'prize' | 'you'> & { rank: number | null };
  symbol: string;
}) {
  const { t } = useTranslation('missions');
  return (
    <tr
      className={row.you ? 'is-you' : undefined}
      data-testid={row.you ? 'leaderboard-you-row' : `rank-${row.rank}`}
    >
      <td className="ms-ranks__rank">{row.rank ?? '—'}</td>
      <td className="ms-ranks__name">
        <span className="ms-ranks__avatar" aria-hidden="true">
          {initialOf(row.name)}
        </span>
        {row.name}
        {row.you ? <span className="ms-you">{t('leaderboard.you')}</span> : null}
      </td>
      <td className="ms-num">{formatAmount(row.validBet, symbol)}</td>
      <td className="ms-num ms-ranks__prize">{row.prize ? formatAmount(row.prize, symbol) : '—'}</td>
    </tr>
  );
}

function BoardView({
  board,
  period,
  symbol,
}: {
  board: Leaderboard;
  period: LeaderboardWhen;
  symbol: string;
}) {
  const { t } = useTranslation('missions');
  const rest = board.top.slice(3);
  const youShown = board.top.some((row) => row.you);
  return (
    <div className="ms-board" data-testid="leaderboard-board" data-status={board.status}>
      <div className="ms-board__main">
        {board.top.length === 0 ? (
          <p className="ms-board__empty" data-testid="leaderboard-empty">
            {period === 'current' ? t('leaderboard.empty') : t('leaderboard.emptyPrevious')}
          </p>
        ) : (
          <Podium rows={board.top.slice(0, 3)} symbol={symbol} />
        )}
        {rest.length > 0 || !youShown ? (
          <div className="ms-ranks-wrap">
            <table className="ms-ranks" data-testid="leaderboard-table">
              <thead>
                <tr>
                  <th scope="col">{t('leaderboard.rank')}</th>
                  <th scope="col">{t('leaderboard.player')}</th>
                  <th scope="col" className="ms-num">
                    {t('leaderboard.validBet')}
                  </th>
                  <th scope="col" className="ms-num">
                    {t('leaderboard.prize')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rest.map((row) => (
                  <RankRow key={row.rank} row={row} symbol={symbol} />
                ))}
              </tbody>
              {youShown ? null : (
                <tfoot>
                  <RankRow row={board.you} symbol={symbol} />
                </tfoot>
              )}
            </table>
          </div>
        ) : null}
      </div>
      <aside
        className="ms-prizes"
        aria-labelledby="leaderboard-prizes-title"
        data-testid="leaderboard-prizes"
      >
        <h3 id="leaderboard-prizes-title">
          <StarIcon aria-hidden="true" />
          {t('leaderboard.prizeTitle')}
        </h3>
        <ol>
          {board.prizes.map((prize, index) => (
            <li key={index} className={index < 3 ? `ms-prizes__top ms-prizes__top--${index + 1}` : undefined}>
              <span>{t('leaderboard.prizeRank', { rank: index + 1 })}</span>
              <strong>{formatAmount(prize, symbol)}</strong>
            </li>
          ))}
        </ol>
        <div className="ms-prizes__you" data-testid="leaderboard-you">
          <span>{t('leaderboard.yourRank')}</span>
          <strong>{board.you.rank ? `#${board.you.rank}` : t('leaderboard.unranked')}</strong>
          <small>
            {board.you.rank ? formatAmount(board.you.validBet, symbol) : t('leaderboard.unrankedText')}
          </small>
        </div>
        {board.turnoverMultiple > 0 ? (
          <p className="ms-prizes__note">{t('leaderboard.turnover', { multiple: board.turnoverMultiple })}</p>
        ) : null}
      </aside>
    </div>
  );
}

/**
 * The leaderboard: this or last week (or month), the top three on a podium, ranks 4–20 in a table, names of others
 * masked by the server, the caller's own row highlighted (or added below when it is not among them), and the
 * prizes by rank.
 */
export function LeaderboardSection({
  boards,
  symbol,
}: {
  boards: readonly LeaderboardPeriod[];
  symbol: string;
}) {
  const { t } = useTranslation('missions');
  const [chosen, setChosen] = useState<LeaderboardPeriod | null>(null);
  const [period, setPeriod] = useState<LeaderboardWhen>('current');
  const board = chosen && boards.includes(chosen) ? chosen : boards[0];
  const { data, isPending, error, refetch } = useLeaderboard(board, period);
  if (!board) return null;
  return (
    <RewardSection
      title={t(`leaderboard.${board}`)}
      icon={<CrownIcon />}
      testId="leaderboard-section"
      action={
        data ? (
          <span className={`ms-status ms-status--${data.status}`} data-testid="leaderboard-status">
            {t(`leaderboard.status.${data.status}`)}
          </span>
        ) : null
      }
    >
      <div className="ms-board__bar">
        <div className="ms-switch" role="group" aria-label={t('leaderboard.periods')}>
          {boards.length > 1
            ? boards.map((key) => (
                <button
                  key={key}
                  type="button"
                  className={`ms-switch__option${key === board ? ' is-current' : ''}`}
                  aria-pressed={key === board}
                  onClick={() => setChosen(key)}
                  data-testid={`leaderboard-board-${key}`}
                >
                  {t(`leaderboard.${key}`)}
                </button>
              ))
            : null}
          {(['current', 'previous'] as const).map((key) => (
            <button
              key={key}
              type="button"
              className={`ms-switch__option${key === period ? ' is-current' : ''}`}
              aria-pressed={key === period}
              onClick={() => setPeriod(key)}
              data-testid={`leaderboard-${key}`}
            >
              {t(`leaderboard.${key}.${board}`)}
            </button>
          ))}
        </div>
        {data ? (
          data.status === 'running' ? (
            <PeriodCountdown
              endsAt={data.endsAt}
              label={t('leaderboard.endsIn')}
              onEnded={() => void refetch()}
              testId="leaderboard-countdown"
            />
          ) : (
            <p className="ms-board__range" data-testid="leaderboard-range">
              {t('leaderboard.range', { from: data.periodStart, to: lastDayOf(data) })}
            </p>
          )
        ) : null}
      </div>
      <p className="ms-board__intro">
        {data?.status === 'settling' ? t('leaderboard.settlingText') : t('leaderboard.intro')}
      </p>
      {isPending ? (
        <LoadingBlock height={280} />
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} testId="leaderboard-error" />
      ) : (
        <BoardView board={data} period={period} symbol={symbol} />
      )}
    </RewardSection>
  );
}
