import type { CreatedDownline, InvitationLink } from '@msp/contracts/agents.ts';
import { downlineKinds, maxInvitationLinks, type DownlineKind } from '@msp/contracts/enums.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CheckIcon, KeyIcon, LinkIcon, ShareIcon, UserIcon, UsersIcon } from '../../../shared/ui/icons.tsx';
import { QrCode } from '../../../shared/ui/share-tools.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import {
  createDownline,
  createInvitation,
  invitationsKey,
  invitationsQueryOptions,
  retireInvitation,
} from '../api/center.ts';
import { formatCount, formatTime } from '../lib/agent-format.ts';
import { serverFieldError, serverFormError } from '../lib/form-errors.ts';
import { AgentPanel, CopyButton, FormError, FormField, LoadState, RegistrationCount } from './agent-ui.tsx';
import './agent-center.css';

const usernamePattern = /^[A-Za-z][A-Za-z0-9]{3,19}$/;
const maxNickname = 30;
const maxLabel = 40;

/** The registration link of a code: the site's /register with the code filled in. */
const registrationLink = (code: string) =>
  `${window.location.origin}/register?referralCode=${encodeURIComponent(code)}`;

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
      <FormField
        id={`${id}-username`}
        label={t('register.username')}
        required
        error={usernameError}
        hint={t('register.usernameHint')}
        icon={<UserIcon />}
      >
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
      </FormField>
      <FormField id={`${id}-nickname`} label={t('register.nickname')} error={nicknameError}>
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
      </FormField>
      <div className="field">
        <span className="field__label">{t('register.kind')}</span>
        <KindChoice name="downline-kind" value={kind} onChange={setKind} />
      </div>
      <FormError message={formError} testId="create-downline-error" />
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
  const link = registrationLink(code);
  const facts = [
    { fact: 'code', value: code, copyLabel: t('register.copyCode') },
    { fact: 'link', value: link, copyLabel: t('register.copyLink') },
  ] as const;
  return (
    <div className="agc-affiliate" data-testid="affiliate-card">
      <QrCode value={link} testId="affiliate-qr" />
      <div className="agc-affiliate__facts">
        {facts.map(({ fact, value, copyLabel }) => (
          <div key={fact} className="agc-fact">
            <span className="agc-fact__label">{t(`register.${fact}`)}</span>
            <span className="agc-fact__row">
              {fact === 'code' ? (
                <code className="agc-code" data-testid="affiliate-code">
                  {value}
                </code>
              ) : (
                <span className="agc-link" data-testid="affiliate-link">
                  {value}
                </span>
              )}
              <CopyButton value={value} label={copyLabel} compact testId={`copy-affiliate-${fact}`} />
            </span>
          </div>
        ))}
        <RegistrationCount count={registrations} testId="affiliate-registrations" />
        <p className="agc-muted">{t('register.scan')}</p>
      </div>
    </div>
  );
}

/** A change to the invitation links: once done, a toast says `done` and the links load again. */
function useInvitationChange<Body>(
  mutationFn: (body: Body) => Promise<unknown>,
  done: string,
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      options.onSuccess?.();
      showToast(done, 'success');
      return queryClient.invalidateQueries({ queryKey: invitationsKey(token) });
    },
    ...(options.onError ? { onError: options.onError } : {}),
  });
}

/** One invitation link: its facts, QR code on demand, copy and retire (with a confirmation). */
function InvitationRow({ link }: { link: InvitationLink }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [showQr, setShowQr] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const url = registrationLink(link.code);
  const retire = useInvitationChange(() => retireInvitation(link.id), t('register.retired'), {
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
          <RegistrationCount count={link.registrations} />
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
  const language = useLanguage();
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<DownlineKind>('PLAYER');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useInvitationChange(createInvitation, t('register.added'), { onSuccess: () => setLabel('') });
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
        <FormField
          id={`${id}-label`}
          label={t('register.label')}
          required
          error={labelError}
          hint={t('register.labelHint')}
          icon={<LinkIcon />}
          className="agc-form__grow"
        >
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
        </FormField>
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
      <FormError message={formError} testId="add-invitation-error" />
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
        <LoadState query={invitations} height={200}>
          <AddInvitationForm full={links.length >= maxInvitationLinks} />
          {links.length === 0 ? (
            <EmptyState icon={<LinkIcon />} title={t('register.emptyTitle')} text={t('register.emptyText')} />
          ) : (
            <ul className="agc-invites" data-testid="invitation-list">
              {links.map((link) => (
                <InvitationRow key={link.id} link={link} />
              ))}
            </ul>
          )}
        </LoadState>
      </AgentPanel>
    </div>
  );
}
