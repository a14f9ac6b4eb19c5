import type { Profile } from '@msp/contracts/session.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { previousLogin, useSessionToken } from '../../../shared/lib/session-store.ts';
import {
  ArrowRightIcon,
  CheckIcon,
  ClockIcon,
  CrownIcon,
  GlobeIcon,
  LockIcon,
  MailIcon,
  PencilIcon,
  PhoneIcon,
  ShieldIcon,
  WalletIcon,
} from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { isAgent, type MemberInfoView } from '../../auth/api/member-info.ts';
import { loginHistoryQueryOptions } from '../api/login-history.ts';
import { profileQueryOptions } from '../api/profile.ts';
import { maskContact, securityChecks, securityScore, type SecurityLevel } from '../lib/security-level.ts';
import { AuthenticatorModal } from './authenticator-modal.tsx';
import { AvatarArt } from './avatar-art.tsx';
import { AvatarPickerModal } from './avatar-picker-modal.tsx';
import { BindContactModal } from './bind-contact-modal.tsx';
import { LoginHistoryList } from './login-history-list.tsx';
import { PaymentPasswordModal } from './payment-password-modal.tsx';
import { ProfileForm } from './profile-form.tsx';
import './security-center.css';

type Dialog = 'avatar' | 'payment' | 'mobile' | 'email' | 'authenticator' | null;

/** The ring of the security score: how many protections are in place. */
function SecurityRing({ percent, level }: { percent: number; level: SecurityLevel }) {
  const { t } = useTranslation('member');
  const radius = 34;
  const length = 2 * Math.PI * radius;
  return (
    <div className={`sc-ring sc-ring--${level}`} data-testid="security-level" data-level={level}>
      <svg viewBox="0 0 80 80" width="88" height="88" aria-hidden="true">
        <circle cx="40" cy="40" r={radius} className="sc-ring__track" />
        <circle
          cx="40"
          cy="40"
          r={radius}
          className="sc-ring__bar"
          strokeDasharray={`${(length * percent) / 100} ${length}`}
          transform="rotate(-90 40 40)"
        />
      </svg>
      <div className="sc-ring__text">
        <strong>{percent}%</strong>
        <span>{t(`securityCenter.level.${level}`)}</span>
      </div>
    </div>
  );
}

interface SecurityRowProps {
  icon: ReactNode;
  title: string;
  text: string;
  done: boolean;
  action: string;
  onAction: () => void;
  testId: string;
}

function SecurityRow({ icon, title, text, done, action, onAction, testId }: SecurityRowProps) {
  const { t } = useTranslation('member');
  return (
    <li className="sc-row" data-testid={testId}>
      <span className={`sc-row__icon${done ? ' is-done' : ''}`}>{icon}</span>
      <div className="sc-row__text">
        <strong>
          {title}
          <span className={`sc-badge${done ? ' sc-badge--done' : ''}`}>
            {done ? <CheckIcon /> : null}
            {done ? t('securityCenter.status.set') : t('securityCenter.status.unset')}
          </span>
        </strong>
        <p>{text}</p>
      </div>
      <button type="button" className="btn btn--outline btn--sm" onClick={onAction}>
        {action}
      </button>
    </li>
  );
}

function ProfileHero({
  member,
  profile,
  onAvatar,
}: {
  member: MemberInfoView;
  profile: Profile;
  onAvatar: () => void;
}) {
  const { t } = useTranslation('member');
  const token = useSessionToken();
  const { data: history } = useQuery(loginHistoryQueryOptions(token));
  const score = securityScore(securityChecks(profile));
  /* The previous login: the newest one that is not this session, else what the login call reported. */
  const previousFromHistory = history?.find((item) => !item.current);
  const previous = previousFromHistory
    ? { time: previousFromHistory.time, ip: previousFromHistory.ip }
    : previousLogin();
  return (
    <section className="sc-hero" data-testid="security-hero">
      <button
        type="button"
        className="sc-hero__avatar"
        onClick={onAvatar}
        aria-label={t('securityCenter.changeAvatar')}
        title={t('securityCenter.changeAvatar')}
        data-testid="open-avatar-picker"
      >
        <AvatarArt avatar={profile.avatar} account={profile.account} size={84} />
        <span className="sc-hero__edit">
          <PencilIcon />
        </span>
      </button>
      <div className="sc-hero__who">
        <div className="sc-hero__name">
          <h2 data-testid="security-account">{profile.account}</h2>
          <span className="role-chip">{isAgent(member) ? t('roles.agent') : t('roles.member')}</span>
          {member.vipLabelName ? (
            <span className="vip-chip">
              <CrownIcon />
              {member.vipLabelName}
              {member.vipRankLevel !== null && member.vipRankLevel !== undefined
                ? ` · ${member.vipRankLevel}`
                : ''}
            </span>
          ) : null}
        </div>
        <p className="sc-hero__nick">
          {profile.nickname || t('securityCenter.noNickname')}
          <span className="sc-hero__id">
            {t('facts.id')} {profile.id}
          </span>
        </p>
      </div>
      <dl className="sc-hero__facts">
        <div>
          <dt>
            <ClockIcon />
            {t('securityCenter.lastLogin')}
          </dt>
          <dd data-testid="last-login">
            {previous ? formatDateTime(previous.time) : t('securityCenter.firstLogin')}
          </dd>
        </div>
        <div>
          <dt>
            <GlobeIcon />
            {t('securityCenter.lastLoginIp')}
          </dt>
          <dd>{previous?.ip ?? '—'}</dd>
        </div>
        {/* Only an agent's code registers anyone (a member's is refused): agents see theirs, with its page. */}
        {isAgent(member) && profile.affiliateCode ? (
          <div data-testid="security-invite-code">
            <dt>
              <WalletIcon />
              {t('securityCenter.inviteCode')}
            </dt>
            <dd className="sc-hero__invite">
              <span className="sc-mono">{profile.affiliateCode}</span>
              <Link
                to="/agent/registerCenter"
                className="sc-hero__invite-link"
                data-testid="security-invite-manage"
              >
                {t('securityCenter.inviteManage')}
                <ArrowRightIcon />
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="sc-hero__score">
        <SecurityRing percent={score.percent} level={score.level} />
        <p>{t(`securityCenter.levelHint.${score.level}`)}</p>
      </div>
    </section>
  );
}

/**
 * Security centre (/member/securityCenter, the member centre's default page): profile and avatar, login
 * and payment passwords, bound mobile and email, the authenticator app, the login history and the
 * previous login.
 */
export function SecurityCenter({ member }: { member: MemberInfoView }) {
  const { t } = useTranslation('member');
  const token = useSessionToken();
  const { data: profile, isPending } = useQuery(profileQueryOptions(token));
  const [dialog, setDialog] = useState<Dialog>(null);
  if (isPending || !profile) return <LoadingBlock height={420} />;
  const checks = securityChecks(profile);
  const mobile = maskContact(profile.mobileNum);
  const email = maskContact(profile.email);
  const close = () => setDialog(null);

  return (
    <div className="security-center" data-testid="security-center">
      <ProfileHero member={member} profile={profile} onAvatar={() => setDialog('avatar')} />

      <section className="sc-card">
        <header className="sc-card__head">
          <span className="sc-card__icon">
            <ShieldIcon />
          </span>
          <div>
            <h2>{t('securityCenter.securityTitle')}</h2>
            <p>{t('securityCenter.securityText')}</p>
          </div>
        </header>
        <ul className="sc-rows">
          <SecurityRow
            testId="security-row-password"
            icon={<LockIcon />}
            title={t('securityCenter.password.title')}
            text={t('securityCenter.password.text')}
            done={checks.password}
            action={t('securityCenter.change')}
            onAction={() => openPopup('changePassModal', { forced: false })}
          />
          <SecurityRow
            testId="security-row-payment"
            icon={<WalletIcon />}
            title={t('securityCenter.payment.title')}
            text={
              checks.paymentPassword ? t('securityCenter.payment.textSet') : t('securityCenter.payment.text')
            }
            done={checks.paymentPassword}
            action={checks.paymentPassword ? t('securityCenter.change') : t('securityCenter.set')}
            onAction={() => setDialog('payment')}
          />
          <SecurityRow
            testId="security-row-mobile"
            icon={<PhoneIcon />}
            title={t('securityCenter.mobile.title')}
            text={
              mobile
                ? t('securityCenter.mobile.bound', {
                    value: `+${profile.countryDialingCode ?? '880'} ${mobile}`,
                  })
                : t('securityCenter.mobile.text')
            }
            done={checks.mobile}
            action={checks.mobile ? t('securityCenter.change') : t('securityCenter.bind')}
            onAction={() => setDialog('mobile')}
          />
          <SecurityRow
            testId="security-row-email"
            icon={<MailIcon />}
            title={t('securityCenter.email.title')}
            text={email ? t('securityCenter.email.bound', { value: email }) : t('securityCenter.email.text')}
            done={checks.email}
            action={checks.email ? t('securityCenter.change') : t('securityCenter.bind')}
            onAction={() => setDialog('email')}
          />
          <li className="sc-row" data-testid="security-row-authenticator">
            <span className="sc-row__icon">
              <ShieldIcon />
            </span>
            <div className="sc-row__text">
              <strong>{t('securityCenter.authenticator.title')}</strong>
              <p>{t('securityCenter.authenticator.text')}</p>
            </div>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => setDialog('authenticator')}
              data-testid="open-authenticator"
            >
              {t('securityCenter.setUp')}
            </button>
          </li>
        </ul>
      </section>

      <section className="sc-card">
        <header className="sc-card__head">
          <span className="sc-card__icon">
            <PencilIcon />
          </span>
          <div>
            <h2>{t('securityCenter.profileTitle')}</h2>
            <p>{t('securityCenter.profileText')}</p>
          </div>
        </header>
        <ProfileForm profile={profile} />
      </section>

      <section className="sc-card">
        <header className="sc-card__head">
          <span className="sc-card__icon">
            <ClockIcon />
          </span>
          <div>
            <h2>{t('securityCenter.historyTitle')}</h2>
            <p>{t('securityCenter.historyText')}</p>
          </div>
        </header>
        <LoginHistoryList />
      </section>

      <AvatarPickerModal open={dialog === 'avatar'} onClose={close} profile={profile} />
      <PaymentPasswordModal
        open={dialog === 'payment'}
        onClose={close}
        hasPassword={checks.paymentPassword}
      />
      <BindContactModal open={dialog === 'mobile'} onClose={close} channel="SMS" current={mobile} />
      <BindContactModal open={dialog === 'email'} onClose={close} channel="EMAIL" current={email} />
      <AuthenticatorModal open={dialog === 'authenticator'} onClose={close} account={profile.account} />
    </div>
  );
}
