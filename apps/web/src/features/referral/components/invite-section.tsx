import type { ReferralOverview } from '@msp/contracts/referral.ts';
import { useTranslation } from 'react-i18next';
import { LinkIcon, ShareIcon, ShieldIcon, TicketIcon } from '../../../shared/ui/icons.tsx';
import { CopyButton, QrCode } from '../../../shared/ui/share-tools.tsx';
import { RewardSection } from '../../reward-center/components/reward-ui.tsx';
import { QrIcon } from './referral-ui.tsx';

/** The browser's own share sheet (phones), when it has one and can share this link. */
function canShare(url: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare({ url });
}

/**
 * The member's invite link and code, each with a copy button, the link as a QR code to scan, the phone's share
 * sheet where there is one, and how to use them. The link is the server's: `/register?referralCode=<code>` on the
 * site the member is on.
 */
export function InviteSection({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation('referral');
  const messages = { copied: t('invite.copied'), failed: t('invite.copyFailed') };
  const { code, link } = overview;
  return (
    <RewardSection title={t('invite.title')} icon={<LinkIcon />} testId="referral-invite">
      <div className="rf-invite">
        <figure className="rf-invite__qr">
          <QrCode value={link} size={168} testId="referral-qr" />
          <figcaption>
            <QrIcon />
            {t('invite.scan')}
          </figcaption>
          <span className="rc-visually-hidden">{t('invite.qr')}</span>
        </figure>
        <div className="rf-invite__fields">
          <div className="rf-field">
            <span className="rf-field__label">
              <LinkIcon />
              {t('invite.link')}
            </span>
            <div className="rf-field__row">
              <input
                className="rf-field__value rf-field__value--link"
                value={link}
                readOnly
                aria-label={t('invite.link')}
                onFocus={(event) => event.currentTarget.select()}
                data-testid="referral-link"
              />
              <CopyButton
                value={link}
                label={t('invite.copyLink')}
                messages={messages}
                tone="primary"
                testId="referral-copy-link"
              />
            </div>
          </div>
          <div className="rf-field">
            <span className="rf-field__label">
              <TicketIcon />
              {t('invite.code')}
            </span>
            <div className="rf-field__row">
              <code className="rf-field__value rf-field__value--code" data-testid="referral-code">
                {code}
              </code>
              <CopyButton
                value={code}
                label={t('invite.copyCode')}
                messages={messages}
                tone="outline"
                testId="referral-copy-code"
              />
              {canShare(link) ? (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() =>
                    void navigator
                      .share({ title: t('invite.shareTitle'), text: t('invite.shareText'), url: link })
                      .catch(() => undefined)
                  }
                  data-testid="referral-share"
                >
                  <ShareIcon />
                  <span>{t('invite.share')}</span>
                </button>
              ) : null}
            </div>
          </div>
          <p className="rf-invite__hint">{t('invite.hint')}</p>
          <p className="rf-invite__fair">
            <ShieldIcon />
            {t('invite.fairPlay')}
          </p>
        </div>
      </div>
    </RewardSection>
  );
}
