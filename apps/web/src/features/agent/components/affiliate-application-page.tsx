import type { Application } from '@msp/contracts/agents.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import {
  ArrowRightIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  HeadsetIcon,
  RefreshIcon,
  UsersIcon,
} from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { isAgent, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { applicationKey, applicationQueryOptions, submitApplication } from '../api/center.ts';
import { formatCount, formatTime } from '../lib/agent-format.ts';
import { AgentPanel } from './agent-ui.tsx';
import './agent-center.css';

const limits = { plan: { min: 10, max: 500 }, contact: { min: 3, max: 80 } } as const;
type Field = keyof typeof limits;

const statusIcons = { PENDING: ClockIcon, APPROVED: CheckIcon, REJECTED: CloseIcon } as const;

/** The application as the operator left it: its status, what was sent and the operator's note. */
function ApplicationStatus({ application }: { application: Application }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const Icon = statusIcons[application.status];
  return (
    <div
      className={`agc-application agc-application--${application.status.toLowerCase()}`}
      data-testid="application-status"
      data-status={application.status}
    >
      <div className="agc-application__head">
        <span className="agc-application__icon">
          <Icon />
        </span>
        <div>
          <p className="agc-application__status">{t(`application.status.${application.status}`)}</p>
          <p className="agc-muted">{t(`application.statusText.${application.status}`)}</p>
        </div>
      </div>
      <dl className="agc-application__facts">
        <div>
          <dt>{t('application.sentAt')}</dt>
          <dd>{formatTime(application.createdAt, language)}</dd>
        </div>
        {application.decidedAt ? (
          <div>
            <dt>{t('application.decidedAt')}</dt>
            <dd>{formatTime(application.decidedAt, language)}</dd>
          </div>
        ) : null}
        <div className="agc-application__wide">
          <dt>{t('application.yourPlan')}</dt>
          <dd className="agc-prewrap">{application.plan}</dd>
        </div>
        <div className="agc-application__wide">
          <dt>{t('application.yourContact')}</dt>
          <dd>{application.contact}</dd>
        </div>
        {application.note ? (
          <div className="agc-application__wide agc-application__note" data-testid="application-note">
            <dt>{t('application.note')}</dt>
            <dd className="agc-prewrap">{application.note}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

function ApplicationForm() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const id = useId();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({ plan: '', contact: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, boolean>>>({});
  const apply = useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => {
      showToast(t('application.sent'), 'success');
      queryClient.setQueryData(applicationKey(token), application);
    },
  });
  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: false }));
    if (apply.isError) apply.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const found: Partial<Record<Field, boolean>> = {};
    for (const field of Object.keys(limits) as Field[]) {
      const length = values[field].trim().length;
      if (length < limits[field].min || length > limits[field].max) found[field] = true;
    }
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    apply.mutate({ plan: values.plan.trim(), contact: values.contact.trim() });
  };
  const errorOf = (field: Field) =>
    problems[field]
      ? t(`application.validation.${field}`)
      : apply.error instanceof ApiError && apply.error.field === field
        ? apply.error.message
        : undefined;
  const formError =
    apply.error && !(apply.error instanceof ApiError && apply.error.field && apply.error.field in limits)
      ? errorMessageOf(apply.error)
      : null;
  const counter = (field: Field) =>
    t('application.length', {
      value: formatCount(values[field].trim().length, language),
      max: formatCount(limits[field].max, language),
    });
  const planError = errorOf('plan');
  const contactError = errorOf('contact');

  return (
    <form className="agc-form" onSubmit={submit} noValidate data-testid="application-form">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-plan`}>
          {t('application.plan')}
          <span className="field__required">*</span>
        </label>
        <div className={`field__control agc-textarea${planError ? ' field__control--invalid' : ''}`}>
          <textarea
            id={`${id}-plan`}
            name="plan"
            className="field__input"
            rows={5}
            maxLength={limits.plan.max}
            value={values.plan}
            aria-invalid={planError ? true : undefined}
            onChange={(event) => edit('plan', event.target.value)}
            data-testid="application-plan"
          />
        </div>
        <p
          className={planError ? 'field__error agc-field-foot' : 'field__hint agc-field-foot'}
          role={planError ? 'alert' : undefined}
        >
          <span>{planError ?? t('application.planHint')}</span>
          <span className="agc-counter">{counter('plan')}</span>
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-contact`}>
          {t('application.contact')}
          <span className="field__required">*</span>
        </label>
        <div className={`field__control${contactError ? ' field__control--invalid' : ''}`}>
          <HeadsetIcon />
          <input
            id={`${id}-contact`}
            name="contact"
            className="field__input"
            autoComplete="tel"
            maxLength={limits.contact.max}
            value={values.contact}
            aria-invalid={contactError ? true : undefined}
            onChange={(event) => edit('contact', event.target.value)}
            data-testid="application-contact"
          />
        </div>
        <p
          className={contactError ? 'field__error' : 'field__hint'}
          role={contactError ? 'alert' : undefined}
        >
          {contactError ?? t('application.contactHint')}
        </p>
      </div>
      {formError ? (
        <p className="form-error" role="alert" data-testid="application-error">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--lg agc-form__submit"
        disabled={apply.isPending}
        data-testid="application-submit"
      >
        <UsersIcon />
        {apply.isPending ? t('application.submitting') : t('application.submit')}
      </button>
    </form>
  );
}

/**
 * affiliateApplication (member centre): a member who is not an agent applies to become one (how they will bring
 * players, and a contact), then follows the application here: under review, approved (the agent centre opens),
 * or rejected with the operator's note (they may apply again).
 */
export function AffiliateApplicationPage() {
  const { t } = useTranslation('agent');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const query = useQuery(applicationQueryOptions(token));
  const [again, setAgain] = useState(false);
  const application = query.data ?? null;
  const agent = isAgent(member);
  const approved = application?.status === 'APPROVED';
  /* An approval makes the member an agent: the member info learns it, and the agent centre opens to them. */
  useEffect(() => {
    if (approved && member && !agent)
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions(token).queryKey });
  }, [approved, member, agent, queryClient, token]);

  if (query.isPending) return <LoadingBlock height={320} />;
  if (query.isError)
    return (
      <div className="form-error agc-error" role="alert">
        <span>{errorMessageOf(query.error)}</span>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>
          <RefreshIcon />
          {t('overview.retry')}
        </button>
      </div>
    );
  const showForm = !application || (application.status === 'REJECTED' && again);
  return (
    <div className="agc-page" data-testid="affiliate-application">
      {application ? (
        <AgentPanel title={t('application.statusTitle')} icon={<ClockIcon />}>
          <ApplicationStatus application={application} />
          {agent || approved ? (
            <div className="agc-actions">
              <Link
                to="/agent/agentTeamOverview"
                className="btn btn--primary"
                data-testid="open-agent-center"
              >
                {t('application.openCenter')}
                <ArrowRightIcon />
              </Link>
            </div>
          ) : application.status === 'REJECTED' && !again ? (
            <div className="agc-actions">
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => setAgain(true)}
                data-testid="application-again"
              >
                {t('application.applyAgain')}
              </button>
            </div>
          ) : null}
        </AgentPanel>
      ) : agent ? (
        <AgentPanel
          title={t('application.agentTitle')}
          text={t('application.agentText')}
          icon={<UsersIcon />}
        >
          <div className="agc-actions">
            <Link to="/agent/agentTeamOverview" className="btn btn--primary" data-testid="open-agent-center">
              {t('application.openCenter')}
              <ArrowRightIcon />
            </Link>
          </div>
        </AgentPanel>
      ) : null}
      {showForm && !agent ? (
        <AgentPanel title={t('application.formTitle')} text={t('application.formText')} icon={<UsersIcon />}>
          <ApplicationForm />
        </AgentPanel>
      ) : null}
    </div>
  );
}
