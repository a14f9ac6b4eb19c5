import type { DownlineCard } from '@msp/contracts/agents.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { ArrowRightIcon } from '../../../../shared/ui/icons.tsx';
import { Modal } from '../../../../shared/ui/modal.tsx';
import { LoadingBlock } from '../../../../shared/ui/spinner.tsx';
import { SwapIcon } from '../../../wallet/components/wallet-icons.tsx';
import { CopyButton } from '../../../wallet/components/wallet-ui.tsx';
import { downlineCardQueryOptions } from '../../api/reports.ts';
import { formatCount, formatTime } from '../../lib/agent-format.ts';
import { AgentMoney, Tag, useCurrencySymbol } from './report-frame.tsx';

/** The existing transfer to a direct downline (transferFund), with the account it is for. */
export const transferToDownlinePath = (account: string) =>
  `/member/transferFund?downlineAccount=${encodeURIComponent(account)}`;

const last30Metrics = [
  'deposit',
  'withdrawal',
  'validBet',
  'win',
  'memberProfit',
  'bonus',
  'rebate',
] as const;

function CardBody({ card }: { card: DownlineCard }) {
  const { t } = useTranslation('agentReports');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  const facts = [
    { key: 'teamSize', label: t('card.teamSize'), value: formatCount(card.teamSize, language) },
    {
      key: 'level',
      label: t('card.level'),
      value: card.level === 1 ? t('filters.levelDirect') : formatCount(card.level, language),
    },
    { key: 'upline', label: t('card.upline'), value: card.parentAccount ?? '—' },
    { key: 'registered', label: t('card.registered'), value: formatTime(card.registeredAt, language) },
    {
      key: 'lastLogin',
      label: t('card.lastLogin'),
      value: card.lastLoginAt ? formatTime(card.lastLoginAt, language) : t('downlines.never'),
    },
  ];
  return (
    <div className="ar-card" data-testid="downline-card-body">
      <div className="ar-card__who">
        <div className="ar-card__name">
          <p className="ar-card__account" data-testid="card-account">
            {card.account}
          </p>
          {card.nickname ? <p className="ar-card__nickname">{card.nickname}</p> : null}
          <p className="ar-card__tags">
            <Tag tone={card.isAgent ? 'agent' : 'player'}>
              {t(card.isAgent ? 'kinds.AGENT' : 'kinds.PLAYER')}
            </Tag>
            <Tag tone={card.status.toLowerCase()}>{t(`statuses.${card.status}`)}</Tag>
          </p>
        </div>
        <CopyButton value={card.account} label={card.account} testId="card-copy" />
      </div>
      <div className="ar-card__balance">
        <span>{t('card.balance')}</span>
        <AgentMoney value={card.balance} symbol={symbol} testId="card-balance" />
      </div>
      <dl className="ar-card__facts">
        {facts.map((fact) => (
          <div key={fact.key} data-testid={`card-${fact.key}`}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="wl-subhead">{t('card.last30')}</h3>
      <dl className="ar-stats ar-stats--compact">
        {last30Metrics.map((metric) => (
          <div key={metric} className="ar-stat" data-testid={`card-last30-${metric}`}>
            <dt>{t(`money.${metric}`)}</dt>
            <dd>
              <AgentMoney value={card.last30Days[metric]} signed={metric === 'memberProfit'} />
            </dd>
            {metric === 'deposit' ? (
              <dd className="ar-stat__count">
                {t('money.depositCount', { n: formatCount(card.last30Days.depositCount, language) })}
              </dd>
            ) : metric === 'validBet' ? (
              <dd className="ar-stat__count">
                {t('money.betCount', { n: formatCount(card.last30Days.betCount, language) })}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      {card.canTransfer ? (
        <div className="ar-card__action">
          <Link
            to={transferToDownlinePath(card.account)}
            className="btn btn--primary btn--block"
            data-testid="card-transfer"
          >
            <SwapIcon />
            {t('card.transfer', { account: card.account })}
            <ArrowRightIcon />
          </Link>
        </div>
      ) : (
        <p className="ar-note" data-testid="card-no-transfer">
          {t('card.noTransfer')}
        </p>
      )}
    </div>
  );
}

/** A downline member's card: who it is, its balance and team, and its own play over the last 30 days. */
export function DownlineCardModal({
  memberId,
  open,
  onClose,
}: {
  /** The member shown (kept while the dialog fades out). */
  memberId: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('agentReports');
  const token = useSessionToken();
  const { data, isPending, error } = useQuery(downlineCardQueryOptions(token, memberId));
  return (
    <Modal
      open={open && memberId !== null}
      onClose={onClose}
      title={t('card.title')}
      width={560}
      height="auto"
      lockScroll
      testId="downline-card"
      className="ar-card-modal"
    >
      {error ? (
        <p className="form-error" role="alert">
          {errorMessageOf(error)}
        </p>
      ) : isPending || !data ? (
        <LoadingBlock height={300} />
      ) : (
        <CardBody card={data} />
      )}
    </Modal>
  );
}
