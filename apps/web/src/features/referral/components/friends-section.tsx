import type { ReferralFriend, ReferralOverview } from '@msp/contracts/referral.ts';
import { useTranslation } from 'react-i18next';
import { toMinor } from '../../../shared/lib/minor-units.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { UsersIcon } from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { promoTime } from '../../promotions/lib/promotion-format.ts';
import { ProgressBar, RewardSection } from '../../reward-center/components/reward-ui.tsx';
import { isPositive } from '../../reward-center/lib/amounts.ts';
import { useReferralMoney } from './referral-ui.tsx';

/** The friend's turnover (a bar while it plays), or why it earns nothing. */
function Progress({ friend }: { friend: ReferralFriend }) {
  const { t } = useTranslation('referral');
  const money = useReferralMoney();
  if (friend.status === 'notEligible')
    return (
      <span className="rf-reason" data-testid="friend-reason">
        {friend.reason ? t(`friends.reasons.${friend.reason}`) : t('friends.none')}
      </span>
    );
  const target = toMinor(friend.friendTurnover) ?? 0n;
  if (friend.status !== 'waiting')
    return <span className="rf-progress__text rf-progress__text--done">{t('friends.turnoverMet')}</span>;
  // Waiting with the turnover met: only a deposit reward is left, and the first deposit has not come.
  if (target <= 0n || (toMinor(friend.validBets) ?? 0n) >= target)
    return <span className="rf-progress__text">{t('friends.waitingDeposit')}</span>;
  return (
    <span className="rf-progress">
      <ProgressBar
        completed={friend.validBets}
        required={friend.friendTurnover}
        label={t('friends.progressLabel', { account: friend.account })}
        testId="friend-progress"
      />
      <span className="rf-progress__text">
        {t('friends.progress', { done: money(friend.validBets), target: money(friend.friendTurnover) })}
      </span>
    </span>
  );
}

/** What the friend brought: ready to claim, paid, or nothing yet. */
function Reward({ friend }: { friend: ReferralFriend }) {
  const { t } = useTranslation('referral');
  const money = useReferralMoney();
  const lines = [
    isPositive(friend.ready) ? (
      <span key="ready" className="rf-reward rf-reward--ready">
        {t('friends.readyAmount', { amount: money(friend.ready) })}
      </span>
    ) : null,
    isPositive(friend.paid) ? (
      <span key="paid" className="rf-reward rf-reward--paid">
        {t('friends.paidAmount', { amount: money(friend.paid) })}
      </span>
    ) : null,
  ].filter(Boolean);
  return (
    <span className="rf-rewards">
      {lines.length > 0 ? lines : <span className="rf-reward">{t('friends.none')}</span>}
    </span>
  );
}

/**
 * The friends who registered with the member's code, newest first, one page at a time: the account (masked by
 * the server), when it joined, its status as a chip, its turnover progress (or why it earns nothing) and the
 * reward it brought. A table on a desktop; each row stacks into a card on a phone (referral.css).
 */
export function FriendsSection({
  friends,
  pageNo,
  onPage,
}: {
  friends: ReferralOverview['friends'];
  pageNo: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('referral');
  const language = useLanguage();
  const columns = {
    friend: t('friends.columns.friend'),
    joined: t('friends.columns.joined'),
    status: t('friends.columns.status'),
    progress: t('friends.columns.progress'),
    reward: t('friends.columns.reward'),
  };
  return (
    <RewardSection
      title={t('friends.title')}
      icon={<UsersIcon />}
      count={friends.totalElements}
      action={
        friends.totalElements > 0 ? <span className="rc-section__note">{t('friends.note')}</span> : null
      }
      testId="referral-friends"
    >
      {friends.content.length === 0 ? (
        <EmptyState icon={<UsersIcon />} title={t('friends.emptyTitle')} text={t('friends.emptyText')} />
      ) : (
        <>
          <div className="rc-history-wrap">
            <table className="rf-friends" data-testid="friends-table">
              <thead>
                <tr>
                  <th scope="col">{columns.friend}</th>
                  <th scope="col">{columns.joined}</th>
                  <th scope="col">{columns.status}</th>
                  <th scope="col">{columns.progress}</th>
                  <th scope="col" className="rf-num">
                    {columns.reward}
                  </th>
                </tr>
              </thead>
              <tbody>
                {friends.content.map((friend) => (
                  <tr key={friend.id} data-testid="friend-row" data-status={friend.status}>
                    <td className="rf-friends__account">{friend.account}</td>
                    <td data-label={columns.joined} className="rf-friends__joined">
                      {promoTime(friend.joinedAt, language)}
                    </td>
                    <td className="rf-friends__status">
                      <span
                        className={`rc-state rf-state rf-state--${friend.status}`}
                        data-testid="friend-status"
                      >
                        {t(`friends.statuses.${friend.status}`)}
                      </span>
                    </td>
                    <td data-label={columns.progress} className="rf-friends__progress">
                      <Progress friend={friend} />
                    </td>
                    <td data-label={columns.reward} className="rf-num rf-friends__reward">
                      <Reward friend={friend} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={pageNo} pageCount={friends.totalPages} onChange={onPage} />
        </>
      )}
    </RewardSection>
  );
}
