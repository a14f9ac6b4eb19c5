import { useTranslation } from 'react-i18next';
import { formatOdds, groupPlayTypes, vnPlayTypeNames, type MenuPlayType } from '../lib/play-types.ts';

/** The keys built from play types at run time are not known to the typed `t`; `defaultValue` covers a miss. */
type Loose = (key: string, options?: Record<string, unknown>) => string;

/**
 * The play types of the region, grouped as the market groups them (lô, đề, càng, xiên, lô trượt, đá): each with
 * its name, what it bets on, and its odds as the market quotes them ("27 ăn 97": a unit costs 27 and every hit
 * pays 97).
 */
export function PlayTypeMenu({
  playTypes,
  odds,
  value,
  onChange,
  counts,
}: {
  playTypes: readonly MenuPlayType[];
  odds: Record<string, number>;
  value: string;
  onChange: (playType: string) => void;
  /** How many numbers are selected under each play type. */
  counts: Record<string, number>;
}) {
  const { t: typed } = useTranslation('vnLottery');
  const t = typed as unknown as Loose;
  return (
    <nav className="vn-types" aria-label={t('playTypes.title')}>
      {groupPlayTypes(playTypes).map(({ group, playTypes: members }) => (
        <section key={group} className="vn-types__group" data-group={group}>
          <h3 className="vn-types__group-name">{t(`playTypes.groups.${group}`)}</h3>
          <div className="vn-types__list">
            {members.map((playType) => {
              const on = playType.playType === value;
              const multiplier = odds[playType.playType];
              const count = counts[playType.playType] ?? 0;
              const about = t(`playTypes.about.${playType.playType}`, { defaultValue: '' });
              return (
                <button
                  key={playType.playType}
                  type="button"
                  className={`vn-type${on ? ' is-on' : ''}`}
                  aria-pressed={on}
                  title={about}
                  onClick={() => onChange(playType.playType)}
                  data-testid="vn-play-type"
                  data-play-type={playType.playType}
                >
                  <span className="vn-type__head">
                    <span className="vn-type__name">
                      {t(`playTypes.names.${playType.playType}`, { defaultValue: playType.playType })}
                    </span>
                    {count > 0 ? <span className="vn-type__count">{count}</span> : null}
                  </span>
                  <span className="vn-type__line">
                    <span className="vn-type__vi" lang="vi">
                      {vnPlayTypeNames[playType.playType] ?? playType.playType}
                    </span>
                    {multiplier !== undefined ? (
                      <span
                        className="vn-type__odds"
                        lang="vi"
                        title={t('playTypes.oddsLong', {
                          cost: playType.pointCost,
                          win: formatOdds(multiplier),
                        })}
                        data-testid="vn-play-type-odds"
                      >
                        {playType.pointCost} ăn {formatOdds(multiplier)}
                      </span>
                    ) : null}
                  </span>
                  <span className="vn-type__about">{about}</span>
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </nav>
  );
}
