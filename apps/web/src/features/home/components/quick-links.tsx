import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import {
  CalendarIcon,
  ChartIcon,
  CrownIcon,
  DepositIcon,
  HeadsetIcon,
  SlotsIcon,
  SparkIcon,
  StarIcon,
  UsersIcon,
  WithdrawIcon,
} from '../../../shared/ui/icons.tsx';
import { isAgent, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { openCustomerService } from '../../live-chat/lib/open-customer-service.ts';
import { firstResource, permissionQueryOptions } from '../../system/api/permission.ts';
import './quick-links.css';

/**
 * The five hot promotions of home (spec §2), each the demo promotion of its code (the promotions page opens its
 * detail, or the list when the merchant does not run it).
 */
export const hotPromos = [
  { key: 'newPlayer', code: 'NEW_PLAYER', Icon: SparkIcon, tone: 'gold' },
  { key: 'vipBonus', code: 'VIP_BONUS', Icon: CrownIcon, tone: 'violet' },
  { key: 'memberDay', code: 'MEMBER_DAY', Icon: CalendarIcon, tone: 'rose' },
  { key: 'slotBonus', code: 'SLOT_BONUS', Icon: SlotsIcon, tone: 'teal' },
  { key: 'sundayBest', code: 'SUNDAY_BEST', Icon: StarIcon, tone: 'amber' },
] as const;

function Shortcut({
  icon,
  label,
  to,
  onClick,
  testId,
}: {
  icon: ReactNode;
  label: string;
  to?: string;
  onClick?: () => void;
  testId: string;
}) {
  const content = (
    <>
      <span className="shortcut__icon">{icon}</span>
      <span className="shortcut__label">{label}</span>
    </>
  );
  return to ? (
    <Link to={to} className="shortcut" data-testid={testId}>
      {content}
    </Link>
  ) : (
    <button type="button" className="shortcut" onClick={onClick} data-testid={testId}>
      {content}
    </button>
  );
}

/** Quick links: five hot promotions and the support shortcuts. */
export function QuickLinks() {
  const { t } = useTranslation('home');
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const { data: permission } = useQuery(permissionQueryOptions());
  const customerService = firstResource(permission, 'CUSTOMER_SERVICE');

  return (
    <div className="quick-links">
      <div className="quick-links__promos">
        <h2 className="quick-links__title">{t('quick.hotPromos')}</h2>
        <ul className="promo-tiles">
          {hotPromos.map(({ key, code, Icon, tone }) => (
            <li key={key}>
              <Link
                to={`/promotions?code=${code}`}
                className={`promo-tile promo-tile--${tone}`}
                data-testid={`hot-promo-${key}`}
              >
                <span className="promo-tile__icon">
                  <Icon />
                </span>
                <span className="promo-tile__text">
                  <span className="promo-tile__name">{t(`quick.promos.${key}.title`)}</span>
                  <span className="promo-tile__desc">{t(`quick.promos.${key}.desc`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="quick-links__support">
        <h2 className="quick-links__title">{t('quick.support')}</h2>
        <div className="shortcuts">
          <Shortcut
            icon={<ChartIcon />}
            label={t('quick.myIncome')}
            to="/member/personalProfit"
            testId="shortcut-income"
          />
          {isAgent(member) ? (
            <Shortcut icon={<UsersIcon />} label={t('quick.agent')} to="/agentHome" testId="shortcut-agent" />
          ) : null}
          {customerService ? (
            <Shortcut
              icon={<HeadsetIcon />}
              label={t('quick.customerService')}
              onClick={() => openCustomerService(customerService.url)}
              testId="shortcut-service"
            />
          ) : null}
          <Shortcut
            icon={<DepositIcon />}
            label={t('quick.deposit')}
            to="/member/depositv2"
            testId="shortcut-deposit"
          />
          <Shortcut
            icon={<WithdrawIcon />}
            label={t('quick.withdraw')}
            to="/member/withdraw"
            testId="shortcut-withdraw"
          />
        </div>
      </div>
    </div>
  );
}
