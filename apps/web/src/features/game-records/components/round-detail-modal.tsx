import type { GameRoundDetail } from '@msp/contracts/game-records.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { Money } from '../../wallet/components/wallet-ui.tsx';
import { roundDetailQueryOptions } from '../api/game-records.ts';
import { RoundStatus } from './round-status.tsx';

type Transaction = GameRoundDetail['transactions'][number];

/** A bet takes money; a win, a refund or a returned stake gives it back. */
const signedAmount = (transaction: Transaction) =>
  transaction.kind === 'BET' && !transaction.amount.startsWith('-')
    ? `-${transaction.amount}`
    : transaction.amount;

const timeOf = (iso: string | null) => (iso ? formatDateTime(Date.parse(iso)) : '—');

function DetailBody({
  round,
  symbol,
  vendorName,
}: {
  round: GameRoundDetail;
  symbol: string;
  vendorName: string;
}) {
  const { t } = useTranslation('gameRecords');
  return (
    <div className="br-detail">
      <div className="br-detail__game">
        <div>
          <p className="br-detail__name">{round.gameName}</p>
          <p className="br-detail__meta">
            {vendorName} · {t(`categories.${round.gameType}`, { defaultValue: round.gameType })}
          </p>
        </div>
        <RoundStatus status={round.status} />
      </div>
      <dl className="br-detail__facts">
        <div className="br-detail__round">
          <dt>{t('detail.roundId')}</dt>
          <dd className="br-mono">{round.roundId}</dd>
        </div>
        <div>
          <dt>{t('detail.started')}</dt>
          <dd>{timeOf(round.startedAt)}</dd>
        </div>
        <div>
          <dt>{t('detail.settled')}</dt>
          <dd>{round.settledAt ? timeOf(round.settledAt) : t('detail.notSettled')}</dd>
        </div>
      </dl>
      <dl className="br-detail__sums">
        <div>
          <dt>{t('columns.stake')}</dt>
          <dd>
            <Money amount={round.stake} symbol={symbol} testId="detail-stake" />
          </dd>
        </div>
        <div>
          <dt>{t('columns.win')}</dt>
          <dd>
            <Money amount={round.win} symbol={symbol} testId="detail-win" />
          </dd>
        </div>
        {round.refunded !== '0.00' ? (
          <div className="br-detail__refunded">
            <dt>{t('detail.refunded')}</dt>
            <dd>
              <Money amount={round.refunded} symbol={symbol} />
            </dd>
          </div>
        ) : null}
        <div className="br-detail__profit">
          <dt>{t('columns.profit')}</dt>
          <dd>
            <Money amount={round.profit} symbol={symbol} signed testId="detail-profit" />
          </dd>
        </div>
      </dl>
      <h3 className="br-detail__subhead">{t('detail.transactions')}</h3>
      {round.transactions.length === 0 ? (
        <p className="br-detail__none">{t('detail.noTransactions')}</p>
      ) : (
        <ol className="br-detail__list">
          {round.transactions.map((transaction) => (
            <li
              key={`${transaction.kind}-${transaction.transactionId}`}
              className={`br-tx br-tx--${transaction.kind.toLowerCase()}`}
              data-testid="round-transaction"
            >
              <span className="br-tx__dot" aria-hidden="true" />
              <span className="br-tx__what">
                <span className="br-tx__kind">{t(`kinds.${transaction.kind}`)}</span>
                <span className="br-tx__meta">
                  {formatDateTime(Date.parse(transaction.time))} ·{' '}
                  {t(`outcomes.${transaction.outcome}`, { defaultValue: transaction.outcome })}
                </span>
                <span className="br-tx__id br-mono">#{transaction.transactionId}</span>
              </span>
              <Money amount={signedAmount(transaction)} symbol={symbol} signed className="br-tx__amount" />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The round detail (spec: a row opens what was bet and won, each transaction with time and amount, status). */
export function RoundDetailModal({
  id,
  open,
  symbol,
  vendorNameOf,
  onClose,
}: {
  /** The round shown (kept while the dialog fades out). */
  id: string | null;
  open: boolean;
  symbol: string;
  /** A vendor's display name for a round (by its code and category). */
  vendorNameOf: (round: Pick<GameRoundDetail, 'vendor' | 'gameType'>) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('gameRecords');
  const token = useSessionToken();
  const { data, isPending, error } = useQuery(roundDetailQueryOptions(token, id));
  return (
    <Modal
      open={open && id !== null}
      onClose={onClose}
      title={t('detail.title')}
      width={560}
      height="auto"
      lockScroll
      testId="round-detail"
      className="br-detail-modal"
    >
      {error ? (
        <p className="form-error" role="alert">
          {errorMessageOf(error)}
        </p>
      ) : isPending || !data ? (
        <LoadingBlock height={260} />
      ) : (
        <DetailBody round={data} symbol={symbol} vendorName={vendorNameOf(data)} />
      )}
    </Modal>
  );
}
