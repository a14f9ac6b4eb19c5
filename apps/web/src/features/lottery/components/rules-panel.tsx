import { bestMultiplier } from '@msp/contracts/lottery/bets.ts';
import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';
import { useTranslation } from 'react-i18next';
import { range } from '../lib/bet-keys.ts';
import { loose } from '../lib/bet-labels.ts';
import { formatMultiplier } from '../lib/slip.ts';

/** The bet types of each family (docs/lottery.md), each with a key that stands for it. */
const ruleRows: Record<LotteryFamily, { rule: string; key: string }[]> = {
  DIGITS3: [
    { rule: 'BIG_SMALL', key: 'BIG' },
    { rule: 'ODD_EVEN', key: 'ODD' },
    { rule: 'COMBO_A', key: 'BIG_ODD' },
    { rule: 'COMBO_B', key: 'BIG_EVEN' },
    { rule: 'EXTREME', key: 'EXTREME_BIG' },
    { rule: 'RED', key: 'COLOUR:RED' },
    { rule: 'GREEN_BLUE', key: 'COLOUR:GREEN' },
    { rule: 'GRAY', key: 'COLOUR:GRAY' },
    { rule: 'TRIPLE', key: 'TRIPLE' },
    { rule: 'PAIR', key: 'PAIR' },
    { rule: 'STRAIGHT', key: 'STRAIGHT' },
  ],
  DICE: [
    { rule: 'BIG_SMALL', key: 'BIG' },
    { rule: 'ODD_EVEN', key: 'ODD' },
    { rule: 'ANY_TRIPLE', key: 'ANY_TRIPLE' },
    { rule: 'TRIPLE', key: 'TRIPLE:1' },
    { rule: 'PAIR', key: 'PAIR:1' },
    { rule: 'FACE', key: 'FACE:1' },
    { rule: 'COMBO', key: 'COMBO:1-2' },
  ],
  DIGITS5: [
    { rule: 'POSITION_DIGIT', key: 'P1:0' },
    { rule: 'POSITION_SIDE', key: 'P1:BIG' },
    { rule: 'SUM_SIDE', key: 'SUM:BIG' },
    { rule: 'STRAIGHT', key: 'FRONT:STRAIGHT:123' },
    { rule: 'GROUP3', key: 'FRONT:GROUP3:112' },
    { rule: 'GROUP6', key: 'FRONT:GROUP6:123' },
  ],
  BALLS49: [
    { rule: 'SPECIAL', key: 'SPECIAL:1' },
    { rule: 'SPECIAL_RED', key: 'SPECIAL:RED' },
    { rule: 'SPECIAL_BLUE_GREEN', key: 'SPECIAL:BLUE' },
    { rule: 'SPECIAL_SIDE', key: 'SPECIAL:BIG' },
    { rule: 'MAIN', key: 'MAIN:1' },
    { rule: 'MAIN2', key: 'MAIN2:1-2' },
    { rule: 'MAIN3', key: 'MAIN3:1-2-3' },
  ],
};

const sumRange: Partial<Record<LotteryFamily, [number, number]>> = { DIGITS3: [0, 27], DICE: [3, 18] };

/** The rule book of the game: how a draw is made, what each bet type wins on, and the numero's multipliers. */
export function RulesPanel({
  family,
  odds,
  cutoffSeconds,
}: {
  family: LotteryFamily;
  odds: Record<string, number>;
  cutoffSeconds: number;
}) {
  const { t } = useTranslation('lottery');
  const lt = loose(t);
  const sums = sumRange[family];
  const face =
    family === 'DICE'
      ? ['FACE_X1', 'FACE_X2', 'FACE_X3'].map((key) => formatMultiplier(odds[key] ?? 0)).join(' / ')
      : null;
  return (
    <div className="lt-rules" data-testid="rules-panel">
      <div className="lt-rules__intro">
        <p>{t(`rules.draw.${family}`)}</p>
        <p>{t('rules.payout')}</p>
        <p>{t('rules.cutoff', { seconds: cutoffSeconds })}</p>
        <p>{t('rules.fair')}</p>
      </div>
      <table className="lt-rules__table">
        <thead>
          <tr>
            <th scope="col">{t('rules.bet')}</th>
            <th scope="col">{t('rules.wins')}</th>
            <th scope="col" className="lt-num">
              {t('rules.multiplier')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ruleRows[family].map((row) => (
            <tr key={row.rule}>
              <th scope="row">{lt(`rules.rows.${family}.${row.rule}.name`)}</th>
              <td>{lt(`rules.rows.${family}.${row.rule}.wins`)}</td>
              <td className="lt-num lt-mono">
                ×
                {row.rule === 'FACE' && face ? face : formatMultiplier(bestMultiplier(family, odds, row.key))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sums ? (
        <section className="lt-rules__sums">
          <h4>{t('rules.sums')}</h4>
          <div className="lt-rules__sumgrid">
            {range(sums[0], sums[1]).map((sum) => (
              <span key={sum}>
                <b>{sum}</b>×{formatMultiplier(odds[`SUM:${sum}`] ?? 0)}
              </span>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
