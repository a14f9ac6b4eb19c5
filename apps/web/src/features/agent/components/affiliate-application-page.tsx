import type { Application } from '@msp/contracts/agents.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import {
  ArrowRightIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  HeadsetIcon,
  UsersIcon,
} from '../../../shared/ui/icons.tsx';
import { isAgent, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { applicationKey, applicationQueryOptions, submitApplication } from '../api/center.ts';
import { formatCount, formatTime } from '../lib/agent-format.ts';
import { serverFieldError, serverFormError } from '../lib/form-errors.ts';
import { AgentPanel, FormError, FormField, LoadState } from './agent-ui.tsx';
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
    problems[field] ? t(`application.validation.${field}`) : serverFieldError(apply.error, field);
  const formError = serverFormError(apply.error, Object.keys(limits));
  const counter = (field: Field) =>
    t('application.length', {
      value: formatCount(values[field].trim().length, language),
      max: formatCount(limits[field].max, language),
    });
  const planError = errorOf('plan');
  const contactError = errorOf('contact');
  /** What the plan's textarea and the contact's input share. */
  const inputOf = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    className: 'field__input',
    maxLength: limits[field].max,
    value: values[field],
    'aria-invalid': errorOf(field) ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(field, event.target.value),
    'data-testid': `application-${field}`,
  });

  return (
    <form className="agc-form" onSubmit={submit} noValidate data-testid="application-form">
      <FormField
        id={`${id}-plan`}
        label={t('application.plan')}
        required
        error={planError}
        hint={t('application.planHint')}
        counter={counter('plan')}
        controlClassName="agc-textarea"
      >
        <textarea {...inputOf('plan')} rows={5} />
      </FormField>
      <FormField
        id={`${id}-contact`}
        label={t('application.contact')}
        required
        error={contactError}
        hint={t('application.contactHint')}
        icon={<HeadsetIcon />}
      >
        <input {...inputOf('contact')} autoComplete="tel" />
      </FormField>
      <FormError message={formError} testId="application-error" />
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

  const showForm = !application || (application.status === 'REJECTED' && again);
  const openCenter = (
    <div className="agc-actions">
      <Link to="/agent/agentTeamOverview" className="btn btn--primary" data-testid="open-agent-center">
        {t('application.openCenter')}
        <ArrowRightIcon />
      </Link>
    </div>
  );
  return (
    <LoadState query={query} height={320}>
      <div className="agc-page" data-testid="affiliate-application">
        {application ? (
          <AgentPanel title={t('application.statusTitle')} icon={<ClockIcon />}>
            <ApplicationStatus application={application} />
            {agent || approved ? (
              openCenter
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
            {openCenter}
          </AgentPanel>
        ) : null}
        {showForm && !agent ? (
          <AgentPanel
            title={t('application.formTitle')}
            text={t('application.formText')}
            icon={<UsersIcon />}
          >
            <ApplicationForm />
          </AgentPanel>
        ) : null}
      </div>
    </LoadState>
  );
}
