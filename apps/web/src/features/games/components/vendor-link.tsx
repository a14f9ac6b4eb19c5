import type { VendorCard } from '@msp/contracts/system.ts';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLaunchCard, vendorTarget } from '../../../shared/lib/game-categories.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { isTrial, memberInfoQueryOptions } from '../../auth/api/member-info.ts';

interface VendorLinkProps {
  card: VendorCard;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  testId?: string;
}

/**
 * A vendor entry. Starting a game needs a login (guests get the login pop-up) and a real account
 * (trial users are told to register first, spec §4/§5); browsing a vendor's game list does not.
 */
export function VendorLink({ card, className, children, onNavigate, testId }: VendorLinkProps) {
  const { t } = useTranslation('games');
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isLaunchCard(card)) {
      if (!token) {
        event.preventDefault();
        openPopup('loginPopupModal', {});
        return;
      }
      if (isTrial(member)) {
        event.preventDefault();
        showToast(t('registerFirst'), 'error');
        return;
      }
    }
    onNavigate?.();
  };
  return (
    <Link
      to={vendorTarget(card)}
      className={className}
      onClick={onClick}
      data-testid={testId}
      data-vendor={card.vassalage}
    >
      {children}
    </Link>
  );
}
