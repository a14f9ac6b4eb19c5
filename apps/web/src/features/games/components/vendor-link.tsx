import type { VendorCard } from '@msp/contracts/system.ts';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { isLaunchCard, vendorTarget } from '../../../shared/lib/game-categories.ts';
import { useGameLaunch } from './use-game-launch.ts';

interface VendorLinkProps {
  card: VendorCard;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  testId?: string;
}

/**
 * A vendor entry (vendor cards, the header drop-down). A vendor with a lobby, and a lottery vendor, starts
 * through the launch flow (login, real account, lottery page, launcher window or stage); any other vendor
 * opens its game list, which needs no login.
 */
export function VendorLink({ card, className, children, onNavigate, testId }: VendorLinkProps) {
  const { launchVendor } = useGameLaunch();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isLaunchCard(card)) {
      /* A plain click only: a modified click may still open the target in a new tab. */
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      launchVendor(card, onNavigate ? { onStarted: onNavigate } : {});
      return;
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
