import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';

export const verifyHref = (gameCode: string, numero: string) =>
  `/verify?${new URLSearchParams({ gameCode, numero }).toString()}`;

/** "Verify": the public page that recomputes this draw in the browser. */
export function VerifyLink({
  gameCode,
  numero,
  compact = false,
}: {
  gameCode: string;
  numero: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('lottery');
  return (
    <Link
      to={verifyHref(gameCode, numero)}
      className={`lt-verify-link${compact ? ' lt-verify-link--compact' : ''}`}
      data-testid="verify-link"
      aria-label={t('verify.linkFor', { numero })}
      title={t('verify.linkFor', { numero })}
    >
      <ShieldIcon />
      {compact ? null : <span>{t('verify.link')}</span>}
    </Link>
  );
}
