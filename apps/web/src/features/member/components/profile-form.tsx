import { profileFields } from '@msp/contracts/profile-fields.ts';
import type { Profile } from '@msp/contracts/session.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { profileQueryOptions } from '../api/profile.ts';
import { updateProfile, type ProfileUpdate } from '../api/update-profile.ts';

/** The fields the member edits here; the email is bound with a code instead. */
const editable = profileFields.filter((field) => field !== 'email');
type Editable = (typeof editable)[number];

const maxLengths: Record<Editable, number | undefined> = {
  nickname: 32,
  fullname: 64,
  telegram: 64,
  zalo: 64,
  whatsapp: 64,
  facebook: 128,
  line: 64,
  birthday: undefined,
  address: 256,
  nationality: 64,
  occupation: 64,
  sourceOfIncome: 128,
};

const valuesOf = (profile: Profile): Record<Editable, string> =>
  Object.fromEntries(editable.map((field) => [field, profile[field] ?? ''])) as Record<Editable, string>;

/** Personal details: POST /wps/member/info with the profile fields the spec names. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('member');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<Editable, string>>>({});
  const mutation = useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(update),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryOptions(token).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
      setValues(valuesOf(saved));
      showToast(t('securityCenter.profileSaved'), 'success');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field && (editable as readonly string[]).includes(error.field))
        setErrors({ [error.field]: error.message });
    },
  });
  const dirty = editable.some((field) => values[field] !== (profile[field] ?? ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Editable, string>> = {};
    if (values.birthday && !/^\d{4}-\d{2}-\d{2}$/.test(values.birthday))
      found.birthday = t('securityCenter.birthdayFormat');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const update: ProfileUpdate = {};
    for (const field of editable) {
      const value = values[field].trim();
      if (field === 'birthday' && !value) continue;
      (update as Record<string, string>)[field] = value;
    }
    mutation.mutate(update);
  };

  return (
    <form className="sc-form" onSubmit={submit} noValidate data-testid="profile-form">
      <div className="sc-form__grid">
        {editable.map((field) => (
          <div className={`field${field === 'address' ? ' sc-form__wide' : ''}`} key={field}>
            <label className="field__label" htmlFor={`profile-${field}`}>
              {t(`profile.${field}`)}
            </label>
            <span className={`field__control${errors[field] ? ' field__control--invalid' : ''}`}>
              <input
                id={`profile-${field}`}
                name={field}
                className="field__input"
                type={field === 'birthday' ? 'date' : 'text'}
                value={values[field]}
                maxLength={maxLengths[field]}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field]: event.target.value }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                }}
                placeholder={t(`profile.placeholders.${field}`)}
              />
            </span>
            {errors[field] ? <span className="field__error">{errors[field]}</span> : null}
          </div>
        ))}
      </div>
      {mutation.error && !(mutation.error instanceof ApiError && mutation.error.field) ? (
        <p className="form-error" role="alert">
          {errorMessageOf(mutation.error)}
        </p>
      ) : null}
      <div className="sc-form__actions">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={!dirty || mutation.isPending}
          onClick={() => {
            setValues(valuesOf(profile));
            setErrors({});
          }}
        >
          {t('securityCenter.reset')}
        </button>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={!dirty || mutation.isPending}
          data-testid="profile-save"
        >
          {mutation.isPending ? t('securityCenter.saving') : t('securityCenter.save')}
        </button>
      </div>
    </form>
  );
}
