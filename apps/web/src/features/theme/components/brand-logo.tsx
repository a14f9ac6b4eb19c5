import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { firstResource, permissionQueryOptions } from '../../system/api/permission.ts';
import './brand-logo.css';

/** The merchant logo (permission call), with the merchant name as a styled word mark when there is none. */
export function BrandLogo({ linkHome = true, compact = false }: { linkHome?: boolean; compact?: boolean }) {
  const { data: permission } = useQuery(permissionQueryOptions());
  const [failed, setFailed] = useState(false);
  const merchant = permission?.merchant;
  const mobileLogo = firstResource(permission, 'LOGO_MOBILE')?.imageUrl;
  const logo =
    merchant?.logoUrl && !failed ? (
      <picture>
        {mobileLogo ? <source media="(max-width: 760px)" srcSet={mobileLogo} /> : null}
        <img
          className="brand-logo__image"
          src={merchant.logoUrl}
          alt={merchant.name}
          onError={() => setFailed(true)}
          data-testid="brand-logo"
        />
      </picture>
    ) : (
      <span className="brand-logo__word" data-testid="brand-logo">
        {merchant?.name ?? ''}
      </span>
    );
  const className = `brand-logo${compact ? ' brand-logo--compact' : ''}`;
  if (!linkHome) return <span className={className}>{logo}</span>;
  return (
    <Link to="/" className={className} aria-label={merchant?.name}>
      {logo}
    </Link>
  );
}
