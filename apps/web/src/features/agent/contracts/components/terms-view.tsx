import type { ContractTerms, ContractTier } from '@msp/contracts/agent-contracts.ts';
import type { ContractType } from '@msp/contracts/enums.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@msp/contracts/errors.ts';
import { toMinor } from '../../../../shared/lib/minor-units.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { formatCount, formatMoney, formatPercent } from '../../lib/agent-format.ts';
import {
  AgentMoney,
  ColumnHeads,
  ReportTable,
  useCurrencySymbol,
} from '../../reports/components/report-frame.tsx';
import { compareHundredths, rateAbove, rateAt } from '../lib/rate-cap.ts';
import { hasNetLoss, isTiered } from '../lib/terms-draft.ts';
import { Rate } from './contract-ui.tsx';

type TierColumn = 'tier' | 'minValidBet' | 'minActiveMembers' | 'minNetLoss' | 'rate' | 'now';

/** How a rate compares with the one paid now at the same thresholds. */
type Change = 'up' | 'down' | 'same';
const changes = { '-1': 'down', '0': 'same', '1': 'up' } as const;
const changeOf = (next: string, now: string): Change => changes[compareHundredths(next, now)];

/** "0.50% → 0.70%" with an arrow up or down, or the rate alone when it does not change. */
function RateChange({ now, next, testId }: { now: string; next: string; testId?: string }) {
  const { t } = useTranslation('agentContracts');
  const change = changeOf(next, now);
  return (
    <span className={`ct-change ct-change--${change}`} data-testid={testId} data-change={change}>
      {change === 'same' ? (
        <>
          <Rate value={next} />
          <small>{t('diff.same')}</small>
        </>
      ) : (
        <>
          <Rate value={now} />
          <span aria-hidden="true">→</span>
          <Rate value={next} />
          <small>{t(`diff.${change}`)}</small>
        </>
      )}
    </span>
  );
}

/** A threshold amount: whole amounts without their ".00" ("৳10,000"), others with their cents. */
function thresholdMoney(value: string, language: Language, symbol = ''): string {
  const text = formatMoney(value, language);
  return `${symbol}${(toMinor(value) ?? 1n) % 100n === 0n ? text.slice(0, -3) : text}`;
}

/** A tier's thresholds in a line: "valid bet ≥ ৳10,000.00 · active members ≥ 5 · net loss ≥ ৳1,000.00". */
export function thresholdsText(
  tier: Pick<ContractTier, 'minValidBet' | 'minActiveMembers' | 'minNetLoss'>,
  t: TFunction<'agentContracts'>,
  language: Language,
  symbol: string,
): string {
  const parts = [
    t('terms.atLeastBet', { value: thresholdMoney(tier.minValidBet, language, symbol) }),
    t('terms.atLeastMembers', { value: formatCount(tier.minActiveMembers, language) }),
  ];
  if (tier.minNetLoss !== undefined)
    parts.push(t('terms.atLeastNetLoss', { value: thresholdMoney(tier.minNetLoss, language, symbol) }));
  return parts.join(' · ');
}

/** A short line of terms: "3 tiers, up to 0.80% · weekly" or "win 0.30% · loss 0.50% · bets ≥ ৳10.00". */
export function useTermsSummary() {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  return (terms: ContractTerms | null) => {
    if (!terms) return t('terms.none');
    if (terms.tiers?.length) {
      const best = terms.tiers.reduce((top, tier) => (rateAbove(tier.rate, top) ? tier.rate : top), '0');
      const line = t('terms.tiersSummary', {
        count: terms.tiers.length,
        n: formatCount(terms.tiers.length, language),
        rate: formatPercent(best, language),
      });
      return terms.period ? `${line} · ${t(`periods.${terms.period}`)}` : line;
    }
    return t('terms.realtimeSummary', {
      win: formatPercent(terms.winRate ?? '0', language),
      loss: formatPercent(terms.lossRate ?? '0', language),
      min: `${symbol}${formatMoney(terms.minBet ?? '0', language)}`,
    });
  };
}

/**
 * The terms of a contract: its tiers (thresholds and rate) and the dividend period, or the real-time salary's
 * rates and smallest bet. With `now` (the terms in force; null: none), each offered rate shows beside what is
 * paid now at the same thresholds (an offer's difference).
 */
export function TermsView({
  type,
  terms,
  now,
  testId,
}: {
  type: ContractType;
  terms: ContractTerms;
  now?: ContractTerms | null;
  testId: string;
}) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  const compare = now !== undefined && now !== null;
  const period =
    type === 'DIVIDEND' && terms.period ? (
      <p className="ct-terms__period" data-testid={`${testId}-period`}>
        <span>{t('terms.period')}</span>
        <strong>{t(`periods.${terms.period}`)}</strong>
        {compare && now.period && now.period !== terms.period ? (
          <small className="ct-change ct-change--down">
            {t('diff.was', { value: t(`periods.${now.period}`) })}
          </small>
        ) : null}
      </p>
    ) : null;

  if (!isTiered(type)) {
    const facts = [
      { key: 'winRate', label: t('terms.winRate'), hint: t('terms.winRateHint') },
      { key: 'lossRate', label: t('terms.lossRate'), hint: t('terms.lossRateHint') },
    ] as const;
    return (
      <div className="ct-terms" data-testid={testId}>
        <dl className="ar-stats ar-stats--compact ct-realtime">
          {facts.map((fact) => (
            <div key={fact.key} className="ar-stat" data-testid={`${testId}-${fact.key}`}>
              <dt>{fact.label}</dt>
              <dd>
                {compare ? (
                  <RateChange now={now[fact.key] ?? '0'} next={terms[fact.key] ?? '0'} />
                ) : (
                  <Rate value={terms[fact.key] ?? '0'} />
                )}
              </dd>
              <dd className="ar-stat__count">{fact.hint}</dd>
            </div>
          ))}
          <div className="ar-stat" data-testid={`${testId}-minBet`}>
            <dt>{t('terms.minBet')}</dt>
            <dd>
              <AgentMoney value={terms.minBet ?? '0'} />
              {compare && now.minBet && changeOf(terms.minBet ?? '0', now.minBet) !== 'same' ? (
                <small className="ct-was">
                  {t('diff.was', { value: `${symbol}${formatMoney(now.minBet, language)}` })}
                </small>
              ) : null}
            </dd>
            <dd className="ar-stat__count">{t('terms.minBetHint')}</dd>
          </div>
        </dl>
      </div>
    );
  }

  const tiers = terms.tiers ?? [];
  const columns: Partial<Record<TierColumn, string>> = {
    tier: t('terms.columns.tier'),
    minValidBet: t(
      type === 'HOURLY_SALARY'
        ? 'terms.columns.hourValidBet'
        : type === 'DAILY_SALARY'
          ? 'terms.columns.dayValidBet'
          : 'terms.columns.validBet',
    ),
    minActiveMembers: t('terms.columns.activeMembers'),
    ...(hasNetLoss(type) ? { minNetLoss: t('terms.columns.netLoss') } : {}),
    rate: t('terms.columns.rate'),
    ...(compare ? { now: t('terms.columns.now') } : {}),
  };
  return (
    <div className="ct-terms" data-testid={testId}>
      {period}
      <ReportTable label={t('terms.title')} refreshing={false} testId={`${testId}-tiers`}>
        <ColumnHeads
          columns={columns}
          numeric={['minValidBet', 'minActiveMembers', 'minNetLoss', 'rate', 'now']}
        />
        <tbody>
          {tiers.map((tier, index) => (
            <TierRow key={index} index={index} tier={tier} type={type} now={compare ? now : null} />
          ))}
        </tbody>
      </ReportTable>
    </div>
  );
}

function TierRow({
  index,
  tier,
  type,
  now,
}: {
  index: number;
  tier: ContractTier;
  type: ContractType;
  now: ContractTerms | null;
}) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  return (
    <tr data-testid="terms-tier">
      <th scope="row" className="ar-account">
        {t('terms.tierN', { n: formatCount(index + 1, language) })}
      </th>
      <td className="ar-num">{thresholdMoney(tier.minValidBet, language)}</td>
      <td className="ar-num">{formatCount(tier.minActiveMembers, language)}</td>
      {hasNetLoss(type) ? (
        <td className="ar-num">{thresholdMoney(tier.minNetLoss ?? '0', language)}</td>
      ) : null}
      <td className="ar-num ar-strong">
        <Rate value={tier.rate} />
      </td>
      {now ? (
        <td className="ar-num">
          <RateChange now={rateAt(now.tiers ?? [], tier)} next={tier.rate} testId="terms-tier-change" />
        </td>
      ) : null}
    </tr>
  );
}
