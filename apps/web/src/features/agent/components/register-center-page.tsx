import {
  downlineKinds,
  maxInvitationLinks,
  type CreatedDownline,
  type DownlineKind,
  type InvitationLink,
} from '@msp/contracts/agents.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import {
  CheckIcon,
  KeyIcon,
  LinkIcon,
  RefreshIcon,
  ShareIcon,
  UserIcon,
  UsersIcon,
} from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import {
  createDownline,
  createInvitation,
  invitationsKey,
  invitationsQueryOptions,
  retireInvitation,
} from '../api/center.ts';
import { formatCount, formatTime } from '../lib/agent-format.ts';
import { AgentPanel, CopyButton } from './agent-ui.tsx';
import './agent-center.css';

/** Spec §9 QR defaults: 200 px, a 20 px quiet zone, error correction M (as the app download QR codes). */
const qr = { size: 200, margin: 20, level: 'M' } as const;

const usernamePattern = /^[A-Za-z][A-Za-z0-9]{3,19}$/;
const maxNickname = 30;
const maxLabel = 40;

/** The registration link of a code: the site's /register with the code filled in. */
const registrationLink = (code: string) =>
  `${window.location.origin}/register?referralCode=${encodeURIComponent(code)}`;

/** The server's message for a field when its error names it. */
const serverFieldError = (error: unknown, field: string) =>
  error instanceof ApiError && error.field === field ? error.message : undefined;
/** The server's message for the whole form: any error that names none of its fields. */
const serverFormError = (error: unknown, fields: readonly string[]) =>
  !error || (error instanceof ApiError && error.field && fields.includes(error.field))
    ? null
    : errorMessageOf(error);

function QrCode({ value, testId }: { value: string; testId?: string }) {
  return (
    <span className="agc-qr" style={{ padding: qr.margin }} data-testid={testId}>
      <QRCodeSVG value={value} size={qr.size} level={qr.level} marginSize={0} />
    </span>
  );
}

function KindChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: DownlineKind;
  onChange: (kind: DownlineKind) => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <div className="agc-kinds" role="radiogroup" aria-label={t('register.kind')}>
      {downlineKinds.map((kind) => (
        <label key={kind} className={`agc-kind${value === kind ? ' is-checked' : ''}`}>
          <input
            type="radio"
            name={name}
            value={kind}
            checked={value === kind}
            onChange={() => onChange(kind)}
            data-testid={`${name}-${kind}`}
          />
          <span className="agc-kind__icon">{kind === 'AGENT' ? <UsersIcon /> : <UserIcon />}</span>
          <span className="agc-kind__text">
            <strong>{t(`register.kinds.${kind}`)}</strong>
            <small>{t(`register.kindHints.${kind}`)}</small>
          </span>
        </label>
      ))}
    </div>
  );
}

/** The temporary password of a member just created: shown once, with a copy button. */
function CreatedPanel({ created, onAgain }: { created: CreatedDownline; onAgain: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <div className="agc-created" role="status" data-testid="downline-created">
      <p className="agc-created__title">
        <span className="agc-created__check">
          <CheckIcon />
        </span>
        <span>
          <strong>{t('register.created.title', { account: created.account })}</strong>
          <small>{t('register.created.kind', { kind: t(`register.kinds.${created.kind}`) })}</small>
        </span>
      </p>
      <div className="agc-secret">
        <span className="agc-secret__label">
          <KeyIcon />
          {t('register.created.password')}
        </span>
        <code className="agc-secret__value" data-testid="downline-temporary-password">
          {created.temporaryPassword}
        </code>
        <CopyButton
          value={created.temporaryPassword}
          label={t('register.created.copy')}
          testId="copy-temporary-password"
        />
      </div>
      <p className="agc-created__once">{t('register.created.once')}</p>
      <button type="button" className="btn btn--outline" onClick={onAgain} data-testid="downline-again">
        {t('register.created.another')}
      </button>
    </div>
  );
}

type DownlineField = 'username' | 'nickname';
const downlineFields: readonly string[] = ['username', 'nickname', 'kind'];

/** Creates a player or sub-agent directly under the agent (`POST downlines`). */
function CreateDownlineForm() {
  const { t } = useTranslation('agent');
  const id = useId();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [nickname, setNickname] = useState('');
  const [kind, setKind] = useState<DownlineKind>('PLAYER');
  const [problems, setProblems] = useState<Partial<Record<DownlineField, string>>>({});
  const create = useMutation({
    mutationFn: createDownline,
    onSuccess: () => {
      setUsername('');
      setNickname('');
      /* The team grew: the overview counts it. */
      void queryClient.invalidateQueries({ queryKey: ['member', 'agent-center', 'overview'] });
    },
  });
  const edit = (field: DownlineField, setter: (value: string) => void, value: string) => {
    setter(value);
    setProblems((current) => ({ ...current, [field]: undefined }));
    if (create.isError) create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found: Partial<Record<DownlineField, string>> = {};
    const name = username.trim();
    if (!name) found.username = t('register.validation.usernameRequired');
    else if (!usernamePattern.test(name)) found.username = t('register.validation.usernameFormat');
    if (nickname.trim().length > maxNickname) found.nickname = t('register.validation.nicknameLength');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({ username: name, kind, ...(nickname.trim() ? { nickname: nickname.trim() } : {}) });
  };
  if (create.isSuccess) return <CreatedPanel created={create.data} onAgain={() => create.reset()} />;

  const usernameError = problems.username ?? serverFieldError(create.error, 'username');
  const nicknameError = problems.nickname ?? serverFieldError(create.error, 'nickname');
  const formError = serverFormError(create.error, downlineFields);
  return (
    <form className="agc-form" onSubmit={submit} noValidate data-testid="create-downline-form">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-username`}>
          {t('register.username')}
          <span className="field__required">*</span>
        </label>
        <div className={`field__control${usernameError ? ' field__control--invalid' : ''}`}>
          <UserIcon />
          <input
            id={`${id}-username`}
            name="username"
            className="field__input"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            value={username}
            aria-invalid={usernameError ? true : undefined}
            onChange={(event) => edit('username', setUsername, event.target.value)}
            data-testid="downline-username"
          />
        </div>
        {usernameError ? (
          <p className="field__error" role="alert">
            {usernameError}
          </p>
        ) : (
          <p className="field__hint">{t('register.usernameHint')}</p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-nickname`}>
          {t('register.nickname')}
        </label>
        <div className={`field__control${nicknameError ? ' field__control--invalid' : ''}`}>
          <input
            id={`${id}-nickname`}
            name="nickname"
            className="field__input"
            autoComplete="off"
            maxLength={maxNickname}
            value={nickname}
            onChange={(event) => edit('nickname', setNickname, event.target.value)}
            data-testid="downline-nickname"
          />
        </div>
        {nicknameError ? (
          <p className="field__error" role="alert">
            {nicknameError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <span className="field__label">{t('register.kind')}</span>
        <KindChoice name="downline-kind" value={kind} onChange={setKind} />
      </div>
      {formError ? (
        <p className="form-error" role="alert" data-testid="create-downline-error">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--lg btn--block"
        disabled={create.isPending}
        data-testid="create-downline-submit"
      >
        <UsersIcon />
        {create.isPending ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}

/** The agent's own referral code and registration link, with its QR code and registrations. */
function AffiliateCard({ code, registrations }: { code: string; registrations: number }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const link = registrationLink(code);
  return (
    <div className="agc-affiliate" data-testid="affiliate-card">
      <QrCode value={link} testId="affiliate-qr" />
      <div className="agc-affiliate__facts">
        <div className="agc-fact">
          <span className="agc-fact__label">{t('register.code')}</span>
          <span className="agc-fact__row">
            <code className="agc-code" data-testid="affiliate-code">
              {code}
            </code>
            <CopyButton value={code} label={t('register.copyCode')} compact testId="copy-affiliate-code" />
          </span>
        </div>
        <div className="agc-fact">
          <span className="agc-fact__label">{t('register.link')}</span>
          <span className="agc-fact__row">
            <span className="agc-link" data-testid="affiliate-link">
              {link}
            </span>
            <CopyButton value={link} label={t('register.copyLink')} compact testId="copy-affiliate-link" />
          </span>
        </div>
        <p className="agc-count" data-testid="affiliate-registrations">
          <UsersIcon />
          {t('register.registrations', { count: registrations, value: formatCount(registrations, language) })}
        </p>
        <p className="agc-muted">{t('register.scan')}</p>
      </div>
    </div>
  );
}

/** One invitation link: its facts, QR code on demand, copy and retire (with a confirmation). */
function InvitationRow({ link }: { link: InvitationLink }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [showQr, setShowQr] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const url = registrationLink(link.code);
  const retire = useMutation({
    mutationFn: () => retireInvitation(link.id),
    onSuccess: () => {
      showToast(t('register.retired'), 'success');
      return queryClient.invalidateQueries({ queryKey: invitationsKey(token) });
    },
    onError: (error) => showToast(errorMessageOf(error), 'error'),
  });
  return (
    <li className="agc-invite" data-testid={`invitation-${link.id}`}>
      <div className="agc-invite__main">
        <div className="agc-invite__title">
          <strong>{link.label}</strong>
          <span className={`agc-tag agc-tag--${link.kind === 'AGENT' ? 'accent' : 'primary'}`}>
            {t(`register.kinds.${link.kind}`)}
          </span>
        </div>
        <div className="agc-invite__code">
          <code className="agc-code">{link.code}</code>
          <span className="agc-link" data-testid={`invitation-link-${link.id}`}>
            {url}
          </span>
        </div>
        <p className="agc-invite__meta">
          <span className="agc-count">
            <UsersIcon />
            {t('register.registrations', {
              count: link.registrations,
              value: formatCount(link.registrations, language),
            })}
          </span>
          <span>{t('register.createdAt', { date: formatTime(link.createdAt, language) })}</span>
        </p>
      </div>
      <div className="agc-invite__actions">
        <CopyButton value={url} label={t('register.copyLink')} testId={`copy-invitation-${link.id}`} />
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-expanded={showQr}
          onClick={() => setShowQr(!showQr)}
          data-testid={`invitation-qr-toggle-${link.id}`}
        >
          <ShareIcon />
          {showQr ? t('register.hideQr') : t('register.showQr')}
        </button>
        {confirming ? null : (
          <button
            type="button"
            className="btn btn--ghost btn--sm agc-danger"
            onClick={() => setConfirming(true)}
            data-testid={`invitation-retire-${link.id}`}
          >
            {t('register.retire')}
          </button>
        )}
      </div>
      {confirming ? (
        <div className="agc-confirm" role="alertdialog" aria-label={t('register.retireConfirm')}>
          <p>{t('register.retireConfirm')}</p>
          <div>
            <button
              type="button"
              className="btn btn--sm agc-danger-solid"
              disabled={retire.isPending}
              onClick={() => retire.mutate()}
              data-testid={`invitation-retire-confirm-${link.id}`}
            >
              {t('register.retireYes')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirming(false)}>
              {t('register.retireNo')}
            </button>
          </div>
        </div>
      ) : null}
      {showQr ? (
        <div className="agc-invite__qr">
          <QrCode value={url} testId={`invitation-qr-${link.id}`} />
          <p className="agc-muted">{t('register.scan')}</p>
        </div>
      ) : null}
    </li>
  );
}

/** Adds an invitation link (label and the kind its registrations join as). */
function AddInvitationForm({ full }: { full: boolean }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<DownlineKind>('PLAYER');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: createInvitation,
    onSuccess: () => {
      setLabel('');
      showToast(t('register.added'), 'success');
      return queryClient.invalidateQueries({ queryKey: invitationsKey(token) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending || full) return;
    if (!label.trim()) {
      setProblem(t('register.labelRequired'));
      return;
    }
    add.mutate({ label: label.trim(), kind });
  };
  const labelError = problem ?? serverFieldError(add.error, 'label');
  const formError = serverFormError(add.error, ['label', 'kind']);
  return (
    <form
      className="agc-form agc-form--inline"
      onSubmit={submit}
      noValidate
      data-testid="add-invitation-form"
    >
      {full ? (
        <p className="form-error" role="status" data-testid="invitation-limit">
          {t('register.limit', { max: formatCount(maxInvitationLinks, language) })}
        </p>
      ) : null}
      <div className="agc-form__row">
        <div className="field agc-form__grow">
          <label className="field__label" htmlFor={`${id}-label`}>
            {t('register.label')}
            <span className="field__required">*</span>
          </label>
          <div className={`field__control${labelError ? ' field__control--invalid' : ''}`}>
            <LinkIcon />
            <input
              id={`${id}-label`}
              name="label"
              className="field__input"
              autoComplete="off"
              maxLength={maxLabel}
              value={label}
              disabled={full}
              onChange={(event) => {
                setLabel(event.target.value);
                setProblem(null);
                if (add.isError) add.reset();
              }}
              data-testid="invitation-label"
            />
          </div>
          {labelError ? (
            <p className="field__error" role="alert">
              {labelError}
            </p>
          ) : (
            <p className="field__hint">{t('register.labelHint')}</p>
          )}
        </div>
        <div className="field">
          <span className="field__label">{t('register.joinsAs')}</span>
          <div className="agc-segment" role="radiogroup" aria-label={t('register.joinsAs')}>
            {downlineKinds.map((option) => (
              <label key={option} className={`agc-segment__option${kind === option ? ' is-checked' : ''}`}>
                <input
                  type="radio"
                  name="invitation-kind"
                  value={option}
                  checked={kind === option}
                  disabled={full}
                  onChange={() => setKind(option)}
                  data-testid={`invitation-kind-${option}`}
                />
                {t(`register.kinds.${option}`)}
              </label>
            ))}
          </div>
        </div>
        <button
          type="submit"
          className="btn btn--primary agc-form__submit"
          disabled={add.isPending || full}
          data-testid="add-invitation-submit"
        >
          <LinkIcon />
          {add.isPending ? t('register.adding') : t('register.add')}
        </button>
      </div>
      {formError ? (
        <p className="form-error" role="alert" data-testid="add-invitation-error">
          {formError}
        </p>
      ) : null}
    </form>
  );
}

/**
 * registerCenter: create a member or sub-agent directly (its temporary password is shown once), the agent's own
 * referral code and registration link with its QR code, and invitation links per channel with their counts.
 */
export function RegisterCenterPage() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const token = useSessionToken();
  const invitations = useQuery(invitationsQueryOptions(token));
  const links = invitations.data?.links ?? [];
  return (
    <div className="agc-page" data-testid="register-center">
      <div className="agc-split">
        <AgentPanel
          title={t('register.createTitle')}
          text={t('register.createText')}
          icon={<UsersIcon />}
          testId="create-downline"
        >
          <CreateDownlineForm />
        </AgentPanel>
        <AgentPanel
          title={t('register.codeTitle')}
          text={t('register.codeText')}
          icon={<ShareIcon />}
          testId="affiliate"
        >
          {invitations.data ? (
            <AffiliateCard
              code={invitations.data.affiliateCode}
              registrations={invitations.data.affiliateRegistrations}
            />
          ) : invitations.isError ? null : (
            <LoadingBlock height={220} />
          )}
        </AgentPanel>
      </div>
      <AgentPanel
        title={t('register.linksTitle')}
        text={t('register.linksText')}
        icon={<LinkIcon />}
        testId="invitations"
        action={
          invitations.data ? (
            <span className="agc-tag agc-tag--neutral" data-testid="invitation-count">
              {t('register.linksCount', {
                value: formatCount(links.length, language),
                max: formatCount(maxInvitationLinks, language),
              })}
            </span>
          ) : null
        }
      >
        {invitations.isPending ? (
          <LoadingBlock height={200} />
        ) : invitations.isError ? (
          <div className="form-error agc-error" role="alert">
            <span>{errorMessageOf(invitations.error)}</span>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => void invitations.refetch()}
            >
              <RefreshIcon />
              {t('overview.retry')}
            </button>
          </div>
        ) : (
          <>
            <AddInvitationForm full={links.length >= maxInvitationLinks} />
            {links.length === 0 ? (
              <EmptyState
                icon={<LinkIcon />}
                title={t('register.emptyTitle')}
                text={t('register.emptyText')}
              />
            ) : (
              <ul className="agc-invites" data-testid="invitation-list">
                {links.map((link) => (
                  <InvitationRow key={link.id} link={link} />
                ))}
              </ul>
            )}
          </>
        )}
      </AgentPanel>
    </div>
  );
}
