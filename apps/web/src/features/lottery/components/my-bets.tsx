import type { MyBet } from '@msp/contracts/lottery/api.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { TicketIcon } from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { refreshBalance } from '../../games/api/balance-sync.ts';
import { invalidateWallet } from '../../wallet/api/wallet-cache.ts';
import { Money } from '../../wallet/components/money.tsx';
import { cancelBet, lotteryKey, myBetsQueryOptions } from '../api/lottery.ts';
import { betLabel } from '../lib/bet-labels.ts';
import { DrawDisplay } from './draw-pieces.tsx';
import { VerifyLink } from './verify-link.tsx';

/**
 * The member's bets of the game with their status and payout. Open bets of the numero still taking bets can
 * be taken back. While bets are open and no events stream is live, the list polls; a bet that leaves OPEN
 * (settled, refunded) refreshes the header balance.
 */
export function MyBets({
  gameCode,
  cancellable,
  live,
  symbol,
}: {
  gameCode: string;
  /** The numero whose open bets may still be cancelled (its cut-off has not passed), or null. */
  cancellable: string | null;
  live: boolean;
  symbol: string;
}) {
  const { t } = useTranslation('lottery');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { data, isPending, error, isPlaceholderData } = useQuery({
    ...myBetsQueryOptions(token, { gameCode, pageNo: page, pageSize: 10 }),
    refetchInterval: (query) =>
      query.state.data?.content.some((bet) => bet.status === 'OPEN') ? (live ? 20_000 : 4_000) : false,
  });
  const cancel = useMutation({
    mutationFn: (bet: MyBet) => cancelBet(bet.id),
    onSuccess: () => {
      showToast(t('myBets.cancelled'), 'success');
      void invalidateWallet(queryClient);
      void queryClient.invalidateQueries({ queryKey: [lotteryKey, gameCode, 'my-bets'] });
    },
    onError: (problem) => showToast(errorMessageOf(problem), 'error'),
  });

  /* Open bets that are settled now: the balance changed. */
  const openIds = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!data) return;
    const open = new Set(data.content.filter((bet) => bet.status === 'OPEN').map((bet) => bet.id));
    const before = openIds.current;
    if (before && [...before].some((id) => !open.has(id))) refreshBalance(queryClient);
    openIds.current = open;
  }, [data, queryClient]);

  if (!token) return null;
  if (error)
    return (
      <p className="form-error" role="alert">
        {errorMessageOf(error)}
      </p>
    );
  if (isPending) return <LoadingBlock height={200} />;
  if (data.content.length === 0)
    return <EmptyState icon={<TicketIcon />} title={t('myBets.empty')} text={t('myBets.emptyText')} />;
  return (
    <div className={`lt-mybets${isPlaceholderData ? ' is-refreshing' : ''}`} data-testid="my-bets">
      <ul className="lt-mybets__rows">
        {data.content.map((bet) => (
          <li
            key={bet.id}
            className={`lt-bet lt-bet--${bet.status.toLowerCase()}`}
            data-testid="my-bet"
            data-status={bet.status}
            data-numero={bet.numero}
          >
            <div className="lt-bet__what">
              <strong>{betLabel(t, bet.family, bet.betKey)}</strong>
              <span className="lt-mono">
                {bet.numero} · {formatDateTime(Date.parse(bet.placedAt))}
              </span>
            </div>
            <div className="lt-bet__result">
              {bet.result ? (
                <DrawDisplay family={bet.family} result={bet.result} size="sm" />
              ) : (
                <span className="lt-bet__waiting">{t('myBets.waiting')}</span>
              )}
            </div>
            <div className="lt-bet__money">
              <span>
                <small>{t('myBets.stake')}</small>
                <Money amount={bet.stake} symbol={symbol} />
              </span>
              <span>
                <small>{t('myBets.payout')}</small>
                <Money
                  amount={bet.payout}
                  symbol={symbol}
                  testId="my-bet-payout"
                  className={/[1-9]/.test(bet.payout) ? 'lt-win' : ''}
                />
              </span>
            </div>
            <span className={`lt-status lt-status--${bet.status.toLowerCase()}`} data-testid="my-bet-status">
              {t(`status.${bet.status}`)}
            </span>
            <div className="lt-bet__actions">
              {bet.status === 'OPEN' && bet.numero === cancellable ? (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(bet)}
                  data-testid="my-bet-cancel"
                >
                  {t('myBets.cancel')}
                </button>
              ) : null}
              {bet.result ? <VerifyLink gameCode={bet.gameCode} numero={bet.numero} compact /> : null}
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.min(data.totalPages, 20)} onChange={setPage} />
    </div>
  );
}
