import type { ResourceType } from '@msp/contracts/enums.ts';
import type { Permission } from '@msp/contracts/system.ts';
import { useTranslation } from 'react-i18next';
import {
  FacebookIcon,
  InstagramIcon,
  TiktokIcon,
  TwitterIcon,
  WhatsappIcon,
  YoutubeIcon,
} from '../../../shared/ui/icons.tsx';
import { firstResource } from '../../system/api/permission.ts';

/** The footer's social networks, in this order; each shows only when its resource exists. */
export const footerSocials = [
  { type: 'SOCIAL_FACEBOOK', key: 'facebook', Icon: FacebookIcon },
  { type: 'SOCIAL_YOUTUBE', key: 'youtube', Icon: YoutubeIcon },
  { type: 'SOCIAL_WHATSAPP', key: 'whatsapp', Icon: WhatsappIcon },
  { type: 'SOCIAL_TIKTOK', key: 'tiktok', Icon: TiktokIcon },
  { type: 'SOCIAL_INSTAGRAM', key: 'instagram', Icon: InstagramIcon },
  { type: 'SOCIAL_TWITTER', key: 'twitter', Icon: TwitterIcon },
] as const satisfies readonly { type: ResourceType; key: string; Icon: unknown }[];

export function SocialLinks({ permission }: { permission: Permission | undefined }) {
  const { t } = useTranslation('footer');
  const links = footerSocials.flatMap((social) => {
    const resource = firstResource(permission, social.type);
    return resource ? [{ ...social, url: resource.url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="footer-social" aria-label={t('followUs')}>
      {links.map(({ type, key, Icon, url }) => (
        <li key={type}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={`footer-social__link footer-social__link--${key}`}
            aria-label={t(`social.${key}`)}
            title={t(`social.${key}`)}
            data-testid={`social-${type}`}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
